import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakingChanges, isMajorStep } from '../breaking-changes.js';
import { repoRoot } from '../workspaces.js';

const current = JSON.parse(readFileSync(join(repoRoot, 'openapi/dist/openapi.json'), 'utf8'));
const released = JSON.parse(readFileSync(join(repoRoot, 'openapi/released/openapi.json'), 'utf8'));
const change = (edit) => {
  const next = structuredClone(current);
  edit(next);
  return breakingChanges(current, next);
};

describe('breaking-change check', () => {
  it('passes the current spec against the released snapshot (npm test gate)', () => {
    const out = execFileSync(process.execPath, [join(repoRoot, 'scripts/breaking-changes.js')], { encoding: 'utf8' });
    expect(out).toMatch(/breaking-changes: (none|\d+ breaking change\(s\), allowed by the major step)/);
    expect(released.info.version).toBe(current.info.version);
  });

  it('finds nothing between a spec and itself', () => {
    expect(breakingChanges(current, structuredClone(current))).toEqual([]);
  });

  it('reports a removed operation', () => {
    const found = change((s) => delete s.paths['/webhook/find/{instance}']);
    expect(found).toEqual([expect.objectContaining({ kind: 'removed-operation', operation: 'findWebhook (GET /webhook/find/{instance})' })]);
  });

  it('reports a removed response field', () => {
    const found = change((s) => delete s.components.schemas.ReadMessagesResult.properties.read);
    expect(found).toContainEqual(expect.objectContaining({ kind: 'removed-response-field', detail: 'response 201 field /read was removed' }));
  });

  it('reports a newly required request field', () => {
    const found = change((s) => s.components.schemas.SendStickerRequest.required.push('delay'));
    expect(found).toContainEqual(expect.objectContaining({ kind: 'new-required-field', detail: 'request field /delay is now required' }));
  });

  it('reports a newly required query parameter', () => {
    const found = change((s) => (s.components.parameters.connectNumber.required = true));
    expect(found).toContainEqual(expect.objectContaining({ kind: 'new-required-field', detail: 'query parameter "number" is now required' }));
  });

  it('reports a narrowed request enum', () => {
    const found = change((s) => (s.components.schemas.Presence.enum = ['available', 'unavailable']));
    expect(found).toContainEqual(expect.objectContaining({ kind: 'narrowed-enum', operation: 'setPresence (POST /instance/setPresence/{instance})' }));
    expect(found.find((c) => c.kind === 'narrowed-enum').detail).toMatch(/"composing", "recording", "paused"/);
  });

  it('does not report additions: a new optional field, a widened enum, a new operation', () => {
    const found = change((s) => {
      s.components.schemas.SendStickerRequest.properties.caption = { type: 'string' };
      s.components.schemas.PrivacyGroupAdd.enum.push('none');
      s.paths['/instance/fetchInstances'] = { get: { operationId: 'fetchInstances', responses: { 200: { description: 'ok' } } } };
    });
    expect(found).toEqual([]);
  });

  it('treats a field required only by one oneOf branch as optional', () => {
    // ScheduleRequest's branches require cronExpr+repeats or cronExpr+until: neither is required overall.
    const found = change((s) => {
      s.components.schemas.ScheduleRequest.oneOf = s.components.schemas.ScheduleRequest.oneOf.slice(1);
    });
    expect(found.filter((c) => c.kind === 'new-required-field')).toEqual([]);
  });

  it.each([
    ['0.1.0', '0.2.0', true],
    ['0.1.0', '0.1.1', false],
    ['1.2.3', '2.0.0', true],
    ['1.2.3', '1.3.0', false],
    ['0.9.0', '1.0.0', true],
  ])('%s -> %s is a major step: %s', (prev, next, major) => {
    expect(isMajorStep(prev, next)).toBe(major);
  });
});

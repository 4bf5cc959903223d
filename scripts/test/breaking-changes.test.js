// The breaking-change gate: Redocly's diff on our bundle, and our version-step rule on top.
// Each case edits a copy of the built contract and asks the gate what it thinks.
// @ts-check
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffSpecs, isMajorStep } from '../breaking-changes.js';
import { repoRoot } from '../workspaces.js';

/** @typedef {any} Doc the bundled document, edited freely by the cases */
const currentFile = join(repoRoot, 'openapi/dist/openapi.json');
/** @type {Doc} */
const current = JSON.parse(readFileSync(currentFile, 'utf8'));
const released = JSON.parse(readFileSync(join(repoRoot, 'openapi/released/openapi.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'breaking-changes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
/** @param {(doc: Doc) => void} edit */
const change = (edit) => {
  const next = structuredClone(current);
  edit(next);
  const file = join(work, `case-${++n}.json`);
  writeFileSync(file, JSON.stringify(next));
  return diffSpecs(currentFile, file);
};
/** @param {ReturnType<typeof diffSpecs>} diff */
const major = (diff) => diff.changes.filter((c) => c.impact === 'major');

describe('breaking-change gate', () => {
  it('passes the current spec against the released snapshot (the npm test gate)', () => {
    const out = execFileSync(process.execPath, [join(repoRoot, 'scripts/breaking-changes.js')], { encoding: 'utf8' });
    expect(out).toMatch(/breaking-changes: (none|\d+ breaking change\(s\), allowed by the major step)/);
    expect(released.info.version).toBe(current.info.version);
  });
});

// One after the other: each case runs redocly with spawnSync, so side by side they would only share
// one time-out clock (the last case's ran through all the others' runs), not run faster.
describe('redocly diff on our contract', () => {
  it('finds nothing between a spec and itself', ({ expect }) => {
    expect(change(() => {})).toEqual({ bump: 'none', changes: [] });
  });

  it('reports a removed operation as major', ({ expect }) => {
    const diff = change((s) => delete s.paths['/webhook/find/{instance}']);
    expect(major(diff)).toEqual([
      expect.objectContaining({ rule: 'path-removed', message: 'Path `/webhook/find/{instance}` was removed.' }),
    ]);
  });

  it('reports a removed response field as major, optional or not', ({ expect }) => {
    expect(major(change((s) => delete s.components.schemas.ReadMessagesResult.properties.read))[0]?.rule).toBe('property-removed');
    expect(major(change((s) => delete s.components.schemas.ServiceInformation.properties.manager))[0]?.message).toMatch(/`manager`/);
  });

  it('reports a newly required request field as major', ({ expect }) => {
    const diff = change((s) => s.components.schemas.SendStickerRequest.required.push('delay'));
    expect(major(diff)).toContainEqual(
      expect.objectContaining({ rule: 'required-properties-added', message: expect.stringMatching(/`delay`/) }),
    );
  });

  it('reports a newly required query parameter as major', ({ expect }) => {
    const diff = change((s) => (s.components.parameters.connectNumber.required = true));
    expect(major(diff)).toContainEqual(
      expect.objectContaining({ rule: 'parameter-became-required', message: '`number` query parameter became required.' }),
    );
  });

  it('reports a narrowed request enum as major, naming the lost values', ({ expect }) => {
    const diff = change((s) => (s.components.schemas.Presence.enum = ['available', 'unavailable']));
    expect(major(diff)).toContainEqual(
      expect.objectContaining({ rule: 'enum-values-removed', message: expect.stringMatching(/'composing', 'recording', 'paused'/) }),
    );
  });

  it('reports a removed oneOf branch of a request (fewer requests accepted) as major', ({ expect }) => {
    // Dropping ScheduleRequest's first branch refuses one-time schedules that were valid before.
    const diff = change((s) => (s.components.schemas.ScheduleRequest.oneOf = s.components.schemas.ScheduleRequest.oneOf.slice(1)));
    expect(major(diff)[0]?.rule).toBe('schema-combinator-changed');
  });

  it('reports a widened enum that responses carry as major (an exhaustive client breaks on the new value)', ({ expect }) => {
    expect(major(change((s) => s.components.schemas.ConnectionState.enum.push('refused')))[0]?.rule).toBe('enum-values-added');
    // PrivacyGroupAdd is in the update request and in fetchPrivacySettings' answer.
    expect(major(change((s) => s.components.schemas.PrivacyGroupAdd.enum.push('none')))[0]?.rule).toBe('enum-values-added');
  });

  it('does not report additions: a new optional request field, a widened request-only enum, a new operation', ({ expect }) => {
    const diff = change((s) => {
      s.components.schemas.SendStickerRequest.properties.caption = { type: 'string' };
      s.components.schemas.UpdateParticipantRequest.properties.action.enum.push('approve');
      s.paths['/instance/fetchInstances'] = {
        get: {
          operationId: 'fetchInstances',
          summary: 'x',
          description: 'x',
          tags: ['Instance'],
          responses: { 200: { description: 'ok' } },
        },
      };
    });
    expect(major(diff)).toEqual([]);
    expect(diff.bump).toBe('minor');
  });
});

describe('the version-step rule', () => {
  it.each([
    ['0.1.0', '0.2.0', true],
    ['0.1.0', '0.1.1', false],
    ['1.2.3', '2.0.0', true],
    ['1.2.3', '1.3.0', false],
    ['0.9.0', '1.0.0', true],
  ])('%s -> %s is a major step: %s', (prev, next, expected) => {
    expect(isMajorStep(prev, next)).toBe(expected);
  });
});

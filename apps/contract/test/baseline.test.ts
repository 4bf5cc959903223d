// Known deviations: a failure is "known" only when every part of it fits a recorded matcher.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { afterAll, describe, expect, it } from 'vitest';
import { knownDeviation, loadBaseline, pointerFits, resolveBaselinePath } from '../src/check/baseline.js';
import type { Failure } from '../src/check/checker.js';
import { loadContract } from '../src/description/contract.js';

const operationIds = new Set(loadContract().operations.map((o) => o.operationId));
const shipped = resolveBaselinePath('evolution-2.1.1', tmpdir());
const baseline = loadBaseline(shipped, operationIds);
const schema = (pointer: string, keyword: string, params: Record<string, unknown> = {}): Failure => ({
  rule: 'schema',
  pointer,
  keyword,
  params,
  message: '',
});

describe('the shipped Evolution API 2.1.1 baseline', () => {
  it('is found by name and loads', () => {
    expect(shipped).toMatch(/deviations[\\/]evolution-2\.1\.1\.yaml$/);
    expect(baseline.entries.length).toBeGreaterThan(10);
  });

  it('explains an integer messageTimestamp and a missing status on sendLocation', () => {
    const failures = [schema('/messageTimestamp', 'type', { type: 'string' }), schema('', 'required', { missingProperty: 'status' })];
    expect(knownDeviation(failures, 'sendLocation', baseline)).toEqual([
      'sendLocation-messageTimestamp-integer',
      'sendLocation-status-absent',
    ]);
  });

  it('does not explain a failure mixed with an unrecorded one', () => {
    const failures = [schema('/messageTimestamp', 'type'), schema('/key/id', 'type')];
    expect(knownDeviation(failures, 'sendLocation', baseline)).toBeNull();
  });

  it('only applies an entry to its own operation', () => {
    expect(knownDeviation([schema('/messageTimestamp', 'type')], 'getInformation', baseline)).toBeNull();
  });

  it('matches a status matcher only against a wrong status', () => {
    expect(knownDeviation([{ rule: 'status', status: 404, message: '' }], 'restartInstance', baseline)).toEqual(['restart-method-post']);
    expect(knownDeviation([{ rule: 'status', status: 500, message: '' }], 'restartInstance', baseline)).toBeNull();
    expect(knownDeviation([schema('', 'required', { missingProperty: 'x' })], 'createSchedule', baseline)).toBeNull();
  });

  it('needs every params field of the matcher to agree', () => {
    expect(knownDeviation([schema('', 'required', { missingProperty: 'pairingCode' })], 'connectInstance', baseline)).toEqual([
      'connect-pairing-fields-missing',
    ]);
    expect(knownDeviation([schema('', 'required', { missingProperty: 'count' })], 'connectInstance', baseline)).toBeNull();
  });

  it('never explains a Content-Type or request failure', () => {
    expect(knownDeviation([{ rule: 'content-type', contentType: 'text/html', message: '' }], 'findWebhook', baseline)).toBeNull();
    expect(knownDeviation([{ rule: 'request', code: 'CONTRACT_TIMEOUT', message: '' }], 'findWebhook', baseline)).toBeNull();
    expect(knownDeviation([{ rule: 'body-size', limitBytes: 1, message: '' }], 'findWebhook', baseline)).toBeNull();
  });
});

describe('pointerFits', () => {
  it('lets * stand for one array index only', () => {
    expect(pointerFits('/participants/*/admin', '/participants/12/admin')).toBe(true);
    expect(pointerFits('/participants/*/admin', '/participants/x/admin')).toBe(false);
    expect(pointerFits('/participants/*/admin', '/participants/1/2/admin')).toBe(false);
    expect(pointerFits('', '')).toBe(true);
    expect(pointerFits('', '/status')).toBe(false);
  });
});

describe('loadBaseline', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-baseline-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string): string => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('says which file it cannot read', () => {
    expect(() => loadBaseline(join(dir, 'nope.yaml'), operationIds)).toThrow(/Cannot read the baseline file .*nope\.yaml: no such file/);
  });

  it('rejects YAML that is not a deviations file', () => {
    expect(() => loadBaseline(write('bad.yaml', 'a: [1'), operationIds)).toThrow(UsageError);
    expect(() => loadBaseline(write('list.yaml', 'gateway: x\n'), operationIds)).toThrow(/no `deviations:` list/);
  });

  it('names entries that point at unknown operations or use unknown matcher fields', () => {
    const file = write(
      'wrong.yaml',
      'deviations:\n  - id: a\n    operationId: nope\n  - id: b\n    operationId: findWebhook\n    match:\n      - pointr: /x\n',
    );
    expect(() => loadBaseline(file, operationIds)).toThrow(/a\) names operation nope[\s\S]*unknown field pointr/);
  });
});

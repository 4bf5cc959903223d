// Verdicts: an answer meets the contract (passed), only the layered description (known deviation,
// with the ids of the deviations that concern the check), or neither (FAILED, with the failures
// against both). No Dredd, no server: planned checks and recorded answers in, rows out.

import { redactor } from '@msg-gateway/openapi/redact';
import { firstExample, mediaOf } from '@msg-gateway/openapi/walk';
import { describe, expect, it } from 'vitest';
import type { RecordedResponse } from '../src/check/checker.js';
import { rowOf } from '../src/check/verdict.js';
import { type Description, loadContract } from '../src/description/contract.js';
import { loadDescriptions } from '../src/description/layered.js';
import type { Outcome } from '../src/execution.js';
import { type Case, planChecks } from '../src/plan/planner.js';

const contract = loadContract();
const descriptions = loadDescriptions({ profile: 'evolution-2.1.1' }, contract);
const layered = descriptions.layered as Description;
const inputs = { recipient: '5511912345678', stickerUrl: 'https://cdn.test/s.webp' };
const cases = planChecks(descriptions, { instance: 'mine', allowSends: true, allowWrites: true, inputs });
const judge = { descriptions, redact: redactor('') };

function check(operationId: string, kind: Case['kind']): Case {
  const found = cases.find((c) => c.operationId === operationId && c.kind === kind);
  if (!found) throw new Error(`no ${operationId} ${kind}`);
  return found;
}
const example = (d: Description, operationId: string, status: string): unknown =>
  firstExample(d.document, mediaOf(d.document, d.byId.get(operationId)?.source.responses?.[status]));
const answered = (status: number, body: unknown): Outcome => {
  const response: RecordedResponse = {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    bodyTooLarge: false,
  };
  return { kind: 'answered', uri: '/x', durationMs: 1, response };
};

describe('rowOf', () => {
  it('passes an answer that meets the contract', () => {
    expect(rowOf(check('sendList', 'success'), answered(201, example(contract, 'sendList', '201')), judge).verdict).toBe('passed');
  });

  it('reports an answer that meets only the profile as a known deviation, naming the deviation that explains it', () => {
    const row = rowOf(check('sendList', 'success'), answered(400, example(layered, 'sendList', '400')), judge);
    expect(row.verdict).toBe('known');
    if (row.verdict !== 'known') return;
    // sendList's request-side deviations (sections, an optional description, unknown fields) concern
    // this check too, but the answer meets the profile without any of them: only the one that makes a
    // 400 the expected answer is named.
    expect(row.deviations).toEqual([{ id: 'sendList-not-available', description: 'Lists are not sent on the Baileys channel.' }]);
    expect(row.failures[0]?.message).toMatch(/^status 400, expected 201/);
  });

  it('names every deviation an answer needs, and only those', () => {
    // A 2.1.1 send record: integer timestamp and no status, two deviations of the shared schema.
    const record = example(layered, 'sendLocation', '201');
    const row = rowOf(check('sendLocation', 'success'), answered(201, record), judge);
    expect(row.verdict).toBe('known');
    if (row.verdict !== 'known') return;
    expect(row.deviations.map((d) => d.id).sort()).toEqual(['send-record-status-absent', 'send-record-timestamp-integer']);
    // Only those: not send-record-whole, which the answer meets but the contract's open record does not need.
    // (No variant of the record can show one deviation alone: 2.1.1 builds every record whole, integer
    // timestamp and no status, and an answer the profile refuses is no known deviation.)
  });

  it('names only the removal for an operation the profile does not have', () => {
    const notFound = { status: 404, error: 'Not Found', response: { message: ['Cannot POST /schedule'] } };
    const row = rowOf(check('createSchedule', 'success'), answered(404, notFound), judge);
    expect(row).toMatchObject({ verdict: 'known', deviations: [{ id: 'createSchedule-absent' }] });
  });

  it('names a deviation of the whole operation for every check of it (GET / needs no key)', () => {
    const row = rowOf(check('getInformation', 'no-key'), answered(200, example(layered, 'getInformation', '200')), judge);
    expect(row.verdict === 'known' && row.deviations.map((d) => d.id)).toContain('getInformation-no-auth');
  });

  it('fails an answer that meets neither, with the failures against both', () => {
    const closed = { status: 500, error: 'Internal Server Error', response: { message: 'Connection Closed' } };
    const row = rowOf(check('sendList', 'success'), answered(500, closed), judge);
    expect(row).toMatchObject({
      verdict: 'failed',
      failures: [{ rule: 'status', message: expect.stringMatching(/^status 500, expected 201/) }],
      layeredFailures: [{ rule: 'status', message: expect.stringMatching(/^status 500, expected 400/) }],
    });
  });

  it('knows only passed and FAILED without a layered description', () => {
    const contractOnly = { descriptions: { contract, layered: null }, redact: judge.redact };
    const [sendList] = planChecks(contractOnly.descriptions, {
      instance: 'mine',
      allowSends: true,
      inputs,
      only: [{ operationId: 'sendList', check: 'success' }],
    }).filter((c) => c.selected);
    if (!sendList) throw new Error('no check');
    const row = rowOf(sendList, answered(400, example(layered, 'sendList', '400')), contractOnly);
    expect(row.verdict).toBe('failed');
    expect(row.verdict === 'failed' && row.layeredFailures).toBeUndefined();
  });
});

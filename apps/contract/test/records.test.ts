// Reading back what the Dredd child recorded: a request error belongs to the transaction with the
// same Dredd transaction id, wherever it stands in the file; errors of the bounded transport say
// why checks were left unchecked. No Dredd, no server: records in, outcomes out.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/description/contract.js';
import { outcomesOf } from '../src/dredd/adapter.js';
import type { ChildRecord, TransactionRecord } from '../src/dredd/records.cjs';
import { planChecks } from '../src/plan/planner.js';

const contract = loadContract();
const cases = planChecks(
  { contract, layered: null },
  { instance: 'mine', only: [{ operationId: 'getInformation' }, { operationId: 'connectionState', check: 'success' }] },
);
const [info200, info401, state200] = ['GET / 200', 'GET / 401', 'GET /instance/connectionState/{instance} 200'];

const transaction = (
  key: string,
  id: string,
  outcome: TransactionRecord['outcome'],
  extra: Partial<TransactionRecord> = {},
): TransactionRecord => ({
  type: 'transaction',
  id,
  key,
  uri: '/',
  durationMs: 5,
  outcome,
  ...extra,
});
const answer = {
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: '{}',
  bodyEncoding: 'utf-8' as const,
  bodyTooLarge: false,
};

describe('outcomesOf', () => {
  it('attaches each error to its own transaction by id, not to the next record', () => {
    const records: ChildRecord[] = [
      { type: 'loaded', pid: 1, transactions: 3 },
      // The errors are written in another order than their transactions.
      { type: 'error', id: 'GET (200) /instance/connectionState/my-instance', code: 'ECONNRESET', message: 'socket hang up' },
      transaction(info200, 'GET (200) /', 'no-answer'),
      { type: 'error', id: 'GET (200) /', code: 'CONTRACT_TIMEOUT', message: 'no answer within 2 s' },
      transaction(info401, 'GET (401) /', 'answered', { answer: { ...answer, status: 401 } }),
      transaction(state200, 'GET (200) /instance/connectionState/my-instance', 'no-answer'),
    ];
    const { outcomes, stopped } = outcomesOf(cases, records, null, 2000);
    expect(stopped).toBeNull();
    expect(outcomes.get(info200)).toMatchObject({ kind: 'no-answer', code: 'CONTRACT_TIMEOUT', reason: 'no answer within 2 s' });
    expect(outcomes.get(info401)).toMatchObject({ kind: 'answered', response: { status: 401 } });
    expect(outcomes.get(state200)).toMatchObject({
      kind: 'no-answer',
      code: 'ECONNRESET',
      reason: 'the connection was closed without an answer (ECONNRESET)',
    });
  });

  it('reports checks the transport did not send, and why', () => {
    const records: ChildRecord[] = [
      { type: 'loaded', pid: 1, transactions: 3 },
      transaction(info200, 'a', 'no-answer'),
      { type: 'error', id: 'a', code: 'CONTRACT_TIMEOUT', message: '' },
      transaction(info401, 'b', 'no-answer'),
      { type: 'error', id: 'b', code: 'CONTRACT_UNRESPONSIVE', message: '' },
    ];
    const { outcomes, stopped } = outcomesOf(cases, records, null, 2000);
    expect(stopped).toBe('unresponsive');
    expect(outcomes.get(info401)).toEqual({ kind: 'unchecked', reason: 'unresponsive' });
    // No record at all: the run did not say why, so it is not reported as a result.
    expect(outcomes.has(state200)).toBe(false);
    // ... unless the runner stopped the child (deadline, interrupt).
    expect(outcomesOf(cases, records, 'interrupted', 2000).outcomes.get(state200)).toEqual({ kind: 'unchecked', reason: 'interrupted' });
  });

  it('decodes a body Dredd kept as base64 and keeps the body-limit mark', () => {
    const records: ChildRecord[] = [
      transaction(info200, 'a', 'answered', {
        answer: { ...answer, body: Buffer.from('{"ok":1}').toString('base64'), bodyEncoding: 'base64' },
      }),
      transaction(info401, 'b', 'answered', { answer: { ...answer, body: '', bodyTooLarge: true } }),
    ];
    const { outcomes } = outcomesOf(cases, records, null, 2000);
    expect(outcomes.get(info200)).toMatchObject({ response: { body: '{"ok":1}', bodyTooLarge: false } });
    expect(outcomes.get(info401)).toMatchObject({ response: { body: '', bodyTooLarge: true } });
  });
});

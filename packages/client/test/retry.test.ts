// Which requests may be repeated, and the backoff between attempts (pure functions; the
// end-to-end retry behaviour is in misbehaving.test.ts).
import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY, isRetryable } from '../src/core/retry.js';
import { OPERATIONS } from '../src/generated/operations.gen.js';
import type { OperationId } from '../src/index.js';

const ids = Object.keys(OPERATIONS) as OperationId[];

describe('isRetryable', () => {
  const repeatable = ids.filter((id) => isRetryable(OPERATIONS[id]));

  it('repeats every GET and updateSchedule, nothing else', () => {
    const gets = ids.filter((id) => OPERATIONS[id].method === 'GET');
    expect(repeatable.sort()).toEqual([...gets, 'updateSchedule'].sort());
  });

  it('takes retry safety from the contract: x-idempotent on updateSchedule (true) and restartInstance (false)', () => {
    expect(OPERATIONS.updateSchedule.idempotent).toBe(true);
    expect(OPERATIONS.restartInstance.idempotent).toBe(false);
    expect(OPERATIONS.logoutInstance.idempotent).toBe(false);
    expect(OPERATIONS.connectionState.idempotent).toBe(true);
  });

  it('never repeats a POST, even one a spec marked idempotent', () => {
    for (const id of ids) if (OPERATIONS[id].method === 'POST') expect(repeatable, id).not.toContain(id);
    expect(isRetryable({ method: 'POST', idempotent: true })).toBe(false);
    expect(isRetryable({ method: 'PUT', idempotent: true })).toBe(true);
    expect(repeatable).not.toContain('restartInstance');
    expect(repeatable).not.toContain('logoutInstance');
  });
});

describe('backoffDelay', () => {
  const settings = { limit: 5, baseDelayMs: 100, maxDelayMs: 1000 };

  it('doubles per retry and stays between half and all of the capped value', () => {
    const capped = [100, 200, 400, 800, 1000, 1000];
    capped.forEach((cap, i) => {
      expect(backoffDelay(i + 1, settings, () => 0)).toBe(cap / 2);
      expect(backoffDelay(i + 1, settings, () => 0.999999)).toBeCloseTo(cap, 2);
    });
  });

  it('defaults to 2 retries from 200 ms, capped at 2 s', () => {
    expect(DEFAULT_RETRY).toEqual({ limit: 2, baseDelayMs: 200, maxDelayMs: 2000 });
  });
});

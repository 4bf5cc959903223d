// Which requests may be repeated, and the backoff between attempts (pure functions; the
// end-to-end retry behaviour is in misbehaving.test.ts).
import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY, isRetryable, RETRY_STATUSES } from '../src/core/retry.js';
import { parseHttpDate, retryAfterMs } from '../src/core/retry-after.js';
import type { OperationId } from '../src/index.js';
import { OPERATIONS, rowOf } from './helpers/facade.js';

const ids = Object.keys(OPERATIONS) as OperationId[];

describe('isRetryable', () => {
  const repeatable = ids.filter((id) => isRetryable(rowOf(id)));

  it('repeats every GET and updateSchedule, nothing else', () => {
    const gets = ids.filter((id) => rowOf(id).method === 'GET');
    expect(repeatable.sort()).toEqual([...gets, 'updateSchedule'].sort());
  });

  it('takes retry safety from the contract: x-idempotent on updateSchedule (true) and restartInstance (false)', () => {
    expect(rowOf('updateSchedule').idempotent).toBe(true);
    expect(rowOf('restartInstance').idempotent).toBe(false);
    expect(rowOf('logoutInstance').idempotent).toBe(false);
    expect(rowOf('connectionState').idempotent).toBe(true);
  });

  it('never repeats a POST, even one a spec marked idempotent', () => {
    for (const id of ids) if (rowOf(id).method === 'POST') expect(repeatable, id).not.toContain(id);
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

describe('RETRY_STATUSES', () => {
  it('are 429 (slow down) and 502, 503, 504 (briefly unavailable)', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([429, 502, 503, 504]);
  });
});

describe('parseHttpDate', () => {
  const at = Date.UTC(1994, 10, 6, 8, 49, 37);

  it.each([
    ['IMF-fixdate', 'Sun, 06 Nov 1994 08:49:37 GMT'],
    ['RFC 850', 'Sunday, 06-Nov-94 08:49:37 GMT'],
    ['asctime (GMT, whatever the local zone)', 'Sun Nov  6 08:49:37 1994'],
  ])('reads the %s form', (_name, text) => {
    // In a zone away from GMT, where reading asctime as local time would be off by hours.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Sao_Paulo';
    try {
      expect(parseHttpDate(text)).toBe(at);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it.each(['1994-11-06T08:49:37Z', 'Sun, 06 Nov 1994 08:49:37', '6 Nov 1994', '', 'soon'])('refuses %j', (text) => {
    expect(parseHttpDate(text)).toBeNaN();
  });
});

describe('retryAfterMs', () => {
  const answer = (status: number, headers: Record<string, string>) => new Response(null, { status, headers });
  const now = Date.UTC(2030, 0, 1, 12, 0, 0);

  it('reads delta-seconds of a 429 or 503', () => {
    expect(retryAfterMs(answer(503, { 'retry-after': '120' }), now)).toBe(120_000);
    expect(retryAfterMs(answer(429, { 'retry-after': ' 0 ' }), now)).toBe(0);
  });

  it('reads an HTTP-date against the answer’s Date, else against the local clock; a past date is now', () => {
    const date = (ms: number) => new Date(ms).toUTCString();
    expect(retryAfterMs(answer(503, { 'retry-after': date(now + 5000) }), now)).toBe(5000);
    expect(retryAfterMs(answer(503, { date: date(now - 60_000), 'retry-after': date(now - 55_000) }), now)).toBe(5000);
    expect(retryAfterMs(answer(503, { 'retry-after': date(now - 5000) }), now)).toBe(0);
  });

  it('ignores it on other statuses, and when it is missing or not one of the two forms', () => {
    expect(retryAfterMs(answer(502, { 'retry-after': '1' }), now)).toBeUndefined();
    expect(retryAfterMs(answer(200, { 'retry-after': '1' }), now)).toBeUndefined();
    expect(retryAfterMs(answer(503, {}), now)).toBeUndefined();
    for (const value of ['-1', '1.5', 'soon', '2030-01-01T00:00:00Z']) {
      expect(retryAfterMs(answer(503, { 'retry-after': value }), now), value).toBeUndefined();
    }
  });
});

// A gateway (or the proxy in front of it) that answers 429 or 503 with Retry-After: the client
// waits as long as it asks, within the call's deadline, and only for requests that are safe to
// repeat. Nothing here is timed: the server stays closed until the time it named (a request that
// comes back sooner gets another 503, without Retry-After, so that the call fails), and what
// arrived is checked against that state. The backoff is ~1 ms, so a client that ignored Retry-After
// would come back long before the server opens.
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClientOptions } from '../src/index.js';
import { failure } from './helpers/failure.js';

const KEY = 'tk1-Vh8nvZqjOv9S6h';
const FAST_RETRY = { limit: 2, baseDelayMs: 1, maxDelayMs: 2 };
const STATE = { instance: { instanceName: 'my-instance', state: 'open' } };
const UNAVAILABLE = { status: 503, error: 'Service Unavailable', response: { message: ['busy'] } };
const LOCATION = { number: '5511999999999', name: 'Office', address: 'Av. Paulista, 1000', latitude: -23.56, longitude: -46.65 };
/** Room for timer and clock granularity when the server checks that a request did not come back early. */
const SLACK_MS = 100;

let server: TestServer;
const client = (options: Partial<GatewayClientOptions> = {}) =>
  createGatewayClient({ baseUrl: server.url, apiKey: KEY, retries: FAST_RETRY, timeoutMs: 10_000, ...options });

/** An IMF-fixdate (what HTTP's Date and Retry-After carry) of `ms` since the epoch. */
const httpDate = (ms: number) => new Date(ms).toUTCString();

/**
 * A server closed until `waitMs` after its first answer: that answer is `status` with the headers
 * `headersFor(now)` gives; a request before the time gets a plain 503; after it, a 200.
 * `early` counts the requests that came back too soon.
 */
function closedFor(waitMs: number, status: number, headersFor: (now: number) => Record<string, string>) {
  const state = { openAt: 0, early: 0 };
  server.reset((_req, res) => {
    const now = Date.now();
    if (state.openAt === 0) {
      state.openAt = now + waitMs;
      return json(res, status, status === 429 ? { status: 429, error: 'Too Many Requests' } : UNAVAILABLE, headersFor(now));
    }
    if (now < state.openAt - SLACK_MS) {
      state.early++;
      return json(res, 503, UNAVAILABLE);
    }
    json(res, 200, STATE);
  });
  return state;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a repeatable request answered 429 or 503 with Retry-After', () => {
  it.each([429, 503])('waits the delta-seconds of a %i, then gets the answer', async (status) => {
    const state = closedFor(1000, status, () => ({ 'retry-after': '1' }));
    await expect(client().instance.connectionState('my-instance')).resolves.toEqual(STATE);
    expect(state.early).toBe(0);
    expect(server.seen).toHaveLength(2);
  });

  it('waits until an HTTP-date, counted from the answer’s own Date header', async () => {
    // Whole seconds: the date is at least 1 s after the answer's Date, whatever the millisecond now is.
    const state = closedFor(1000, 503, (now) => ({ date: httpDate(now), 'retry-after': httpDate(now + 2000) }));
    await expect(client().instance.connectionState('my-instance')).resolves.toEqual(STATE);
    expect(state.early).toBe(0);
    expect(server.seen).toHaveLength(2);
  });

  it('is not fooled by a gateway clock an hour behind: the wait is the difference of its two dates', async () => {
    const hour = 3_600_000;
    const state = closedFor(1000, 503, (now) => ({ date: httpDate(now - hour), 'retry-after': httpDate(now - hour + 2000) }));
    await expect(client().instance.connectionState('my-instance')).resolves.toEqual(STATE);
    expect(state.early).toBe(0);
  });

  it('fails at once, saying when the gateway asked to be called again, when that is past the deadline', async () => {
    closedFor(120_000, 503, () => ({ 'retry-after': '120' }));
    const before = Date.now();
    const e = await failure(client({ timeoutMs: 5000 }).instance.connectionState('my-instance'), { key: KEY });
    // Not a timeout: the call did not sit out the deadline waiting.
    expect(e.kind).toBe('http');
    expect(e.status).toBe(503);
    expect(e.attempts).toBe(1);
    expect(server.seen).toHaveLength(1);
    expect(e.retryAt?.getTime()).toBeGreaterThanOrEqual(before + 120_000);
    expect(e.message).toMatch(
      /answered 503 Service Unavailable: busy\. It asked to be called again in 120 s \(at \d{4}-\d\d-\d\dT[\d:.]+Z\), past the deadline \([\d.]+ s left\): raise timeoutMs to wait$/,
    );
    expect(JSON.parse(JSON.stringify(e)).retryAt).toBe(e.retryAt?.toISOString());
  });

  it('can be aborted while it waits, and says so', async () => {
    closedFor(60_000, 503, () => ({ 'retry-after': '60' }));
    const controller = new AbortController();
    const call = client({ timeoutMs: 120_000 }).instance.connectionState('my-instance', { signal: controller.signal });
    // The wait has begun once the first answer is in and the call has not settled.
    while (server.seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('shutting down'));
    const e = await failure(call, { key: KEY });
    expect(e.kind).toBe('aborted');
    expect(e.message).toContain("was aborted by the caller's signal: shutting down");
    expect(server.seen).toHaveLength(1);
  });
});

describe('what Retry-After does not change', () => {
  it('never repeats a POST send, even when told when to come back; the error says when', async () => {
    closedFor(1000, 503, () => ({ 'retry-after': '1' }));
    const e = await failure(client().message.sendLocation('my-instance', LOCATION), { key: KEY });
    expect(server.seen).toHaveLength(1);
    expect(e.status).toBe(503);
    expect(e.retryAt).toBeInstanceOf(Date);
    expect(e.message).toMatch(/It asked to be called again in 1 s \(at [^)]+\)$/);
  });

  it('is ignored on a 502 (it means nothing there): the usual backoff applies', async () => {
    closedFor(0, 502, () => ({ 'retry-after': '60' }));
    await expect(client({ timeoutMs: 60_000 }).instance.connectionState('my-instance')).resolves.toEqual(STATE);
    expect(server.seen).toHaveLength(2);
  });

  it.each([
    ['a word', 'soon'],
    ['a negative number', '-1'],
    ['a date in no HTTP form', '2030-01-01T00:00:00Z'],
  ])('is ignored when it is %s: the usual backoff applies', async (_name, value) => {
    closedFor(0, 503, () => ({ 'retry-after': value }));
    await expect(client({ timeoutMs: 60_000 }).instance.connectionState('my-instance')).resolves.toEqual(STATE);
    expect(server.seen).toHaveLength(2);
  });

  it('a 429 without Retry-After is repeated after the usual backoff', async () => {
    closedFor(0, 429, () => ({}));
    await expect(client().instance.connectionState('my-instance')).resolves.toEqual(STATE);
    expect(server.seen).toHaveLength(2);
  });

  it('the last attempt reports the Retry-After it got, without waiting for it', async () => {
    server.reset((_req, res) => json(res, 503, UNAVAILABLE, { 'retry-after': '1' }));
    const e = await failure(client({ retries: 0 }).instance.connectionState('my-instance'), { key: KEY });
    expect(server.seen).toHaveLength(1);
    expect(e.retryAt).toBeInstanceOf(Date);
    expect(e.message).not.toContain('past the deadline');
  });
});

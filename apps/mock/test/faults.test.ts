// Faults on demand (issue 12 item 3): `Prefer: code=500` answers the documented 500 (or, where an
// operation documents none, the gateway's 500 all the same), `code=502|503|504` the gateway's envelope
// with that status; `Prefer: delay=<ms>` and the `delay` option add latency, bounded at one minute;
// `failRate` answers a seeded share of requests 503. A request the mock refuses is refused first.
import { getEventListeners } from 'node:events';
import { STATUS_CODES } from 'node:http';
import { eventually } from '@msg-gateway/test-utils/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest, firstExampleValue } from '../src/common/spec.js';
import { sleep } from '../src/server/answer/prefer.js';
import { MOCK_CONTROL_STATUS, MOCK_ERROR_HEADER } from '../src/server/prism/problems.js';
import type { MockLogEvent } from '../src/server/requests/request-log.js';
import { type MockHandle, MockStartError, startMock } from '../src/start.js';
import { DESCRIPTIONS, messages, type TestDescription } from './helpers/descriptions.js';
import { send } from './helpers/http.js';
import { workerMock } from './helpers/worker-mocks.js';

const urls: Record<string, string> = { contract: workerMock('mockUrl'), 'evolution-2.1.1': workerMock('profileUrl') };
const CONNECTION_CLOSED = { status: 500, error: 'Internal Server Error', response: { message: 'Connection Closed' } };

describe.each(DESCRIPTIONS)('%s', (name, d: TestDescription) => {
  const url = urls[name] ?? '';
  const documents500 = d.ops.filter((o) => o.operation.responses?.['500']);
  const lacks500 = d.ops.filter((o) => !o.operation.responses?.['500']);

  it('documents a 500 on some operations and not on others (both cases are checked)', () => {
    expect(documents500.length).toBeGreaterThanOrEqual(9);
    expect(lacks500.length).toBeGreaterThan(5);
  });

  it.each(documents500.map((o) => [o.operationId, o] as const))(
    '%s: Prefer code=500 answers the documented 500',
    async (_id, operation) => {
      const res = await send(url, exampleRequest(d.spec, operation), { headers: { Prefer: 'code=500' } });
      expect(res.status).toBe(500);
      expect(res.body).toEqual(firstExampleValue(d.spec, operation.operation.responses?.['500']));
      expect(messages(d.violationsOf(operation, 500, res.body))).toBe('');
    },
  );

  it.each(lacks500.map((o) => [o.operationId, o] as const))('%s: Prefer code=500 answers the gateway’s 500 too', async (_id, operation) => {
    const res = await send(url, exampleRequest(d.spec, operation), { headers: { Prefer: 'code=500' } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual(CONNECTION_CLOSED);
  });

  it.each([502, 503, 504])('Prefer code=%i answers the gateway’s envelope with that status, saying it was injected', async (status) => {
    for (const operation of [d.op('connectionState'), d.op('sendLocation')]) {
      const res = await send(url, exampleRequest(d.spec, operation), { headers: { Prefer: `code=${status}` } });
      expect(res.status).toBe(status);
      expect(res.body).toEqual({
        status,
        error: STATUS_CODES[status],
        response: { message: [`${STATUS_CODES[status]}: fault injected by msg-gateway-mock (Prefer: code=${status})`] },
      });
    }
  });

  it('the query equivalent ?__code=503 works too', async () => {
    const request = exampleRequest(d.spec, d.op('connectionState'));
    const res = await send(url, request, { path: `${request.path}?__code=503` });
    expect(res.status).toBe(503);
  });

  it('a request the mock refuses is refused whatever fault it asks for', async () => {
    const res = await send(url, exampleRequest(d.spec, d.op('sendLocation')), { body: {}, headers: { Prefer: 'code=503' } });
    expect(res.status).toBe(400);
    const keyless = await send(url, exampleRequest(d.spec, d.op('connectionState'), { apiKey: null }), { headers: { Prefer: 'code=500' } });
    expect(keyless.status).toBe(401);
  });
});

describe('delays', () => {
  const url = workerMock('mockUrl');
  const timed = async (headers: Record<string, string>, target = url): Promise<{ status: number; ms: number }> => {
    const started = performance.now();
    const res = await fetch(`${target}/instance/connectionState/shop-42`, { headers: { apikey: 'k', ...headers } });
    await res.text();
    return { status: res.status, ms: performance.now() - started };
  };

  describe('Prefer: delay=<ms>', () => {
    const events: MockLogEvent[] = [];
    let mock: MockHandle;
    beforeAll(async () => {
      mock = await startMock({ log: (_line, event) => events.push(event) });
    });
    afterAll(() => mock.close());

    it('answers no sooner than asked (a lower bound, not a timing budget), and the log says it waited', async () => {
      const delayed = await timed({ Prefer: 'delay=600' }, mock.url);
      expect(delayed.status).toBe(200);
      expect(delayed.ms).toBeGreaterThanOrEqual(595);
      await timed({}, mock.url);
      // The undelayed request is logged without a delay: the check on the event can fail.
      expect(events.map((e) => (e.kind === 'request' ? e.delay : 'other'))).toEqual([600, undefined]);
    });
  });

  it('combines with a fault, and has a query equivalent', async () => {
    expect((await timed({ Prefer: 'code=504, delay=300' })).status).toBe(504);
    const started = performance.now();
    const res = await fetch(`${url}/instance/connectionState/shop-42?__delay=300`, { headers: { apikey: 'k' } });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
  });

  it.each([
    ['delay=60001', /^Prefer: delay=60001 is not valid: 60001 ms is over the limit of 60000 ms/],
    ['delay=soon', /^Prefer: delay=soon is not valid: the delay is a whole number of milliseconds from 0 to 60000/],
    ['delay=-1', /^Prefer: delay=-1 is not valid/],
  ])('refuses %s as a mock-control mistake (422, never a gateway 400) saying why', async (prefer, message) => {
    const res = await send(url, {
      method: 'GET',
      path: '/instance/connectionState/shop-42',
      headers: { apikey: 'k', Prefer: prefer },
      body: undefined,
    });
    expect(res.status).toBe(MOCK_CONTROL_STATUS);
    expect(res.body).toEqual({ mockError: { message: expect.stringMatching(message) } });
    expect(res.headers.get(MOCK_ERROR_HEADER)).toMatch(message);
  });

  describe('the delay option', () => {
    const events: MockLogEvent[] = [];
    let mock: MockHandle;
    beforeAll(async () => {
      mock = await startMock({ delay: 300, log: (_line, event) => events.push(event) });
    });
    afterAll(() => mock.close());

    it('delays every answer, and Prefer: delay overrides it per request', async () => {
      expect((await timed({}, mock.url)).ms).toBeGreaterThanOrEqual(295);
      await timed({ Prefer: 'delay=0' }, mock.url);
      const delays = events.flatMap((e) => (e.kind === 'request' ? [e.delay] : []));
      expect(delays).toEqual([300, undefined]);
    });
  });

  it('refuses a delay option over the limit, and a fail rate outside 0..1 (OPTIONS)', async () => {
    for (const options of [
      { delay: 60_001 },
      { delay: -1 },
      { delay: 1.5 },
      { failRate: 1.01 },
      { failRate: -0.1 },
      { failRate: Number.NaN },
    ]) {
      const error = await startMock(options).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, JSON.stringify(options)).toBeInstanceOf(MockStartError);
      expect((error as MockStartError).code).toBe('OPTIONS');
    }
  });

  it('close() ends a request waiting out its delay at once', async () => {
    const mock = await startMock();
    const pending = fetch(`${mock.url}/instance/connectionState/x`, { headers: { apikey: 'k', Prefer: 'delay=60000' } }).then(
      (res) => res.status,
      () => 'closed',
    );
    expect(await eventually(() => mock.requests.length === 1, { everyMs: 10 })).toBe(true);
    await mock.close();
    expect(await pending).toBe('closed');
  });

  it('a delay ends early, clearing its timer, when the mock closes', async () => {
    const timers = (): number => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const closing = new AbortController();
    const before = timers();
    const waiting = sleep(60_000, closing.signal);
    expect(timers()).toBe(before + 1);
    closing.abort();
    await waiting;
    expect(timers()).toBe(before);
  });

  describe('many delays at once (issue 17 §6: eleven printed MaxListenersExceededWarning, even with --log off)', () => {
    const timers = (): number => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    /** The warnings the process emits while `run` runs (emitted on the next tick: waited for). */
    async function warningsDuring(run: () => Promise<void>): Promise<string[]> {
      const warnings: string[] = [];
      const listener = (warning: Error): void => void warnings.push(`${warning.name}: ${warning.message}`);
      process.on('warning', listener);
      try {
        await run();
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        process.off('warning', listener);
      }
      return warnings;
    }

    it('50 delays on one signal share one abort listener, and all end when it aborts', async () => {
      const closing = new AbortController();
      const warnings = await warningsDuring(async () => {
        const before = timers();
        const waiting = Array.from({ length: 50 }, () => sleep(60_000, closing.signal));
        expect(timers()).toBe(before + 50);
        expect(getEventListeners(closing.signal, 'abort')).toHaveLength(1);
        closing.abort();
        await Promise.all(waiting);
        expect(timers()).toBe(before);
      });
      expect(warnings).toEqual([]);
      // Once aborted, a new delay does not wait at all.
      await sleep(60_000, closing.signal);
    });

    it('50 concurrent delayed requests print no warning', async () => {
      const mock = await startMock();
      const warnings = await warningsDuring(async () => {
        const before = timers();
        const pending = Array.from({ length: 50 }, () =>
          fetch(`${mock.url}/instance/connectionState/x`, { headers: { apikey: 'k', Prefer: 'delay=60000' } }).then(
            (res) => res.status,
            () => 'cut',
          ),
        );
        // The requests wait out their delays at the same time, a timer each: at least 40 at once (other
        // timers of the process come and go), far past the 10 listeners Node warns about.
        expect(await eventually(() => timers() >= before + 40, { everyMs: 10 })).toBe(true);
        await mock.close();
        expect(new Set(await Promise.all(pending))).toEqual(new Set(['cut']));
      });
      expect(warnings).toEqual([]);
    });
  });
});

describe('failRate', () => {
  const statuses = async (mock: MockHandle, count: number): Promise<number[]> => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${mock.url}/instance/connectionState/x`, { headers: { apikey: 'k' } });
      await res.text();
      out.push(res.status);
    }
    return out;
  };

  it('answers about that share 503, the same sequence for the same seed, and asked-for answers win', async () => {
    const mocks = await Promise.all([
      startMock({ failRate: 0.3, seed: 1 }),
      startMock({ failRate: 0.3, seed: 1 }),
      startMock({ failRate: 0.3, seed: 2 }),
      startMock({ failRate: 1 }),
      startMock({ failRate: 0 }),
    ]);
    try {
      const [a, b, c, all, none] = await Promise.all(mocks.map((m) => statuses(m, 40)));
      expect(b).toEqual(a);
      expect(c).not.toEqual(a);
      const failed = (a ?? []).filter((s) => s === 503).length;
      expect(failed).toBeGreaterThan(3);
      expect(failed).toBeLessThan(25);
      expect(new Set(all)).toEqual(new Set([503]));
      expect(new Set(none)).toEqual(new Set([200]));
      const chaos = mocks[3] as MockHandle;
      const res = await fetch(`${chaos.url}/instance/connectionState/x`, { headers: { apikey: 'k' } });
      expect(await res.json()).toEqual({
        status: 503,
        error: 'Service Unavailable',
        response: { message: ['Service Unavailable: fault injected by msg-gateway-mock (--fail-rate 1)'] },
      });
      // Prefer: code=… is an explicit request: it is answered, not replaced by a chaos 503.
      const asked = await fetch(`${chaos.url}/instance/connectionState/x`, { headers: { apikey: 'k', Prefer: 'code=404' } });
      expect(asked.status).toBe(404);
    } finally {
      await Promise.all(mocks.map((m) => m.close()));
    }
  });
});

// Retries and deadlines against the real mock's faults, for both client entries, each against the
// mock serving its own description: `Prefer: code=502|503|504` (the gateway's envelope, as a proxy
// in front of a gateway answers), `Prefer: code=500` (2.1.1's "Connection Closed") and
// `Prefer: delay=<ms>` (an answer that comes too late). Requests are counted at the fetch the client
// calls: every one of them got an answer from the mock, so the count is what the mock received.
// What a mock cannot do (drop the socket, send a body that never ends, answer 503 then 200, redirect)
// stays with the hand-written servers of misbehaving.test.ts and redirects.test.ts.
import { startMock } from '@msg-gateway/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayClientOptions } from '../src/core/index.js';
import { CLIENT_ENTRIES } from './helpers/entries.js';
import { methodOf, methodsOf } from './helpers/facade.js';
import { failure } from './helpers/failure.js';
import { specView } from './helpers/spec.js';

const KEY = 'tk7-6kp6KvVCOYz7Zm';
// Fast backoff so that retries do not slow the suite; nothing here asserts on durations.
const FAST_RETRY = { limit: 2, baseDelayMs: 1, maxDelayMs: 5 };
/** Longer than any deadline below, shorter than the mock's limit: an answer that comes too late. */
const TOO_LATE = 'delay=20000';

describe.each(CLIENT_ENTRIES)('$name against the mock of its description', (entry) => {
  const view = specView(entry.spec);
  let mock: Awaited<ReturnType<typeof startMock>>;
  let sent = 0;
  const client = (options: Partial<GatewayClientOptions> = {}) =>
    entry.createGatewayClient({
      baseUrl: mock.url,
      apiKey: KEY,
      retries: FAST_RETRY,
      fetch: (input, init) => {
        sent++;
        return fetch(input, init);
      },
      ...options,
    });
  /** gw.instance.connectionState('my-instance', options) of a client with `prefer` on every request. */
  const connectionState = (prefer: string, options: Partial<GatewayClientOptions> = {}, call: object = {}) =>
    methodOf(client({ headers: { Prefer: prefer }, ...options }), 'instance.connectionState')('my-instance', call);

  beforeAll(async () => {
    mock = await startMock({ port: 0, spec: view.path });
  });
  afterAll(() => mock.close());

  describe('retries', () => {
    it.each([
      [502, 'Bad Gateway'],
      [503, 'Service Unavailable'],
      [504, 'Gateway Timeout'],
    ])('repeat a GET answered %i, then report the last answer', async (status, text) => {
      sent = 0;
      const e = await failure(connectionState(`code=${status}`), { key: KEY });
      expect(sent).toBe(3);
      expect(e.attempts).toBe(3);
      expect(e.kind).toBe('http');
      expect(e.status).toBe(status);
      // The gateway's envelope, which the client's message quotes; or, where the description documents
      // the status itself (2.4.0's 503 LICENSE_REQUIRED), its documented answer, which the mock serves.
      const op = view.operation('connectionState');
      const documented = op.operation.responses?.[String(status)] ? view.responseExample(op, String(status)) : undefined;
      expect(e.body).toMatchObject(documented ?? { status, error: text, response: { message: expect.anything() } });
      expect(e.message).toContain(
        `GET /instance/connectionState/my-instance (connectionState) failed after 3 attempts: the gateway at ${mock.url} answered ${status} ${text}${documented === undefined ? ': ' : ''}`,
      );
    });

    const neverRepeated = ['message.sendLocation', 'instance.restart', 'instance.logout', 'schedule.create'];
    const labels = methodsOf(entry.facade).filter(([label]) => neverRepeated.includes(label));

    it.each(labels)('never repeat gw.%s (%s) answered 503', async (label, id) => {
      const op = view.operation(id);
      const args: unknown[] = op.parameters.filter((p) => p.in === 'path').map(() => 'my-instance');
      const body = view.requestExample(op);
      if (body !== undefined) args.push(body);
      sent = 0;
      const e = await failure(methodOf(client({ headers: { Prefer: 'code=503' } }), label)(...args), { key: KEY });
      expect(e.kind).toBe('http');
      expect(e.status).toBe(503);
      expect(e.operationId).toBe(id);
      expect(sent).toBe(1);
      expect(e.attempts).toBe(1);
    });

    it('cover the POST and non-repeatable operations the entry has', () => {
      const expected = neverRepeated.filter((label) => label !== 'schedule.create' || 'createSchedule' in entry.table);
      expect(labels.map(([label]) => label).sort()).toEqual(expected.sort());
    });

    it('do not repeat a 500, the gateway\'s "Connection Closed"', async () => {
      sent = 0;
      const e = await failure(connectionState('code=500'), { key: KEY });
      expect(sent).toBe(1);
      expect(e.status).toBe(500);
      expect(e.message).toContain(`failed: the gateway at ${mock.url} answered 500 Internal Server Error: Connection Closed`);
    });

    it('send once when retries is 0', async () => {
      sent = 0;
      const e = await failure(connectionState('code=503', { retries: 0 }), { key: KEY });
      expect(sent).toBe(1);
      expect(e.status).toBe(503);
    });
  });

  describe('deadlines', () => {
    it('time out an answer that comes too late, naming the path, without retrying', async () => {
      sent = 0;
      const e = await failure(connectionState(TOO_LATE, { timeoutMs: 300 }), { key: KEY });
      expect(e.kind).toBe('timeout');
      expect(e.status).toBeUndefined();
      expect(e.message).toContain(
        'GET /instance/connectionState/my-instance (connectionState) timed out: no complete answer within 300 ms',
      );
      expect(e.message).toContain(`(no response headers from ${mock.url})`);
      expect(sent).toBe(1);
      expect(e.attempts).toBe(1);
    });

    it('let a per-call timeoutMs override the client default', async () => {
      const e = await failure(connectionState(TOO_LATE, { timeoutMs: 0 }, { timeoutMs: 100 }), { key: KEY });
      expect(e.kind).toBe('timeout');
      expect(e.message).toContain('within 100 ms');
    });

    it('wait for a delayed answer that comes within the deadline', async () => {
      await expect(connectionState('delay=50', { timeoutMs: 60_000 })).resolves.toMatchObject({
        instance: { instanceName: 'my-instance' },
      });
    });

    it('stop waiting between retries when the deadline passes', async () => {
      sent = 0;
      const slowBackoff = { timeoutMs: 1000, retries: { limit: 5, baseDelayMs: 60_000, maxDelayMs: 60_000 } };
      const e = await failure(connectionState('code=503', slowBackoff), { key: KEY });
      // The deadline passed while waiting to repeat: the 503 had arrived (a deadline that fired during
      // the first request would give no status), and no second request was sent.
      expect(e.kind).toBe('timeout');
      expect(e.status).toBe(503);
      expect(e.message).toContain('waiting to repeat the request after 503 Service Unavailable');
      expect(sent).toBe(1);
    });

    it.each([
      ['with the default deadline', {}],
      ['without a deadline', { timeoutMs: 0 }],
    ])("honour the caller's signal %s", async (_name, options) => {
      sent = 0;
      const controller = new AbortController();
      const call = connectionState(TOO_LATE, options, { signal: controller.signal });
      await expect.poll(() => sent).toBe(1);
      controller.abort(new Error('user navigated away'));
      const e = await failure(call, { key: KEY });
      expect(e.kind).toBe('aborted');
      expect(e.message).toContain("aborted by the caller's signal: user navigated away");
    });
  });
});

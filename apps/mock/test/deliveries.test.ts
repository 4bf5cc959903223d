// The delivery queue on its own (issue 17 §4), against real receivers on loopback. It used to send
// one event at a time on a new connection each, at most 256 waiting: 2,000 sends from 16 senders to a
// receiver answering 200 at once lost 1,697. Now: every event reaches a healthy receiver, the events
// of one instance in order, different instances in parallel over a few kept-alive connections;
// drops happen only when a failing receiver has filled the bounded queue; reset cancels; settled()
// tells when it is all over. The checks read the queue's own state (pending, counts), which does
// not depend on timing, as well as what the receiver saw.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { eventually } from '@msg-gateway/test-utils/ports';
import { json, misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { randomStream } from '../src/common/random.js';
import { Deliveries, type DeliveryResult, type Job, MAX_QUEUED_DELIVERIES } from '../src/webhooks/deliveries.js';
import { MAX_SOCKETS_PER_RECEIVER } from '../src/webhooks/receivers.js';

const servers: TestServer[] = [];
const queues: Deliveries[] = [];
afterEach(() => {
  for (const queue of queues.splice(0)) queue.close();
});
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function receiver(behaviour?: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const server = await startTestServer(behaviour);
  servers.push(server);
  return server;
}

function queue(): Deliveries {
  const deliveries = new Deliveries(randomStream('deliveries', 'jitter'), { ended: () => {}, retrying: () => {} });
  queues.push(deliveries);
  return deliveries;
}

const job = (url: string, instance: string, n: number, settings: Partial<Job> = {}): Job => ({
  event: 'call',
  instance,
  url,
  payload: { event: 'call', instance, data: { n } },
  headers: {},
  timeoutMs: 60_000,
  retries: 0,
  ...settings,
});

/** What the receiver saw, as [instance, n] in arrival order. */
const arrivals = (server: TestServer): [string, number][] =>
  server.seen.map((s) => {
    const payload = JSON.parse(s.body) as { instance: string; data: { n: number } };
    return [payload.instance, payload.data.n];
  });

/** A receiver that holds every request until the test answers it. */
async function holdingReceiver(): Promise<{ server: TestServer; held: ServerResponse[]; answerAll(): void }> {
  const held: ServerResponse[] = [];
  const server = await receiver((_req, res) => {
    held.push(res);
  });
  return {
    server,
    held,
    answerAll: () => {
      for (const res of held.splice(0)) res.end();
    },
  };
}

describe('a healthy receiver gets every event', () => {
  it('2,000 sends from 16 concurrent senders: 2,000 delivered, each once, each instance in order, no warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => void warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const hooks = await receiver();
      const deliveries = queue();
      // Each sender is an instance sending its 125 events as they happen, without waiting for them.
      const senders = Array.from({ length: 16 }, async (_, s) => {
        const sent: Promise<DeliveryResult>[] = [];
        for (let n = 0; n < 125; n++) {
          sent.push(deliveries.send(job(`${hooks.url}/hooks`, `sender-${s}`, n)));
          if (n % 25 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        return Promise.all(sent);
      });
      const results = (await Promise.all(senders)).flat();
      expect(results).toHaveLength(2000);
      expect(new Set(results.map((r) => r.outcome))).toEqual(new Set(['delivered']));
      expect(deliveries.counts).toEqual({ delivered: 2000, failed: 0, dropped: 0, cancelled: 0, skipped: 0 });
      const seen = arrivals(hooks);
      expect(seen).toHaveLength(2000);
      for (let s = 0; s < 16; s++) {
        expect(seen.filter(([instance]) => instance === `sender-${s}`).map(([, n]) => n)).toEqual(Array.from({ length: 125 }, (_, n) => n));
      }
      await deliveries.settled();
      expect(deliveries.pending).toEqual({ waiting: 0, inFlight: 0 });
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });

  it('one instance after the other, instances in parallel: never two of one instance in flight', async () => {
    const { server, held, answerAll } = await holdingReceiver();
    const deliveries = queue();
    const results = ['a', 'b'].flatMap((instance) => [0, 1, 2].map((n) => deliveries.send(job(server.url, instance, n))));
    // a0 and b0 went out together; a1, a2, b1, b2 wait for them.
    expect(deliveries.pending).toEqual({ waiting: 4, inFlight: 2 });
    expect(await eventually(() => held.length === 2, { everyMs: 5 })).toBe(true);
    expect(arrivals(server).sort()).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    for (const round of [1, 2]) {
      answerAll();
      expect(await eventually(() => held.length === 2, { everyMs: 5 })).toBe(true);
      expect(deliveries.pending).toEqual({ waiting: 4 - 2 * round, inFlight: 2 });
    }
    answerAll();
    expect((await Promise.all(results)).map((r) => r.outcome)).toEqual(Array.from({ length: 6 }, () => 'delivered'));
    const seen = arrivals(server);
    for (const instance of ['a', 'b']) expect(seen.filter(([i]) => i === instance).map(([, n]) => n)).toEqual([0, 1, 2]);
  });

  it('reuses its connections: 100 events of one instance, one connection; at most 8 for 40 instances', async () => {
    const sockets = new Set<Socket>();
    const hooks = await receiver((req: IncomingMessage, res: ServerResponse) => {
      sockets.add(req.socket);
      res.end();
    });
    const deliveries = queue();
    for (let n = 0; n < 100; n++) expect((await deliveries.send(job(hooks.url, 'one', n))).outcome).toBe('delivered');
    expect(sockets.size).toBe(1);
    sockets.clear();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => deliveries.send(job(hooks.url, `i${i}`, 0))));
    expect(results.every((r) => r.outcome === 'delivered')).toBe(true);
    expect(sockets.size).toBeGreaterThan(1);
    expect(sockets.size).toBeLessThanOrEqual(MAX_SOCKETS_PER_RECEIVER);
    deliveries.close();
    // close() closes the kept-alive connections too.
    expect(await eventually(() => [...sockets].every((s) => s.destroyed), { everyMs: 10 })).toBe(true);
  });

  it('a kept-alive connection the receiver dropped is no failure: the event goes again at once, on a new one', async () => {
    const used = new Set<Socket>();
    // The receiver answers the first request of each connection, and resets any later one unanswered,
    // as a receiver closing an idle connection just as it is reused does.
    const hooks = await receiver((req, res) => {
      if (used.has(req.socket)) return void req.socket.destroy();
      used.add(req.socket);
      res.end();
    });
    const deliveries = queue();
    expect(await deliveries.send(job(hooks.url, 'x', 0))).toMatchObject({ outcome: 'delivered', attempts: 1 });
    expect(await deliveries.send(job(hooks.url, 'x', 1))).toMatchObject({ outcome: 'delivered', attempts: 1, status: 200 });
    expect(arrivals(hooks)).toEqual([
      ['x', 0],
      ['x', 1],
      ['x', 1],
    ]);
    expect(used.size).toBe(2);
  });
});

describe('a log that throws', () => {
  it('stops neither a delivery nor the ones after it', async () => {
    const hooks = await receiver();
    const deliveries = new Deliveries(randomStream('deliveries', 'jitter'), {
      ended: () => {
        throw new Error('the log is broken');
      },
      retrying: () => {},
    });
    queues.push(deliveries);
    const results = await Promise.all([0, 1, 2].map((n) => deliveries.send(job(hooks.url, 'x', n))));
    expect(results.map((r) => r.outcome)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(deliveries.counts.delivered).toBe(3);
  });
});

describe('a failing receiver', () => {
  it(`fills the bounded queue (${MAX_QUEUED_DELIVERIES} waiting), then drops and counts; another receiver is not held up`, async () => {
    const down = await receiver(misbehave.hang());
    const healthy = await receiver();
    const deliveries = queue();
    const hanging = { timeoutMs: 60_000 };
    const sent: Promise<DeliveryResult>[] = [];
    for (let n = 0; n < MAX_QUEUED_DELIVERIES + MAX_SOCKETS_PER_RECEIVER; n++)
      sent.push(deliveries.send(job(down.url, `i${n % 50}`, n, hanging)));
    expect(deliveries.pending).toEqual({ waiting: MAX_QUEUED_DELIVERIES, inFlight: MAX_SOCKETS_PER_RECEIVER });
    const dropped = await Promise.all([0, 1, 2].map((n) => deliveries.send(job(down.url, 'late', n, hanging))));
    expect(dropped.map((r) => [r.outcome, r.attempts, r.reason])).toEqual(
      Array.from({ length: 3 }, () => [
        'dropped',
        0,
        `${MAX_QUEUED_DELIVERIES} deliveries are already waiting (the receiver is slow or down)`,
      ]),
    );
    expect(await deliveries.send(job(healthy.url, 'elsewhere', 0))).toMatchObject({ outcome: 'delivered', status: 200 });
    expect(deliveries.counts).toEqual({ delivered: 1, failed: 0, dropped: 3, cancelled: 0, skipped: 0 });
    expect(deliveries.cancelPending()).toBe(MAX_QUEUED_DELIVERIES + MAX_SOCKETS_PER_RECEIVER);
    await deliveries.settled();
    expect(new Set((await Promise.all(sent)).map((r) => r.outcome))).toEqual(new Set(['cancelled']));
    expect(deliveries.counts).toEqual({
      delivered: 1,
      failed: 0,
      dropped: 3,
      cancelled: MAX_QUEUED_DELIVERIES + MAX_SOCKETS_PER_RECEIVER,
      skipped: 0,
    });
  });

  it('settled() waits for a retry waiting out its backoff', async () => {
    let calls = 0;
    const hooks = await receiver((_req, res) => json(res, ++calls === 1 ? 503 : 200, {}));
    const deliveries = queue();
    const result = deliveries.send(job(hooks.url, 'x', 0, { retries: 1 }));
    await deliveries.settled();
    expect(deliveries.counts.delivered).toBe(1);
    expect(hooks.seen).toHaveLength(2);
    expect(await result).toMatchObject({ outcome: 'delivered', attempts: 2 });
  });
});

describe('cancelPending() (mock.reset)', () => {
  it('cuts the attempt in flight, cancels the waiting ones, and the queue goes on', async () => {
    const closed: string[] = [];
    const hooks = await receiver((req) => {
      req.socket.once('close', () => closed.push('cut'));
    });
    const deliveries = queue();
    const results = [0, 1, 2].map((n) => deliveries.send(job(hooks.url, 'x', n, { timeoutMs: 60_000, retries: 5 })));
    expect(await eventually(() => hooks.seen.length === 1, { everyMs: 5 })).toBe(true);
    expect(deliveries.cancelPending()).toBe(3);
    expect((await Promise.all(results)).map((r) => [r.outcome, r.attempts, r.reason])).toEqual([
      ['cancelled', 1, 'mock.reset() cancelled it while it was being sent'],
      ['cancelled', 0, 'mock.reset() cancelled it before it was sent'],
      ['cancelled', 0, 'mock.reset() cancelled it before it was sent'],
    ]);
    await deliveries.settled();
    expect(await eventually(() => closed.length === 1, { everyMs: 5 })).toBe(true);
    expect(deliveries.counts).toEqual({ delivered: 0, failed: 0, dropped: 0, cancelled: 3, skipped: 0 });
    hooks.reset((_req, res) => {
      res.end();
    });
    expect(await deliveries.send(job(hooks.url, 'x', 3))).toMatchObject({ outcome: 'delivered' });
    expect(deliveries.cancelPending()).toBe(0);
  });

  it('after close(), nothing is sent: a send resolves cancelled', async () => {
    const hooks = await receiver();
    const deliveries = queue();
    deliveries.close();
    expect(await deliveries.send(job(hooks.url, 'x', 0))).toMatchObject({
      outcome: 'cancelled',
      attempts: 0,
      reason: 'the mock is closed',
    });
    expect(hooks.seen).toEqual([]);
  });
});

// What a suite asks of the mock between its tests: the requests of an operation, an instance or a
// status, with counts; the request log and the delivery counts cleared without touching the rest;
// reset() back to how the mock started, reset({ to: 'loaded' }) back to the world last loaded. In
// process (the handle) and over the control API (its typed client).
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockControl, type MockControl, MockControlError, type MockHandle, startMock } from '../src/index.js';

let hooks: TestServer;
let mock: MockHandle;
let control: MockControl;

beforeAll(async () => {
  hooks = await startTestServer((_req, res) => json(res, 200, { ok: true }));
  mock = await startMock({
    profile: 'evolution-2.1.1',
    instances: 'shop-a,shop-b',
    state: { instances: [{ name: 'started', state: 'open' }] },
    webhook: { url: `${hooks.url}/hooks`, events: ['SEND_MESSAGE'] },
  });
  control = createMockControl(mock.url);
}, 120_000);
afterAll(async () => {
  await mock?.close();
  await hooks?.close();
});
beforeEach(async () => {
  mock.reset();
  await mock.deliveries.settled(60_000);
  mock.deliveries.clear();
});

async function call(method: string, path: string, body?: unknown): Promise<number> {
  const res = await fetch(`${mock.url}${path}`, {
    method,
    headers: { apikey: 'k', ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  await res.arrayBuffer();
  return res.status;
}

const sendText = (instance: string, number = '5511900000001') => call('POST', `/message/sendText/${instance}`, { number, text: 'hi' });

async function traffic(): Promise<number[]> {
  return [
    await call('GET', '/instance/connectionState/shop-a'),
    await sendText('shop-a'),
    await sendText('shop-a'),
    await call('POST', '/message/sendText/shop-b', { text: 'no number' }),
    await call('GET', '/nowhere'),
  ];
}

describe('the request log', () => {
  it('is filtered by operation, instance and status (exact or a class), in process and over the control API', async () => {
    expect(await traffic()).toEqual([200, 201, 201, 400, 404]);
    const shown = (
      list: { operationId?: string | null | undefined; instance?: string | undefined; status?: number | null | undefined }[],
    ) => list.map((r) => `${r.operationId ?? '-'} ${r.instance ?? '-'} ${r.status}`);
    expect(shown(mock.findRequests({ operation: 'sendText' }))).toEqual([
      'sendText shop-a 201',
      'sendText shop-a 201',
      'sendText shop-b 400',
    ]);
    expect(shown(mock.findRequests({ instance: 'shop-a', operation: 'sendText' }))).toEqual(['sendText shop-a 201', 'sendText shop-a 201']);
    expect(shown(mock.findRequests({ status: '4xx' }))).toEqual(['sendText shop-b 400', '- - 404']);
    expect(shown(await control.requests({ status: 400 }))).toEqual(['sendText shop-b 400']);
    expect(shown(await control.requests({ instance: 'shop-a', status: '2xx' }))).toHaveLength(3);
  });

  it('counts the requests in all and by operation, status and instance', async () => {
    await traffic();
    expect(mock.countRequests()).toEqual({
      total: 5,
      byOperation: { connectionState: 1, sendText: 3 },
      byStatus: { '200': 1, '201': 2, '400': 1, '404': 1 },
      byInstance: { 'shop-a': 3, 'shop-b': 1 },
    });
    expect(await control.requestCounts({ operation: 'sendText' })).toEqual({
      total: 3,
      byOperation: { sendText: 3 },
      byStatus: { '201': 2, '400': 1 },
      byInstance: { 'shop-a': 2, 'shop-b': 1 },
    });
  });

  it('is cleared on its own: the queued answers and the instances stay', async () => {
    mock.next('connectionState', { status: 503 });
    await control.instances.create({ name: 'kept' });
    await traffic();
    mock.next('connectionState', { status: 503 });
    await control.clearRequests();
    expect(await control.requests()).toEqual([]);
    expect(mock.countRequests().total).toBe(0);
    expect(await call('GET', '/instance/connectionState/shop-a')).toBe(503);
    expect((await control.instances.get('kept')).name).toBe('kept');
    mock.clearRequests();
    expect(mock.requests).toEqual([]);
  });

  it('refuses a filter that is not one, saying what filters exist', async () => {
    expect(() => mock.findRequests({ op: 'sendText' } as never)).toThrow(
      /unknown request filter "op"; filter by operation, instance, status, nearMiss/,
    );
    expect(() => mock.countRequests({ status: 'bad' })).toThrow(MockControlError);
    for (const query of ['status=abc', 'status=600', 'nearMiss=maybe', 'colour=red']) {
      const res = await fetch(`${mock.url}/__mock/requests?${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ mock: 'control-error', status: 400 });
    }
  });
});

describe('the delivery counts', () => {
  it('are counted by instance and by event, and cleared', async () => {
    await sendText('shop-a');
    await sendText('shop-a', '5511900000002');
    await sendText('shop-b');
    await mock.deliveries.settled(60_000);
    expect(mock.deliveries.countsOf({ instance: 'shop-a' }).delivered).toBe(2);
    expect(mock.deliveries.countsOf({ event: 'SEND_MESSAGE' }).delivered).toBe(3);
    expect(mock.deliveries.countsOf({ event: 'send.message', instance: 'shop-b' }).delivered).toBe(1);
    expect(mock.deliveries.countsOf({ event: 'messages.upsert' }).delivered).toBe(0);
    expect(await control.deliveries({ instance: 'shop-b' })).toMatchObject({ settled: true, delivered: 1 });
    await control.clearDeliveries();
    expect(mock.deliveries.counts).toEqual({ delivered: 0, failed: 0, dropped: 0, cancelled: 0, skipped: 0 });
    await sendText('shop-b');
    expect(await control.deliveries({ event: 'SEND_MESSAGE' })).toMatchObject({ settled: true, delivered: 1 });
  });

  it('are zeroed by reset()', async () => {
    await sendText('shop-a');
    await mock.deliveries.settled(60_000);
    expect(mock.deliveries.counts.delivered).toBe(1);
    await control.reset();
    expect(mock.deliveries.counts.delivered).toBe(0);
  });

  it('refuse a parameter they do not take', async () => {
    const res = await fetch(`${mock.url}/__mock/deliveries?instanse=shop-a`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /Unknown parameter instanse; the deliveries take settled, timeout, instance, event/,
    );
  });
});

describe('reset() and load()', () => {
  const names = () => mock.instances.list().map((i) => i.name);

  it('reset() goes back to how the mock started, whatever was loaded; reset({ to: "loaded" }) to the world last loaded', async () => {
    expect(names()).toEqual(['shop-a', 'shop-b', 'started']);
    mock.load({ instances: [{ name: 'loaded', state: 'open' }] });
    expect(names()).toEqual(['shop-a', 'shop-b', 'loaded']);
    mock.instances.create({ name: 'extra' });
    mock.reset({ to: 'loaded' });
    expect(names()).toEqual(['shop-a', 'shop-b', 'loaded']);
    mock.reset();
    expect(names()).toEqual(['shop-a', 'shop-b', 'started']);
    // The loaded world is kept after a plain reset.
    await control.reset({ to: 'loaded' });
    expect(names()).toEqual(['shop-a', 'shop-b', 'loaded']);
    await control.reset();
    expect(names()).toEqual(['shop-a', 'shop-b', 'started']);
  });

  it('load() starts over: queued answers, requests and delivery counts go', async () => {
    mock.next('connectionState', { status: 503 });
    await sendText('shop-a');
    await mock.deliveries.settled(60_000);
    mock.load({ instances: [{ name: 'loaded', state: 'open' }] });
    expect(mock.requests).toEqual([]);
    expect(mock.deliveries.counts.delivered).toBe(0);
    expect(await call('GET', '/instance/connectionState/loaded')).toBe(200);
  });

  it('refuses a reset to anything else', async () => {
    expect(() => mock.reset({ to: 'saved' as never })).toThrow(/to is 'start' \(how the mock started\) or 'loaded'/);
    const res = await fetch(`${mock.url}/__mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'saved' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ mock: 'control-error', status: 400 });
  });
});

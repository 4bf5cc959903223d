// The control API over HTTP, as a test suite in another process (Playwright, Cypress, a CI job) uses
// it through createMockControl(url): the same controls startMock() gives in process. And who may use
// it: a page of another origin must neither drive the mock nor read what it holds.

import { readFileSync } from 'node:fs';
import { json, misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMockControl, type MockControl, type MockHandle, startMock } from '../src/index.js';
import { refusal } from './helpers/receiving-mock.js';

const KEY = 'control-api-admin-key';
let mock: MockHandle;
let hooks: TestServer;
let control: MockControl;

beforeAll(async () => {
  hooks = await startTestServer((_req, res) => json(res, 200, { ok: true }));
  mock = await startMock({
    profile: 'evolution-2.1.1',
    instances: 'none',
    apiKey: KEY,
    pairAfter: 'never',
    webhook: { url: `${hooks.url}/hooks`, events: ['MESSAGES_UPSERT', 'CONNECTION_UPDATE', 'QRCODE_UPDATED'] },
    corsOrigins: ['https://app.example.test'],
  });
  control = createMockControl(mock.url);
});
afterAll(async () => {
  await mock?.close();
  await hooks?.close();
});

const gateway = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${mock.url}${path}`, {
    method,
    headers: { apikey: KEY, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('createMockControl drives a mock in another process', () => {
  it('tells what it serves', async () => {
    expect(await control.health()).toMatchObject({
      status: 'ok',
      gatewayVersion: '2.1.1',
      serving: expect.stringMatching(/2\.1\.1 profile/),
    });
  });

  it('serves its own description at /__mock/openapi.json: control/openapi.yaml, as JSON', async () => {
    const res = await fetch(`${mock.url}/__mock/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const served = (await res.json()) as { paths: Record<string, unknown> };
    expect(served).toEqual(parse(readFileSync(new URL('../control/openapi.yaml', import.meta.url), 'utf8')));
    expect(Object.keys(served.paths)).toContain('/__mock/openapi.json');
  });

  it('creates an instance, moves it through the lifecycle, and the gateway routes see each state', async () => {
    const created = await control.instances.create({ name: 'shop-1', state: 'close', number: '5511999990001' });
    expect(created).toMatchObject({ name: 'shop-1', state: 'close', deleting: false });
    expect(await gateway('GET', '/instance/connectionState/shop-1')).toEqual({
      status: 200,
      body: { instance: { instanceName: 'shop-1', state: 'close' } },
    });
    expect(await control.instances.setState('shop-1', 'connecting')).toMatchObject({ state: 'connecting' });
    expect(await control.instances.pair('shop-1')).toMatchObject({ state: 'open' });
    expect((await gateway('GET', '/instance/connectionState/shop-1')).body).toMatchObject({ instance: { state: 'open' } });
    expect((await control.instances.list()).map((i) => i.name)).toContain('shop-1');

    const message = await control.instances.receive('shop-1', { from: '5511988887777', text: 'is my order on its way?' });
    expect(message.key).toMatchObject({ remoteJid: '5511988887777@s.whatsapp.net', fromMe: false });
    const found = await gateway('POST', '/chat/findMessages/shop-1', { where: { key: { remoteJid: '5511988887777@s.whatsapp.net' } } });
    expect(JSON.stringify(found.body)).toContain('is my order on its way?');

    const settled = await control.deliveries({ timeoutMs: 60_000 });
    expect(settled.settled).toBe(true);
    expect(settled.delivered).toBeGreaterThanOrEqual(3);
    const events = hooks.seen.map((seen) => (JSON.parse(seen.body) as { event: string }).event);
    expect(events).toEqual(expect.arrayContaining(['connection.update', 'messages.upsert']));

    await control.instances.remove('shop-1');
    expect((await gateway('GET', '/instance/connectionState/shop-1')).status).toBe(404);
  });

  it('queues an answer, records requests, delivers an event, and resets', async () => {
    await control.instances.create({ name: 'shop-2', state: 'open' });
    await control.next('fetchInstances', { status: 500 });
    expect((await gateway('GET', '/instance/fetchInstances')).status).toBe(500);
    expect((await gateway('GET', '/instance/fetchInstances')).status).toBe(200);
    const recorded = await control.requests();
    expect(recorded.filter((r) => r.path === '/instance/fetchInstances')).toHaveLength(2);
    expect(JSON.stringify(recorded)).not.toContain(KEY);

    const delivery = await control.emit('MESSAGES_UPSERT', { pushName: 'Ana' }, { instance: 'shop-2' });
    expect(delivery).toMatchObject({ event: 'messages.upsert', instance: 'shop-2', outcome: 'delivered', status: 200 });
    expect(delivery.payload).toMatchObject({ data: { pushName: 'Ana' } });

    await control.reset();
    expect(await control.requests()).toEqual([]);
    expect((await gateway('GET', '/instance/connectionState/shop-2')).status).toBe(404);
  });

  it("loads a world to start over from, which reset({ to: 'loaded' }) goes back to and reset() leaves for the start", async () => {
    await control.load({ instances: [{ name: 'seeded', state: 'open', profileName: 'Seeded Shop' }] });
    expect((await control.instances.list()).map((i) => i.name)).toEqual(['seeded']);
    await control.instances.create({ name: 'extra' });
    await control.reset({ to: 'loaded' });
    expect((await control.instances.list()).map((i) => i.name)).toEqual(['seeded']);
    // This mock started with no instances (instances: 'none'): a plain reset goes back to that.
    await control.reset();
    expect(await control.instances.list()).toEqual([]);
    await control.reset({ to: 'loaded' });
    expect((await control.instances.list()).map((i) => i.name)).toEqual(['seeded']);
    await control.load({ instances: [] });
    expect(await control.instances.list()).toEqual([]);
  });

  it("throws the mock's own refusal, with its reason", async () => {
    await control.instances.create({ name: 'taken' });
    const missing = await refusal(control.instances.get('nobody'));
    expect(missing.reason).toBe('not-found');
    expect(missing.message).toMatch(/nobody/);
    expect((await refusal(control.instances.create({ name: 'taken' }))).reason).toBe('conflict');
    const invalid = await refusal(control.instances.create({ name: 'a/b' }));
    expect(invalid.reason).toBe('invalid');
    expect(invalid.message).toMatch(/name/);
    expect((await refusal(control.load({ instances: 'none' } as never))).reason).toBe('invalid');
    expect((await refusal(control.emit('NO_SUCH_EVENT'))).message).toMatch(/There is no webhook event "NO_SUCH_EVENT"/);
  });
});

describe('createMockControl when nothing, or something else, answers', () => {
  it('refuses a URL that is not a base URL', () => {
    expect(() => createMockControl('127.0.0.1:4010')).toThrow(/the mock's base URL, such as http:\/\/127\.0\.0\.1:4010/);
    expect(() => createMockControl('http://127.0.0.1:4010/__mock')).toThrow(TypeError);
  });

  it('says no mock is running when the port is closed', async () => {
    const gone = await startMock();
    await gone.close();
    const error = await refusal(createMockControl(gone.url).health());
    expect(error.reason).toBe('unreachable');
    expect(error.message).toBe(`No mock is running at ${gone.url} (connection refused).`);
  });

  it('gives up on a server that never answers, or answers without end, within its limits', async () => {
    const server = await startTestServer(misbehave.hang());
    try {
      const hung = await refusal(createMockControl(server.url, { timeoutMs: 300 }).health());
      expect(hung.reason).toBe('unreachable');
      expect(hung.message).toBe(`The mock at ${server.url} did not answer within 0.3 s.`);
      server.reset(misbehave.huge(65 * 1024 * 1024));
      expect((await refusal(createMockControl(server.url).requests())).message).toMatch(/larger than 64 MiB/);
    } finally {
      await server.close();
    }
  });

  it('says a server that answers otherwise is not a mock', async () => {
    const server = await startTestServer((_req, res) => json(res, 404, { message: 'Cannot GET /__mock/health' }));
    try {
      const error = await refusal(createMockControl(server.url).health());
      expect(error.reason).toBe('not-a-mock');
      expect(error.message).toBe(
        `${server.url} does not look like a msg-gateway-mock: it answered 404 to GET /__mock/health ({"message":"Cannot GET /__mock/health"}).`,
      );
      server.reset((_req, res) => json(res, 200, { mock: 'control-error', status: 200, message: 'x' }));
      expect(await createMockControl(server.url).health()).toEqual({ mock: 'control-error', status: 200, message: 'x' });
    } finally {
      await server.close();
    }
  });
});

describe('who may use the control API', () => {
  const post = (path: string, headers: Record<string, string>, body = '{}') =>
    fetch(`${mock.url}${path}`, { method: 'POST', headers, body });

  it('refuses a page of another origin, even a simple request no preflight guards', async () => {
    const foreign = await post('/__mock/instances', { origin: 'https://evil.example', 'content-type': 'text/plain' }, '{"name":"x"}');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await foreign.json()).toMatchObject({ mock: 'control-error', status: 403, message: expect.stringMatching(/--cors-origin/) });
    const read = await fetch(`${mock.url}/__mock/requests`, { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(403);
    expect(await control.instances.list()).not.toContainEqual(expect.objectContaining({ name: 'x' }));
  });

  it('answers loopback origins and those given with --cors-origin', async () => {
    for (const origin of ['http://localhost:5173', 'https://app.example.test']) {
      const res = await fetch(`${mock.url}/__mock/health`, { headers: { origin } });
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
  });

  it('refuses a body that is not JSON (415) and a Host that is not this machine (403, DNS rebinding)', async () => {
    const plain = await post('/__mock/reset', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { message: string }).message).toMatch(/application\/json/);
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${mock.url}/__mock/health`, { headers: { host: 'rebound.example:4010' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it('gives pages of other origins no CORS grant on the gateway routes either', async () => {
    const res = await fetch(`${mock.url}/instance/fetchInstances`, { headers: { origin: 'https://evil.example', apikey: KEY } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const local = await fetch(`${mock.url}/instance/fetchInstances`, { headers: { origin: 'http://127.0.0.1:3000', apikey: KEY } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });
});

// The twin under --profile evolution-2.3.7 (src/gateways/evolution-2.3.7/): each rule where 2.3.7
// differs from 2.1.1, checked over HTTP beside what the same request does under 2.1.1, so a rule that
// is not applied (or applied to both versions) fails. The mocks run on a test clock (clock: 'manual'):
// the twin's timers (a connect attempt failing, a delete settling) fire when a test advances it, so no
// check waits on wall time or depends on how fast the machine is; waits for deliveries are bounded far
// above the expected time. `v237` holds a connect attempt for ever (pairAfter never), `failing` lets
// it fail 200 ms (of twin time) after it started.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_SETTLE_MS_2_3_7 } from '../src/gateways/evolution-2.3.7/index.js';
import { type MockHandle, startMock } from '../src/index.js';
import { callGateway } from './helpers/http.js';

const KEY = 'twin-237-admin-key';
const PROFILE = 'evolution-2.3.7';
/** When `failing`'s (and v211's) connect attempt ends, in twin milliseconds. */
const FAIL_AFTER = 200;

let v237: MockHandle;
let failing: MockHandle;
let v211: MockHandle;
beforeAll(async () => {
  [v237, failing, v211] = await Promise.all([
    startMock({ profile: PROFILE, instances: 'none', apiKey: KEY, whatsapp: 'offline', pairAfter: 'never', clock: 'manual' }),
    startMock({ profile: PROFILE, instances: 'none', apiKey: KEY, whatsapp: 'offline', pairAfter: FAIL_AFTER, clock: 'manual' }),
    startMock({ profile: 'evolution-2.1.1', instances: 'none', apiKey: KEY, whatsapp: 'offline', pairAfter: FAIL_AFTER, clock: 'manual' }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([v237?.close(), failing?.close(), v211?.close()]);
});

const call = (mock: MockHandle, method: string, path: string, body?: unknown) => callGateway(mock.url, KEY, method, path, body);
const messageOf = (body: unknown) => (body as { response?: { message?: unknown } }).response?.message;
let count = 0;
const fresh = (prefix: string) => `${prefix}-${++count}`;

async function create(mock: MockHandle, name: string, extra: Record<string, unknown> = {}) {
  const created = await call(mock, 'POST', '/instance/create', { instanceName: name, integration: 'WHATSAPP-BAILEYS', ...extra });
  expect(created.status).toBe(201);
  return created.body as Record<string, unknown>;
}

const stateOf = async (mock: MockHandle, name: string) =>
  ((await call(mock, 'GET', `/instance/connectionState/${name}`)).body as { instance?: { state?: string } }).instance?.state;

describe('a connect without a network', () => {
  it('reads connecting while the attempt lasts, then close while it retries; logout is then 400, sends "Connection Closed"', async () => {
    const name = fresh('retry');
    await create(failing, name);
    expect((await call(failing, 'GET', `/instance/connect/${name}`)).body).toEqual({ count: 0 });
    failing.clock.advance(FAIL_AFTER - 1);
    expect(await stateOf(failing, name)).toBe('connecting');
    failing.clock.advance(1);
    expect(await stateOf(failing, name)).toBe('close');
    const logout = await call(failing, 'DELETE', `/instance/logout/${name}`);
    expect(logout.status).toBe(400);
    expect(messageOf(logout.body)).toEqual([`The "${name}" instance is not connected`]);
    const send = await call(failing, 'POST', `/message/sendText/${name}`, { number: '5511999999999', text: 'hi' });
    expect(send.status).toBe(500);
    expect(messageOf(send.body)).toBe('Connection Closed');
    // Held (pairAfter never), the attempt reads connecting.
    const held = fresh('held');
    await create(v237, held);
    await call(v237, 'GET', `/instance/connect/${held}`);
    expect(await stateOf(v237, held)).toBe('connecting');
  });

  it('under 2.1.1 stays connecting, so logout succeeds', async () => {
    const name = fresh('waits');
    await create(v211, name);
    await call(v211, 'GET', `/instance/connect/${name}`);
    // 2.3.7's attempt fails once FAIL_AFTER has passed; 2.1.1's never does.
    v211.clock.advance(FAIL_AFTER * 5);
    expect(await stateOf(v211, name)).toBe('connecting');
    expect((await call(v211, 'DELETE', `/instance/logout/${name}`)).status).toBe(200);
  });

  it('a create with qrcode true reads connecting and logs out with 200', async () => {
    const name = fresh('qr');
    const created = await create(v237, name, { qrcode: true });
    expect(created['qrcode']).toEqual({ count: 0 });
    expect(await stateOf(v237, name)).toBe('connecting');
    expect((await call(v237, 'DELETE', `/instance/logout/${name}`)).status).toBe(200);
    expect(await stateOf(v237, name)).toBe('close');
  });

  it('a never-connected instance fails sends with a TypeError, and its restart is swallowed', async () => {
    const name = fresh('never');
    await create(v237, name);
    const send = await call(v237, 'POST', `/message/sendText/${name}`, { number: '5511999999999', text: 'hi' });
    expect(send.status).toBe(500);
    expect(messageOf(send.body)).toBe("Cannot read properties of undefined (reading 'onWhatsApp')");
    expect(await call(v237, 'POST', `/instance/restart/${name}`)).toEqual({
      status: 200,
      body: { error: true, message: '[object Object]' },
    });
  });
});

describe('delete', () => {
  it('of an open instance logs it out and deletes it (2.1.1 refuses)', async () => {
    const name = fresh('open');
    v237.instances.create({ name, state: 'open' });
    v211.instances.create({ name, state: 'open' });
    expect((await call(v237, 'DELETE', `/instance/delete/${name}`)).status).toBe(200);
    const refused = await call(v211, 'DELETE', `/instance/delete/${name}`);
    expect(refused.status).toBe(400);
    expect(messageOf(refused.body)).toEqual([`The "${name}" instance needs to be disconnected`]);
  });

  it('completes later: meanwhile the name is listed and taken and a second delete is 200; then 404', async () => {
    // Twin time stands still between the delete and the reads: they are all read while it lingers.
    const name = fresh('lingers');
    await create(v237, name);
    expect((await call(v237, 'DELETE', `/instance/delete/${name}`)).status).toBe(200);
    const reads = {
      state: await stateOf(v237, name),
      listed: ((await call(v237, 'GET', '/instance/fetchInstances')).body as { name: string }[]).some((row) => row.name === name),
      create: (await call(v237, 'POST', '/instance/create', { instanceName: name, integration: 'WHATSAPP-BAILEYS' })).status,
      again: (await call(v237, 'DELETE', `/instance/delete/${name}`)).status,
    };
    expect(reads).toEqual({ state: 'close', listed: true, create: 403, again: 200 });
    v237.clock.advance(DELETE_SETTLE_MS_2_3_7 - 1);
    expect(await stateOf(v237, name)).toBe('close');
    v237.clock.advance(1);
    expect((await call(v237, 'GET', `/instance/connectionState/${name}`)).status).toBe(404);
    expect((await call(v237, 'DELETE', `/instance/delete/${name}`)).status).toBe(404);
  });
});

describe('answers 2.3.7 reshaped', () => {
  it('create has nats and settings.wavoipToken; findSettings and fetchInstances carry the token (2.1.1: none)', async () => {
    const name = fresh('shape');
    const created = await create(v237, name, { wavoipToken: 'voip-1' });
    expect(Object.keys(created)).toEqual(['instance', 'hash', 'webhook', 'websocket', 'rabbitmq', 'nats', 'sqs', 'settings']);
    expect(created['settings']).toMatchObject({ wavoipToken: 'voip-1' });
    expect((await call(v237, 'GET', `/settings/find/${name}`)).body).toMatchObject({ wavoipToken: 'voip-1' });
    const [row] = (await call(v237, 'GET', `/instance/fetchInstances?instanceName=${name}`)).body as Record<string, unknown>[];
    expect(row).toMatchObject({ Nats: null, Setting: { wavoipToken: 'voip-1' } });
    const old = await create(v211, name);
    expect(Object.keys(old)).not.toContain('nats');
    expect((await call(v211, 'GET', `/settings/find/${name}`)).body).not.toHaveProperty('wavoipToken');
  });

  it('a create without a name reaches the create under 2.3.7, and is "in use" under 2.1.1 once instances exist', async () => {
    await create(v237, fresh('exists'));
    await create(v211, fresh('exists'));
    expect((await call(v237, 'POST', '/instance/create', { integration: 'WHATSAPP-BAILEYS' })).status).toBe(400);
    expect((await call(v211, 'POST', '/instance/create', { integration: 'WHATSAPP-BAILEYS' })).status).toBe(403);
  });

  it('call/offer answers 201 without a connection; findChatByRemoteJid answers null, or 400 without remoteJid', async () => {
    const name = fresh('routes');
    await create(v237, name);
    const offer = await call(v237, 'POST', `/call/offer/${name}`, { number: '5511999999999', isVideo: false, callDuration: 3 });
    expect(offer).toEqual({ status: 201, body: { id: '123', jid: '5511999999999@s.whatsapp.net', isVideo: false, callDuration: 3 } });
    expect(await call(v237, 'GET', `/chat/findChatByRemoteJid/${name}?remoteJid=5511999999999@s.whatsapp.net`)).toEqual({
      status: 200,
      body: null,
    });
  });

  it("template routes without a network fail 400 in Meta's error form", async () => {
    const name = fresh('templates');
    await create(v237, name);
    const found = await call(v237, 'GET', `/template/find/${name}`);
    expect(found.status).toBe(400);
    expect(found.body).toMatchObject({
      message: 'Connection error: getaddrinfo ENOTFOUND graph.facebook.com',
      details: { context: 'template_find', type: 'whatsapp_api_error' },
    });
    const old = fresh('templates');
    await create(v211, old);
    // 2.1.1 waits for Meta for ever there: the mock's 504 for a request never answered.
    expect((await call(v211, 'GET', `/template/find/${old}`)).status).toBe(504);
  });
});

describe('webhooks', () => {
  let receiver: Server;
  let url: string;
  const received: { path: string; body: Record<string, unknown> }[] = [];
  let failFirst = 0;
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
        const status = req.url === '/gone' ? 404 : failFirst-- > 0 ? 500 : 200;
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  const hook = (mock: MockHandle, name: string, path: string) =>
    call(mock, 'POST', `/webhook/set/${name}`, { webhook: { enabled: true, url: `${url}${path}`, events: ['CONNECTION_UPDATE'] } });

  it('connection.update on open carries wuid, profileName and profilePictureUrl', async () => {
    const online = await startMock({ profile: PROFILE, instances: 'none', apiKey: KEY, pairAfter: 'never' });
    try {
      const name = fresh('open-event');
      await create(online, name);
      expect((await hook(online, name, '/open')).status).toBe(201);
      await call(online, 'GET', `/instance/connect/${name}`);
      online.instances.pair(name);
      await online.deliveries.settled(30_000);
      const open = received.find((r) => r.path === '/open' && (r.body['data'] as { state?: string }).state === 'open');
      expect(open?.body['data']).toMatchObject({ instance: name, state: 'open', wuid: expect.stringMatching(/@s\.whatsapp\.net$/) });
      expect(open?.body['data']).toHaveProperty('profileName');
      expect(open?.body['data']).toHaveProperty('profilePictureUrl');
    } finally {
      await online.close();
    }
  });

  it('a failed delivery is retried, one answered 404 is not', async () => {
    // A connecting instance (made so, without an attempt that could fail and retry) logs out: one connection.update.
    const name = fresh('retries');
    v237.instances.create({ name, state: 'connecting' });
    await hook(v237, name, '/flaky');
    failFirst = 2;
    expect((await call(v237, 'DELETE', `/instance/logout/${name}`)).status).toBe(200);
    await v237.deliveries.settled(60_000);
    expect(received.filter((r) => r.path === '/flaky')).toHaveLength(3);
    const gone = fresh('gone');
    v237.instances.create({ name: gone, state: 'connecting' });
    await hook(v237, gone, '/gone');
    expect((await call(v237, 'DELETE', `/instance/logout/${gone}`)).status).toBe(200);
    await v237.deliveries.settled(60_000);
    expect(received.filter((r) => r.path === '/gone')).toHaveLength(1);
  });
});

// The life of one instance on the twin, as a WhatsApp inbox built on 2.1.1 sees it, with the webhook
// events in the order a 2.1.1 gateway sends them: unknown → create → close → connect (QR) → paired,
// open → send → the chat is listed → logout → close → delete → unknown again. Then what someone
// testing "the phone got disconnected" needs: the connection drops while the app uses it.

import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_SETTLE_MS_2_1_1 } from '../src/gateways/evolution-2.1.1/index.js';
import { type MockHandle, startMock } from '../src/index.js';
import { callGateway } from './helpers/http.js';

const ADMIN = 'lifecycle-admin-key';

let mock: MockHandle;
let hooks: TestServer;
beforeAll(async () => {
  hooks = await startTestServer((_req, res) => json(res, 200, { ok: true }));
  mock = await startMock({
    profile: 'evolution-2.1.1',
    instances: 'none',
    apiKey: ADMIN,
    pairAfter: 'never',
    // A test clock: the delete settles when the test advances it, not after real time.
    clock: 'manual',
    seed: 'lifecycle',
    webhook: { url: `${hooks.url}/hooks` },
  });
});
afterAll(async () => {
  await mock?.close();
  await hooks?.close();
});

const call = (method: string, path: string, body?: unknown, key = ADMIN) => callGateway(mock.url, key, method, path, body);

/** The events delivered so far for `instance`, in order, as [event, data] (application.startup left out). */
const deliveredFor = (instance: string): [string, unknown][] =>
  hooks.seen
    .map((s) => JSON.parse(s.body) as { event: string; instance: string; data: unknown })
    .filter((p) => p.instance === instance)
    .map((p) => [p.event, p.data]);

describe('an instance from creation to deletion', () => {
  it('lives through the lifecycle, answering as 2.1.1 in each state, with the events in order', async () => {
    const name = 'inbox-1';
    expect(await call('GET', `/instance/connectionState/${name}`)).toMatchObject({ status: 404 });

    const created = await call('POST', '/instance/create', { instanceName: name, integration: 'WHATSAPP-BAILEYS' });
    expect(created.status).toBe(201);
    const token = (created.body as { hash: string }).hash;
    expect(token).toMatch(/^[0-9A-F-]{36}$/);
    expect(await call('GET', `/instance/connectionState/${name}`)).toEqual({
      status: 200,
      body: { instance: { instanceName: name, state: 'close' } },
    });
    // Never connected: a send fails the way 2.1.1's does without a socket.
    const early = await call('POST', `/message/sendLocation/${name}`, {
      number: '5511988887777',
      name: 'x',
      address: 'y',
      latitude: 1,
      longitude: 2,
    });
    expect(early).toEqual({
      status: 500,
      body: {
        status: 500,
        error: 'Internal Server Error',
        response: { message: "Cannot read properties of undefined (reading 'onWhatsApp')" },
      },
    });

    const qr = await call('GET', `/instance/connect/${name}?number=5511912345678`, undefined, token);
    expect(qr.status).toBe(200);
    expect(qr.body).toMatchObject({ pairingCode: expect.stringMatching(/^[1-9A-Z]{8}$/), code: expect.stringMatching(/^2@/), count: 1 });
    expect((qr.body as { base64: string }).base64).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(await call('GET', `/instance/connectionState/${name}`)).toMatchObject({ body: { instance: { state: 'connecting' } } });
    // Connecting: the socket is there but closed.
    const connecting = await call('POST', `/message/sendLocation/${name}`, {
      number: '5511988887777',
      name: 'x',
      address: 'y',
      latitude: 1,
      longitude: 2,
    });
    expect(connecting.body).toMatchObject({ response: { message: 'Connection Closed' } });

    mock.instances.pair(name);
    expect(await call('GET', `/instance/connectionState/${name}`)).toMatchObject({ body: { instance: { state: 'open' } } });
    const sent = await call(
      'POST',
      `/message/sendLocation/${name}`,
      { number: '5511988887777', name: 'MASP', address: 'Av. Paulista', latitude: -23.56, longitude: -46.65 },
      token,
    );
    expect(sent.status).toBe(201);
    const chats = await call('POST', `/chat/findChats/${name}`, {});
    expect(chats.body).toEqual([expect.objectContaining({ remoteJid: '5511988887777@s.whatsapp.net' })]);

    expect(await call('DELETE', `/instance/delete/${name}`)).toMatchObject({
      status: 400,
      body: { response: { message: [`The "${name}" instance needs to be disconnected`] } },
    });
    expect(await call('DELETE', `/instance/logout/${name}`)).toMatchObject({ status: 200, body: { status: 'SUCCESS' } });
    expect(await call('GET', `/instance/connectionState/${name}`)).toMatchObject({ body: { instance: { state: 'close' } } });
    // Logged out: the socket is closed, not missing.
    const after = await call('POST', `/message/sendLocation/${name}`, {
      number: '5511988887777',
      name: 'x',
      address: 'y',
      latitude: 1,
      longitude: 2,
    });
    expect(after.body).toMatchObject({ response: { message: 'Connection Closed' } });
    expect(await call('DELETE', `/instance/logout/${name}`)).toMatchObject({ status: 400 });

    expect(await call('DELETE', `/instance/delete/${name}`, undefined, token)).toMatchObject({
      status: 200,
      body: { response: { message: 'Instance deleted' } },
    });
    // Deleting: still there, without a state, as long as 2.1.1 lingers; then gone.
    mock.clock.advance(DELETE_SETTLE_MS_2_1_1 - 1);
    expect(mock.instances.get(name)).toMatchObject({ deleting: true });
    mock.clock.advance(1);
    expect((await call('GET', `/instance/connectionState/${name}`)).status).toBe(404);

    await mock.deliveries.settled(60_000);
    expect(deliveredFor(name).map(([event]) => event)).toEqual([
      'connection.update', // connecting
      'qrcode.updated',
      'connection.update', // open
      'send.message',
      'connection.update', // close, logged out
      'logout.instance',
      'remove.instance',
    ]);
    expect(
      deliveredFor(name)
        .filter(([event]) => event === 'connection.update')
        .map(([, data]) => data),
    ).toEqual([
      { instance: name, state: 'connecting', statusReason: 200 },
      { instance: name, state: 'open', statusReason: 200 },
      { instance: name, state: 'close', statusReason: 401 },
    ]);
  });
});

describe('the phone gets disconnected while the app uses it', () => {
  it('a dropped connection closes the instance: sends fail until it is open again', async () => {
    const name = 'inbox-2';
    mock.instances.create({ name, state: 'open' });
    const send = () =>
      call('POST', `/message/sendLocation/${name}`, { number: '5511988887777', name: 'x', address: 'y', latitude: 1, longitude: 2 });
    expect((await send()).status).toBe(201);
    mock.instances.setState(name, 'close');
    expect(await call('GET', `/instance/connectionState/${name}`)).toMatchObject({ body: { instance: { state: 'close' } } });
    expect(await send()).toMatchObject({ status: 500, body: { response: { message: 'Connection Closed' } } });
    mock.instances.setState(name, 'open');
    expect((await send()).status).toBe(201);
    await mock.deliveries.settled(60_000);
    expect(
      deliveredFor(name)
        .filter(([event]) => event === 'connection.update')
        .map(([, data]) => data),
    ).toEqual([
      { instance: name, state: 'close', statusReason: 428 },
      { instance: name, state: 'connecting', statusReason: 200 },
      { instance: name, state: 'open', statusReason: 200 },
    ]);
  });

  it('the keys: the global key opens everything, a token its own instance only, anything else is 401', async () => {
    const [a, b] = ['keys-a', 'keys-b'].map((n) => mock.instances.create({ name: n, state: 'close' }));
    if (!a || !b) throw new Error('not created');
    expect((await call('GET', `/instance/connectionState/${a.name}`, undefined, a.token)).status).toBe(200);
    expect((await call('GET', `/instance/connectionState/${a.name}`, undefined, b.token)).status).toBe(401);
    expect((await call('GET', `/instance/connectionState/${a.name}`, undefined, 'not-a-key')).status).toBe(401);
    // The instance is checked first: an unknown one is 404 whatever the key.
    expect((await call('GET', '/instance/connectionState/keys-nobody', undefined, 'not-a-key')).status).toBe(404);
    const listed = await call('GET', '/instance/fetchInstances', undefined, a.token);
    expect((listed.body as { name: string }[]).map((i) => i.name)).toEqual([a.name]);
    const all = await call('GET', '/instance/fetchInstances');
    expect((all.body as { name: string }[]).map((i) => i.name)).toEqual(expect.arrayContaining([a.name, b.name]));
  });
});

// What the twin remembers across the 2.1.1 routes a WhatsApp inbox calls (issue 19): a text sent
// shows in findChats and findMessages; create and delete change fetchInstances; a group created is
// listed, renamed and described; webhook, settings and privacy set are what find answers; a read
// receipt marks the message. And the contract's schedules: created, replaced by id, 404 for an id
// never created. Each check is also run against a twin that forgot (a fresh instance, a fresh mock).
import { eventually } from '@msg-gateway/test-utils/ports';
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHandle, startMock } from '../src/index.js';
import { callGateway } from './helpers/http.js';

const KEY = 'twin-routes-admin-key';
const PEER = '5511988887777';
const PEER_JID = `${PEER}@s.whatsapp.net`;

let mock: MockHandle;
let hooks: TestServer;
beforeAll(async () => {
  hooks = await startTestServer((_req, res) => json(res, 200, { ok: true }));
  mock = await startMock({ profile: 'evolution-2.1.1', instances: 'none', apiKey: KEY, pairAfter: 'never', seed: 'twin-routes' });
});
afterAll(async () => {
  await mock?.close();
  await hooks?.close();
});

const call = (method: string, path: string, body?: unknown, url = mock.url) => callGateway(url, KEY, method, path, body);

let count = 0;
/** A new open instance, so no test sees another's data. */
function openInstance(): string {
  const name = `routes-${++count}`;
  mock.instances.create({ name, state: 'open' });
  return name;
}

describe('messages', () => {
  it('answers sendText 201 on an open instance, and the text shows in findChats and findMessages', async () => {
    const name = openInstance();
    const sent = await call('POST', `/message/sendText/${name}`, { number: PEER, text: 'Your order has shipped' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      key: { remoteJid: PEER_JID, fromMe: true },
      message: { conversation: 'Your order has shipped' },
      instanceId: mock.instances.get(name).id,
    });
    const id = (sent.body as { key: { id: string } }).key.id;

    // 2.1.1's findChats lists the chat without its messages (channel.service.ts, fetchChats).
    const chats = await call('POST', `/chat/findChats/${name}`, {});
    expect(chats.body).toEqual([expect.objectContaining({ remoteJid: PEER_JID })]);

    const messages = await call('POST', `/chat/findMessages/${name}`, { where: { key: { remoteJid: PEER_JID } } });
    expect(JSON.stringify(messages.body)).toContain(id);
    expect(JSON.stringify(messages.body)).toContain('Your order has shipped');

    // Another instance holds none of it.
    const other = openInstance();
    expect((await call('POST', `/chat/findChats/${other}`, {})).body).toEqual([]);
    expect(JSON.stringify((await call('POST', `/chat/findMessages/${other}`, {})).body)).not.toContain(id);
  });

  it('refuses sendText on an instance that is not connected, as 2.1.1 does', async () => {
    const name = `routes-closed-${++count}`;
    mock.instances.create({ name, state: 'close' });
    const sent = await call('POST', `/message/sendText/${name}`, { number: PEER, text: 'hi' });
    expect(sent.status).not.toBe(201);
    expect((await call('POST', `/chat/findChats/${name}`, {})).body).toEqual([]);
  });

  it('marks a received message read', async () => {
    const name = openInstance();
    const received = mock.instances.receive(name, { from: PEER, text: 'hello?' });
    const statuses = async () =>
      JSON.stringify((await call('POST', `/chat/findMessages/${name}`, {})).body).match(/"status":"[A-Z_]+"/g) ?? [];
    expect(await statuses()).not.toContain('"status":"READ"');
    const marked = await call('POST', `/chat/markMessageAsRead/${name}`, {
      readMessages: [{ remoteJid: PEER_JID, fromMe: false, id: received.key.id }],
    });
    expect(marked.status).toBe(201);
    expect(await statuses()).toEqual(['"status":"READ"']);
  });
});

describe('instances', () => {
  it('create and delete change what fetchInstances lists; a token sees only its own', async () => {
    const names = async (key = KEY) => {
      const res = await fetch(`${mock.url}/instance/fetchInstances`, { headers: { apikey: key } });
      return ((await res.json()) as { name: string }[]).map((i) => i.name);
    };
    const created = await call('POST', '/instance/create', { instanceName: 'listed-1', integration: 'WHATSAPP-BAILEYS' });
    expect(created.status).toBe(201);
    expect(await names()).toContain('listed-1');
    expect(await names((created.body as { hash: string }).hash)).toEqual(['listed-1']);
    expect((await call('DELETE', '/instance/delete/listed-1')).status).toBe(200);
    await mock.deliveries.settled(60_000);
    expect(await eventually(async () => !(await names()).includes('listed-1'))).toBe(true);
  });
});

describe('groups', () => {
  it('lists a group created, with the subject and description set since', async () => {
    const name = openInstance();
    expect((await call('GET', `/group/fetchAllGroups/${name}?getParticipants=false`)).body).toEqual([]);
    const created = await call('POST', `/group/create/${name}`, { subject: 'Night shift', participants: [PEER] });
    expect(created.status).toBe(201);
    const jid = (created.body as { id: string }).id;
    expect(jid).toMatch(/@g\.us$/);

    expect((await call('POST', `/group/updateGroupSubject/${name}?groupJid=${jid}`, { subject: 'Day shift' })).status).toBe(201);
    expect((await call('POST', `/group/updateGroupDescription/${name}?groupJid=${jid}`, { description: 'Rota' })).status).toBe(201);
    const listed = (await call('GET', `/group/fetchAllGroups/${name}?getParticipants=false`)).body;
    expect(listed).toEqual([expect.objectContaining({ id: jid, subject: 'Day shift', desc: 'Rota' })]);
    const other = openInstance();
    expect((await call('GET', `/group/fetchAllGroups/${other}?getParticipants=false`)).body).toEqual([]);
  });
});

describe('webhook, settings and privacy', () => {
  it('findWebhook answers what setWebhook set, and events go there', async () => {
    const name = openInstance();
    expect((await call('GET', `/webhook/find/${name}`)).body).toBeNull();
    const url = `${hooks.url}/inbox`;
    const set = await call('POST', `/webhook/set/${name}`, { webhook: { enabled: true, url, events: ['MESSAGES_UPSERT'] } });
    expect(set.status).toBe(201);
    expect((await call('GET', `/webhook/find/${name}`)).body).toMatchObject({ url, enabled: true, events: ['MESSAGES_UPSERT'] });
    mock.instances.receive(name, { from: PEER, text: 'ping' });
    await mock.deliveries.settled(60_000);
    const delivered = hooks.seen
      .filter((seen) => seen.url === '/inbox')
      .map((seen) => JSON.parse(seen.body) as { event: string; instance: string });
    expect(delivered).toEqual([expect.objectContaining({ event: 'messages.upsert', instance: name })]);
  });

  it('findSettings answers what setSettings set', async () => {
    const name = openInstance();
    const before = (await call('GET', `/settings/find/${name}`)).body as Record<string, unknown>;
    expect(before).toMatchObject({ rejectCall: false, groupsIgnore: false });
    const settings = { ...before, rejectCall: true, msgCall: 'I only read messages', groupsIgnore: true };
    expect((await call('POST', `/settings/set/${name}`, settings)).status).toBe(201);
    expect((await call('GET', `/settings/find/${name}`)).body).toMatchObject({
      rejectCall: true,
      msgCall: 'I only read messages',
      groupsIgnore: true,
    });
    expect((await call('GET', `/settings/find/${openInstance()}`)).body).toMatchObject({ rejectCall: false });
  });

  it('fetchPrivacySettings answers what updatePrivacySettings set', async () => {
    const name = openInstance();
    const privacy = {
      readreceipts: 'none',
      profile: 'contacts',
      status: 'contacts',
      online: 'match_last_seen',
      last: 'none',
      groupadd: 'contacts',
    };
    expect((await call('POST', `/chat/updatePrivacySettings/${name}`, privacy)).status).toBe(201);
    expect((await call('GET', `/chat/fetchPrivacySettings/${name}`)).body).toMatchObject(privacy);
    expect((await call('GET', `/chat/fetchPrivacySettings/${openInstance()}`)).body).toMatchObject({ readreceipts: 'all' });
  });
});

describe("the contract's schedules", () => {
  const once = { phone: '+5511999999999', text: 'Your table is booked for 20:00.', sendAt: 1767261600, channel: 'whatsapp' };
  let contract: MockHandle;
  beforeAll(async () => {
    contract = await startMock({ instances: 'none', apiKey: KEY });
  });
  afterAll(() => contract?.close());

  it('stores a schedule created, replaces it by id, and answers 404 for an id never created', async () => {
    const created = await call('POST', '/schedule', once, contract.url);
    expect(created.status).toBe(200);
    const { id } = created.body as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const updated = await call('PUT', `/schedule/${id}`, { ...once, text: 'Moved to 21:00.' }, contract.url);
    expect(updated).toEqual({ status: 200, body: { ...once, text: 'Moved to 21:00.', id } });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await call('PUT', `/schedule/${unknown}`, once, contract.url)).toEqual({
      status: 404,
      body: { status: 404, error: 'Not Found', response: { message: [`The schedule "${unknown}" does not exist`] } },
    });
    contract.reset();
    expect((await call('PUT', `/schedule/${id}`, once, contract.url)).status).toBe(404);
  });

  it('in the quick start (every instance exists), every schedule id exists too', async () => {
    const quick = await startMock();
    try {
      const id = '11111111-2222-4333-8444-555555555555';
      expect(await call('PUT', `/schedule/${id}`, once, quick.url)).toEqual({ status: 200, body: { ...once, id } });
    } finally {
      await quick.close();
    }
  });
});

describe('--seed', () => {
  it('makes the ids of created instances and sent messages repeatable', async () => {
    const run = async (seed: string) => {
      const twin = await startMock({ profile: 'evolution-2.1.1', instances: 'none', apiKey: KEY, seed });
      try {
        const created = (await call('POST', '/instance/create', { instanceName: 'seeded', integration: 'WHATSAPP-BAILEYS' }, twin.url))
          .body;
        twin.instances.setState('seeded', 'open');
        const sent = (await call('POST', '/message/sendText/seeded', { number: PEER, text: 'x' }, twin.url)).body;
        return [
          (created as { hash: string }).hash,
          (created as { instance: { instanceId: string } }).instance.instanceId,
          (sent as { key: { id: string } }).key.id,
        ];
      } finally {
        await twin.close();
      }
    };
    const first = await run('alpha');
    expect(await run('alpha')).toEqual(first);
    const other = await run('beta');
    for (const [i, value] of other.entries()) expect(value).not.toBe(first[i]);
  });
});

// The evolution-2.1.1 entry against the real mock serving the profile's bundle (in this process, on
// a port the OS picks, closed after): every facade method with the profile's own request example,
// checked with the shared validator against the profile, and what makes this entry differ from the
// contract's: restart by POST, sendList with sections (and refused on Baileys), webhook find
// answering null, no schedule methods, integer message timestamps. Errors are the one GatewayError class of both entries.
import { startMock } from '@msg-gateway/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, GATEWAY_VERSION, type GatewayClient, GatewayError, isGatewayError } from '../src/evolution-2.1.1.js';
import { FACADE } from '../src/generated/evolution-2.1.1/facade.gen.js';
import * as contract from '../src/index.js';
import { methodOf, methodsOf, rowOf, tableOf } from './helpers/facade.js';
import { failure } from './helpers/failure.js';
import { PROFILE, specView } from './helpers/spec.js';

const KEY = 'tk3-rZs4m5x1fDum2X';
const profile = specView(PROFILE);
const labels = new Map(methodsOf(FACADE).map(([label, id]) => [id, label]));
const OPERATIONS = tableOf(FACADE);
const LIST = {
  number: '5511999999999',
  title: 'Lunch menu',
  buttonText: 'See options',
  footerText: 'Orders close at 11:30',
  sections: [{ title: 'Today', rows: [{ title: 'Feijoada', rowId: 'feijoada' }] }],
};

let mock: Awaited<ReturnType<typeof startMock>>;
let gw: GatewayClient;

beforeAll(async () => {
  mock = await startMock({ port: 0, profile: 'evolution-2.1.1' });
  gw = createGatewayClient({ baseUrl: mock.url, apiKey: KEY });
});
afterAll(() => mock.close());

describe('every facade method against the mock of the profile', () => {
  it('exports the profile version', () => {
    expect(GATEWAY_VERSION).toBe(profile.spec.info?.version);
  });

  it.each(profile.ops.map((op) => [op.operationId, op] as const))('%s answers a body valid against the profile', async (id, op) => {
    const label = labels.get(id);
    if (!label) throw new Error(`no facade method for ${id}`);
    // The success, asked for: where the profile expects another answer (x-expect-status), the mock gives that.
    const options = { headers: { Prefer: `code=${profile.successStatus(op)}` } };
    // An instance of its own: the mock keeps what each call changes (deleteInstance, logoutInstance).
    const body = await methodOf(gw, label)(...profile.exampleArguments(op, `every-${id}`), options);
    expect(body).not.toBeUndefined();
    expect(profile.validator.validate(profile.bodySchema(op, profile.successStatus(op)), body)).toEqual([]);
  });
});

describe('the 2.1.1 core against the stateful mock', () => {
  it('sends a text (201 on an open instance) that findMessages then holds', async () => {
    const statuses: number[] = [];
    const recording = createGatewayClient({
      baseUrl: mock.url,
      apiKey: KEY,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        statuses.push(response.status);
        return response;
      },
    });
    const text = 'Pão quente às 7h — 6 unidades';
    const sent = await recording.message.sendText('texts', { number: '5511988887777', text });
    expect(statuses).toEqual([201]);
    expect(sent.message?.conversation).toBe(text);
    const found = await gw.chat.findMessages('texts', { where: { key: { remoteJid: '5511988887777@s.whatsapp.net' } } });
    const record = found.messages.records.find((r) => r.key.id === sent.key.id);
    expect(record?.message).toMatchObject({ conversation: text });
    // The other chat of the instance holds nothing.
    const other = await gw.chat.findMessages('texts', { where: { key: { remoteJid: '5511977776666@s.whatsapp.net' } } });
    expect(other.messages.records.map((r) => r.key.id)).not.toContain(sent.key.id);
  });

  it('creates an instance that fetchInstances then lists, and deletes it', async () => {
    const created = await gw.instance.create({ instanceName: 'created-by-client', integration: 'WHATSAPP-BAILEYS' });
    expect(created.instance.instanceName).toBe('created-by-client');
    const all = await gw.instance.fetchInstances();
    expect(all.map((i) => i.name)).toContain('created-by-client');
    const one = await gw.instance.fetchInstances({ instanceName: 'created-by-client' });
    expect(one.map((i) => [i.name, i.connectionStatus])).toEqual([['created-by-client', 'close']]);
    await expect(gw.instance.delete('created-by-client')).resolves.toBeTypeOf('object');
  });

  it('lists the groups it created with fetchAll', async () => {
    const bakery = await gw.group.create('groups', { subject: 'Padaria - Equipe', participants: ['5511988887777'] });
    const deliveries = await gw.group.create('groups', { subject: 'Padaria - Entregas', participants: ['5511977776666'] });
    const listed = await gw.group.fetchAll('groups', { getParticipants: 'false' });
    // Beside the groups the instance's world holds from the start (the description's examples).
    expect(listed.map((g) => [g.id, g.subject])).toEqual(
      expect.arrayContaining([
        [bakery.id, 'Padaria - Equipe'],
        [deliveries.id, 'Padaria - Entregas'],
      ]),
    );
    expect(new Set(listed.map((g) => g.id)).size).toBe(listed.length);
  });

  it('writes settings that it then reads back', async () => {
    const settings = {
      rejectCall: true,
      msgCall: 'Call later',
      groupsIgnore: true,
      alwaysOnline: false,
      readMessages: false,
      readStatus: false,
      syncFullHistory: false,
    };
    await gw.settings.set('settings', settings);
    await expect(gw.settings.find('settings')).resolves.toMatchObject(settings);
  });
});

describe('where the profile differs from the contract', () => {
  it('restarts by POST, which the contract client (PUT) cannot', async () => {
    await expect(gw.instance.restart('restarted')).resolves.toBeTypeOf('object');
    const e = await failure(contract.createGatewayClient({ baseUrl: mock.url, apiKey: KEY }).instance.restart('restarted'));
    // The gateway's (Express) route-not-found 404, as for any method a path lacks.
    expect(e.status).toBe(404);
    expect(e.body).toEqual({ status: 404, error: 'Not Found', response: { message: ['Cannot PUT /instance/restart/restarted'] } });
    expect(e.message).toContain('PUT /instance/restart/restarted (restartInstance)');
    expect(rowOf('restartInstance', OPERATIONS).method).toBe('POST');
  });

  it('sends a list with sections (asking for the 201: on Baileys 2.1.1 refuses every list)', async () => {
    const sent = await gw.message.sendList('lists', LIST, { headers: { Prefer: 'code=201' } });
    expect(sent.key.fromMe).toBe(true);
    const refused = await failure(gw.message.sendList('lists', LIST));
    expect(isGatewayError(refused, 'sendList', 400)).toBe(true);
    expect(refused.body).toEqual({
      status: 400,
      error: 'Bad Request',
      response: { message: ['Method not available on WhatsApp Baileys'] },
    });
    // The same list without sections is refused: the mock validates against the profile.
    const { sections: _, ...withoutSections } = LIST;
    const e = await failure(gw.message.sendList('lists', withoutSections as never));
    expect(isGatewayError(e, 'sendList', 400)).toBe(true);
    expect(e.message).toMatch(/sections/);
  });

  it('resolves webhook find to null, without throwing, until a webhook is set', async () => {
    await expect(gw.webhook.find('webhook-find')).resolves.toBeNull();
    await expect(gw.webhook.find('my-instance', { headers: { Prefer: 'example=NoWebhook' } })).resolves.toBeNull();
    await gw.webhook.set('webhook-find', { webhook: { enabled: true, url: 'http://127.0.0.1:9/hooks', events: ['MESSAGES_UPSERT'] } });
    const config = await gw.webhook.find('webhook-find');
    expect(config?.url).toBe('http://127.0.0.1:9/hooks');
  });

  it('has no schedule methods', () => {
    expect('schedule' in gw).toBe(false);
    expect(Object.keys(OPERATIONS)).not.toContain('createSchedule');
    expect('schedule' in contract.createGatewayClient({ baseUrl: mock.url, apiKey: KEY })).toBe(true);
  });

  it('answers sends with an integer messageTimestamp', async () => {
    const sent = await gw.message.sendLocation('timestamps', {
      number: '5511999999999',
      name: 'Office',
      address: 'Av. Paulista, 1000',
      latitude: -23.56,
      longitude: -46.65,
    });
    expect(Number.isInteger(sent.messageTimestamp)).toBe(true);
  });

  it('reads chats with the optional body 2.1.1 accepts, or without one', async () => {
    await expect(gw.chat.findChats('chats', { where: {}, page: 1, offset: 10 })).resolves.toBeInstanceOf(Array);
    await expect(gw.chat.findChats('chats')).resolves.toBeInstanceOf(Array);
  });
});

describe('the error model shared with the contract entry', () => {
  it('throws the one GatewayError class: instanceof and isGatewayError hold across entries', async () => {
    const e = await failure(gw.instance.connectionState('my-instance', { headers: { Prefer: 'code=404' } }));
    expect(GatewayError).toBe(contract.GatewayError);
    expect(e).toBeInstanceOf(contract.GatewayError);
    expect(contract.isGatewayError(e, 404)).toBe(true);
    expect(isGatewayError(e, 'connectionState', 404)).toBe(true);
    expect(e.kind).toBe('http');
    expect(e.is(404)).toBe(true);
    expect(profile.validator.validate(profile.bodySchema(profile.operation('connectionState'), '404'), e.body)).toEqual([]);
    expect(String(e)).not.toContain(KEY);
  });
});

// The evolution-2.1.1 entry against the real mock serving the profile's bundle (in this process, on
// a port the OS picks, closed after): every facade method with the profile's own request example,
// checked with the shared validator against the profile, and what makes this entry differ from the
// contract's: restart by POST, sendList with sections (and refused on Baileys), webhook find
// answering null, no schedule methods, integer message timestamps. Errors are the one GatewayError class of both entries.
import { startMock } from '@msg-gateway/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, GATEWAY_VERSION, type GatewayClient, GatewayError, isGatewayError } from '../src/evolution-2.1.1.js';
import { OPERATIONS } from '../src/generated/evolution-2.1.1/operations.gen.js';
import * as contract from '../src/index.js';
import { methodOf, methodsOf } from './helpers/facade.js';
import { failure } from './helpers/failure.js';
import { PROFILE, specView } from './helpers/spec.js';

const KEY = 'profile-test-key';
const profile = specView(PROFILE);
const labels = new Map(methodsOf(OPERATIONS).map(([label, id]) => [id, label]));
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
  mock = await startMock({ port: 0, spec: profile.path });
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
    const body = await methodOf(gw, label)(...profile.exampleArguments(op), options);
    expect(body).not.toBeUndefined();
    expect(profile.validator.validate(profile.bodySchema(op, profile.successStatus(op)), body)).toEqual([]);
  });
});

describe('where the profile differs from the contract', () => {
  it('restarts by POST, which the contract client (PUT) cannot', async () => {
    await expect(gw.instance.restart('my-instance')).resolves.toBeTypeOf('object');
    const e = await failure(contract.createGatewayClient({ baseUrl: mock.url, apiKey: KEY }).instance.restart('my-instance'));
    // The gateway's (Express) route-not-found 404, as for any method a path lacks.
    expect(e.status).toBe(404);
    expect(e.body).toEqual({ status: 404, error: 'Not Found', response: { message: ['Cannot PUT /instance/restart/my-instance'] } });
    expect(e.message).toContain('PUT /instance/restart/my-instance (restartInstance)');
    expect(OPERATIONS.restartInstance.method).toBe('POST');
  });

  it('sends a list with sections (asking for the 201: on Baileys 2.1.1 refuses every list)', async () => {
    const sent = await gw.message.sendList('my-instance', LIST, { headers: { Prefer: 'code=201' } });
    expect(sent.key.fromMe).toBe(true);
    const refused = await failure(gw.message.sendList('my-instance', LIST));
    expect(isGatewayError(refused, 'sendList', 400)).toBe(true);
    expect(refused.body).toEqual({
      status: 400,
      error: 'Bad Request',
      response: { message: ['Method not available on WhatsApp Baileys'] },
    });
    // The same list without sections is refused: the mock validates against the profile.
    const { sections: _, ...withoutSections } = LIST;
    const e = await failure(gw.message.sendList('my-instance', withoutSections as never));
    expect(isGatewayError(e, 'sendList', 400)).toBe(true);
    expect(e.message).toMatch(/sections/);
  });

  it('resolves webhook find to null, without throwing, when no webhook is set', async () => {
    await expect(gw.webhook.find('my-instance', { headers: { Prefer: 'example=NoWebhook' } })).resolves.toBeNull();
    const config = await gw.webhook.find('my-instance');
    expect(config?.url).toMatch(/^https?:/);
  });

  it('has no schedule methods', () => {
    expect('schedule' in gw).toBe(false);
    expect(Object.keys(OPERATIONS)).not.toContain('createSchedule');
    expect('schedule' in contract.createGatewayClient({ baseUrl: mock.url, apiKey: KEY })).toBe(true);
  });

  it('answers sends with an integer messageTimestamp', async () => {
    const sent = await gw.message.sendLocation('my-instance', {
      number: '5511999999999',
      name: 'Office',
      address: 'Av. Paulista, 1000',
      latitude: -23.56,
      longitude: -46.65,
    });
    expect(Number.isInteger(sent.messageTimestamp)).toBe(true);
  });

  it('reads chats with the optional body 2.1.1 accepts, or without one', async () => {
    await expect(gw.chat.findChats('my-instance', { where: {}, page: 1, offset: 10 })).resolves.toBeInstanceOf(Array);
    await expect(gw.chat.findChats('my-instance')).resolves.toBeInstanceOf(Array);
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

// Compile-time checks of @msg-gateway/client/evolution-2.1.1, run by the `typecheck` task. Each
// `@ts-expect-error` line must fail to compile; the expectTypeOf lines pin what calls return. The
// profile describes a real 2.1.1 gateway: restart by POST, sendList with sections, a webhook find
// that may answer null, no schedule routes, integer message timestamps.
import { expectTypeOf } from 'vitest';
import * as profileEntry from '../../src/evolution-2.1.1.js';
import {
  type components,
  createGatewayClient,
  type ErrorStatus,
  GatewayError,
  isGatewayError,
  type OperationId,
  type SuccessBody,
} from '../../src/evolution-2.1.1.js';
import * as contract from '../../src/index.js';
import * as contractWebhooks from '../../src/webhooks/index.js';

type Schemas = components['schemas'];
const gw = createGatewayClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: 'key' });

const list: Schemas['SendListRequest'] = {
  number: '5511999999999',
  title: 'Lunch menu',
  buttonText: 'See options',
  footerText: 'Orders close at 11:30',
  sections: [{ title: 'Today', rows: [{ title: 'Feijoada', rowId: 'feijoada' }] }],
};

export async function correctCallsAreTyped() {
  expectTypeOf(await gw.webhook.find('my-instance')).toEqualTypeOf<Schemas['WebhookConfig'] | null>();
  const config = await gw.webhook.find('my-instance');
  // @ts-expect-error the configuration may be null: narrow first
  config.events;
  if (config) expectTypeOf(config.events).toEqualTypeOf<Schemas['WebhookConfig']['events']>();

  const sent = await gw.message.sendList('my-instance', list);
  expectTypeOf(sent).toEqualTypeOf<Schemas['SentListMessage']>();
  expectTypeOf(sent.messageTimestamp).toEqualTypeOf<number>();
  expectTypeOf(
    (await gw.message.sendLocation('my-instance', { number: '1', name: 'n', address: 'a', latitude: 0, longitude: 0 })).messageTimestamp,
  ).toEqualTypeOf<number>();

  expectTypeOf(await gw.instance.restart('my-instance')).toEqualTypeOf<Schemas['ConnectAnswer']>();
  await gw.chat.findChats('my-instance');
  await gw.chat.findChats('my-instance', { where: { remoteJid: '5511999999999@s.whatsapp.net' }, page: 1, offset: 20 });

  const { data } = await gw.raw.POST('/instance/restart/{instance}', { params: { path: { instance: 'my-instance' } } });
  expectTypeOf(data).toEqualTypeOf<Schemas['ConnectAnswer'] | undefined>();
}

export async function mistakesDoNotCompile() {
  // @ts-expect-error no schedule routes in 2.1.1
  gw.schedule;
  // @ts-expect-error nor schedule operations
  const _schedule: OperationId = 'createSchedule';
  // @ts-expect-error sendList needs sections
  await gw.message.sendList('my-instance', { number: '5511999999999', title: 't', buttonText: 'b', footerText: 'f' });
  // @ts-expect-error the contract's list shape (values) is not 2.1.1's
  await gw.message.sendList('my-instance', { number: '5511999999999', title: 't', values: [] });
  // @ts-expect-error restart is a POST in 2.1.1
  await gw.raw.PUT('/instance/restart/{instance}', { params: { path: { instance: 'my-instance' } } });
  // @ts-expect-error no schedule path
  await gw.raw.POST('/schedule', { body: {} });
  // @ts-expect-error the instance name is a string
  await gw.instance.connectionState(42);
}

export function errorsNarrowByStatus(error: unknown) {
  if (isGatewayError(error, 404)) expectTypeOf(error.body).toEqualTypeOf<Schemas['NotFoundError']>();
  if (isGatewayError(error, 'fetchPrivacySettings', 500)) expectTypeOf(error.status).toEqualTypeOf<500>();
  // @ts-expect-error no createSchedule in the profile
  isGatewayError(error, 'createSchedule', 400);
  expectTypeOf<ErrorStatus<'sendList'>>().toEqualTypeOf<400 | 401 | 404 | 500>();
  // One class for both entries: an error of the profile's client is the contract entry's GatewayError too.
  if (error instanceof contract.GatewayError) expectTypeOf(error).toEqualTypeOf<contract.GatewayError>();
  if (error instanceof GatewayError) expectTypeOf(error.kind).toEqualTypeOf<contract.GatewayErrorKind>();
}

// The 2.1.1 core the contract lacks, typed from the profile.
export async function theCoreIsTyped() {
  const sent = await gw.message.sendText('my-instance', { number: '5511999999999', text: 'Your order is on its way.' });
  expectTypeOf(sent).toEqualTypeOf<Schemas['SentTextMessage']>();
  // @ts-expect-error the text is a string
  await gw.message.sendText('my-instance', { number: '5511999999999', text: 42 });
  // @ts-expect-error the recipient is required
  await gw.message.sendText('my-instance', { text: 'hi' });
  // @ts-expect-error a send takes the instance first
  await gw.message.sendText({ number: '5511999999999', text: 'hi' });

  const created = await gw.instance.create({ instanceName: 'shop-42', integration: 'WHATSAPP-BAILEYS' });
  expectTypeOf(created.instance.instanceName).toEqualTypeOf<string>();
  // @ts-expect-error create takes no instance in the path
  await gw.instance.create('shop-42', { instanceName: 'shop-42' });
  const listed = await gw.instance.fetchInstances({ instanceName: 'shop-42' });
  expectTypeOf(listed).toEqualTypeOf<Schemas['InstanceRecord'][]>();
  await gw.instance.fetchInstances();
  await gw.instance.delete('shop-42');

  const found = await gw.chat.findMessages('my-instance', { where: { key: { remoteJid: '5511999999999@s.whatsapp.net' } } });
  expectTypeOf(found.messages.records[0]?.key.id).toEqualTypeOf<string | undefined>();
  await gw.chat.findContacts('my-instance');
  await gw.chat.whatsappNumbers('my-instance', { numbers: ['5511999999999'] });
  // @ts-expect-error numbers is a list
  await gw.chat.whatsappNumbers('my-instance', { numbers: '5511999999999' });

  expectTypeOf(await gw.group.fetchAll('my-instance', { getParticipants: 'false' })).toEqualTypeOf<SuccessBody<'fetchAllGroups'>>();
  // @ts-expect-error getParticipants is the text "true" or "false", and required
  await gw.group.fetchAll('my-instance', { getParticipants: false });
  // @ts-expect-error and required
  await gw.group.fetchAll('my-instance');

  await gw.settings.set('my-instance', {
    rejectCall: false,
    groupsIgnore: true,
    alwaysOnline: false,
    readMessages: false,
    readStatus: false,
    syncFullHistory: false,
  });
  expectTypeOf(await gw.settings.find('my-instance')).toEqualTypeOf<SuccessBody<'findSettings'>>();
  // @ts-expect-error no such method: the rule names it set, not setSettings
  gw.settings.setSettings;
  // @ts-expect-error webhook.set takes the configuration
  await gw.webhook.set('my-instance', { url: 42 });
}

// The profile's own webhook parser: its deliveries typed by the profile (what 2.1.1 sends), not by the contract.
export function webhookDeliveriesAreTypedByTheProfile(body: string) {
  const event = profileEntry.parseWebhookEvent(body);
  if (event.event === 'send.message') {
    expectTypeOf(event.data.messageTimestamp).toEqualTypeOf<number>();
    // @ts-expect-error 2.1.1's send record has no status
    event.data.status;
  }
  const contractEvent = contractWebhooks.parseWebhookEvent(body);
  if (contractEvent.event === 'send.message') expectTypeOf(contractEvent.data.messageTimestamp).toEqualTypeOf<string>();
  expectTypeOf<profileEntry.WebhookData<'connection.update'>>().toEqualTypeOf<Schemas['ConnectionUpdate']['data']>();
  // One error class for every parser.
  expectTypeOf(profileEntry.WebhookPayloadError).toEqualTypeOf(contractWebhooks.WebhookPayloadError);
}

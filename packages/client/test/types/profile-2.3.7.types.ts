// Compile-time checks of @msg-gateway/client/evolution-2.3.7, run by the `typecheck` task. Each
// `@ts-expect-error` line must fail to compile. 2.3.7 (2.2.0 and later) takes sendButtons' new body,
// each button with a `type` (reply, copy, url, call, pix), and answers it with the send record;
// 2.1.1's entry takes the old body (`buttons: [{ text, id }]`, `title` required) and refuses the new one.
import { expectTypeOf } from 'vitest';
import * as v211 from '../../src/evolution-2.1.1.js';
import { type components, createGatewayClient, parseWebhookEvent, type WebhookEventName } from '../../src/evolution-2.3.7.js';

type Schemas = components['schemas'];
const gw = createGatewayClient({ baseUrl: 'http://127.0.0.1:8081', apiKey: 'key' });
const gw211 = v211.createGatewayClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: 'key' });

export async function sendButtonsTakesThe23Body() {
  const sent = await gw.message.sendButtons('my-instance', {
    number: '5511999999999',
    title: 'Your order is ready',
    description: 'Pick it up or have it delivered?',
    footer: 'Padaria Central',
    buttons: [
      { type: 'reply', displayText: 'Pick up', id: 'pickup' },
      { type: 'url', displayText: 'Track it', url: 'https://example.org/track/1042' },
    ],
  });
  expectTypeOf(sent).toEqualTypeOf<Schemas['SentMessage']>();
  // @ts-expect-error each button needs its type
  await gw.message.sendButtons('my-instance', { number: '5511999999999', buttons: [{ displayText: 'Pick up', id: 'pickup' }] });
  // @ts-expect-error a type 2.3.7 does not know
  await gw.message.sendButtons('my-instance', { number: '5511999999999', buttons: [{ type: 'poll', id: 'x' }] });
}

export async function the211EntryRefusesThe23Body() {
  await gw211.message.sendButtons('my-instance', {
    number: '5511999999999',
    // @ts-expect-error 2.1.1's buttons have text and id, no type
    buttons: [{ type: 'reply', displayText: 'Pick up', id: 'pickup' }],
    title: 'Your order is ready',
  });
}

export async function newRoutesAreThere() {
  // The core routes new since 2.1.1 are methods of this entry only.
  await gw.message.sendPtv('my-instance', { number: '5511999999999', video: 'https://example.org/v.mp4' });
  // @ts-expect-error 2.1.1 has no sendPtv
  gw211.message.sendPtv;
}

export function deliveriesAreTypedBy237(body: string) {
  // 2.3.7's events include send.message.update (its data is typed once the profile's WebhookPayload
  // discriminator maps it: openapi-typescript narrows the generic event to the mapped names).
  const name: WebhookEventName = 'send.message.update';
  expectTypeOf(parseWebhookEvent(body).event).toEqualTypeOf<WebhookEventName>();
  // @ts-expect-error 2.1.1 sends no send.message.update
  v211.parseWebhookEvent(body).event === name;
}

export async function answersAreTypedAsTheGatewaySendsThem() {
  // Every 2.3.7 send record carries its status; every findChats row is a summary with its window.
  const sent = await gw.message.sendText('my-instance', { number: '5511999999999', text: 'Your order 1042 is on its way.' });
  expectTypeOf(sent.status).toEqualTypeOf<'ERROR' | 'PENDING' | 'SERVER_ACK' | 'DELIVERY_ACK' | 'READ' | 'PLAYED' | 'DELETED'>();
  const chats = await gw.chat.findChats('my-instance', {});
  const [chat] = chats;
  if (chat) {
    expectTypeOf(chat.windowActive).toEqualTypeOf<boolean>();
    expectTypeOf(chat.lastMessage.messageTimestamp).toEqualTypeOf<number>();
    // @ts-expect-error a 2.3.7 summary has no `labels` (2.1.1's chat rows had)
    chat.labels;
  }
  // A field the gateway lets a caller leave out is optional, whatever its default.
  await gw.chat.getBase64FromMediaMessage('my-instance', { message: { key: { id: '3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1' } } });
}

// Compile-time checks of @msg-gateway/client/evolution-2.4.0, run by the `typecheck` task. Each
// `@ts-expect-error` line must fail to compile. 2.4.0 sends carousels (1 to 10 cards, each with a
// body and buttons of type reply, copy, url or call) and marks voice messages played; 2.3.7's entry
// has neither. Every business route may answer 503 LICENSE_REQUIRED until the gateway is activated.
import { expectTypeOf } from 'vitest';
import * as v237 from '../../src/evolution-2.3.7.js';
import { type components, createGatewayClient } from '../../src/evolution-2.4.0.js';

type Schemas = components['schemas'];
const gw = createGatewayClient({ baseUrl: 'http://127.0.0.1:8082', apiKey: 'key' });
const gw237 = v237.createGatewayClient({ baseUrl: 'http://127.0.0.1:8081', apiKey: 'key' });

export async function sendCarouselIsTyped() {
  const sent = await gw.message.sendCarousel('my-instance', {
    number: '5511999999999',
    body: 'Our menu today',
    cards: [{ title: 'Pizza', body: 'Margherita', buttons: [{ type: 'reply', displayText: 'Order', id: 'order-pizza' }] }],
  });
  expectTypeOf(sent).toEqualTypeOf<Schemas['SentMessage']>();
  // @ts-expect-error a carousel needs its cards
  await gw.message.sendCarousel('my-instance', { number: '5511999999999', body: 'Our menu today' });
  await gw.message.sendCarousel('my-instance', {
    number: '5511999999999',
    body: 'Our menu today',
    // @ts-expect-error PIX buttons are not allowed in a carousel
    cards: [{ body: 'Margherita', buttons: [{ type: 'pix', displayText: 'Pay' }] }],
  });
  // @ts-expect-error 2.3.7 has no sendCarousel
  gw237.message.sendCarousel;
}

export async function playedReceiptsAreTyped() {
  const played = await gw.chat.markMessageAsPlayed('my-instance', {
    playedMessages: [{ remoteJid: '5511999999999@s.whatsapp.net', fromMe: false, id: '3EB0A1B2' }],
  });
  expectTypeOf(played).toEqualTypeOf<Schemas['PlayedMessagesResult']>();
}

export function theGateIsTyped(answer: Schemas['LicenceRequired']) {
  expectTypeOf(answer.code).toEqualTypeOf<'LICENSE_REQUIRED'>();
}

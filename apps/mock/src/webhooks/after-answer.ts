// The events a gateway emits after an answer, chosen by what the description says an operation does
// (its x-effect and x-affects-connection extensions), never by operation names, and built from what
// was answered:
//   - a send (x-effect: send) answered 2xx → send.message with the record the answer described;
//   - a connect (x-affects-connection: start) answered 2xx with a QR code → qrcode.updated with that
//     code and pairing code, then connection.update `open`, as if the phone paired at once (a real
//     gateway sends `connecting` first, and `open` once the phone links); an answer without a code
//     (already open, no QR yet) changes nothing, as on 2.1.1;
//   - a logout (x-affects-connection: end) answered 2xx → connection.update `close` with WhatsApp's
//     logged-out reason 401, then logout.instance, in 2.1.1's order
//     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
//     connectionUpdate; src/api/services/monitor.service.ts, the logout.instance listener).
import type { WalkedOperation } from '@msg-gateway/openapi/walk';
import type { AnsweredEvent } from '../server/hooks.js';
import type { WebhookCatalogue } from './catalogue.js';

/** One event to deliver: the dotted name and its `data`. */
export interface CausedEvent {
  event: string;
  data: unknown;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** WhatsApp's disconnect reason for a logout (Baileys DisconnectReason.loggedOut). */
const LOGGED_OUT = 401;

export function eventsAfter(answered: AnsweredEvent, op: WalkedOperation, catalogue: WebhookCatalogue): CausedEvent[] {
  if (answered.status < 200 || answered.status >= 300) return [];
  const instance = answered.pathParams['instance'];
  if (instance === undefined) return [];
  const extensions = op.operation as Record<string, unknown>;
  const body = answered.body;

  if (extensions['x-effect'] === 'send' && isObject(body)) return [{ event: 'send.message', data: structuredClone(body) }];

  if (extensions['x-affects-connection'] === 'start') {
    if (!isObject(body) || typeof body['code'] !== 'string') return [];
    const documented = catalogue.byEvent.get('qrcode.updated')?.example['data'];
    const documentedQr = isObject(documented) && isObject(documented['qrcode']) ? documented['qrcode'] : {};
    const base64 = typeof body['base64'] === 'string' ? body['base64'] : documentedQr['base64'];
    return [
      {
        event: 'qrcode.updated',
        data: {
          qrcode: {
            instance,
            pairingCode: typeof body['pairingCode'] === 'string' ? body['pairingCode'] : null,
            code: body['code'],
            ...(typeof base64 === 'string' && { base64 }),
          },
        },
      },
      { event: 'connection.update', data: { instance, state: 'open', statusReason: 200 } },
    ];
  }

  if (extensions['x-affects-connection'] === 'end') {
    return [
      { event: 'connection.update', data: { instance, state: 'close', statusReason: LOGGED_OUT } },
      { event: 'logout.instance', data: null },
    ];
  }
  return [];
}

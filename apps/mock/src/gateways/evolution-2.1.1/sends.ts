// What 2.1.1's send controller and services refuse before the socket, seen on client-shaped traffic
// (held-out/evolution-2.1.1-clients.jsonl) and read from the source
// (evolution-api@4ca141b4:src/api/controllers/sendMessage.controller.ts;
// src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts):
//   - owned media must be a URL or base64 (a `data:` URI is neither): 400 in every state;
//   - a status needs its recipients: `allContacts` reads the instance's stored contacts, and none is
//     400 "Contacts not found"; without it, an empty `statusJidList` is 400 (formatStatusMessage);
//   - a proxy's test never answers offline;
//   - a send to a group JID asks findGroup first, which swallows the socket's failure and returns
//     nothing: while not connected the route then reads `id` of undefined (whatsappNumber).

import { disconnectedOf } from '@msg-gateway/openapi/disconnected';
import type { WalkedOperation } from '@msg-gateway/openapi/walk';
import { jidOf } from '../../common/jid.js';
import { failure, isObject } from '../../twin/handler.js';
import type { Handler } from '../../twin/rules.js';

/**
 * class-validator's isURL (http, https or ftp with a host) or isBase64, as the send controllers test
 * owned media. validator.js takes "" as base64 (its length is a multiple of four); 2.3.7 refuses it
 * (observed), so the caller says which.
 */
export function isOwnedMedia(value: unknown, { emptyIsBase64 }: { emptyIsBase64: boolean }): boolean {
  if (typeof value !== 'string') return false;
  if (value === '') return emptyIsBase64;
  if (URL.canParse(value) && /^(https?|ftp):$/.test(new URL(value).protocol)) return true;
  return value.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value);
}

/** sendMedia, sendSticker and sendWhatsAppAudio: 400 ["Owned media must be a url or base64"] unless the field is one (sendMessage.controller.ts). */
export function ownedMediaCheck211(field: string): Handler {
  return ({ body }) =>
    isOwnedMedia(isObject(body) ? body[field] : undefined, { emptyIsBase64: true })
      ? undefined
      : failure(400, ['Owned media must be a url or base64']);
}

/**
 * formatStatusMessage's checks, in its order, before the status is sent (the same in 2.1.1 and
 * evolution-api@cd800f29): type, content, then the recipients (`allContacts` needs a stored contact;
 * else a non-empty statusJidList), then a text status's background colour and font.
 */
export const statusCheck: Handler = ({ instance, body }) => {
  const status = isObject(body) ? body : {};
  if (!status['type']) return failure(400, ['Type is required']);
  if (!status['content']) return failure(400, ['Content is required']);
  if (status['allContacts'] && (instance?.contacts.size ?? 0) === 0) return failure(400, ['Contacts not found']);
  const list = status['statusJidList'];
  if (!status['allContacts'] && !(Array.isArray(list) && list.length > 0)) return failure(400, ['StatusJidList is required']);
  if (status['type'] === 'text' && !status['backgroundColor']) return failure(400, ['Background color is required']);
  if (status['type'] === 'text' && !status['font']) return failure(400, ['Font is required']);
  return undefined;
};

/** The recipients a request names for whatsappNumber: `numbers`, else `number`. */
function recipients(body: unknown): string[] {
  const request = isObject(body) ? body : {};
  const named = Array.isArray(request['numbers']) ? request['numbers'] : [request['number']];
  return named.filter((n): n is string => typeof n === 'string');
}

/**
 * A route whose first use of the socket is whatsappNumber (its not-connected failure reads
 * `onWhatsApp`), given a group JID while the instance is not connected: findGroup('inner') catches
 * groupMetadata's failure and returns undefined, and whatsappNumber reads `group.id` of it, 500, in
 * every not-connected state. A download that failed before (sendSticker) answers first.
 */
export const groupRecipientCheck: Handler = ({ instance, op, body, failedDownload }) => {
  if (!instance || failedDownload !== undefined) return undefined;
  if (instance.connection === 'open' && instance.deletingSince === undefined) return undefined;
  if (!readsOnWhatsApp(op) || !recipients(body).some((n) => jidOf(n).endsWith('@g.us'))) return undefined;
  return failure(500, "Cannot read properties of undefined (reading 'id')");
};

/** Whether the operation's first use of the socket is whatsappNumber's (its not-connected failure reads `onWhatsApp`). */
export function readsOnWhatsApp(op: WalkedOperation): boolean {
  try {
    return disconnectedOf(op.operation, op.operationId)?.reads === 'onWhatsApp';
  } catch {
    return false;
  }
}

/**
 * setProxy with a host tests it first by asking icanhazip.com for the gateway's own address, without
 * the proxy (proxy.controller.ts, testProxy). Offline, 2.1.1 waits for a name server that never
 * answers, as its template routes do (controllers/templates.ts), and never answers the request
 * (observed: no answer within 6 s, in every state): the mock says so at once.
 */
export const proxyTestWaits: Handler = ({ instance, body }, twin) => {
  const proxy = isObject(body) ? body : {};
  if (!instance || !twin.lifecycle.offline || !proxy['enabled'] || !proxy['host']) return undefined;
  return {
    status: 504,
    body: undefined,
    unanswered: 'icanhazip.com (the proxy test): the gateway waits for it and never answers without internet',
  };
};

/** Checks run in order; the first refusal answers. */
export const inOrder =
  (...checks: Handler[]): Handler =>
  (call, twin) => {
    for (const check of checks) {
      const refused = check(call, twin);
      if (refused) return refused;
    }
    return undefined;
  };

// Channel service rules 2.3.7 changed (evolution-api@cd800f29):
//   createJid calls `replace` on the number first (src/utils/createJid.ts): without a string number
//     fetchProfile, fetchProfilePictureUrl and updateMessage fail 500 with that TypeError in every
//     state, before the socket is touched;
//   fetchStatusMessage defaults a missing (or zero) offset to 50 and page to 1 before it pages, so
//     only a page or offset given wrong still fails as on 2.1.1 (src/api/services/channel.service.ts);
//   whatsappNumbers' router answers any failure 400 with the error itself as JSON
//     (src/api/routes/chat.router.ts): a TypeError serialises to `{}` (numbers missing, or no socket
//     yet), Baileys' "Connection Closed" (a Boom, 428) to its own fields.

import { situationOf } from '../../twin/disconnected.js';
import { answer, failure, isObject } from '../../twin/handler.js';
import * as messages from '../../twin/handlers/messages.js';
import * as prechecks from '../../twin/handlers/prechecks.js';
import type { Handler } from '../../twin/rules.js';

export const createJidCheck = prechecks.numberCheckBy('replace');

/** updateMessage: createJid's check, then the base's check (the stored message must be one it can edit, as on 2.1.1). */
export const editableCheck =
  (base: Handler | undefined): Handler =>
  (call, twin) =>
    createJidCheck(call, twin) ?? base?.(call, twin);

export const statusPageCheck: Handler = (call, twin) => {
  const query = isObject(call.body) ? call.body : {};
  return prechecks.statusPageCheck({ ...call, body: { ...query, offset: query['offset'] || 50, page: query['page'] || 1 } }, twin);
};

/** JSON.stringify of Baileys' `new Boom('Connection Closed', { statusCode: 428 })`. */
const CONNECTION_CLOSED = {
  data: null,
  isBoom: true,
  isServer: false,
  output: { statusCode: 428, payload: { statusCode: 428, error: 'Precondition Required', message: 'Connection Closed' }, headers: {} },
};

export const whatsappNumbers: Handler = (call, twin) => {
  const { instance, body } = call;
  if (!instance) return undefined;
  if (!isObject(body) || !Array.isArray(body['numbers'])) return answer(400, {});
  if (instance.connection !== 'open' || instance.deletingSince !== undefined) {
    return answer(400, situationOf(instance) === 'never-connected' ? {} : CONNECTION_CLOSED);
  }
  return messages.whatsappNumbers(call, twin);
};

/** class-validator's isURL (a scheme and a host) or isBase64, as the send controller tests owned media. */
function isOwnedMedia(value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  if (URL.canParse(value) && /^(https?|ftp):$/.test(new URL(value).protocol)) return true;
  return value.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value);
}

/**
 * The send controller's media checks: since 2.3.7 takes a multipart `file` instead, the media field
 * is optional in the body and checked here, 400 before the socket is touched
 * (src/api/controllers/sendMessage.controller.ts: sendMedia, sendPtv, sendSticker, sendWhatsAppAudio).
 */
export function ownedMediaCheck(field: string, message = 'Owned media must be a url or base64'): Handler {
  return ({ body }) => {
    const request = isObject(body) ? body : {};
    if (request['file'] !== undefined || isOwnedMedia(request[field])) return undefined;
    return failure(400, [message]);
  };
}

// What 2.1.1's services trip over, or refuse, before they use the WhatsApp account, worded as they
// word it (each rule read from evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
// cited per rule). The TypeError a route throws without its required field is the one of the first
// property its service reads.
import { failure, isObject } from '../../twin/handler.js';
import { numberCheck } from '../../twin/handlers/prechecks.js';
import type { Handler } from '../../twin/rules.js';

/** whatsappNumber walks `numbers` with forEach first: without it, 500 with that TypeError (whatsappNumber). */
export const numbersListCheck: Handler = ({ body }) => {
  const numbers = isObject(body) ? body['numbers'] : undefined;
  if (Array.isArray(numbers)) return undefined;
  return failure(
    500,
    numbers === undefined || numbers === null
      ? `Cannot read properties of ${String(numbers)} (reading 'forEach')`
      : 'numbers.forEach is not a function',
  );
};

/**
 * fetchProfile without a number asks WhatsApp about the account's own id, which a socket that never
 * opened (or is closed) does not have: createJid then reads `includes` of undefined (fetchProfile,
 * whatsappNumber, createJid). An open account answers its own profile. A truthy number that is not a
 * string (its schema declares none: profileSchema) fails in createJid first, in every state.
 */
export const ownProfileCheck: Handler = ({ instance, body }) => {
  const number = isObject(body) ? body['number'] : undefined;
  if (number && typeof number !== 'string') return failure(500, createJidTypeError(number));
  const open = instance?.connection === 'open' && instance.deletingSince === undefined;
  // A falsy number (empty, 0, false) is no number: `number ? createJid(number) : this.client?.user?.id`.
  if (number || open) return undefined;
  return failure(500, "Cannot read properties of undefined (reading 'includes')");
};

/**
 * What 2.1.1's createJid throws on a value that is not a string: it first calls `includes` on it,
 * which an array has (it then fails on `replace`), in the compiled code whose parameter is `i`
 * (evolution-api@4ca141b4:src/api/services/channel.service.ts, createJid; the build of that commit:
 * `createJid(i){return i.includes("@g.us")||…(i=i?.replace(…)`; observed for an array).
 */
export function createJidTypeError(number: unknown): string {
  return Array.isArray(number) ? 'i?.replace is not a function' : 'i.includes is not a function';
}

/** The message types updateMessage can edit (formatUpdateMessage): others, and unknown ids, are 400 "Message not compatible". */
const EDITABLE = ['conversation', 'extendedTextMessage', 'imageMessage', 'videoMessage'];

/**
 * updateMessage turns `number` into a JID (numberCheck), then looks the key up in the database before
 * anything is sent: a message it does not hold, or one it cannot edit, is refused in every state
 * (updateMessage, formatUpdateMessage, getMessage).
 */
export const editableCheck: Handler = (call, twin) => {
  const refused = numberCheck(call, twin);
  if (refused) return refused;
  const key = isObject(call.body) && isObject(call.body['key']) ? call.body['key'] : undefined;
  const stored = call.instance?.messages.find((m) => m.key.id === key?.['id']);
  return stored && EDITABLE.includes(stored.messageType) ? undefined : failure(400, ['Message not compatible']);
};

/**
 * findChats and findContacts turn `where.remoteJid` into a JID by calling `includes('@')` on it when
 * it is set, and their schema does not declare it: a value that is not a string (nor an array, which
 * has includes) fails there, 500 with the TypeError of the compiled code
 * (evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchContacts, fetchChats;
 * src/validate/chat.schema.ts, contactValidateSchema; observed: "i?.where?.remoteJid.includes is not a function").
 */
export const whereRemoteJidCheck: Handler = ({ body }) => {
  const where = isObject(body) ? body['where'] : undefined;
  const remoteJid = isObject(where) ? where['remoteJid'] : undefined;
  if (!remoteJid || typeof remoteJid === 'string' || Array.isArray(remoteJid)) return undefined;
  return failure(500, 'i?.where?.remoteJid.includes is not a function');
};

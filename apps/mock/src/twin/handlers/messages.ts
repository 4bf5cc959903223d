// Messages and chats: what a send leaves behind, what arrives, and the routes that read them, as
// 2.1.1 stores and answers them (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts:
// sendMessageWithTyping, markMessageAsRead, getBase64FromMediaMessage; src/api/services/channel.service.ts:
// fetchChats, fetchMessages, fetchContacts; prisma/postgresql-schema.prisma: Chat, Message, Contact).
// A sent message is stored with the record the send answered and its chat is listed by findChats
// (which, in 2.1.1, lists only chats with a stored message, newest first, without their messages:
// findMessages has those).
import { MockControlError } from '../../common/control-error.js';
import { jidOf } from '../../common/jid.js';
import { messageId } from '../../common/random.js';
import { answer, failure, isObject, iso } from '../handler.js';
import { extensionOf } from '../inbound/media.js';
import { receiveInbound } from '../inbound/receive.js';
import { mediaMember } from '../inbound/record.js';
import { type StoredMessage, storeMessage, type TwinInstance, touchChat } from '../instance.js';
import { acknowledge, acknowledgeByMode, withPrivacy } from '../receipts.js';
import type { Handler, TwinContext } from '../rules.js';
import { behaviourOf } from '../test-numbers.js';
import { onWhatsAppAnswer, userJidOf } from '../whatsapp-numbers.js';

/** A send answered 2xx: the record is stored, its chat touched, and send.message delivered. */
export const recordSend: Handler = ({ instance, documented }, twin) => {
  if (!instance || documented.status >= 300 || !isObject(documented.body)) return undefined;
  // The record names the instance that sent it (its row id), as 2.1.1's Message rows do.
  const record = typeof documented.body['instanceId'] === 'string' ? { ...documented.body, instanceId: instance.id } : documented.body;
  const key = isObject(record['key']) ? record['key'] : undefined;
  const remoteJid = typeof key?.['remoteJid'] === 'string' ? key['remoteJid'] : undefined;
  if (!key || remoteJid === undefined) return undefined;
  const timestamp = Number(record['messageTimestamp'] ?? Math.floor(twin.clock() / 1000));
  const stored: StoredMessage = {
    id: twin.world.cuid(),
    key: { remoteJid, fromMe: true, id: typeof key['id'] === 'string' ? key['id'] : messageId(twin.random) },
    pushName: null,
    messageType: typeof record['messageType'] === 'string' ? record['messageType'] : contentType(record['message']),
    message: isObject(record['message']) ? record['message'] : {},
    messageTimestamp: Number.isFinite(timestamp) ? timestamp : Math.floor(twin.clock() / 1000),
    status: 'PENDING',
    // The send stores no MessageUpdate row: findMessages lists none until a receipt comes.
    updates: [],
  };
  storeMessage(instance, stored);
  touchChat(instance, chatOf(remoteJid, stored.messageTimestamp * 1000, null, twin), 0);
  twin.emit(instance, 'send.message', structuredClone(record));
  testNumberAnswers(instance, stored, twin);
  return record === documented.body ? undefined : answer(documented.status, record);
};

/**
 * What a test number does with a message sent to it (test-numbers.ts): acks that stop short, or an
 * answer back; any other recipient acks as the world's mode says (--acks, receipts.ts).
 */
function testNumberAnswers(instance: TwinInstance, sent: StoredMessage, twin: TwinContext): void {
  const behaviour = behaviourOf(sent.key.remoteJid, twin.world.whatsapp);
  if (behaviour === undefined || behaviour === 'echo') acknowledgeByMode(instance, sent, twin);
  if (behaviour === 'offline') acknowledge(instance, sent, ['SERVER_ACK'], twin);
  if (behaviour === 'never-reads') acknowledge(instance, sent, ['SERVER_ACK', 'DELIVERY_ACK'], twin);
  if (behaviour === 'reads') acknowledge(instance, sent, withPrivacy(instance, sent, ['SERVER_ACK', 'DELIVERY_ACK', 'READ']), twin);
  if (behaviour === 'echo') {
    const { message } = sent;
    const extended = isObject(message['extendedTextMessage']) ? message['extendedTextMessage']['text'] : undefined;
    const said = typeof message['conversation'] === 'string' ? message['conversation'] : extended;
    const text = (typeof said === 'string' ? said : `[${sent.messageType}]`).slice(0, 4096);
    try {
      receiveInbound(instance, { from: sent.key.remoteJid, text, pushName: 'Echo' }, twin);
    } catch (error) {
      // A world may list as echo a number no message can come from alone (a group): it stays silent.
      if (!(error instanceof MockControlError)) throw error;
    }
  }
}

export const findChats: Handler = ({ instance, body }) => {
  if (!instance) return undefined;
  const where = isObject(body) && isObject(body['where']) ? body['where'] : {};
  const wanted = typeof where['remoteJid'] === 'string' && where['remoteJid'] !== '' ? where['remoteJid'] : undefined;
  const remoteJid = wanted === undefined ? undefined : wanted.includes('@') ? wanted : jidOf(wanted);
  const withMessages = new Set(instance.messages.map((m) => m.key.remoteJid));
  const chats = [...instance.chats.values()]
    .filter(
      (chat) => (withMessages.has(chat.remoteJid) || chat.shown === true) && (remoteJid === undefined || chat.remoteJid === remoteJid),
    )
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .map((chat) => {
      const contact = instance.contacts.get(chat.remoteJid);
      return {
        id: chat.id,
        remoteJid: chat.remoteJid,
        name: chat.name,
        labels: chat.labels,
        createdAt: iso(chat.createdAt),
        updatedAt: iso(chat.updatedAt),
        pushName: contact?.pushName ?? chat.pushName,
        profilePicUrl: contact?.profilePicUrl ?? chat.profilePicUrl,
      };
    });
  return answer(200, chats);
};

export const findMessages: Handler = ({ instance, body }) => {
  if (!instance) return undefined;
  const query = isObject(body) ? body : {};
  const where = isObject(query['where']) ? query['where'] : {};
  const key = isObject(where['key']) ? where['key'] : {};
  const matches = (m: StoredMessage): boolean =>
    (typeof where['id'] !== 'string' || m.id === where['id']) &&
    (typeof where['messageType'] !== 'string' || m.messageType === where['messageType']) &&
    (typeof key['id'] !== 'string' || m.key.id === key['id']) &&
    (key['fromMe'] !== true || m.key.fromMe) &&
    (typeof key['remoteJid'] !== 'string' || key['remoteJid'] === '' || m.key.remoteJid === key['remoteJid']);
  const found = instance.messages.filter(matches).sort((a, b) => b.messageTimestamp - a.messageTimestamp);
  const offset = positive(query['offset']) ?? 50;
  const page = positive(query['page']) ?? 1;
  const records = found.slice(offset * (page - 1), offset * page).map((m) => ({
    id: m.id,
    key: m.key,
    pushName: m.pushName,
    messageType: m.messageType,
    message: m.message,
    messageTimestamp: m.messageTimestamp,
    instanceId: instance.id,
    source: m.key.fromMe ? 'unknown' : 'android',
    // 2.1.1 selects the message's MessageUpdate rows, one per messages.update, unordered (insertion
    // order here) (evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchMessages).
    MessageUpdate: (m.updates ?? [m.status]).map((status) => ({ status })),
  }));
  return answer(200, { messages: { total: found.length, pages: Math.ceil(found.length / offset), currentPage: page, records } });
};

export const findContacts: Handler = ({ instance, body }) => {
  if (!instance) return undefined;
  const where = isObject(body) && isObject(body['where']) ? body['where'] : {};
  const wanted = typeof where['remoteJid'] === 'string' && where['remoteJid'] !== '' ? where['remoteJid'] : undefined;
  const remoteJid = wanted === undefined ? undefined : wanted.includes('@') ? wanted : jidOf(wanted);
  const contacts = [...instance.contacts.values()]
    .filter((c) => remoteJid === undefined || c.remoteJid === remoteJid)
    .map((c) => ({
      id: c.id,
      remoteJid: c.remoteJid,
      pushName: c.pushName,
      profilePicUrl: c.profilePicUrl,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      instanceId: instance.id,
    }));
  return answer(200, contacts);
};

/** Read receipts for the messages named, in their chats. */
export const markMessageAsRead: Handler = ({ instance, body }) => {
  if (!instance || !isObject(body) || !Array.isArray(body['readMessages'])) return undefined;
  for (const read of body['readMessages']) {
    if (!isObject(read) || typeof read['id'] !== 'string') continue;
    const message = instance.messages.find((m) => m.key.id === read['id']);
    if (message && !message.key.fromMe) message.status = 'READ';
    const chat = typeof read['remoteJid'] === 'string' ? instance.chats.get(read['remoteJid']) : undefined;
    if (chat) chat.unreadMessages = 0;
  }
  return undefined;
};

/**
 * The media of a stored (or given) message: "Message not found" / "not of the media type" as 2.1.1
 * answers them; the file of a message that arrived with one (inbound/), as getBase64FromMediaMessage
 * answers it (its fileName the member's or `<key id>.<extension>`).
 */
export const getBase64FromMediaMessage: Handler = ({ instance, body }) => {
  if (!instance) return undefined;
  const given = isObject(body) ? body['message'] : undefined;
  if (given === undefined || given === null) return failure(400, ["TypeError: Cannot read properties of undefined (reading 'key')"]);
  if (!isObject(given)) return failure(400, ["TypeError: Cannot read properties of undefined (reading 'ephemeralMessage')"]);
  const id = isObject(given['key']) ? given['key']['id'] : undefined;
  const stored = instance.messages.find((m) => m.key.id === id);
  let content: unknown = given['message'];
  if (!isObject(content)) {
    if (!stored) return failure(400, ['Message not found']);
    content = stored.message;
  }
  const member = isObject(content) ? mediaMember(content) : undefined;
  if (!member) return failure(400, ['The message is not of the media type']);
  if (!stored?.media) return undefined;
  const { fields } = member;
  const fileName = typeof fields['fileName'] === 'string' ? fields['fileName'] : `${stored.key.id}.${extensionOf(stored.media.mimetype)}`;
  return answer(201, {
    mediaType: member.type,
    fileName,
    ...(typeof fields['caption'] === 'string' && { caption: fields['caption'] }),
    size: { fileLength: fields['fileLength'], height: fields['height'], width: fields['width'] },
    mimetype: stored.media.mimetype,
    base64: stored.media.bytes.toString('base64'),
    buffer: null,
  });
};

/** Each number as WhatsApp knows it (whatsapp-numbers.ts); a group as the account knows it. */
export const whatsappNumbers: Handler = ({ instance, body }, twin) => {
  if (!instance || !isObject(body) || !Array.isArray(body['numbers'])) return undefined;
  const numbers = body['numbers'].filter((n): n is string => typeof n === 'string');
  return answer(
    200,
    numbers.map((number) => {
      if (userJidOf(number) !== undefined) {
        return onWhatsAppAnswer(number, twin.world.whatsapp, (jid) => instance.contacts.get(jid)?.pushName);
      }
      const group = instance.groups.get(jidOf(number));
      return { exists: group !== undefined, jid: jidOf(number), ...(group && { name: group.subject }), number };
    }),
  );
};

function chatOf(remoteJid: string, updatedAt: number, pushName: string | null, twin: TwinContext) {
  return { remoteJid, name: null, labels: null, pushName, profilePicUrl: null, updatedAt, id: () => twin.world.cuid() };
}

function contentType(message: unknown): string {
  return isObject(message) ? (Object.keys(message).find((k) => k !== 'messageContextInfo') ?? 'conversation') : 'conversation';
}

function positive(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * A send to a user number that is not on WhatsApp: 400 with whatsappNumber's object as the message
 * (sendMessageWithTyping, before anything is sent). Groups and broadcasts are not asked.
 */
export const notOnWhatsAppCheck: Handler = ({ instance, body }, twin) => {
  const number = isObject(body) ? body['number'] : undefined;
  if (!instance || typeof number !== 'string' || userJidOf(number) === undefined) return undefined;
  const answer = onWhatsAppAnswer(number, twin.world.whatsapp, (jid) => instance.contacts.get(jid)?.pushName);
  return answer.exists ? undefined : failure(400, [answer]);
};

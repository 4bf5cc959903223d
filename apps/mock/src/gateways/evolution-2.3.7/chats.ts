// findChats as 2.3.7 answers it: one summary per chat that has a stored message, built from the
// chat's newest message, its contact and its chat row (evolution-api@cd800f29:src/api/services/channel.service.ts,
// fetchChats and cleanMessageData):
//   - the rows come from the stored messages, so a chat without one is not listed; newest first;
//   - `where.remoteJid` (a number is made a JID), `where.messageTimestamp` {gte, lte} (dates, both
//     needed) filter; `take` and `skip` page;
//   - every field is written, null where the contact or the chat row is missing: `id` the contact's,
//     `isSaved` whether there is one; the 24-hour window runs from the chat row's creation;
//   - two columns of the query are named `pushName` and the row keeps the last, the chat's name;
//   - `lastMessage` is the message's row with its media members cut down to their caption, name or
//     length, and "Você" as the name of the account's own messages.
import { jidOf } from '../../common/jid.js';
import { answer, isObject, iso } from '../../twin/handler.js';
import type { StoredMessage, TwinInstance } from '../../twin/instance.js';
import type { Handler } from '../../twin/rules.js';

const WINDOW_MS = 24 * 60 * 60 * 1000;

export const findChats: Handler = ({ instance, body }, twin) => {
  if (!instance) return undefined;
  const query = isObject(body) ? body : {};
  const where = isObject(query['where']) ? query['where'] : {};
  const newest = newestPerChat(instance, chatJid(where['remoteJid']), timeRange(where['messageTimestamp']));
  const skip = count(query['skip']) ?? 0;
  const take = count(query['take']);
  const page = newest.slice(skip, take === undefined ? undefined : skip + take);
  return answer(
    200,
    page.map((message) => summary(instance, message, twin.clock())),
  );
};

/** The newest stored message of each chat the filters keep, newest first. */
function newestPerChat(instance: TwinInstance, remoteJid: string | undefined, between: [number, number] | undefined): StoredMessage[] {
  const newest = new Map<string, StoredMessage>();
  for (const message of instance.messages) {
    const jid = message.key.remoteJid;
    if (remoteJid !== undefined && jid !== remoteJid) continue;
    if (between && (message.messageTimestamp < between[0] || message.messageTimestamp > between[1])) continue;
    const kept = newest.get(jid);
    if (!kept || message.messageTimestamp > kept.messageTimestamp) newest.set(jid, message);
  }
  return [...newest.values()].sort((a, b) => b.messageTimestamp - a.messageTimestamp);
}

function summary(instance: TwinInstance, message: StoredMessage, now: number): Record<string, unknown> {
  const jid = message.key.remoteJid;
  const contact = instance.contacts.get(jid);
  const chat = instance.chats.get(jid);
  return {
    id: contact?.id ?? null,
    remoteJid: jid,
    pushName: chat?.name ?? null,
    profilePicUrl: contact?.profilePicUrl ?? null,
    updatedAt: iso(message.messageTimestamp * 1000),
    windowStart: chat ? iso(chat.createdAt) : null,
    windowExpires: chat ? iso(chat.createdAt + WINDOW_MS) : null,
    windowActive: chat !== undefined && chat.createdAt + WINDOW_MS > now,
    lastMessage: {
      id: message.id,
      key: message.key,
      pushName: message.key.fromMe ? 'Você' : message.pushName,
      participant: message.key.participant ?? null,
      messageType: message.messageType,
      message: cleaned(message.message),
      contextInfo: null,
      source: message.key.fromMe ? 'unknown' : 'android',
      messageTimestamp: message.messageTimestamp,
      instanceId: instance.id,
      sessionId: null,
      status: message.status,
    },
    unreadCount: chat ? chat.unreadMessages : null,
    isSaved: contact !== undefined,
  };
}

/** What each media member keeps in a summary; the file's base64 is dropped. */
const KEPT: Readonly<Record<string, readonly string[]>> = {
  imageMessage: ['caption'],
  videoMessage: ['caption'],
  audioMessage: ['seconds'],
  stickerMessage: [],
  documentMessage: ['caption', 'name'],
  documentWithCaptionMessage: ['caption', 'name'],
};

function cleaned(message: Record<string, unknown>): Record<string, unknown> {
  const { base64: _base64, ...rest } = message;
  for (const [member, fields] of Object.entries(KEPT)) {
    const content = rest[member];
    if (!isObject(content)) continue;
    rest[member] = Object.fromEntries(fields.filter((f) => content[f] !== undefined).map((f) => [f, content[f]]));
  }
  return rest;
}

function chatJid(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.includes('@') ? value : jidOf(value);
}

/** `{gte, lte}` as Unix seconds, when both are dates. */
function timeRange(value: unknown): [number, number] | undefined {
  if (!isObject(value) || !value['gte'] || !value['lte']) return undefined;
  const seconds = (date: unknown) => Math.floor(new Date(String(date)).getTime() / 1000);
  return [seconds(value['gte']), seconds(value['lte'])];
}

function count(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

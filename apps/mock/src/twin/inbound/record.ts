// The record the gateway makes of an arriving message (prepareMessage) and the `data` of the
// messages.upsert it delivers, per version (rules.ts, InboundRules, filled in by gateways/<profile>/):
//   - a text with a preview or a context (extendedTextMessage) becomes `conversation`, its context
//     moved to the record's `contextInfo`; any other member's `contextInfo` is copied there too;
//   - `source` is the device Baileys guesses from the id's shape (getDevice);
//   - 2.1.1 adds the file as `message.base64` to every media delivery (no S3), 2.3.7 only when the
//     instance's webhook has `base64` on; neither stores it (the row is written before);
//   - 2.3.7 writes `status` (DELIVERY_ACK for someone else's message) and, for a sender known by its
//     `@lid`, delivers the key with `remoteJid` replaced by `remoteJidAlt` (the row keeps the LID).
// evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts (prepareMessage,
// the messages.upsert handler); evolution-api@cd800f29:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts (same).

import type { MessageKey } from '../instance.js';
import type { InboundRules } from '../rules.js';
import type { StoredMedia } from './media.js';

const MEDIA_MEMBERS = ['imageMessage', 'videoMessage', 'stickerMessage', 'documentMessage', 'audioMessage'];

/** What prepareMessage makes of the content: the stored message, its type and its context. */
export interface Prepared {
  messageType: string;
  message: Record<string, unknown>;
  contextInfo: Record<string, unknown> | undefined;
}

export function prepared(content: Record<string, unknown>): Prepared {
  const message = structuredClone(content);
  let messageType = Object.keys(message).find((k) => k !== 'messageContextInfo' && k !== 'senderKeyDistributionMessage') ?? 'unknown';
  const member = message[messageType];
  const contextInfo = isObject(member) && isObject(member['contextInfo']) ? member['contextInfo'] : undefined;
  const extended = message['extendedTextMessage'];
  if (isObject(extended)) {
    messageType = 'conversation';
    message['conversation'] = extended['text'];
    delete message['extendedTextMessage'];
  }
  return { messageType, message, contextInfo };
}

export interface DeliveryInput {
  key: MessageKey;
  pushName: string;
  prepared: Prepared;
  messageTimestamp: number;
  instanceId: string;
  media: StoredMedia | undefined;
  /** The instance's webhook has base64 on. */
  webhookBase64: boolean;
}

/** The `data` of messages.upsert for an arriving message. */
export function upsertData(rules: InboundRules, input: DeliveryInput): Record<string, unknown> {
  const { prepared: record, media } = input;
  const withFile = media !== undefined && (rules.base64 === 'always' || input.webhookBase64);
  const key = { ...input.key };
  if (rules.lid === true && key.remoteJid.endsWith('@lid') && key.remoteJidAlt !== undefined) key.remoteJid = key.remoteJidAlt;
  return {
    key,
    pushName: input.pushName,
    ...(rules.status && { status: 'DELIVERY_ACK' }),
    message: { ...record.message, ...(withFile && { base64: media.bytes.toString('base64') }) },
    ...(record.contextInfo && { contextInfo: record.contextInfo }),
    messageType: record.messageType,
    messageTimestamp: input.messageTimestamp,
    instanceId: input.instanceId,
    source: deviceOf(input.key.id),
  };
}

/** The device Baileys (6.7.7, getDevice) guesses from a message id's shape. */
export function deviceOf(id: string): string {
  if (/^3A.{18}$/.test(id)) return 'ios';
  if (/^3E.{20}$/.test(id)) return 'web';
  if (/^(.{21}|.{32})$/.test(id)) return 'android';
  if (/^(3F|.{18}$)/.test(id)) return 'desktop';
  return 'unknown';
}

/** The media member of a stored message, if it has one. */
export function mediaMember(message: Record<string, unknown>): { type: string; fields: Record<string, unknown> } | undefined {
  for (const type of MEDIA_MEMBERS) {
    const fields = message[type];
    if (isObject(fields)) return { type, fields };
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

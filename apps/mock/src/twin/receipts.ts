// Receipts of a sent message: its status moves (SERVER_ACK, DELIVERY_ACK, …) and each step is a
// messages.update, as the gateway reports WhatsApp's acks
// (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, the
// messages.update handler: `{messageId, keyId, remoteJid, fromMe, participant, status, instanceId}`,
// `participant` repeating remoteJid, and a MessageUpdate row stored per step;
// evolution-api@cd800f29: the same, `participant` the key's, then chats.upsert of the stored chat).
//
// Who moves them: the test numbers (test-numbers.ts), the world's mode for every other recipient
// (`--acks`, below: right after the send, or never until a test steps them), and a test through the
// control API (step()). The ladder is the handler's status map (Baileys' WAMessageStatus: ERROR 0,
// PENDING 1, SERVER_ACK 2, DELIVERY_ACK 3, READ 4, PLAYED 5); a receipt never goes back down it.
import { MockControlError } from '../common/control-error.js';
import type { AcksMode } from './acks.js';
import type { StoredMessage, TwinInstance } from './instance.js';
import type { TwinContext } from './rules.js';

/** The statuses of 2.1.1's messages.update handler, in the order of Baileys' numbers. */
export const RECEIPT_STATUSES = ['ERROR', 'PENDING', 'SERVER_ACK', 'DELIVERY_ACK', 'READ', 'PLAYED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** The statuses a step can reach, in order (ERROR is a failed send, not a receipt). */
const LADDER: readonly ReceiptStatus[] = ['PENDING', 'SERVER_ACK', 'DELIVERY_ACK', 'READ', 'PLAYED'];

const MODE_STEPS: Record<AcksMode, readonly ReceiptStatus[]> = {
  none: [],
  manual: [],
  sent: ['SERVER_ACK'],
  delivered: ['SERVER_ACK', 'DELIVERY_ACK'],
  read: ['SERVER_ACK', 'DELIVERY_ACK', 'READ'],
};

/** The message types WhatsApp reports as played (a voice note, a video): the only ones that reach PLAYED. */
const PLAYABLE = new Set(['audioMessage', 'videoMessage', 'ptvMessage']);

/** Moves `message` through `statuses` in order, a messages.update (and a stored update row) for each. */
export function acknowledge(instance: TwinInstance, message: StoredMessage, statuses: readonly string[], twin: TwinContext): void {
  const participant = twin.rules.inbound.receiptParticipant === 'remote-jid' ? message.key.remoteJid : message.key.participant;
  for (const status of statuses) {
    message.status = status;
    message.updates?.push(status);
    twin.emit(instance, 'messages.update', {
      messageId: message.id,
      keyId: message.key.id,
      remoteJid: message.key.remoteJid,
      fromMe: message.key.fromMe,
      ...(participant !== undefined && { participant }),
      status,
      instanceId: instance.id,
    });
    chatRead(instance, message.key.remoteJid, twin);
  }
}

/** 2.3.7 marks the message's stored chat read after each receipt, and says so (InboundRules.receiptChatUpsert, gateways/<profile>/). */
function chatRead(instance: TwinInstance, remoteJid: string, twin: TwinContext): void {
  const chat = instance.chats.get(remoteJid);
  if (!twin.rules.inbound.receiptChatUpsert || !chat) return;
  chat.unreadMessages = 0;
  twin.emit(instance, 'chats.upsert', [{ remoteJid, instanceId: instance.id, unreadMessages: 0 }]);
}

/**
 * Whether the account's read receipts are off for this chat: who sets readreceipts `none` neither
 * sends nor gets read receipts in one-to-one chats (WhatsApp's rule; groups always have them), so its
 * messages stop at DELIVERY_ACK.
 */
function readReceiptsOff(instance: TwinInstance, message: StoredMessage): boolean {
  return instance.privacy.readreceipts === 'none' && !message.key.remoteJid.endsWith('@g.us');
}

/** `steps` without READ while the account's read receipts are off for the message's chat. */
export function withPrivacy(instance: TwinInstance, message: StoredMessage, steps: readonly ReceiptStatus[]): ReceiptStatus[] {
  return steps.filter((status) => status !== 'READ' || !readReceiptsOff(instance, message));
}

/** The receipts the world's mode gives a message just sent to an ordinary number. */
export function acknowledgeByMode(instance: TwinInstance, message: StoredMessage, twin: TwinContext): void {
  acknowledge(instance, message, withPrivacy(instance, message, MODE_STEPS[twin.world.acks]), twin);
}

/** A sent message, by its WhatsApp id (`key.id`, as the send answered it) or the gateway's own id. */
export function sentMessage(instance: TwinInstance, id: string): StoredMessage {
  const message = instance.messages.find((m) => m.key.id === id || m.id === id);
  if (!message) {
    throw new MockControlError(
      `the instance "${instance.name}" holds no message "${id}": give the key id a send answered (key.id) or findMessages' id.`,
      'not-found',
    );
  }
  if (!message.key.fromMe) {
    throw new MockControlError(
      `the message "${id}" arrived from ${message.key.remoteJid}: only messages the instance sent get receipts (mark an incoming one read with POST /chat/markMessageAsRead/${encodeURIComponent(instance.name)}).`,
    );
  }
  return message;
}

/**
 * Moves a sent message's receipts up to `to`, through every status in between, a messages.update
 * each; refuses (a MockControlError, 400) an unknown status, one that is not ahead of the current one,
 * PLAYED for what cannot be played, and READ or PLAYED while the account's read receipts are off.
 * Answers the statuses it went through.
 */
export function step(instance: TwinInstance, message: StoredMessage, to: string, twin: TwinContext): ReceiptStatus[] {
  const target = LADDER.indexOf(to as ReceiptStatus);
  if (target < 1) {
    throw new MockControlError(`"${to}" is not a receipt a message can step to: give one of ${LADDER.slice(1).join(', ')}.`);
  }
  const current = LADDER.indexOf(message.status as ReceiptStatus);
  if (current >= target) {
    throw new MockControlError(
      `the message "${message.key.id}" is at ${message.status} already: receipts only move forward (${LADDER.join(' → ')}).`,
    );
  }
  if (to === 'PLAYED' && !PLAYABLE.has(message.messageType)) {
    throw new MockControlError(`a ${message.messageType} cannot be played: only a voice note or a video reaches PLAYED.`);
  }
  if (target >= LADDER.indexOf('READ') && readReceiptsOff(instance, message)) {
    throw new MockControlError(
      `the instance "${instance.name}" has read receipts off (updatePrivacySettings readreceipts: none): its messages in one-to-one chats stop at DELIVERY_ACK. Set readreceipts to all first.`,
    );
  }
  const statuses = LADDER.slice(Math.max(current, 0) + 1, target + 1);
  acknowledge(instance, message, statuses, twin);
  return [...statuses];
}

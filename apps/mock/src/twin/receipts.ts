// Receipts of a sent message: its status moves (SERVER_ACK, DELIVERY_ACK, …) and each step is a
// messages.update, as the gateway reports WhatsApp's acks
// (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, the
// messages.update handler: `{messageId, keyId, remoteJid, fromMe, participant, status, instanceId}`,
// `participant` repeating remoteJid; evolution-api@cd800f29: the same, `participant` the key's).
// The test numbers that stop short of READ use it (test-numbers.ts).
import type { TwinContext } from './controller.js';
import type { StoredMessage, TwinInstance } from './instance.js';

/** Moves `message` through `statuses` in order, a messages.update for each. */
export function acknowledge(instance: TwinInstance, message: StoredMessage, statuses: readonly string[], twin: TwinContext): void {
  const participant = twin.rules.inbound.receiptParticipant === 'remote-jid' ? message.key.remoteJid : message.key.participant;
  for (const status of statuses) {
    message.status = status;
    twin.emit(instance, 'messages.update', {
      messageId: message.id,
      keyId: message.key.id,
      remoteJid: message.key.remoteJid,
      fromMe: message.key.fromMe,
      ...(participant !== undefined && { participant }),
      status,
      instanceId: instance.id,
    });
  }
}

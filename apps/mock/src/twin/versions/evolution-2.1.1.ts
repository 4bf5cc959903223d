// Evolution API 2.1.1's rules where versions differ (the shared behaviour of the twin is 2.1.1's, so
// this file only names its choices): a connect that cannot reach WhatsApp waits in `connecting`; a
// delete of an open instance is refused; a deleted instance lingers about 0.75 s, unlisted and without
// a state; `connection.update` on open carries only the state
// (evolution-api@4ca141b4:src/api/controllers/instance.controller.ts: deleteInstance;
// src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts: connectionUpdate; observed).
// The contract and descriptions that are no profile are served with these rules too. What its send
// routes refuse before the socket: evolution-2.1.1/sends.ts.
import * as prechecks from '../controllers/prechecks.js';
import * as prechecks211 from '../controllers/prechecks-2.1.1.js';
import { groupRecipientCheck, inOrder, ownedMediaCheck211, proxyTestWaits, statusCheck } from './evolution-2.1.1/sends.js';
import type { VersionRules } from './rules.js';

/** How long a deleted instance lingers, as 2.1.1's does while it cleans up (observed: 0.5 to 1 s). */
export const DELETE_SETTLE_MS_2_1_1 = 750;

export const EVOLUTION_2_1_1: VersionRules = {
  profile: 'evolution-2.1.1',
  controllers: {},
  // The shared checks of these routes (twin.ts, PRECHECKS), then 2.1.1's (evolution-2.1.1/sends.ts).
  prechecks: {
    sendText: inOrder(prechecks.textCheck, groupRecipientCheck),
    sendPoll: groupRecipientCheck,
    sendLocation: groupRecipientCheck,
    sendContact: groupRecipientCheck,
    sendPresence: groupRecipientCheck,
    whatsappNumbers: inOrder(prechecks211.numbersListCheck, groupRecipientCheck),
    sendMedia: ownedMediaCheck211('media'),
    sendSticker: inOrder(ownedMediaCheck211('sticker'), prechecks.emptyStickerCheck, groupRecipientCheck),
    sendWhatsAppAudio: inOrder(ownedMediaCheck211('audio'), groupRecipientCheck),
    sendStatus: statusCheck,
    setProxy: proxyTestWaits,
  },
  connection: {
    offline: { kind: 'waits' },
    deleteOpen: 'refuse',
    openEvent: () => ({}),
  },
  deleting: { settleMs: DELETE_SETTLE_MS_2_1_1, visible: false },
  create: { unnamedIsTaken: true },
  validationEnvelopes: {},
  // Each downloads a URL before it touches the socket (sendWhatsAppAudio unless `encoding` is false),
  // sendMedia inside Baileys' upload, after reading the socket's upload function
  // (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts:
  // audioWhatsapp, processAudio; mediaSticker, convertToWebP; updateGroupPicture; profilePicture;
  // mediaMessage, prepareMediaMessage; observed: "connect ECONNREFUSED 127.0.0.1:4141").
  downloads: {
    sendWhatsAppAudio: { field: 'audio', before: 'socket', skippedBy: 'encoding' },
    sendSticker: { field: 'sticker', before: 'socket' },
    updateGroupPicture: { field: 'image', before: 'socket' },
    updateProfilePicture: { field: 'picture', before: 'socket' },
    sendMedia: { field: 'media', before: 'upload' },
  },
  // 2.1.1 makes one attempt: the mock's own bounded retries (webhooks/settings.ts) apply.
  webhookDelivery: undefined,
  // evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts (the
  // messages.upsert and messages.update handlers, prepareMessage).
  inbound: {
    lid: false,
    status: false,
    base64: 'always',
    editRewrites: false,
    deleteStatus: false,
    receiptParticipant: 'remote-jid',
    receiptChatUpsert: false,
  },
};

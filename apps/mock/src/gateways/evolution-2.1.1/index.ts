// Evolution API 2.1.1, written in full: the first version the twin was built on, and the base of the
// later ones. Its home holds what 2.1.1 does:
//   handlers.ts          which handler and precheck serves each operation (the shared twin/handlers/)
//   prechecks.ts         the checks only 2.1.1's services make before they use the account
//   express-body.ts,     its Express app: the body parsed before routing, lenient paths
//   express-route.ts     (evolution-api@4ca141b4:src/main.ts, src/api/routes/index.router.ts; observed)
//   validator-words.ts,  its validator's words and the order it reports them in (jsonschema,
//   validation-order.ts  evolution-api@4ca141b4:src/api/abstract/abstract.router.ts)
// and below, where versions differ: a connect that cannot reach WhatsApp waits in `connecting`; a
// delete of an open instance is refused; a deleted instance lingers about 0.75 s, unlisted and without
// a state; `connection.update` on open carries only the state
// (evolution-api@4ca141b4:src/api/controllers/instance.controller.ts: deleteInstance;
// src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts: connectionUpdate; observed).
// The contract is 2.1.1's interface document: gateways/index.ts serves it with this home's twin and
// words, under the contract's own strict dialect.
import { groupJidTypeCheck } from '../../twin/handlers/groups.js';
import { recordSend } from '../../twin/handlers/messages.js';
import type { GatewayHome, GatewayVersion } from '../home.js';
import { expressBody } from './express-body.js';
import { expressPath } from './express-route.js';
import { HANDLERS, PRECHECKS } from './handlers.js';
import { gatewayMessage } from './validator-words.js';

/** How long a deleted instance lingers, as 2.1.1's does while it cleans up (observed: 0.5 to 1 s). */
export const DELETE_SETTLE_MS_2_1_1 = 750;

const REASON: Record<number, string> = { 400: 'Bad Request' };

/** A 400 validation failure in the gateway's error envelope (evolution-api@4ca141b4:src/main.ts), on every route. */
export function envelopeFailure(message: unknown): unknown {
  return { status: 400, error: REASON[400], response: { message } };
}

const VERSION: GatewayVersion = {
  twin: {
    profile: 'evolution-2.1.1',
    handlers: HANDLERS,
    sendHandler: recordSend,
    prechecks: PRECHECKS,
    answersEveryState: new Set(),
    // The group router checks the groupJid query before it validates (abstract.router.ts, groupValidate).
    beforeValidation: groupJidTypeCheck,
    connection: {
      offline: { kind: 'waits' },
      deleteOpen: 'refuse',
      openEvent: () => ({}),
    },
    deleting: { settleMs: DELETE_SETTLE_MS_2_1_1, visible: false },
    create: { unnamedIsTaken: true },
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
    // 2.1.1 sends the webhook's own headers and its Content-Type, nothing more
    // (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts).
    webhookHeaders: undefined,
    // evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts (the
    // messages.upsert and messages.update handlers, prepareMessage).
    inbound: {
      lid: { refused: 'a sender known by its @lid arrives on 2.3.x (serve --profile evolution-2.3.7).' },
      status: false,
      base64: 'always',
      editRewrites: false,
      deleteStatus: false,
      receiptParticipant: 'remote-jid',
      receiptChatUpsert: false,
    },
  },
  dialect: { app: { path: expressPath, body: expressBody }, guards: ['instance', 'key'] },
  // evolution-api@4ca141b4:Dockerfile (FROM node:20-alpine).
  runtime: { node: 20 },
  words: {
    message: gatewayMessage,
    validationFailure: (_operationId, message) => envelopeFailure(message),
  },
};

export const home: GatewayHome = { profile: 'evolution-2.1.1', whole: VERSION };

// Evolution API 2.3.7: its base (the home its profile chain reaches: evolution-2.3.7 → evolution-2.1.1)
// plus what changed, and nothing else: what it does not name answers as its base answers. Sources:
// evolution-api@cd800f29 (evolution-foundation/evolution-api, tag 2.3.7) and a real 2.3.7 observed
// without internet.
//   - Offline, a connect attempt fails and Baileys retries for ever: connectionUpdate reconnects on
//     every close but a logout (src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts),
//     and the instance mostly reads `close` between attempts (observed: 57 of 60 reads). The twin
//     reads `connecting` while an attempt lasts, as long as a pairing would have taken online
//     (--pair-after, default 5 s; `never` holds it there, for tests), then `close` (connect answers
//     after a 2 s wait there, and reads right after it still say connecting); a `connection.update
//     connecting` per retry goes out every RETRY_EVERY_MS (the real one sends several a second,
//     irregularly).
//   - A delete of an open instance logs it out first (src/api/controllers/instance.controller.ts,
//     deleteInstance); a deleted instance stays listed, shows its state and keeps its name taken for
//     1 to 3 s (observed), DELETE_SETTLE_MS_2_3_7 here.
//   - findChats answers chat summaries (chats.ts).
//   - connection.update on open carries wuid, profileName and profilePictureUrl (connectionUpdate).
//   - A create without a name reaches the create (observed: 400 with instances present).
//   - A failed webhook delivery is retried: 10 attempts, 30 s each, exponential backoff, never for
//     400, 401, 403, 404, 422 (src/api/integrations/event/webhook/webhook.controller.ts).

import { textCheck } from '../../twin/handlers/prechecks.js';
import type { Handler } from '../../twin/rules.js';
import { inOrder } from '../evolution-2.1.1/sends.js';
import type { GatewayHome, GatewayVersion } from '../home.js';
import { findChats } from './chats.js';
import { type ValidationEnvelope, validationFailureBody } from './envelopes.js';
import { createInstance, fetchInstances, findSettings, setSettings } from './instances.js';
import { findChatByRemoteJid, findTemplates, getCatalog, getCollections, offerCall, templateCall } from './routes.js';
import { buttonsCheck, groupNumbersCheck, groupSendCheck, proxyCheck, reactionCheck237 } from './sends.js';
import { createJidCheck, editableCheck, ownedMediaCheck, statusPageCheck, whatsappNumbers } from './services.js';

export const RETRY_EVERY_MS = 5000;
export const DELETE_SETTLE_MS_2_3_7 = 1500;

/** The routes 2.3.7 adds or answers differently, in every state (each reads the account its own way). */
const HANDLERS: Readonly<Record<string, Handler>> = {
  createInstance,
  fetchInstances,
  findSettings,
  setSettings,
  offerCall,
  findChatByRemoteJid,
  getCatalog,
  getCollections,
  findTemplates,
  createTemplate: templateCall('template_creation'),
  editTemplate: templateCall('template_edit'),
  deleteTemplate: templateCall('template_delete'),
  whatsappNumbers,
  findChats,
};

// The template and business routers catch every error, validation's included, into Meta's form;
// whatsappNumbers' router answers the exception itself (src/api/routes/template.router.ts,
// business.router.ts, chat.router.ts).
const ENVELOPES: Readonly<Record<string, ValidationEnvelope>> = {
  createTemplate: { kind: 'meta', context: 'template_creation' },
  editTemplate: { kind: 'meta', context: 'template_edit' },
  deleteTemplate: { kind: 'meta', context: 'template_delete' },
  findTemplates: { kind: 'meta', context: 'template_find' },
  getCatalog: { kind: 'meta', context: 'business_catalog' },
  getCollections: { kind: 'meta', context: 'business_collections' },
  whatsappNumbers: { kind: 'raw' },
};

/** The prechecks 2.3.7 changes: a check that is not there any more is null (whatsappNumbers' router answers every failure itself). */
function prechecksOn(base: Readonly<Record<string, Handler>>): Record<string, Handler> {
  const changed: Record<string, Handler | null> = {
    findStatusMessage: statusPageCheck,
    fetchProfile: createJidCheck,
    fetchProfilePictureUrl: createJidCheck,
    updateMessage: editableCheck(base['updateMessage']),
    // Its router answers every failure itself (the handler); groups alone need no socket (sends.ts).
    whatsappNumbers: groupNumbersCheck,
    sendMedia: ownedMediaCheck('media'),
    sendPtv: ownedMediaCheck('video'),
    sendSticker: inOrder(ownedMediaCheck('sticker'), groupSendCheck),
    sendWhatsAppAudio: inOrder(ownedMediaCheck('audio', 'Owned media must be a url, base64, or valid file with buffer'), groupSendCheck),
    // What client-shaped traffic showed (sends.ts; the status checks are 2.1.1's, unchanged).
    sendText: inOrder(textCheck, groupSendCheck),
    sendPoll: groupSendCheck,
    sendLocation: groupSendCheck,
    sendContact: groupSendCheck,
    // 2.3.7's presence route does not look a group up first (no such check on its send path).
    sendPresence: null,
    sendReaction: reactionCheck237,
    sendButtons: inOrder(buttonsCheck, groupSendCheck),
    setProxy: proxyCheck,
  };
  const all: Record<string, Handler | null> = { ...base, ...changed };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, Handler] => entry[1] !== null));
}

function changes(base: GatewayVersion): GatewayVersion {
  return {
    ...base,
    twin: {
      ...base.twin,
      profile: 'evolution-2.3.7',
      handlers: { ...base.twin.handlers, ...HANDLERS },
      answersEveryState: new Set([...base.twin.answersEveryState, ...Object.keys(HANDLERS)]),
      prechecks: prechecksOn(base.twin.prechecks),
      connection: {
        offline: { kind: 'retries', everyMs: RETRY_EVERY_MS },
        deleteOpen: 'logout',
        openEvent: (instance) => ({
          wuid: instance.ownerJid,
          profileName: instance.profileName,
          profilePictureUrl: instance.profilePicUrl,
        }),
      },
      deleting: { settleMs: DELETE_SETTLE_MS_2_3_7, visible: true },
      create: { unnamedIsTaken: false },
      // Every media route downloads its URL before it touches the socket, sendMedia too (its
      // prepareMediaMessage fetches the URL before Baileys' upload)
      // (evolution-api@cd800f29:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts:
      // prepareMediaMessage, convertToWebP, processAudio, updateGroupPicture, profilePicture; observed:
      // "connect ECONNREFUSED 127.0.0.1:4141" in every state).
      downloads: {
        ...base.twin.downloads,
        sendMedia: { field: 'media', before: 'socket' },
      },
      webhookDelivery: { retries: 9, timeoutMs: 30_000 },
      // evolution-api@cd800f29:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts: the
      // messages.upsert handler (an @lid remoteJid is replaced by remoteJidAlt before the webhook; media
      // base64 only with the webhook's base64; an edit rewrites the stored message, status EDITED),
      // prepareMessage (status DELIVERY_ACK for a message from someone else), the messages.update handler
      // (messages.delete carries status DELETED; after each messages.update, chats.upsert of the stored chat
      // with unreadMessages 0).
      inbound: {
        lid: true,
        status: true,
        base64: 'webhook-base64',
        editRewrites: true,
        deleteStatus: true,
        receiptParticipant: 'key',
        receiptChatUpsert: true,
      },
    },
    // evolution-api@cd800f29:Dockerfile (FROM node:24-alpine).
    runtime: { node: 24 },
    words: {
      ...base.words,
      validationFailure: (operationId, message, now) =>
        validationFailureBody(ENVELOPES, operationId, message, now) ?? base.words.validationFailure(operationId, message, now),
    },
  };
}

export const home: GatewayHome = { profile: 'evolution-2.3.7', changes };

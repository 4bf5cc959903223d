// The core routes 2.3.7 added or answers in a new form (evolution-api@cd800f29; observed):
//   offerCall (POST /call/offer)  answers 201 `{id: "123", jid, isVideo, callDuration}` in every
//     state: the call itself is commented out upstream
//     (src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, offerCall);
//   findChatByRemoteJid  400 `{error}` without `remoteJid`, else the Chat row or null
//     (src/api/routes/chat.router.ts, src/api/services/channel.service.ts);
//   getCatalog, getCollections and the template routes  fail in Meta's error form
//     (src/utils/errorResponse.ts, createMetaErrorResponse), always 400: the business routes read
//     the account (without a number, `undefined.replace`; never connected, no socket; otherwise
//     "Connection Closed"), the template routes call Meta's Graph API, which a gateway without a
//     network cannot reach (src/api/services/template.service.ts; observed).
import { jidOf } from '../../common/jid.js';
import { situationOf } from '../../twin/disconnected.js';
import { answer, isObject, iso, text } from '../../twin/handler.js';
import type { TwinInstance } from '../../twin/instance.js';
import type { Handler, TwinAnswer, TwinContext } from '../../twin/rules.js';
import { metaErrorBody } from './envelopes.js';

/** Meta's error form of an error without Meta's fields (envelopes.ts). */
const metaFailure = (message: unknown, context: string, twin: TwinContext): TwinAnswer =>
  answer(400, metaErrorBody(message, context, twin.clock()));

export const offerCall: Handler = ({ instance, body }) => {
  const number = text(body, 'number');
  if (!instance || number === undefined) return undefined;
  const request = isObject(body) ? body : {};
  return answer(201, { id: '123', jid: jidOf(number), isVideo: request['isVideo'], callDuration: request['callDuration'] });
};

export const findChatByRemoteJid: Handler = ({ instance, query }) => {
  if (!instance) return undefined;
  const remoteJid = query['remoteJid'];
  if (typeof remoteJid !== 'string' || remoteJid === '') return answer(400, { error: 'remoteJid is a required query parameter' });
  const chat = instance.chats.get(remoteJid);
  if (!chat) return answer(200, null);
  return answer(200, {
    id: chat.id,
    remoteJid: chat.remoteJid,
    name: chat.name,
    labels: chat.labels,
    createdAt: iso(chat.createdAt),
    updatedAt: iso(chat.updatedAt),
    instanceId: instance.id,
    unreadMessages: chat.unreadMessages,
  });
};

/** What reading the account fails with while the instance is not open (undefined when it is). */
function accountFailure(instance: TwinInstance, number: string | undefined): string | undefined {
  if (instance.connection === 'open' && instance.deletingSince === undefined) return undefined;
  if (number === undefined || number === '') return "Cannot read properties of undefined (reading 'replace')";
  return situationOf(instance) === 'never-connected' ? "Cannot read properties of undefined (reading 'onWhatsApp')" : 'Connection Closed';
}

const businessCall =
  (context: string): Handler =>
  ({ instance, body }, twin) => {
    if (!instance) return undefined;
    const failed = accountFailure(instance, text(body, 'number'));
    return failed === undefined ? undefined : metaFailure(failed, context, twin);
  };

export const getCatalog = businessCall('business_catalog');
export const getCollections = businessCall('business_collections');

/** Meta's Graph API out of reach (--whatsapp offline, as the recorded gateway had no internet). */
const GRAPH_UNREACHABLE = 'Connection error: getaddrinfo ENOTFOUND graph.facebook.com';

export const templateCall =
  (context: string): Handler =>
  ({ instance }, twin) =>
    instance && twin.lifecycle.offline ? metaFailure(GRAPH_UNREACHABLE, context, twin) : undefined;

export const findTemplates = templateCall('template_find');

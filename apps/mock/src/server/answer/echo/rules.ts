// The echo rules: what Evolution API 2.1.1 writes back from a request, each rule a small function
// of (answer, request) that proposes new answers (the first one the served schema accepts is kept).
// Rules match on the shape of the answer and the request (an answer with a `key` and a
// `messageTimestamp` is a sent-message record; a `locationMessage` echoes latitude and longitude), not
// on operation names, so a profile or a team's overlay that reshapes an answer keeps its echo where
// the shape still fits, and loses it, without breaking the answer, where it does not.
// Sources: evolution-api@4ca141b4:src/api/services/channel.service.ts (createJid: the recipient as a
// JID) and evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
// (sendMessage: 3EB0 ids; prepareMessage: the sent record; locationMessage, contactMessage: content
// members; updatePrivacySettings, setPresence, updateGParticipant, getBase64FromMediaMessage: what
// they answer back); a list as a poll is the interface document's. The content of the profile's
// sends (text, media, voice notes, polls, reactions, edits) is in content.ts.
import { mediaOf, type OpenApiDocument, resolveRef, type WalkedOperation } from '@msg-gateway/openapi/walk';
import { jidOf } from '../../../common/jid.js';
import { base64Of, messageId, uuid } from '../../../common/random.js';
import { CONTENT_RULES, isContentMember } from './content.js';
import type { EchoRule } from './rule.js';
import { contactCards, vcardOf } from './vcard.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);
const clone = <T>(value: T): T => structuredClone(value);

/** `value` with every string under a key named `key` replaced (deep); undefined when there was none. */
function replaceDeep(value: unknown, replace: (key: string, text: string) => string | undefined): unknown {
  let changed = false;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    const out: Json = {};
    for (const [key, child] of Object.entries(node)) {
      const replaced = typeof child === 'string' ? replace(key, child) : undefined;
      if (replaced !== undefined && replaced !== child) changed = true;
      out[key] = replaced ?? walk(child);
    }
    return out;
  };
  const result = walk(value);
  return changed ? result : undefined;
}

/** The `{instance}` path parameter wherever the answer names an instance (`instanceName`). */
export const instanceName: EchoRule = (answer, { pathParams }) => {
  const name = pathParams['instance'];
  if (name === undefined) return [];
  const out = replaceDeep(answer, (key) => (key === 'instanceName' ? name : undefined));
  return out === undefined ? [] : [out];
};

/** A record that names the instance that made it (`instanceId`, a send record) names yours, by its id. */
export const instanceIdOf: EchoRule = (answer, { instanceId }) => {
  if (instanceId === undefined || !isObject(answer) || typeof answer['instanceId'] !== 'string' || answer['instanceId'] === instanceId)
    return [];
  return [{ ...answer, instanceId }];
};

/** Error texts that name the instance (`The "x" instance does not exist`, `… is not connected`) name yours. */
export const instanceInMessages: EchoRule = (answer, { pathParams, status }) => {
  const name = pathParams['instance'];
  if (name === undefined || status < 400) return [];
  const rewrite = (text: string): string => text.replace(/^The "(.*)" instance /, () => `The "${name}" instance `);
  const walk = (node: unknown): unknown =>
    typeof node === 'string'
      ? rewrite(node)
      : Array.isArray(node)
        ? node.map(walk)
        : isObject(node)
          ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]))
          : node;
  const out = walk(answer);
  return JSON.stringify(out) === JSON.stringify(answer) ? [] : [out];
};

/**
 * A sent-message record: your recipient as a JID, a fresh 3EB0 id, sent by you, timestamped now,
 * and no `pushName` (the library's record of a message it sends has none, so 2.1.1's has none),
 * unless the served example gives the name a gateway writes for the account's own messages when
 * WhatsApp gives none, "Você" (evolution-api@cd800f29:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, prepareMessage).
 */
const ACCOUNT_NAME = 'Você';

export const sentMessage: EchoRule = (answer, { body, random, now }) => {
  if (!isObject(answer) || !isObject(answer['key']) || !('messageTimestamp' in answer)) return [];
  const out = clone(answer);
  const key = out['key'] as Json;
  const number = isObject(body) ? body['number'] : undefined;
  if (typeof number === 'string' && number.trim() !== '') key['remoteJid'] = jidOf(number);
  key['id'] = messageId(random);
  key['fromMe'] = true;
  if (answer['pushName'] !== ACCOUNT_NAME) delete out['pushName'];
  const seconds = Math.floor(now / 1000);
  // The served schema decides the type: a string in the contract, an integer in the 2.1.1 profile.
  out['messageTimestamp'] = typeof answer['messageTimestamp'] === 'number' ? seconds : String(seconds);
  return [out];
};

/** A location: your coordinates, name and address. */
export const location: EchoRule = (answer, { body }) => {
  const member = isObject(answer) && isObject(answer['message']) ? answer['message']['locationMessage'] : undefined;
  if (!isObject(member) || !isObject(body)) return [];
  const out = clone(answer) as Json;
  const target = (out['message'] as Json)['locationMessage'] as Json;
  const fields = { degreesLatitude: 'latitude', degreesLongitude: 'longitude', name: 'name', address: 'address' } as const;
  for (const [field, from] of Object.entries(fields)) if (from in body && isScalar(body[from])) target[field] = body[from];
  return [out];
};

/** Contacts: one is a contactMessage; two or more a contactsArrayMessage where the schema allows it. */
export const contacts: EchoRule = (answer, { body }) => {
  const message = isObject(answer) ? answer['message'] : undefined;
  if (!isObject(message) || !('contactMessage' in message || 'contactsArrayMessage' in message) || !isObject(body)) return [];
  const cards = contactCards(body['contact']).map((c) => ({ displayName: c.fullName, vcard: vcardOf(c) }));
  const first = cards[0];
  if (!first) return [];
  const withMessage = (content: Json): Json => {
    const out = clone(answer) as Json;
    const rest = Object.fromEntries(Object.entries(message).filter(([k]) => k !== 'contactMessage' && k !== 'contactsArrayMessage'));
    out['message'] = { ...rest, ...content };
    return out;
  };
  const single = withMessage({ contactMessage: { ...first, contextInfo: {} } });
  if (cards.length < 2) return [single];
  // 2.1.1 answers several contacts as one contactsArrayMessage; the contract has only contactMessage.
  return [withMessage({ contactsArrayMessage: { displayName: `${cards.length} contacts`, contacts: cards, contextInfo: {} } }), single];
};

/** A list: its title and the titles of its rows (from `values` in the contract, `sections` in 2.1.1). */
export const list: EchoRule = (answer, { body, random }) => {
  const message = isObject(answer) ? answer['message'] : undefined;
  if (!isObject(message) || !isObject(message['pollCreationMessage']) || !isObject(body)) return [];
  const out = clone(answer) as Json;
  const outMessage = out['message'] as Json;
  const poll = outMessage['pollCreationMessage'] as Json;
  if (typeof body['title'] === 'string') poll['name'] = body['title'];
  const sections = Array.isArray(body['sections']) ? body['sections'] : Array.isArray(body['values']) ? body['values'] : [];
  const rows = sections.flatMap((s: unknown) => (isObject(s) && Array.isArray(s['rows']) ? s['rows'] : []));
  const titles = rows.flatMap((r: unknown) => (isObject(r) && typeof r['title'] === 'string' ? [r['title']] : []));
  if (titles.length > 0) poll['options'] = titles.map((optionName) => ({ optionName }));
  if (isObject(outMessage['messageContextInfo']) && 'messageSecret' in outMessage['messageContextInfo']) {
    outMessage['messageContextInfo'] = { ...outMessage['messageContextInfo'], messageSecret: base64Of(random, 32) };
  }
  return [out];
};

/** Group members: one result per participant you sent, as a JID. */
export const participants: EchoRule = (answer, { body }) => {
  if (!isObject(answer) || !Array.isArray(answer['updateParticipants']) || !isObject(body) || !Array.isArray(body['participants']))
    return [];
  const withContent = answer['updateParticipants'].some((entry) => isObject(entry) && 'content' in entry);
  const out = clone(answer);
  out['updateParticipants'] = body['participants']
    .filter((p): p is string => typeof p === 'string')
    .map((p) => {
      const jid = jidOf(p);
      return withContent ? { status: '200', jid, content: { tag: 'participant', attrs: { jid } } } : { status: '200', jid };
    });
  return [out];
};

/**
 * Answers that repeat the request (presence, privacy `data`, a schedule): each top-level field of
 * the answer that the request carries takes the request's value, and a field the request schema
 * knows but the request left out is dropped (a one-time schedule has no cronExpr).
 */
export const mirror: EchoRule = (answer, { body, doc, op, status }) => {
  if (!isObject(answer) || !isObject(body)) return [];
  const requestFields = requestPropertyNames(doc, op);
  const out = clone(answer);
  let changed = false;
  for (const key of Object.keys(out)) {
    if (key in body && isScalar(body[key]) && typeof body[key] === typeof out[key]) {
      out[key] = body[key];
      changed = true;
    } else if (!(key in body) && requestFields.has(key)) {
      delete out[key];
      changed = true;
    }
  }
  for (const [key, value] of Object.entries(body)) {
    if (!(key in out) && requestFields.has(key) && isScalar(value) && responseFields(doc, op, status).has(key)) {
      out[key] = value;
      changed = true;
    }
  }
  const data = out['data'];
  if (isObject(data)) {
    for (const key of Object.keys(data)) {
      if (key in body && isScalar(body[key]) && typeof body[key] === typeof data[key]) {
        data[key] = body[key];
        changed = true;
      }
    }
  }
  return changed ? [out] : [];
};

/** A created or updated resource: the id in the path (PUT /schedule/{id}), or a fresh one (POST). */
export const resourceId: EchoRule = (answer, { op, pathParams, random }) => {
  if (!isObject(answer) || typeof answer['id'] !== 'string') return [];
  const fromPath = Object.entries(pathParams).find(([name]) => name !== 'instance')?.[1];
  if (fromPath !== undefined) return [{ ...clone(answer), id: fromPath }];
  return op.method === 'post' ? [{ ...clone(answer), id: uuid(random) }] : [];
};

/** A media file named after your message id (2.1.1: `<messageId>.<ext>` when it has no name). */
export const mediaFileName: EchoRule = (answer, { body }) => {
  if (!isObject(answer) || typeof answer['fileName'] !== 'string' || !isObject(body)) return [];
  const message = body['message'];
  const key = isObject(message) ? message['key'] : undefined;
  const id = isObject(key) ? key['id'] : undefined;
  if (typeof id !== 'string' || id === '') return [];
  const extension = /\.[A-Za-z0-9]+$/.exec(answer['fileName'])?.[0] ?? '';
  return [{ ...clone(answer), fileName: `${id}${extension}` }];
};

/** findChats with `where.remoteJid` (2.1.1 reads it): the chats with that JID. */
export const chatFilter: EchoRule = (answer, { body }) => {
  const where = isObject(body) ? body['where'] : undefined;
  const wanted = isObject(where) && typeof where['remoteJid'] === 'string' ? jidOf(where['remoteJid']) : undefined;
  if (wanted === undefined || !Array.isArray(answer) || !answer.every((chat) => isObject(chat) && 'remoteJid' in chat)) return [];
  const matching = answer.filter((chat) => (chat as Json)['remoteJid'] === wanted);
  const first = answer[0];
  return [matching.length > 0 ? clone(matching) : first === undefined ? [] : [{ ...clone(first as Json), remoteJid: wanted }]];
};

/** `messageType` names the content member the record carries. */
export const messageType: EchoRule = (answer) => {
  if (!isObject(answer) || typeof answer['messageType'] !== 'string' || !isObject(answer['message'])) return [];
  const members = Object.keys(answer['message']).filter(isContentMember);
  const member = members.length === 1 ? members[0] : undefined;
  return member === undefined || member === answer['messageType'] ? [] : [{ ...clone(answer), messageType: member }];
};

/** A rule for successful answers only (an error envelope echoes nothing but the instance). */
const onSuccess =
  (rule: EchoRule): EchoRule =>
  (answer, input) =>
    input.status >= 200 && input.status < 300 ? rule(answer, input) : [];

/** The instance named in the path, wherever the answer names one. */
export const IDENTITY_RULES: readonly EchoRule[] = [instanceName, instanceInMessages];

/** In order: a later rule sees what the earlier ones made. */
export const ECHO_RULES: readonly EchoRule[] = [
  ...IDENTITY_RULES,
  ...[
    sentMessage,
    // After sentMessage: a send record names the instance that sent it, by its id, as the record the
    // twin stores and delivers (send.message) does.
    instanceIdOf,
    location,
    contacts,
    list,
    ...CONTENT_RULES,
    participants,
    mirror,
    resourceId,
    mediaFileName,
    chatFilter,
    messageType,
  ].map(onSuccess),
];

// The names are read from the document once per operation and status (the answer path is hot).
const namesCache = new WeakMap<WalkedOperation, Map<string, Set<string>>>();
function cached(op: WalkedOperation, key: string, compute: () => Set<string>): Set<string> {
  const byKey = namesCache.get(op) ?? new Map<string, Set<string>>();
  namesCache.set(op, byKey);
  const names = byKey.get(key) ?? compute();
  byKey.set(key, names);
  return names;
}

function requestPropertyNames(doc: OpenApiDocument, op: WalkedOperation): Set<string> {
  return cached(op, 'request', () => {
    return propertyNames(doc, mediaOf(doc, op.operation.requestBody, 'application/json')?.schema);
  });
}

function responseFields(doc: OpenApiDocument, op: WalkedOperation, status: number): Set<string> {
  return cached(op, String(status), () => {
    return propertyNames(doc, mediaOf(doc, op.operation.responses?.[String(status)], 'application/json')?.schema);
  });
}

/** The property names a schema declares at its top level (through $ref and allOf). */
function propertyNames(doc: OpenApiDocument, schema: unknown, depth = 0): Set<string> {
  const names = new Set<string>();
  const node = resolve(doc, schema);
  if (!isObject(node) || depth > 8) return names;
  if (isObject(node['properties'])) for (const name of Object.keys(node['properties'])) names.add(name);
  for (const branch of Array.isArray(node['allOf']) ? node['allOf'] : [])
    for (const name of propertyNames(doc, branch, depth + 1)) names.add(name);
  return names;
}

const resolve = (doc: unknown, node: unknown): unknown => resolveRef<unknown>(doc, node as never);

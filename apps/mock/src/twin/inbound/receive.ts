// A message of any kind arrives (the control API's receiveMessage, `mock.instances.receive`): checked
// against its schema in control/openapi.yaml, stored in its chat as the gateway stores it, and
// delivered as the gateway reports it: messages.upsert (chats.upsert for a new chat, contacts.upsert
// or contacts.update for the sender), or for an edit messages.edited and for a deletion
// messages.delete, which the gateway sends instead of an upsert
// (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts: the
// messages.upsert handler skips protocol messages, reports an edit as MESSAGES_EDITED, and the
// messages.update handler reports a revoked message as MESSAGES_DELETE with its key).
import { controlProperties, controlViolations } from '../../common/control-description.js';
import { MockControlError } from '../../common/control-error.js';
import { jidOf } from '../../common/jid.js';
import { messageId } from '../../common/random.js';
import { capped, LIMITS, type MessageKey, type StoredMessage, storeMessage, type TwinInstance, touchChat } from '../instance.js';
import type { TwinContext } from '../rules.js';
import { contentOf, type InboundInput } from './content.js';
import { MEDIA_BUDGET_BYTES, MEDIA_TOTAL_BUDGET_BYTES, type MediaKind, mediaOf } from './media.js';
import { prepared, upsertData } from './record.js';

/** Each kind and the schema of the control description its body meets. */
export const INBOUND_KINDS: Readonly<Record<string, string>> = {
  text: 'InboundText',
  link: 'InboundLink',
  image: 'InboundImage',
  audio: 'InboundAudio',
  video: 'InboundVideo',
  document: 'InboundDocument',
  sticker: 'InboundSticker',
  location: 'InboundLocation',
  contact: 'InboundContact',
  reaction: 'InboundReaction',
  reply: 'InboundReply',
  'list-reply': 'InboundListReply',
  'button-reply': 'InboundButtonReply',
  edit: 'InboundEdit',
  delete: 'InboundDelete',
};

const MEDIA_KINDS = new Set<string>(['image', 'audio', 'video', 'document', 'sticker']);

/** A stored message as the control API answers it (without the file it keeps). */
export function messageView(message: StoredMessage): Omit<StoredMessage, 'media'> {
  const { media: _file, ...view } = message;
  return structuredClone(view);
}

/** Makes `body` arrive on `instance`; answers the message stored (or, for an edit or a deletion, the one changed). */
export function receiveInbound(instance: TwinInstance, body: unknown, twin: TwinContext): Omit<StoredMessage, 'media'> {
  const { kind, input } = checked(body);
  if (kind === 'link' && input.text !== undefined && !input.text.includes(input.url ?? '')) {
    throw new MockControlError(
      `a link's text contains its url (${JSON.stringify(input.url)}), as WhatsApp matched it; leave text out to send the url alone.`,
    );
  }
  const chat = chatOf(input, twin);
  const target = input.to === undefined ? undefined : targetOf(instance, chat.remoteJid, input.to, kind);
  if (kind === 'edit' || kind === 'delete') {
    if (target === undefined) throw new MockControlError(`a ${kind} names the message it changes in "to".`);
    return messageView(kind === 'edit' ? edited(instance, target, input, twin) : deleted(instance, target, chat.key, twin));
  }
  const now = twin.clock();
  const media = MEDIA_KINDS.has(kind) ? mediaOf(kind as MediaKind, input.media, input.mimetype) : undefined;
  const content = contentOf(kind, input, { random: twin.random, now, target, ownerJid: instance.ownerJid, media });
  const record = prepared(content.message);
  const key: MessageKey = { ...chat.key, id: input.id ?? messageId(twin.random).slice(4, 36) };
  const pushName = input.pushName ?? instance.contacts.get(chat.contactJid)?.pushName ?? (chat.author.split('@')[0] as string);
  const stored: StoredMessage = {
    id: twin.world.cuid(),
    key,
    pushName,
    messageType: record.messageType,
    message: record.message,
    messageTimestamp: Math.floor(now / 1000),
    status: 'DELIVERY_ACK',
    ...(media && { media }),
  };
  const isNew = !instance.chats.has(key.remoteJid);
  storeMessage(instance, stored);
  keepMediaBudget(instance);
  if (media) keepTotalMediaBudget(twin.world.list(), stored);
  const shown = touchChat(
    instance,
    { remoteJid: key.remoteJid, name: null, labels: null, pushName, profilePicUrl: null, updatedAt: now, id: () => twin.world.cuid() },
    1,
  );
  // A chat WhatsApp has no name for has none in the event (chats.upsert handler: `name: chat.name`, undefined).
  if (isNew)
    twin.emit(instance, 'chats.upsert', [
      { remoteJid: key.remoteJid, instanceId: instance.id, ...(shown.name !== null && { name: shown.name }) },
    ]);
  twin.emit(
    instance,
    'messages.upsert',
    upsertData(twin.rules.inbound, {
      key,
      pushName,
      prepared: record,
      messageTimestamp: stored.messageTimestamp,
      instanceId: instance.id,
      media,
      webhookBase64: instance.webhook?.enabled === true && instance.webhook.base64,
    }),
  );
  if (!key.remoteJid.endsWith('@g.us')) rememberContact(instance, chat.contactJid, pushName, twin);
  return messageView(stored);
}

/** The kind and the body, checked against the kind's schema; a MockControlError names what is wrong. */
function checked(body: unknown): { kind: string; input: InboundInput } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new MockControlError('the body is an object such as {"kind": "text", "from": "5511988887777", "text": "hi"}.');
  }
  const kind: unknown = (body as { kind?: unknown }).kind ?? 'text';
  const schema = typeof kind === 'string' ? INBOUND_KINDS[kind] : undefined;
  if (typeof kind !== 'string' || schema === undefined) {
    throw new MockControlError(
      `there is no kind ${JSON.stringify(kind)} of message. The kinds are ${Object.keys(INBOUND_KINDS).join(', ')}.`,
    );
  }
  const allowed = controlProperties(schema);
  const unknown = Object.keys(body).filter((field) => !allowed.includes(field));
  if (unknown.length > 0) {
    throw new MockControlError(
      `a ${kind} message has no field ${unknown.map((f) => JSON.stringify(f)).join(', ')}; its fields are ${allowed.join(', ')}.`,
    );
  }
  const problems = controlViolations(schema, body);
  if (problems.length > 0) throw new MockControlError(`the body is not a ${kind} message (${schema}): ${problems.slice(0, 5).join('; ')}.`);
  return { kind, input: body as InboundInput };
}

/** What the user part of each kind of JID is: a phone number (under 18 digits: jidOf makes longer ones groups), a LID, a group id. */
const SENDER_FORMS: [RegExp, RegExp][] = [
  [/@s\.whatsapp\.net$/, /^\d{5,17}$/],
  [/@lid$/, /^\d{5,24}$/],
  [/@g\.us$/, /^\d{5,24}(-\d{5,24})?$/],
  [/@broadcast$/, /^status$/],
];

/**
 * `value` as the JID a message arrives from, or a MockControlError: a number must be digits (5 to
 * 17, `+`, spaces and parentheses aside) and a JID one of a phone, a LID, a group or status, so that
 * no chat is stored under `@s.whatsapp.net` with nothing before it.
 */
function senderJid(value: string, field: string): string {
  const jid = jidOf(value);
  const at = jid.lastIndexOf('@');
  const form = SENDER_FORMS.find(([suffix]) => suffix.test(jid));
  if (form?.[1].test(jid.slice(0, at))) return jid;
  throw new MockControlError(
    `${JSON.stringify(field)} must be a phone number of 5 to 17 digits (e.g. "5511988887777") or a JID (…@s.whatsapp.net, …@lid, …@g.us); got ${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? '…' : ''}.`,
  );
}

interface ChatOf {
  /** The key's chat fields (remoteJid, participant, the 2.3.x addressing fields). */
  key: Omit<MessageKey, 'id'>;
  remoteJid: string;
  /** Who wrote it: the sender, or in a group the member. */
  author: string;
  /** The JID the sender's contact is kept under (a LID sender's phone JID, as 2.3.7 keeps it). */
  contactJid: string;
}

/** The chat and the key fields `input` arrives with; a MockControlError for a group without its member or a LID the version does not know. */
function chatOf(input: InboundInput, twin: TwinContext): ChatOf {
  const remoteJid = senderJid(input.from, 'from');
  if (input.participant !== undefined) senderJid(input.participant, 'participant');
  if (input.remoteJidAlt !== undefined) senderJid(input.remoteJidAlt, 'remoteJidAlt');
  const rules = twin.rules.inbound;
  const group = remoteJid.endsWith('@g.us');
  if (group && input.participant === undefined) {
    throw new MockControlError(`a message in the group ${remoteJid} names the member who wrote it in "participant" (a number or a JID).`);
  }
  if (!group && input.participant !== undefined)
    throw new MockControlError('"participant" is for a group message: give a group JID (…@g.us) as "from".');
  const lid = remoteJid.endsWith('@lid');
  if (lid && rules.lid !== true)
    throw new MockControlError(`${twin.rules.profile} addresses senders by phone number: ${rules.lid.refused}`);
  if (input.remoteJidAlt !== undefined && !lid)
    throw new MockControlError('"remoteJidAlt" goes with a sender known by its @lid ("from": "…@lid").');
  const alt = input.remoteJidAlt === undefined ? undefined : jidOf(input.remoteJidAlt);
  const participant = input.participant === undefined ? undefined : jidOf(input.participant);
  const key: Omit<MessageKey, 'id'> = {
    remoteJid,
    fromMe: false,
    ...(participant !== undefined && { participant }),
    ...(alt !== undefined && { remoteJidAlt: alt }),
    ...(rules.lid === true && { addressingMode: lid ? 'lid' : 'pn' }),
  };
  return { key, remoteJid, author: participant ?? remoteJid, contactJid: alt ?? remoteJid };
}

/** The stored message `id` in the chat, checked for what `kind` may do with it. */
function targetOf(instance: TwinInstance, remoteJid: string, id: string, kind: string): StoredMessage {
  const target = instance.messages.find((m) => m.key.id === id && m.key.remoteJid === remoteJid);
  if (!target) {
    const ids = instance.messages.filter((m) => m.key.remoteJid === remoteJid).map((m) => m.key.id);
    const listed = ids.length > 0 ? `its messages are ${ids.slice(-10).join(', ')}` : 'it holds no message yet';
    throw new MockControlError(
      `there is no message "${id}" in the chat ${remoteJid} of "${instance.name}" to ${kind === 'reaction' ? 'react' : 'answer'} to: ${listed}.`,
    );
  }
  if ((kind === 'edit' || kind === 'delete') && target.key.fromMe) {
    throw new MockControlError(`the message "${id}" was sent by the account: a contact can ${kind} only a message it sent.`);
  }
  return target;
}

/** An edit: messages.edited with the protocol message; 2.3.7 also rewrites the stored one (status EDITED). */
function edited(instance: TwinInstance, target: StoredMessage, input: InboundInput, twin: TwinContext): StoredMessage {
  const now = twin.clock();
  const editedMessage = { conversation: input.text ?? '' };
  twin.emit(instance, 'messages.edited', {
    key: structuredClone(target.key),
    type: 'MESSAGE_EDIT',
    editedMessage,
    timestampMs: String(now),
  });
  if (twin.rules.inbound.editRewrites) {
    target.message = editedMessage;
    target.messageType = 'conversation';
    target.messageTimestamp = Math.floor(now / 1000);
    target.status = 'EDITED';
  }
  return target;
}

/** A deletion for everyone: messages.delete with the deleted message's key (2.3.7: and status DELETED). */
function deleted(instance: TwinInstance, target: StoredMessage, chatKey: Omit<MessageKey, 'id'>, twin: TwinContext): StoredMessage {
  const key = { ...chatKey, id: target.key.id };
  twin.emit(instance, 'messages.delete', twin.rules.inbound.deleteStatus ? { ...key, status: 'DELETED' } : key);
  target.status = 'DELETED';
  return target;
}

/** contacts.upsert for a sender the account has not stored, contacts.update for one it has (the messages.upsert handler). */
function rememberContact(instance: TwinInstance, remoteJid: string, pushName: string, twin: TwinContext): void {
  const now = twin.clock();
  const known = instance.contacts.get(remoteJid);
  const contact = {
    id: known?.id ?? twin.world.cuid(),
    remoteJid,
    pushName,
    profilePicUrl: null,
    createdAt: known?.createdAt ?? now,
    updatedAt: now,
  };
  capped(instance.contacts, remoteJid, contact, LIMITS.contacts);
  twin.emit(instance, known ? 'contacts.update' : 'contacts.upsert', { remoteJid, pushName, profilePicUrl: null, instanceId: instance.id });
}

/** When each message with a file arrived, in one count for all instances (one loaded from a state file: 0, the oldest). */
const arrivals = new WeakMap<StoredMessage, number>();
let arrived = 0;

/**
 * Notes that `stored` (a message with a file) arrived, and forgets the oldest files of any of
 * `instances` past the mock's total media budget (their messages stay, without their file).
 */
export function keepTotalMediaBudget(
  instances: readonly Pick<TwinInstance, 'messages'>[],
  stored: StoredMessage,
  budget = MEDIA_TOTAL_BUDGET_BYTES,
): void {
  arrivals.set(stored, ++arrived);
  const files = instances.flatMap((one) => one.messages.filter((m) => m.media !== undefined));
  let total = files.reduce((sum, m) => sum + (m.media?.bytes.length ?? 0), 0);
  if (total <= budget) return;
  files.sort((a, b) => (arrivals.get(a) ?? 0) - (arrivals.get(b) ?? 0));
  for (const message of files) {
    if (total <= budget) return;
    total -= message.media?.bytes.length ?? 0;
    delete message.media;
  }
}

/** Forgets the oldest files past the instance's media budget (their messages stay, without their file). */
function keepMediaBudget(instance: TwinInstance): void {
  let total = instance.messages.reduce((sum, m) => sum + (m.media?.bytes.length ?? 0), 0);
  for (const message of instance.messages) {
    if (total <= MEDIA_BUDGET_BYTES) return;
    if (!message.media) continue;
    total -= message.media.bytes.length;
    delete message.media;
  }
}

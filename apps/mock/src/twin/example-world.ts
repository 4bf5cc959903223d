// The world the description's examples show, made real. An instance that comes into existence by being
// named (--instances *, the quick start) holds, from its first use, what the served description's
// examples of its reads show: the chats of findChats, the messages of findMessages, the media message
// getBase64FromMediaMessage's request names, the contacts, groups (with participants and invite code)
// and labels. Reads answer from that store before and after any write, so what the twin shows keeps
// existing (a send or a group create adds to it, never replaces it), and an id it does not hold is
// answered as 2.1.1 answers an unknown one. Derived from whatever description is served (the
// contract, a profile, a team's overlays), once per document.
import {
  firstExample,
  mediaOf,
  type OpenApiDocument,
  operations,
  parameterExample,
  resolveRef,
  type WalkedOperation,
} from '@msg-gateway/openapi/walk';
import { isObject } from '../common/is-object.js';
import { groupJidOf, jidOf } from '../common/jid.js';
import type { GroupParticipant, StoredChat, StoredContact, StoredGroup, StoredLabel, StoredMessage, TwinInstance } from './instance.js';

export interface ExampleWorld {
  chats: StoredChat[];
  messages: StoredMessage[];
  contacts: StoredContact[];
  groups: StoredGroup[];
  labels: StoredLabel[];
}

type Json = Record<string, unknown>;
const cache = new WeakMap<OpenApiDocument, ExampleWorld>();

/** The example world of a description (worked out once per document). */
export function exampleWorldOf(doc: OpenApiDocument): ExampleWorld {
  let world = cache.get(doc);
  if (!world) {
    world = buildExampleWorld(doc);
    cache.set(doc, world);
  }
  return world;
}

/**
 * Gives `instance` its own copy of the example world, happening now: its times keep their order and
 * are moved to the last minutes before `now`, a minute apart (the examples' dates are illustrations).
 */
export function materialise(instance: TwinInstance, world: ExampleWorld, now: number): void {
  const stamps = [
    ...world.chats.flatMap((c) => [c.createdAt, c.updatedAt]),
    ...world.contacts.flatMap((c) => [c.createdAt, c.updatedAt]),
    ...world.messages.map((m) => m.messageTimestamp * 1000),
    ...world.groups.flatMap((g) => [g.subjectTime * 1000, g.creation * 1000]),
  ];
  const newestFirst = [...new Set(stamps.filter((t) => t > 0))].sort((a, b) => b - a);
  const ms = (at: number): number => (at > 0 ? now - (newestFirst.indexOf(at) + 1) * 60_000 : at);
  const s = (at: number): number => Math.floor(ms(at * 1000) / 1000);
  for (const chat of world.chats) {
    instance.chats.set(chat.remoteJid, { ...structuredClone(chat), createdAt: ms(chat.createdAt), updatedAt: ms(chat.updatedAt) });
  }
  instance.messages.push(...world.messages.map((m) => ({ ...structuredClone(m), messageTimestamp: s(m.messageTimestamp) })));
  for (const contact of world.contacts) {
    instance.contacts.set(contact.remoteJid, {
      ...structuredClone(contact),
      createdAt: ms(contact.createdAt),
      updatedAt: ms(contact.updatedAt),
    });
  }
  for (const group of world.groups) {
    instance.groups.set(group.id, { ...structuredClone(group), subjectTime: s(group.subjectTime), creation: s(group.creation) });
  }
  for (const label of world.labels) instance.labels.set(label.id, structuredClone(label));
}

function buildExampleWorld(doc: OpenApiDocument): ExampleWorld {
  const ops = new Map(operations(doc).map((op) => [op.operationId, op]));
  const success = (id: string): unknown => {
    const op = ops.get(id);
    const status = Object.keys(op?.operation.responses ?? {}).find((s) => s.startsWith('2'));
    return op && status ? firstExample(doc, mediaOf(doc, op.operation.responses?.[status])) : undefined;
  };
  const chats = list(success('findChats')).map(chatOf);
  const pages = success('findMessages');
  const records = isObject(pages) && isObject(pages['messages']) ? list(pages['messages']['records']) : [];
  const messages = records.map(messageOf).filter((m) => m !== undefined);
  const media = mediaMessage(doc, ops.get('getBase64FromMediaMessage'), success('getBase64FromMediaMessage'), chats);
  if (media && !messages.some((m) => m.key.id === media.key.id)) messages.push(media);
  return {
    chats,
    messages,
    contacts: list(success('findContacts')).map(contactOf),
    groups: groupsOf(doc, ops, success),
    labels: list(success('findLabels')).map((l) => ({
      id: String(l['id']),
      name: String(l['name'] ?? ''),
      color: String(l['color'] ?? '0'),
      predefinedId: typeof l['predefinedId'] === 'string' ? l['predefinedId'] : null,
    })),
  };
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const ms = (value: unknown): number => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : 0);

function chatOf(chat: Json): StoredChat {
  return {
    id: String(chat['id']),
    remoteJid: String(chat['remoteJid']),
    name: text(chat['name']),
    labels: Array.isArray(chat['labels']) ? chat['labels'].map(String) : null,
    pushName: text(chat['pushName']),
    profilePicUrl: text(chat['profilePicUrl']),
    createdAt: ms(chat['createdAt']),
    updatedAt: ms(chat['updatedAt']),
    unreadMessages: 0,
    archived: false,
    shown: true,
  };
}

function messageOf(record: Json): StoredMessage | undefined {
  const key = isObject(record['key']) ? record['key'] : undefined;
  if (!key || typeof key['id'] !== 'string' || typeof key['remoteJid'] !== 'string') return undefined;
  const update = list(record['MessageUpdate'])[0];
  return {
    id: String(record['id']),
    key: { remoteJid: key['remoteJid'], fromMe: key['fromMe'] === true, id: key['id'] },
    pushName: text(record['pushName']),
    messageType: typeof record['messageType'] === 'string' ? record['messageType'] : 'conversation',
    message: isObject(record['message']) ? record['message'] : {},
    messageTimestamp: Number(record['messageTimestamp']) || 0,
    status: typeof update?.['status'] === 'string' ? update['status'] : 'DELIVERY_ACK',
  };
}

/** The media message getBase64FromMediaMessage's request example names, as its answer example describes it. */
function mediaMessage(
  doc: OpenApiDocument,
  op: WalkedOperation | undefined,
  answer: unknown,
  chats: StoredChat[],
): StoredMessage | undefined {
  const request = op ? firstExample(doc, mediaOf(doc, resolveRef(doc, op.operation.requestBody))) : undefined;
  const given = isObject(request) && isObject(request['message']) ? request['message'] : undefined;
  const key = isObject(given?.['key']) ? given['key'] : undefined;
  const remoteJid = typeof key?.['remoteJid'] === 'string' ? key['remoteJid'] : chats[0]?.remoteJid;
  if (typeof key?.['id'] !== 'string' || remoteJid === undefined || !isObject(answer)) return undefined;
  const type = typeof answer['mediaType'] === 'string' ? answer['mediaType'] : 'imageMessage';
  const content = { mimetype: answer['mimetype'], ...(typeof answer['caption'] === 'string' && { caption: answer['caption'] }) };
  return {
    id: `example-${key['id']}`,
    key: { remoteJid, fromMe: key['fromMe'] === true, id: key['id'] },
    pushName: null,
    messageType: type,
    message: { [type]: content },
    messageTimestamp: Math.floor(Math.max(0, ...chats.map((c) => c.updatedAt)) / 1000),
    status: 'DELIVERY_ACK',
  };
}

function contactOf(contact: Json): StoredContact {
  return {
    id: String(contact['id']),
    remoteJid: String(contact['remoteJid']),
    pushName: text(contact['pushName']),
    profilePicUrl: text(contact['profilePicUrl']),
    createdAt: ms(contact['createdAt']),
    updatedAt: ms(contact['updatedAt']),
  };
}

/** The groups the group reads show, merged by id; participants and invite codes from the routes that show them. */
function groupsOf(doc: OpenApiDocument, ops: Map<string, WalkedOperation>, success: (id: string) => unknown): StoredGroup[] {
  const groups = new Map<string, StoredGroup>();
  const shown = [success('findGroupInfos'), ...list(success('fetchAllGroups')), success('findGroupInfoByInviteCode')].filter(isObject);
  for (const shape of shown) {
    if (typeof shape['id'] !== 'string' || groups.has(groupJidOf(shape['id']))) continue;
    groups.set(groupJidOf(shape['id']), groupOf(shape));
  }
  const queried = (id: string): string | undefined => {
    const parameter = ops.get(id)?.parameters.find((p) => p.name === 'groupJid');
    const value = parameter ? parameterExample(doc, parameter) : undefined;
    return typeof value === 'string' ? groupJidOf(value) : undefined;
  };
  const participants = success('fetchGroupParticipants');
  const withParticipants = groups.get(queried('fetchGroupParticipants') ?? '');
  if (withParticipants && withParticipants.participants.length === 0 && isObject(participants)) {
    withParticipants.participants = list(participants['participants']).map(participantOf);
  }
  const code = success('fetchInviteCode');
  const invited = groups.get(queried('fetchInviteCode') ?? '');
  if (invited && isObject(code) && typeof code['inviteCode'] === 'string') invited.inviteCode = code['inviteCode'];
  const byCode = ops.get('findGroupInfoByInviteCode')?.parameters.find((p) => p.name === 'inviteCode');
  const inviteCode = byCode ? parameterExample(doc, byCode) : undefined;
  const info = success('findGroupInfoByInviteCode');
  const target = isObject(info) && typeof info['id'] === 'string' ? groups.get(groupJidOf(info['id'])) : undefined;
  if (target && typeof inviteCode === 'string' && target.inviteCode === '') target.inviteCode = inviteCode;
  // A group no example gives a code to still has one (22 letters and digits, as WhatsApp's are).
  for (const group of groups.values())
    if (group.inviteCode === '') group.inviteCode = `${group.id.replace(/\D/g, '')}AbCdEfGhIjKlMnOpQrStUv`.slice(0, 22);
  return [...groups.values()];
}

function groupOf(shape: Json): StoredGroup {
  const id = groupJidOf(String(shape['id']));
  const owner = typeof shape['owner'] === 'string' ? jidOf(shape['owner']) : '';
  return {
    id,
    subject: String(shape['subject'] ?? ''),
    subjectOwner: typeof shape['subjectOwner'] === 'string' ? shape['subjectOwner'] : owner,
    subjectTime: Number(shape['subjectTime']) || 0,
    description: text(shape['desc']),
    owner,
    creation: Number(shape['creation']) || 0,
    restrict: shape['restrict'] === true,
    announce: shape['announce'] === true,
    participants: list(shape['participants']).map(participantOf),
    inviteCode: '',
    ephemeralDuration: 0,
    pictureUrl: text(shape['pictureUrl']),
  };
}

function participantOf(p: Json): GroupParticipant {
  const admin = p['admin'] === 'admin' || p['admin'] === 'superadmin' ? p['admin'] : null;
  return { id: String(p['id']), admin };
}

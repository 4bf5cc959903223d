// The twin's world as the phone page shows it (GET /__mock/ui/state): the instances with their state
// and QR code, their chats and the messages both ways with their status, and the sends the gateway
// refused (from the request log: a gateway stores nothing of them, but the person at the page wants
// to see that the bot's reply did not go). Only what the page shows: no instance token, no webhook
// settings, no key; bounded (the newest chats and messages).
// The page's script imports these types (type-only), so both sides agree on the shape.
import type { RecordedRequest } from '../server/requests/recorder.js';
import { licenseView } from '../twin/actions.js';
import type { StoredMessage, TwinInstance } from '../twin/instance.js';
import type { Twin } from '../twin/twin.js';
import { chatKeyOf, refusalsOf } from './refusals.js';

/** Chats per instance, and messages per chat, the page gets (the newest). */
export const SHOWN = { chats: 100, messages: 200 } as const;

export interface PhoneMessage {
  id: string;
  fromMe: boolean;
  /** What the message says (its text or caption), or what kind it is when it says nothing. */
  text: string;
  messageType: string;
  /** PENDING, SERVER_ACK, DELIVERY_ACK, READ… as the gateway stores it. */
  status: string;
  /** Unix seconds. */
  timestamp: number;
  pushName: string | null;
  /** Where the page gets the picture of an arrived image (this origin), when the mock holds its file. */
  image?: string;
  /** A send the gateway refused: its status and operation (the page shows it as a failed bubble). */
  refused?: { status: number; operationId: string };
}

export interface PhoneChat {
  jid: string;
  name: string | null;
  unread: number;
  /** Unix milliseconds of the last change. */
  updatedAt: number;
  messages: PhoneMessage[];
}

export interface PhoneInstance {
  name: string;
  state: 'open' | 'connecting' | 'close';
  ownerJid: string | null;
  profileName: string | null;
  /** While connecting: the QR code to scan (a PNG data URL) and the pairing code, if any. */
  qr: { image: string; pairingCode: string | null; count: number } | null;
  deleting: boolean;
  chats: PhoneChat[];
}

export interface PhoneWorld {
  serving: string;
  instances: PhoneInstance[];
  /** The gateway's licence, for a version with a licence gate (Evolution API 2.4.0): unlicensed, every business route answers 503. */
  license?: 'activated' | 'unlicensed';
}

/** The gateway's requests as the page reads them: the log, and which operations send. */
export interface SentRequests {
  readonly log: readonly RecordedRequest[];
  isSend(operationId: string): boolean;
}

const NO_REQUESTS: SentRequests = { log: [], isSend: () => false };

export function phoneWorld(twin: Twin, serving: string, requests: SentRequests = NO_REQUESTS): PhoneWorld {
  const gated = twin.context.rules.beforeRouting !== undefined;
  return {
    serving,
    instances: twin.world.list().map((instance) => phoneInstance(instance, requests)),
    ...(gated && { license: licenseView(twin).state }),
  };
}

/** Where the page reads the picture of an arrived image: GET /__mock/ui/media/{instance}/{message id}. */
export const mediaPath = (instance: string, id: string): string =>
  `/__mock/ui/media/${encodeURIComponent(instance)}/${encodeURIComponent(id)}`;

/**
 * One chat per person: a sender WhatsApp addresses by its `@lid` (2.3.x) writes into the `@lid`
 * chat while the bot answers the phone JID the key names in `remoteJidAlt`; both are one
 * conversation on a phone, so the page shows them as one, under the phone JID.
 */
function phoneInstance(instance: TwinInstance, requests: SentRequests): PhoneInstance {
  const key = chatKeyOf(instance.messages);
  const byChat = new Map<string, PhoneMessage[]>();
  const add = (jid: string, message: PhoneMessage): void => {
    const list = byChat.get(jid) ?? [];
    if (list.length === 0) byChat.set(jid, list);
    list.push(message);
  };
  for (const message of instance.messages) add(key(message.key.remoteJid), phoneMessage(instance, message));
  for (const { jid, message } of refusalsOf(instance.name, requests.log, requests.isSend)) add(key(jid), message);
  const chats = new Map<string, PhoneChat>();
  for (const chat of [...instance.chats.values()].filter((c) => !c.shown || byChat.has(c.remoteJid))) {
    const jid = key(chat.remoteJid);
    const shown = chats.get(jid);
    const name = chatName(instance, chat.remoteJid, chat.name ?? chat.pushName) ?? shown?.name ?? null;
    chats.set(jid, {
      jid,
      name,
      unread: (shown?.unread ?? 0) + chat.unreadMessages,
      updatedAt: Math.max(shown?.updatedAt ?? 0, chat.updatedAt),
      messages: [],
    });
  }
  // A refused send to someone with no chat yet still shows: its chat is the refusal's.
  for (const [jid, list] of byChat) {
    if (!chats.has(jid) && list.some((m) => m.refused))
      chats.set(jid, {
        jid,
        name: chatName(instance, jid, null),
        unread: 0,
        updatedAt: (list.at(-1)?.timestamp ?? 0) * 1000,
        messages: [],
      });
  }
  const shownChats = [...chats.values()]
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, SHOWN.chats)
    .map((chat) => ({ ...chat, messages: inOrder(byChat.get(chat.jid) ?? []).slice(-SHOWN.messages) }));
  const qr = instance.connection === 'connecting' && instance.qr ? instance.qr : undefined;
  return {
    name: instance.name,
    state: instance.connection,
    ownerJid: instance.ownerJid,
    profileName: instance.profileName,
    qr: qr ? { image: qr.base64, pairingCode: qr.pairingCode, count: instance.qrCount } : null,
    deleting: instance.deletingSince !== undefined,
    chats: shownChats,
  };
}

/** Messages of merged chats by time; a stable sort keeps the order of those of the same second. */
const inOrder = (messages: PhoneMessage[]): PhoneMessage[] => [...messages].sort((a, b) => a.timestamp - b.timestamp);

/** A group is called by its subject (not by whoever wrote last); a person by the name they gave. */
function chatName(instance: TwinInstance, jid: string, name: string | null): string | null {
  if (jid.endsWith('@g.us')) return instance.groups.get(jid)?.subject ?? null;
  return name ?? instance.contacts.get(jid)?.pushName ?? null;
}

/** The picture types a browser shows as they are; anything else (an SVG, say) never gets a URL. */
export const SHOWN_IMAGES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function phoneMessage(instance: TwinInstance, message: StoredMessage): PhoneMessage {
  const image = message.media !== undefined && SHOWN_IMAGES.has(message.media.mimetype);
  return {
    id: message.key.id,
    fromMe: message.key.fromMe,
    text: textOf(message),
    messageType: message.messageType,
    status: message.status,
    timestamp: message.messageTimestamp,
    pushName: message.pushName,
    ...(image && { image: mediaPath(instance.name, message.key.id) }),
  };
}

/** The words of a message: its text, a caption, a reaction, a location's name; else nothing (the page names its kind). */
export function textOf(message: Pick<StoredMessage, 'message' | 'messageType'>): string {
  const body = message.message;
  if (typeof body['conversation'] === 'string') return body['conversation'];
  const inner = body[message.messageType] ?? Object.values(body).find((v) => v !== null && typeof v === 'object');
  if (inner !== null && typeof inner === 'object') {
    const fields = inner as Record<string, unknown>;
    for (const key of ['text', 'caption', 'name', 'title', 'displayName', 'fileName']) {
      const value = fields[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return '';
}

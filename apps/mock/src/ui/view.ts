// The twin's world as the phone page shows it (GET /__mock/ui/state): the instances with their state
// and QR code, their chats and the messages both ways with their status. Only what the page shows:
// no instance token, no webhook settings, no key; bounded (the newest chats and messages).
// The page's script imports these types (type-only), so both sides agree on the shape.
import type { StoredMessage, TwinInstance } from '../twin/instance.js';
import type { Twin } from '../twin/twin.js';

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
  /** The gateway's licence, for a version that has one (Evolution API 2.4.0): unlicensed, every business route answers 503. */
  license?: 'activated' | 'unlicensed';
}

export function phoneWorld(twin: Twin, serving: string): PhoneWorld {
  const licensed = twin.context.rules.beforeRouting !== undefined;
  return {
    serving,
    instances: twin.world.list().map(phoneInstance),
    ...(licensed && { license: twin.license.activated ? 'activated' : 'unlicensed' }),
  };
}

function phoneInstance(instance: TwinInstance): PhoneInstance {
  const byChat = new Map<string, PhoneMessage[]>();
  for (const message of instance.messages) {
    const jid = message.key.remoteJid;
    const list = byChat.get(jid) ?? [];
    if (list.length === 0) byChat.set(jid, list);
    list.push(phoneMessage(message));
  }
  const chats = [...instance.chats.values()]
    .filter((chat) => !chat.shown || byChat.has(chat.remoteJid))
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, SHOWN.chats)
    .map((chat) => ({
      jid: chat.remoteJid,
      name: chat.name ?? chat.pushName ?? instance.contacts.get(chat.remoteJid)?.pushName ?? null,
      unread: chat.unreadMessages,
      updatedAt: chat.updatedAt,
      messages: (byChat.get(chat.remoteJid) ?? []).slice(-SHOWN.messages),
    }));
  const qr = instance.connection === 'connecting' && instance.qr ? instance.qr : undefined;
  return {
    name: instance.name,
    state: instance.connection,
    ownerJid: instance.ownerJid,
    profileName: instance.profileName,
    qr: qr ? { image: qr.base64, pairingCode: qr.pairingCode, count: instance.qrCount } : null,
    deleting: instance.deletingSince !== undefined,
    chats,
  };
}

function phoneMessage(message: StoredMessage): PhoneMessage {
  return {
    id: message.key.id,
    fromMe: message.key.fromMe,
    text: textOf(message),
    messageType: message.messageType,
    status: message.status,
    timestamp: message.messageTimestamp,
    pushName: message.pushName,
  };
}

/** The words of a message: its text, a caption, a reaction, a location's name; else its kind in brackets. */
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
  return `[${message.messageType}]`;
}

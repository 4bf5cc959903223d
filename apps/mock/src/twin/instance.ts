// One instance of the twin: what a 2.1.1 gateway keeps about it (its row, its connection, its
// webhook and settings) and what its WhatsApp account holds (chats, messages, contacts, groups,
// privacy, profile), in memory and bounded. The shapes follow the gateway's database rows
// (evolution-api@4ca141b4:prisma/postgresql-schema.prisma: Instance, Chat, Message, Contact, Webhook,
// Setting) as its answers show them.
import type { StoredMedia } from './inbound/media.js';
import type { ConnectionState } from './roster.js';

/** Caps per instance, so a long session or a load test cannot grow the mock without bound. */
export const LIMITS = {
  messages: 1000,
  chats: 500,
  contacts: 1000,
  groups: 200,
  labels: 100,
  /** Schedules (contract), for the whole mock: the oldest is forgotten past it. */
  schedules: 1000,
} as const;

/**
 * Whether the instance has a WhatsApp socket, which decides how an operation that needs the account
 * fails: `none` (never connected since it was created or the mock started: TypeErrors), `closed`
 * (connecting, or logged out: "Connection Closed"), `open`.
 */
export type Socket = 'none' | 'closed' | 'open';

export interface MessageKey {
  remoteJid: string;
  fromMe: boolean;
  id: string;
  /** In a group, the member who wrote it. */
  participant?: string;
  /** 2.3.x: the chat's JID in the other addressing form (the phone JID of an `@lid` chat). */
  remoteJidAlt?: string;
  /** 2.3.x: how WhatsApp addressed the message, `pn` or `lid`. */
  addressingMode?: string;
}

/** A message as the gateway stores it (and answers it from findMessages). */
export interface StoredMessage {
  id: string;
  key: MessageKey;
  pushName: string | null;
  messageType: string;
  message: Record<string, unknown>;
  /** Unix seconds. */
  messageTimestamp: number;
  /** PENDING, SERVER_ACK, DELIVERY_ACK, READ… */
  status: string;
  /**
   * The statuses its receipts went through, oldest first: the MessageUpdate rows the gateway stores
   * per messages.update (findMessages answers them). Kept for a message sent through the gateway
   * (none at the send); a seeded or arrived message shows its status alone.
   */
  updates?: string[];
  /** The file of an arrived media message (getBase64FromMediaMessage answers it); never shown in findMessages. */
  media?: StoredMedia;
}

export interface StoredChat {
  id: string;
  remoteJid: string;
  name: string | null;
  labels: string[] | null;
  pushName: string | null;
  profilePicUrl: string | null;
  createdAt: number;
  updatedAt: number;
  unreadMessages: number;
  archived: boolean;
  /**
   * Listed by findChats though no message of it is stored: a chat the description's examples show
   * (example-world.ts), standing for one whose messages 2.1.1 would hold.
   */
  shown?: boolean;
}

/** A label of the account (the Label row: its WhatsApp id, name, color, predefined id). */
export interface StoredLabel {
  id: string;
  name: string;
  color: string;
  predefinedId: string | null;
}

export interface StoredContact {
  id: string;
  remoteJid: string;
  pushName: string | null;
  profilePicUrl: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface GroupParticipant {
  id: string;
  admin: 'admin' | 'superadmin' | null;
}

export interface StoredGroup {
  id: string;
  subject: string;
  subjectOwner: string;
  subjectTime: number;
  description: string | null;
  owner: string;
  creation: number;
  restrict: boolean;
  announce: boolean;
  participants: GroupParticipant[];
  inviteCode: string;
  ephemeralDuration: number;
  pictureUrl: string | null;
}

/** The webhook of one instance, as /webhook/set stores it (the Webhook row). */
export interface InstanceWebhook {
  id: string;
  url: string;
  headers: Record<string, string> | null;
  enabled: boolean;
  events: string[];
  byEvents: boolean;
  base64: boolean;
  createdAt: number;
  updatedAt: number;
}

/** The Setting row. */
export interface InstanceSettings {
  rejectCall: boolean;
  msgCall: string;
  groupsIgnore: boolean;
  alwaysOnline: boolean;
  readMessages: boolean;
  readStatus: boolean;
  syncFullHistory: boolean;
  /** 2.3.7's WaVoIP token (its Setting row has it; 2.1.1's has not, so it is set only under 2.3.7). */
  wavoipToken?: string;
}

export const DEFAULT_SETTINGS: InstanceSettings = {
  rejectCall: false,
  msgCall: '',
  groupsIgnore: false,
  alwaysOnline: false,
  readMessages: false,
  readStatus: false,
  syncFullHistory: false,
};

export type PrivacySettings = Record<'readreceipts' | 'profile' | 'status' | 'online' | 'last' | 'groupadd', string>;

export const DEFAULT_PRIVACY: PrivacySettings = {
  readreceipts: 'all',
  profile: 'all',
  status: 'contacts',
  online: 'all',
  last: 'contacts',
  groupadd: 'all',
};

export interface TwinInstance {
  readonly name: string;
  readonly id: string;
  token: string;
  integration: string;
  /** The phone number given at create (digits), if any. */
  number: string | null;
  createdAt: number;
  updatedAt: number;
  connection: ConnectionState;
  socket: Socket;
  /** QR codes issued in this connection attempt. */
  qrCount: number;
  /** The QR code now on offer while connecting. */
  qr: { code: string; pairingCode: string | null; base64: string } | undefined;
  /** The account's JID once paired (kept after a logout until the next pairing). */
  ownerJid: string | null;
  profileName: string | null;
  profileStatus: string;
  profilePicUrl: string | null;
  /** When 2.1.1's last disconnection happened and why (fetchInstances shows them). */
  disconnection: { code: number; at: number } | null;
  /**
   * Came into existence by being named (--instances *, the quick start): it was given the world the
   * description's examples show (example-world.ts) when it was first named. Every instance answers
   * its reads from what it holds.
   */
  examples: boolean;
  /** Set while a delete is completing: the instance still answers, briefly, as 2.1.1's does. */
  deletingSince: number | undefined;
  webhook: InstanceWebhook | undefined;
  settings: InstanceSettings;
  privacy: PrivacySettings;
  presence: string;
  /** Newest last; at most LIMITS.messages. */
  messages: StoredMessage[];
  chats: Map<string, StoredChat>;
  contacts: Map<string, StoredContact>;
  groups: Map<string, StoredGroup>;
  labels: Map<string, StoredLabel>;
}

/** Adds a message, dropping the oldest past the cap. */
export function storeMessage(instance: TwinInstance, message: StoredMessage): void {
  instance.messages.push(message);
  if (instance.messages.length > LIMITS.messages) instance.messages.splice(0, instance.messages.length - LIMITS.messages);
}

/** Inserts or refreshes a chat, dropping the least recently updated past the cap. */
export function touchChat(
  instance: TwinInstance,
  chat: Omit<StoredChat, 'createdAt' | 'unreadMessages' | 'archived' | 'id'> & { id: () => string },
  unread: number,
): StoredChat {
  const existing = instance.chats.get(chat.remoteJid);
  if (existing) {
    existing.updatedAt = chat.updatedAt;
    if (chat.pushName !== null) existing.pushName = chat.pushName;
    if (chat.name !== null) existing.name = chat.name;
    existing.unreadMessages += unread;
    existing.archived = false;
    return existing;
  }
  const created: StoredChat = { ...chat, id: chat.id(), createdAt: chat.updatedAt, unreadMessages: unread, archived: false };
  instance.chats.set(chat.remoteJid, created);
  if (instance.chats.size > LIMITS.chats) {
    const oldest = [...instance.chats.values()].sort((a, b) => a.updatedAt - b.updatedAt)[0];
    if (oldest) instance.chats.delete(oldest.remoteJid);
  }
  return created;
}

/** Adds or replaces an entry of a capped map, dropping the first-inserted past `cap`. */
export function capped<V>(map: Map<string, V>, key: string, value: V, cap: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > cap) {
    const first = map.keys().next();
    if (first.done) break;
    map.delete(first.value);
  }
}

// A starting world a team describes once (--state <file.json>, startMock({ state })): instances with
// their state, account, chats and messages, contacts and groups. Checked against the MockState
// schema of the mock's control API description before anything starts; a wrong file is refused with
// the field and the rule. Seeded data is stored as if it had arrived: messages in their chats,
// newest last.
import { readFileSync } from 'node:fs';
import { controlViolations } from '../common/control-description.js';
import { groupJidOf, jidOf } from '../common/jid.js';
import { capped, LIMITS, type StoredMessage, storeMessage, type TwinInstance, touchChat } from './instance.js';
import type { ConnectionState } from './roster.js';
import type { WhatsAppNumbers } from './whatsapp-numbers.js';

export interface SeededMessage {
  id?: string;
  fromMe?: boolean;
  text: string;
  /** Unix seconds; default: now, in order. */
  timestamp?: number;
  pushName?: string;
  status?: string;
}

export interface SeededChat {
  /** A number or a JID (`5511…@s.whatsapp.net`, `…@g.us`). */
  remoteJid: string;
  name?: string;
  messages?: SeededMessage[];
}

export interface SeededGroup {
  id: string;
  subject: string;
  description?: string;
  owner?: string;
  participants?: (string | { id: string; admin?: 'admin' | 'superadmin' | null })[];
}

export interface SeededInstance {
  name: string;
  state?: ConnectionState;
  token?: string;
  number?: string;
  profileName?: string;
  profileStatus?: string;
  profilePicUrl?: string;
  contacts?: { remoteJid: string; pushName?: string }[];
  chats?: SeededChat[];
  groups?: SeededGroup[];
}

export interface WorldState {
  instances: SeededInstance[];
  /** Numbers on WhatsApp or not, beyond the default rule (whatsapp-numbers.ts). */
  whatsapp?: WhatsAppNumbers;
}

/** Reads and checks a state file; throws an Error naming the file, the field and what is wrong. */
export function readStateFile(path: string): WorldState {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the state file ${path} (${error instanceof Error ? error.message : String(error)}).`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`The state file ${path} is not JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  return checkState(value, path);
}

/** `value` as a WorldState, or an Error listing what is wrong. */
export function checkState(value: unknown, source: string): WorldState {
  const violations = controlViolations('MockState', value);
  if (violations.length > 0) {
    throw new Error(
      `${source} is not a mock state: ${violations.slice(0, 5).join('; ')}${violations.length > 5 ? `; and ${violations.length - 5} more` : ''}.`,
    );
  }
  const state = value as WorldState;
  const names = new Set<string>();
  for (const instance of state.instances) {
    if (names.has(instance.name)) throw new Error(`${source}: the instance "${instance.name}" is described twice.`);
    names.add(instance.name);
  }
  return state;
}

/** Fills a new instance with what the file says of it. */
/** What seeding needs of the world: fresh row ids and now. */
export interface SeedSource {
  cuid(): string;
  readonly now: number;
}

export function seedInstance(instance: TwinInstance, seeded: SeededInstance, world: SeedSource): void {
  if (seeded.profileName !== undefined) instance.profileName = seeded.profileName;
  if (seeded.profileStatus !== undefined) instance.profileStatus = seeded.profileStatus;
  if (seeded.profilePicUrl !== undefined) instance.profilePicUrl = seeded.profilePicUrl;
  const now = world.now;
  for (const contact of seeded.contacts ?? []) {
    const remoteJid = jidOf(contact.remoteJid);
    capped(
      instance.contacts,
      remoteJid,
      { id: world.cuid(), remoteJid, pushName: contact.pushName ?? null, profilePicUrl: null, createdAt: now, updatedAt: now },
      LIMITS.contacts,
    );
  }
  let order = 0;
  for (const chat of seeded.chats ?? []) {
    const remoteJid = jidOf(chat.remoteJid);
    for (const seededMessage of chat.messages ?? []) {
      const at = seededMessage.timestamp ?? Math.floor(now / 1000) - 3600 + order++;
      const message: StoredMessage = {
        id: world.cuid(),
        key: { remoteJid, fromMe: seededMessage.fromMe ?? false, id: seededMessage.id ?? `SEED${world.cuid().toUpperCase()}` },
        pushName: seededMessage.pushName ?? null,
        messageType: 'conversation',
        message: { conversation: seededMessage.text },
        messageTimestamp: at,
        status: seededMessage.status ?? (seededMessage.fromMe ? 'SERVER_ACK' : 'DELIVERY_ACK'),
      };
      storeMessage(instance, message);
      touchChat(
        instance,
        {
          remoteJid,
          name: chat.name ?? null,
          labels: null,
          pushName: message.pushName,
          profilePicUrl: null,
          updatedAt: at * 1000,
          id: () => world.cuid(),
        },
        message.key.fromMe ? 0 : 1,
      );
    }
    if ((chat.messages ?? []).length === 0) {
      touchChat(
        instance,
        { remoteJid, name: chat.name ?? null, labels: null, pushName: null, profilePicUrl: null, updatedAt: now, id: () => world.cuid() },
        0,
      );
    }
  }
  for (const group of seeded.groups ?? []) {
    const id = groupJidOf(group.id);
    const owner = jidOf(group.owner ?? instance.ownerJid ?? '5511900000000');
    capped(
      instance.groups,
      id,
      {
        id,
        subject: group.subject,
        subjectOwner: owner,
        subjectTime: Math.floor(now / 1000),
        description: group.description ?? null,
        owner,
        creation: Math.floor(now / 1000),
        restrict: false,
        announce: false,
        participants: (group.participants ?? []).map((p) =>
          typeof p === 'string' ? { id: jidOf(p), admin: null } : { id: jidOf(p.id), admin: p.admin ?? null },
        ),
        inviteCode: world.cuid().slice(1, 23).padEnd(22, 'A'),
        ephemeralDuration: 0,
        pictureUrl: null,
      },
      LIMITS.groups,
    );
  }
}

// The twin's world: the instances a 2.1.1 gateway would hold, and the keys it accepts. It starts from
// the roster (--instances) and a state file (--state), can be reset to that start, and is the one
// place instances are created, found and removed. Connection changes are lifecycle.ts's.
import { type Clock, cuid, type Random, randomStream, uuid } from '../common/random.js';
import { type AcksMode, DEFAULT_ACKS } from './acks.js';
import { type ExampleWorld, materialise } from './example-world.js';
import { DEFAULT_PRIVACY, DEFAULT_SETTINGS, type InstanceSettings, LIMITS, type TwinInstance } from './instance.js';
import type { ConnectionState, Roster } from './roster.js';
import type { WorldState } from './state-file.js';
import { seedInstance } from './state-file.js';
import type { WhatsAppNumbers } from './whatsapp-numbers.js';

/** The most instances the twin holds; a create beyond it is refused (delete one first). */
export const MAX_INSTANCES = 1000;

export interface WorldOptions {
  roster: Roster;
  /** The starting world of a state file, applied after the roster. */
  state: WorldState | undefined;
  /** The global key (AUTHENTICATION_API_KEY); undefined: any non-empty key is accepted. */
  apiKey: string | undefined;
  clock: Clock;
  seed: string | undefined;
  /** The world the served description's examples show, given to each instance named into existence. */
  examples?: (() => ExampleWorld | undefined) | undefined;
  /** How receipts of a send to an ordinary number move (--acks); a state's `whatsapp.acks` wins. */
  acks?: AcksMode | undefined;
}

export interface NewInstance {
  name: string;
  token?: string | undefined;
  integration?: string | undefined;
  number?: string | null | undefined;
  settings?: Partial<InstanceSettings> | undefined;
}

/** Where a reset goes back to: how the mock started, or the world last loaded. */
export type ResetTarget = 'start' | 'loaded';

export class World {
  private readonly instances = new Map<string, TwinInstance>();
  /** In `*` mode, names deleted since the start: they stay absent until created again. */
  private readonly deleted = new Set<string>();
  /** The contract's scheduled messages, by id, oldest first (they belong to no instance). */
  readonly schedules = new Map<string, Record<string, unknown>>();
  readonly random: Random;

  /** The world last given to load(), which reset('loaded') goes back to (none: the start). */
  private loaded: WorldState | undefined;
  /** The state file the world was started from (--state): what reset() goes back to. */
  private readonly started: WorldState | undefined;

  constructor(private options: WorldOptions) {
    this.started = options.state;
    this.random = randomStream(options.seed, 'twin');
    this.populate();
  }

  get apiKey(): string | undefined {
    return this.options.apiKey;
  }

  get now(): number {
    return this.options.clock();
  }

  /**
   * Back to how the world started (instances, their data and states: the roster and --state), or
   * with `'loaded'` to the world last given to load() (the start when none was).
   */
  reset(to: ResetTarget = 'start'): void {
    this.options = { ...this.options, state: to === 'loaded' ? (this.loaded ?? this.started) : this.started };
    this.repopulate();
  }

  /** Starts over from `state` (after the roster), and keeps it for reset('loaded'). */
  load(state: WorldState): void {
    this.loaded = state;
    this.options = { ...this.options, state };
    this.repopulate();
  }

  private repopulate(): void {
    this.instances.clear();
    this.deleted.clear();
    this.schedules.clear();
    this.populate();
  }

  /** The instance named `name`, if it exists (in `*` mode any name not deleted exists, open, from its first use). */
  find(name: string): TwinInstance | undefined {
    const found = this.instances.get(name);
    if (found) return found;
    if (this.options.roster.kind !== 'any' || this.deleted.has(name) || this.instances.size >= MAX_INSTANCES) return undefined;
    const instance = this.add({ name }, 'open');
    instance.examples = true;
    const examples = this.options.examples?.();
    if (examples) materialise(instance, examples, this.now);
    return instance;
  }

  /** The numbers the world's state says are on WhatsApp or not (whatsapp-numbers.ts has the rule). */
  get whatsapp(): WhatsAppNumbers | undefined {
    return this.options.state?.whatsapp;
  }

  /** How receipts of a send to an ordinary number move: the world's `whatsapp.acks`, else --acks (receipts.ts). */
  get acks(): AcksMode {
    return this.options.state?.whatsapp?.acks ?? this.options.acks ?? DEFAULT_ACKS;
  }

  /** Whether anything not yet stored counts as existing (`*`: the quick start's every name, every id). */
  get lenient(): boolean {
    return this.options.roster.kind === 'any';
  }

  /** Whether `name` exists without creating it on first use. */
  has(name: string): boolean {
    return this.instances.has(name);
  }

  list(): TwinInstance[] {
    return [...this.instances.values()];
  }

  /**
   * A new instance, `close` and never connected unless told otherwise (a test's starting point, as
   * --instances makes them); undefined when the twin already holds MAX_INSTANCES.
   */
  create(spec: NewInstance, connection: ConnectionState = 'close'): TwinInstance | undefined {
    if (this.instances.size >= MAX_INSTANCES) return undefined;
    this.deleted.delete(spec.name);
    return this.add(spec, connection);
  }

  /** Forgets the instance (the end of a delete). */
  remove(name: string): void {
    this.instances.delete(name);
    this.deleted.add(name);
  }

  /** The instance whose token `key` is, if any. */
  byToken(key: string): TwinInstance | undefined {
    for (const instance of this.instances.values()) if (instance.token === key) return instance;
    return undefined;
  }

  /** A fresh cuid, for rows. */
  cuid(): string {
    return cuid(this.random);
  }

  private populate(): void {
    const { roster, state } = this.options;
    if (roster.kind === 'listed') for (const { name, state: connection } of roster.instances) this.add({ name }, connection);
    for (const seeded of state?.instances ?? []) {
      const instance = this.add({ name: seeded.name, token: seeded.token, number: seeded.number ?? null }, seeded.state ?? 'open');
      seedInstance(instance, seeded, this);
    }
  }

  private add(spec: NewInstance, connection: ConnectionState): TwinInstance {
    const now = this.now;
    const open = connection === 'open';
    const instance: TwinInstance = {
      name: spec.name,
      id: uuid(this.random),
      token: spec.token ?? uuid(this.random).toUpperCase(),
      integration: spec.integration ?? 'WHATSAPP-BAILEYS',
      number: spec.number ?? null,
      createdAt: now,
      updatedAt: now,
      connection,
      socket: open ? 'open' : connection === 'connecting' ? 'closed' : 'none',
      qrCount: 0,
      qr: undefined,
      ownerJid: open ? ownerJidFor(spec.number ?? null, this.random) : null,
      profileName: open ? spec.name : null,
      profileStatus: '',
      profilePicUrl: null,
      disconnection: null,
      examples: false,
      deletingSince: undefined,
      webhook: undefined,
      settings: { ...DEFAULT_SETTINGS, ...spec.settings },
      privacy: { ...DEFAULT_PRIVACY },
      presence: 'available',
      messages: [],
      chats: new Map(),
      contacts: new Map(),
      groups: new Map(),
      labels: new Map(),
    };
    this.instances.set(spec.name, instance);
    return instance;
  }
}

/** The account's JID once paired: the number given at create, else a Brazilian mobile drawn from `random`. */
export function ownerJidFor(number: string | null, random: Random): string {
  const digits = number?.replace(/\D/g, '') ?? '';
  const own = digits.length >= 8 ? digits : `55119${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  return `${own}@s.whatsapp.net`;
}

export { LIMITS };

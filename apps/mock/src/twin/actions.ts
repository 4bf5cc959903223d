// What a test does to the twin from outside the gateway's routes: add or remove an instance, move it
// to a connection state as if the phone or the network did, pair it, make a message arrive, activate
// the gateway or take its licence away (read by a version with a licence gate, rules' beforeRouting). One
// implementation for `startMock()`'s handle and for the HTTP control API (control/routes.ts). Each
// function throws a MockControlError saying what to change when it cannot do what is asked.
import { MockControlError } from '../common/control-error.js';
import { receiveInbound } from './inbound/receive.js';
import type { StoredMessage, TwinInstance } from './instance.js';
import { sentMessage, step } from './receipts.js';
import { type ConnectionState, isInstanceName } from './roster.js';
import type { Twin } from './twin.js';

/** An instance as the control API shows it. */
export interface InstanceView {
  name: string;
  /** The instance's id (instanceId in the gateway's answers). */
  id: string;
  state: ConnectionState;
  /** The instance's own key (its `hash` on create). */
  token: string;
  ownerJid: string | null;
  /** The QR code on offer while connecting. */
  qr: { code: string; pairingCode: string | null; base64: string; count: number } | null;
  deleting: boolean;
  chats: number;
  messages: number;
}

export interface NewInstanceRequest {
  name: string;
  state?: ConnectionState;
  token?: string;
  number?: string;
}

export function view(instance: TwinInstance): InstanceView {
  return {
    name: instance.name,
    state: instance.connection,
    token: instance.token,
    id: instance.id,
    ownerJid: instance.ownerJid,
    qr: instance.connection === 'connecting' && instance.qr ? { ...instance.qr, count: instance.qrCount } : null,
    deleting: instance.deletingSince !== undefined,
    chats: instance.chats.size,
    messages: instance.messages.length,
  };
}

export function instanceNamed(twin: Twin, name: string): TwinInstance {
  const instance = twin.world.has(name) ? twin.world.find(name) : undefined;
  if (!instance) {
    const names = twin.world.list().map((i) => i.name);
    throw new MockControlError(
      `there is no instance "${name}"${names.length > 0 ? `; the mock holds ${names.slice(0, 20).join(', ')}${names.length > 20 ? ', …' : ''}` : '; the mock holds none'}.`,
      'not-found',
    );
  }
  return instance;
}

export function createInstance(twin: Twin, request: NewInstanceRequest): InstanceView {
  if (!isInstanceName(request.name))
    throw new MockControlError(`"${request.name}" is not a name an instance can have (non-empty, no "/").`);
  if (twin.world.has(request.name)) throw new MockControlError(`the instance "${request.name}" exists already.`, 'conflict');
  // Created in its state, as --instances creates them: no events.
  const instance = twin.world.create(
    { name: request.name, token: request.token, number: request.number ?? null },
    request.state ?? 'close',
  );
  if (!instance) throw new MockControlError('the mock holds as many instances as it can: delete one first.', 'conflict');
  return view(instance);
}

/** Moves an instance to `state` with the events 2.1.1 sends for that move (see the control API's description). */
export function setState(twin: Twin, instance: TwinInstance, state: ConnectionState, reason = 428): InstanceView {
  const { lifecycle } = twin;
  if (instance.deletingSince !== undefined) throw new MockControlError(`the instance "${instance.name}" is being deleted.`, 'conflict');
  if (state === 'open') {
    if (instance.connection === 'close') lifecycle.connect(instance, instance.number);
    lifecycle.pair(instance);
  } else if (state === 'connecting') {
    if (instance.connection === 'close') lifecycle.connect(instance, instance.number);
    else lifecycle.reconnect(instance);
  } else {
    lifecycle.disconnect(instance, reason);
  }
  return view(instance);
}

export function pair(twin: Twin, instance: TwinInstance): InstanceView {
  if (!twin.lifecycle.pair(instance)) {
    throw new MockControlError(
      `the instance "${instance.name}" is ${instance.connection}, not connecting: connect it first (GET /instance/connect/${encodeURIComponent(instance.name)}).`,
      'conflict',
    );
  }
  return view(instance);
}

export function removeInstance(twin: Twin, instance: TwinInstance): void {
  twin.world.remove(instance.name);
}

export function receive(twin: Twin, instance: TwinInstance, message: unknown): Omit<StoredMessage, 'media'> {
  if (instance.connection !== 'open') {
    throw new MockControlError(
      `the instance "${instance.name}" is ${instance.connection}: a message arrives only on an open instance.`,
      'conflict',
    );
  }
  return receiveInbound(instance, message, twin.context);
}

/** A sent message as the receipts control shows it: the stored message and the receipts it went through. */
export type ReceiptsView = Omit<StoredMessage, 'media'> & { updates: string[] };

/**
 * Steps a sent message's receipts up to `status` (receipts.ts: every status in between, a
 * messages.update each, never backwards). `id` is its key id (as the send answered it) or its
 * stored id.
 */
export function receipts(twin: Twin, instance: TwinInstance, id: string, status: string): ReceiptsView {
  const message = sentMessage(instance, id);
  step(instance, message, status, twin.context);
  const { media: _media, ...stored } = message;
  return { ...structuredClone(stored), updates: [...(message.updates ?? [message.status])] };
}

/** The gateway's licence as the control API shows it (a version with a licence gate answers its business routes only when activated). */
export interface LicenseView {
  state: 'activated' | 'unlicensed';
}

export const licenseView = (twin: Twin): LicenseView => ({ state: twin.license.activated ? 'activated' : 'unlicensed' });

/** Activates the gateway, or takes its licence away; a reset goes back to the state it started in. */
export function setLicense(twin: Twin, state: LicenseView['state']): LicenseView {
  twin.license.activated = state === 'activated';
  return licenseView(twin);
}

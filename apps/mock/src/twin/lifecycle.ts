// How an instance's connection moves, as 2.1.1 moves it, and the webhook events each move sends
// (evolution-api@4ca141b4:src/api/controllers/instance.controller.ts: connectToWhatsapp, restartInstance,
// logout, deleteInstance; src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts:
// connectionUpdate, logoutInstance; src/api/services/monitor.service.ts: the logout.instance and
// remove.instance listeners):
//   close ──connect──▶ connecting (connection.update connecting, then qrcode.updated with the QR;
//                       offline, as a gateway that cannot reach WhatsApp: no QR, no pairing)
//   connecting ──paired (after --pair-after, or pair())──▶ open (connection.update open)
//   open|connecting ──logout──▶ close (connection.update close 401, logout.instance)
//   open|connecting ──restart──▶ the socket closes and connects again (an open one pairs again at once)
//   close|connecting ──delete──▶ gone after a moment (instance.delete, remove.instance); open: refused
// Where versions differ (what an offline connect does, a delete of an open instance, how long a
// delete lingers, what the open event carries) the served version's rules say (ConnectionRules, DeletingRules: gateways/<profile>/ fills them in).
// Timers are the lifecycle's own, set on the twin's clock (common/clock.ts: real time, or a test clock
// that moves only when advanced), and all end with close() (or a reset).
import type { Cancel, TwinClock } from '../common/clock.js';
import type { Random } from '../common/random.js';
import type { TwinInstance } from './instance.js';
import { newQrCode } from './qr.js';
import { ownerJidFor, type World } from './world.js';

/** Where the events an instance's changes cause go (the webhooks of the instance). */
export type TwinEventSink = (instance: TwinInstance, event: string, data: unknown) => void;

/** When a connecting instance pairs on its own: after this many milliseconds, or never (pair() does it). */
export type PairAfter = number | 'never';
export const DEFAULT_PAIR_AFTER_MS = 5000;

/** How a connect behaves when WhatsApp cannot be reached (--whatsapp offline). */
export type OfflineConnect =
  /** The instance reads `connecting` until something moves it (no QR comes, nothing pairs). */
  | { kind: 'waits' }
  /**
   * An attempt reads `connecting` as long as a pairing would have taken (--pair-after; never: for
   * ever), then the socket fails and the instance reads `close` while Baileys keeps retrying in the
   * background, a `connection.update connecting` every `everyMs`; a logout cannot stop that (the
   * instance reads close), a delete does.
   */
  | { kind: 'retries'; everyMs: number };

/** How a version's connection moves where versions differ. */
export interface ConnectionRules {
  readonly offline: OfflineConnect;
  /** What a delete of an open instance does: refused (400 "needs to be disconnected") or it logs out first. */
  readonly deleteOpen: 'refuse' | 'logout';
  /** What `connection.update` carries besides `{instance, state, statusReason}` when the instance opens. */
  openEvent(instance: TwinInstance): Record<string, unknown>;
}

/** How a deleted instance lingers. */
export interface DeletingRules {
  /** How long a deleted instance lingers before it is gone. */
  readonly settleMs: number;
  /** While it lingers, connectionState reads its state and fetchInstances lists it (true) or neither does. */
  readonly visible: boolean;
}

/** WhatsApp's disconnect reasons the events carry (Baileys DisconnectReason). */
const REASON = { ok: 200, loggedOut: 401, restartRequired: 515 } as const;

export class Lifecycle {
  private readonly timers = new Map<string, Cancel>();
  /** The background retries of instances whose offline connect failed (2.3.7), by name. */
  private readonly retries = new Map<string, Cancel>();

  constructor(
    private readonly world: World,
    private readonly emit: TwinEventSink,
    private readonly pairAfter: PairAfter,
    private readonly random: Random,
    private readonly clock: TwinClock,
    /** WhatsApp cannot be reached (as the recorded gateway had no internet): no QR code comes, nothing pairs by itself. */
    readonly offline: boolean,
    /** The served version's rules (read at each move: the served description can change). */
    private readonly rules: () => { readonly connection: ConnectionRules; readonly deleting: DeletingRules },
  ) {}

  /** Starts connecting a closed instance (with a pairing code for `number`); the QR is on offer until it pairs. */
  connect(instance: TwinInstance, number: string | null): void {
    if (instance.connection !== 'close') return;
    this.cancel(instance);
    instance.connection = 'connecting';
    instance.socket = 'closed';
    instance.qrCount = 0;
    this.emit(instance, 'connection.update', { instance: instance.name, state: 'connecting', statusReason: REASON.ok });
    this.offerQr(instance, number ?? instance.number);
    this.schedulePairing(instance);
    this.scheduleFailure(instance);
  }

  /** Pairs a connecting instance now (the phone scanned the QR). Returns false when it is not connecting. */
  pair(instance: TwinInstance): boolean {
    if (instance.connection !== 'connecting') return false;
    this.cancel(instance);
    instance.connection = 'open';
    instance.socket = 'open';
    instance.qr = undefined;
    instance.ownerJid ??= ownerJidFor(instance.number, this.random);
    instance.profileName ??= instance.name;
    instance.updatedAt = this.clock.now();
    const account = this.rules().connection.openEvent(instance);
    this.emit(instance, 'connection.update', { instance: instance.name, ...account, state: 'open', statusReason: REASON.ok });
    return true;
  }

  /** Logs an open or connecting instance out: its socket closes for good, its session ends. */
  logout(instance: TwinInstance): void {
    if (instance.connection === 'close') return;
    this.cancel(instance);
    instance.connection = 'close';
    instance.socket = 'closed';
    instance.qr = undefined;
    instance.disconnection = { code: REASON.loggedOut, at: this.clock.now() };
    this.emit(instance, 'connection.update', { instance: instance.name, state: 'close', statusReason: REASON.loggedOut });
    this.emit(instance, 'logout.instance', null);
  }

  /**
   * Closes the socket of an open or connecting instance and connects again: an open one has its
   * credentials and is open again at once; a connecting one offers a new QR.
   */
  restart(instance: TwinInstance): void {
    if (instance.connection === 'close') return;
    const wasOpen = instance.connection === 'open';
    this.cancel(instance);
    this.emit(instance, 'connection.update', { instance: instance.name, state: 'close', statusReason: REASON.restartRequired });
    instance.connection = 'connecting';
    instance.socket = 'closed';
    this.emit(instance, 'connection.update', { instance: instance.name, state: 'connecting', statusReason: REASON.ok });
    if (wasOpen) {
      this.pair(instance);
      return;
    }
    this.offerQr(instance, instance.number);
    this.schedulePairing(instance);
    this.scheduleFailure(instance);
  }

  /**
   * The connection drops on its own (the phone lost the network, WhatsApp closed it): close with
   * `reason`; 401 is a logout from the phone (the session ends, logout.instance follows).
   */
  disconnect(instance: TwinInstance, reason: number): void {
    if (instance.connection === 'close') return;
    if (reason === REASON.loggedOut) {
      this.logout(instance);
      return;
    }
    this.cancel(instance);
    instance.connection = 'close';
    instance.socket = 'closed';
    instance.disconnection = { code: reason, at: this.clock.now() };
    this.emit(instance, 'connection.update', { instance: instance.name, state: 'close', statusReason: reason });
  }

  /** An open instance loses its connection and reconnects with its credentials (no QR): open again after --pair-after. */
  reconnect(instance: TwinInstance): void {
    if (instance.connection !== 'open') return;
    instance.connection = 'connecting';
    instance.socket = 'closed';
    this.emit(instance, 'connection.update', { instance: instance.name, state: 'connecting', statusReason: REASON.ok });
    this.schedulePairing(instance);
  }

  /**
   * Starts deleting: a connecting instance (2.3.7: an open one too) is logged out first; it lingers
   * the version's settle time (answering as that version's does meanwhile), then is gone.
   */
  delete(instance: TwinInstance): void {
    if (instance.deletingSince !== undefined) return;
    const rules = this.rules();
    if (instance.connection === 'connecting' || (instance.connection === 'open' && rules.connection.deleteOpen === 'logout')) {
      this.logout(instance);
    }
    this.cancel(instance);
    this.emit(instance, 'instance.delete', { instanceName: instance.name, instanceId: instance.id });
    this.emit(instance, 'remove.instance', null);
    instance.deletingSince = this.clock.now();
    this.timers.set(
      instance.name,
      this.clock.after(rules.deleting.settleMs, () => {
        this.timers.delete(instance.name);
        this.world.remove(instance.name);
      }),
    );
  }

  /** Ends a pending delete at once (the control API's delete, a reset). */
  settleDeletes(): void {
    for (const instance of this.world.list()) {
      if (instance.deletingSince === undefined) continue;
      this.cancel(instance);
      this.world.remove(instance.name);
    }
  }

  /** Cancels every timer (the mock closes or resets). */
  close(): void {
    for (const cancel of [...this.timers.values(), ...this.retries.values()]) cancel();
    this.timers.clear();
    this.retries.clear();
  }

  private offerQr(instance: TwinInstance, number: string | null): void {
    if (this.offline) return;
    instance.qrCount++;
    instance.qr = newQrCode(this.random, number);
    this.emit(instance, 'qrcode.updated', { qrcode: { instance: instance.name, ...instance.qr } });
  }

  private schedulePairing(instance: TwinInstance): void {
    if (this.pairAfter === 'never' || this.offline) return;
    this.cancel(instance);
    this.timers.set(
      instance.name,
      this.clock.after(this.pairAfter, () => {
        this.timers.delete(instance.name);
        this.pair(instance);
      }),
    );
  }

  /**
   * Offline, under a version whose connect retries (2.3.7): the attempt fails when it would have
   * paired online (--pair-after; never: it does not fail) and the instance reads `close`, its socket
   * closed, while Baileys retries in the background
   * (a `connection.update connecting` per retry; no event for the failed attempts, 2.3.7 sends none
   * for a close it reconnects from). Only a delete, a logout of a connecting instance, a pairing or
   * a reset stops it.
   */
  private scheduleFailure(instance: TwinInstance): void {
    const offline = this.rules().connection.offline;
    if (!this.offline || offline.kind !== 'retries' || this.pairAfter === 'never') return;
    const name = instance.name;
    const fail = this.clock.after(this.pairAfter, () => {
      this.timers.delete(name);
      if (instance.connection !== 'connecting') return;
      instance.connection = 'close';
      instance.qr = undefined;
      const retry = this.clock.every(offline.everyMs, () => {
        this.emit(instance, 'connection.update', { instance: name, state: 'connecting', statusReason: REASON.ok });
      });
      this.retries.set(name, retry);
    });
    this.timers.set(name, fail);
  }

  private cancel(instance: TwinInstance): void {
    this.timers.get(instance.name)?.();
    this.timers.delete(instance.name);
    this.retries.get(instance.name)?.();
    this.retries.delete(instance.name);
  }
}

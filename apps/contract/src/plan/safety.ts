// The safety model: which operations may run against a live gateway, and with what opt-in.
//
//   read   runs by default: reads state, changes nothing
//   write  needs --allow-writes: changes the instance, its profile, groups or schedules
//   send   needs --allow-sends and --recipient: delivers a message to someone
//
// The spec says which is which: `x-effect: read|write|send` on every operation, and
// `x-affects-connection: start|restart|end` on connect, restart and logout, which run last, logout
// first: its checks need the instance as it was found (they are sent only when it is not connected,
// see state.ts), before restart and connect move it. An operation without `x-effect` (a new one, or
// a team overlay's) is treated as a write. Which inputs an operation needs comes from its fields
// (inputs.ts).
import type { Operation } from '../description/contract.js';
import { type InputName, needsOf } from './inputs.js';

export type Mode = 'read' | 'write' | 'send';

export interface Policy {
  mode: Mode;
  /** Inputs without which the success check is skipped. */
  needs: readonly InputName[];
  /** Runs after everything else, in this order (they disturb the connection). */
  last?: number;
  /** `x-affects-connection`: how the operation moves the instance's connection. */
  affects?: Affects;
  /** True when the operation has no `x-effect` (treated as a write). */
  unclassified?: boolean;
  /** `x-needs-connection`: its success needs the instance's WhatsApp account connected. */
  needsConnection: boolean;
}

export const MODE_FLAGS: Record<Mode, readonly string[]> = { read: [], write: ['--allow-writes'], send: ['--allow-sends'] };

export const MODE_REASON: Record<Mode, string> = {
  read: 'reads only',
  write: 'changes state on the gateway (write)',
  send: 'sends a message (send)',
};

export type Affects = 'start' | 'restart' | 'end';

const MODES: readonly string[] = ['read', 'write', 'send'];
const CONNECTION_ORDER: Readonly<Record<Affects, number>> = { end: 1, restart: 2, start: 3 };

export function policyOf(op: Pick<Operation, 'source' | 'parameters' | 'requestBody'>): Policy {
  const effect = op.source['x-effect'];
  const affects = op.source['x-affects-connection'];
  const known = typeof affects === 'string' && Object.hasOwn(CONNECTION_ORDER, affects) ? (affects as Affects) : undefined;
  const classified = typeof effect === 'string' && MODES.includes(effect);
  return {
    mode: classified ? (effect as Mode) : 'write',
    needs: needsOf(op),
    needsConnection: op.source['x-needs-connection'] === true,
    ...(known === undefined ? {} : { last: CONNECTION_ORDER[known], affects: known }),
    ...(classified ? {} : { unclassified: true }),
  };
}

/** Whether the opt-ins of a run allow an operation of this mode to act. */
export function modeAllowed(mode: Mode, optIns: { allowWrites: boolean; allowSends: boolean }): boolean {
  if (mode === 'read') return true;
  return mode === 'write' ? optIns.allowWrites : optIns.allowSends;
}

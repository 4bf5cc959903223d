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
// (inputs.ts). The other extensions that decide what a run may do:
//
//   x-irreversible        never sent with anything that could act: no flag enables its success
//   x-calls-out           the gateway calls these URLs itself: only with --allow-calls-out <url>
//   x-restore             the run reads first and writes back what it read (src/restore/)
//   x-affects-instance    create or delete an instance: only on the run's own throwaway instance
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
  /** `x-irreversible`: what it changes cannot be put back, so nothing that could act is sent. */
  irreversible: boolean;
  /** `x-calls-out`: the services the gateway itself calls while serving it. */
  callsOut: readonly string[];
  /** `x-restore.read`: the operation whose answer, written back, undoes it. */
  restoredBy?: string;
  /** `x-affects-instance`: it creates or deletes an instance (checked on the run's throwaway one). */
  instance?: InstanceEffect;
}

export type InstanceEffect = 'create' | 'delete';

export const MODE_FLAGS: Record<Mode, readonly string[]> = { read: [], write: ['--allow-writes'], send: ['--allow-sends'] };

export const MODE_REASON: Record<Mode, string> = {
  read: 'reads only',
  write: 'changes state on the gateway (write)',
  send: 'sends a message (send)',
};

export type Affects = 'start' | 'restart' | 'end';

const MODES: readonly string[] = ['read', 'write', 'send'];
const CONNECTION_ORDER: Readonly<Record<Affects, number>> = { end: 1, restart: 2, start: 3 };
const INSTANCE_EFFECTS: readonly string[] = ['create', 'delete'];

export function policyOf(op: Pick<Operation, 'source' | 'parameters' | 'requestBody'>): Policy {
  const { source } = op;
  const effect = source['x-effect'];
  const affects = source['x-affects-connection'];
  const known = typeof affects === 'string' && Object.hasOwn(CONNECTION_ORDER, affects) ? (affects as Affects) : undefined;
  const classified = typeof effect === 'string' && MODES.includes(effect);
  const instance = source['x-affects-instance'];
  const restore = source['x-restore'] as { read?: unknown } | undefined;
  const callsOut = source['x-calls-out'];
  const needs = needsOf(op);
  // Deleting is checked on the run's own throwaway instance only, never on the one named.
  if (instance === 'delete' && !needs.includes('throwaway')) needs.push('throwaway');
  return {
    mode: classified ? (effect as Mode) : 'write',
    needs,
    needsConnection: source['x-needs-connection'] === true,
    irreversible: source['x-irreversible'] === true,
    callsOut: Array.isArray(callsOut) ? callsOut.filter((url): url is string => typeof url === 'string') : [],
    ...(known === undefined ? {} : { last: CONNECTION_ORDER[known], affects: known }),
    ...(classified ? {} : { unclassified: true }),
    ...(typeof restore?.read === 'string' ? { restoredBy: restore.read } : {}),
    ...(typeof instance === 'string' && INSTANCE_EFFECTS.includes(instance) ? { instance: instance as InstanceEffect } : {}),
  };
}

/**
 * Where an operation runs in the plan: reads, sends, writes, the writes the run puts back (late, so
 * that what they change stays changed for as short a time as possible), the creation of the run's
 * throwaway instance, what is checked on it, its deletion, then connect, restart and logout.
 */
export function runRank(policy: Policy): number {
  if (policy.last !== undefined) return 10 + policy.last;
  if (policy.instance === 'create') return 4;
  if (policy.instance === 'delete') return 6;
  if (policy.needs.includes('throwaway')) return 5;
  if (policy.restoredBy !== undefined && policy.mode === 'write') return 3;
  return { read: 0, send: 1, write: 2 }[policy.mode];
}

/** Whether the opt-ins of a run allow an operation of this mode to act. */
export function modeAllowed(mode: Mode, optIns: { allowWrites: boolean; allowSends: boolean }): boolean {
  if (mode === 'read') return true;
  return mode === 'write' ? optIns.allowWrites : optIns.allowSends;
}

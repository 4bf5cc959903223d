// What a run owes the instance it checked: to leave it as it found it. Before the checks, what a
// write check with `x-restore` will change is read (read-back.ts); after them, whatever moved is put
// back and checked again: those values (first the ones that need no connection, so that a webhook
// points elsewhere for as short a time as possible), the connection (connection.ts), then the values
// that need the account connected again (after a restart). The run's throwaway instance is deleted
// and waited for until the gateway no longer has it (throwaway.ts). The writes that cannot be put
// back are listed (lasting.ts). Sends are not: a message cannot be unsent, and --allow-sends with a
// recipient is the user's consent to them.
import type { Redact } from '@msg-gateway/openapi/redact';
import type { Clock } from '../clock.js';
import type { Operation } from '../description/contract.js';
import type { Descriptions } from '../description/layered.js';
import type { RunOptions } from '../options.js';
import { type Case, checkedOperations, type Throwaway } from '../plan/planner.js';
import { policyOf } from '../plan/safety.js';
import type { FoundState } from '../plan/state.js';
import { connectionStateOperation } from '../preconditions.js';
import { type ConnectionOps, restoreConnection, type Undone } from './connection.js';
import { restorePairs, type Snapshot, takeSnapshot, writeBack } from './read-back.js';
import type { InstanceTarget } from './requests.js';
import { removeThrowaway, type ThrowawayOps } from './throwaway.js';

/**
 * Reads in a row that must agree with the state found, and how far apart: five reads over three
 * seconds. 2.1.1's reconnect loop can sit in `close` for half a second and more between tries
 * (observed: five reads 100 ms apart all said `close`, then the instance went on connecting for
 * ever), so the reads span several of its tries.
 */
const SAMPLES = 5;
const SPACING_MS = 750;
/** Between reads while a reconnecting instance waits for its logout. */
const WATCH_MS = 50;
/** Putting the instance back takes at most three request timeouts, within these bounds, even past --deadline or after an interrupt. */
const RESTORE_MIN_MS = 10_000;
const RESTORE_MAX_MS = 15_000;
/** No request of it waits longer than this. */
const REQUEST_MAX_MS = 10_000;
/** How long 2.1.1's delete may take in the background before the run deletes the throwaway instance again. */
const DELETE_GRACE_MS = 3_000;
const DELETE_SPACING_MS = 200;

export interface UndoPlan {
  target: InstanceTarget;
  found: FoundState | null;
  connection: ConnectionOps | null;
  /** The run's throwaway instance and how to remove it, when the description can create one. */
  throwaway: { instance: Throwaway; ops: ThrowawayOps } | null;
  snapshots: Snapshot[];
  /** Write checks not sent because what they change could not be read first, with why. */
  unsent: Map<string, string>;
  /** Operations whose changes the run puts back (written back, or on its throwaway instance). */
  putBack: Set<string>;
  /** ms the restoring may take. */
  limitMs: number;
  /** The operations that start a connection (`x-affects-connection: start`). */
  starts: ReadonlySet<string>;
  /** The operations that delete an instance (`x-affects-instance: delete`). */
  deletes: ReadonlySet<string>;
  /** What the restoring's waits and deadlines run on. */
  clock: Clock;
}

export interface UndoSettings {
  options: RunOptions;
  redact: Redact;
  descriptions: Descriptions;
  /** The selected checks. */
  cases: readonly Case[];
  found: FoundState | null;
  /** Checks not sent in the instance's state. */
  unsent: ReadonlyMap<string, string>;
  /** The gateway answers and the run goes on: read what the checks will change. */
  readFirst: boolean;
  throwaway: Throwaway;
  clock: Clock;
}

/** Takes what must be read before the checks to be put back after them. */
export async function prepareUndo(settings: UndoSettings): Promise<UndoPlan> {
  const { options, descriptions, cases } = settings;
  const target: InstanceTarget = {
    url: options.url,
    basePath: options.basePath,
    instance: options.instance,
    apiKey: options.apiKey,
    timeoutMs: Math.min(options.timeoutMs, REQUEST_MAX_MS),
    redact: settings.redact,
  };
  const ops = operationsById(descriptions);
  const plan: UndoPlan = {
    target,
    found: settings.found,
    connection: connectionOps(descriptions),
    throwaway: throwawayOps(descriptions, settings.throwaway),
    snapshots: [],
    unsent: new Map(),
    putBack: new Set([...ops.values()].filter((op) => policyOf(op).instance !== undefined).map((op) => op.operationId)),
    limitMs: Math.min(RESTORE_MAX_MS, Math.max(RESTORE_MIN_MS, 3 * options.timeoutMs)),
    starts: new Set([...ops.values()].filter((op) => policyOf(op).affects === 'start').map((op) => op.operationId)),
    deletes: new Set([...ops.values()].filter((op) => policyOf(op).instance === 'delete').map((op) => op.operationId)),
    clock: settings.clock,
  };
  for (const pair of settings.readFirst ? restorePairs(ops) : []) {
    const check = cases.find(
      (c) => c.operationId === pair.write.operationId && c.kind === 'success' && c.run && !settings.unsent.has(c.key),
    );
    if (!check) continue;
    const taken = await takeSnapshot(pair, target);
    if ('reason' in taken) plan.unsent.set(check.key, taken.reason);
    else {
      plan.snapshots.push(taken);
      plan.putBack.add(pair.write.operationId);
    }
  }
  return plan;
}

/**
 * Puts back what the checks sent may have changed. `sent` says whether a check's request went
 * out (null when that is not known: every planned one counts).
 */
export async function undoChanges(
  plan: UndoPlan,
  cases: readonly Case[],
  sent: ((key: string) => boolean) | null,
  answeredOk: (key: string) => boolean = () => false,
): Promise<Undone> {
  const wentOut = (c: Case): boolean => c.run && (sent === null ? true : sent(c.key));
  const undone: Undone = { actions: [], problems: [] };
  const add = (more: Undone): void => {
    undone.actions.push(...more.actions);
    undone.problems.push(...more.problems);
  };
  const written = plan.snapshots.filter((snapshot) => {
    const check = cases.find((c) => c.operationId === snapshot.pair.write.operationId && c.kind === 'success');
    return check !== undefined && wentOut(check);
  });
  const needsAccount = (s: Snapshot): boolean => [s.pair.write, s.pair.read].some((op) => policyOf(op).needsConnection);
  for (const snapshot of written.filter((s) => !needsAccount(s))) add(await writeBack(snapshot, plan.target));
  const movesConnection = cases.some((c) => (c.state === 'known' || c.state === 'open' || c.state === 'not-connected') && wentOut(c));
  if (movesConnection && plan.found?.known && plan.connection) {
    const sampling = {
      samples: SAMPLES,
      spacingMs: SPACING_MS,
      watchMs: WATCH_MS,
      until: plan.clock.now() + plan.limitMs,
      clock: plan.clock,
    };
    // The run's connect was answered as done: a connection was started.
    const started = cases.some(
      (c) => c.run && c.kind === 'success' && !c.request.onThrowaway && plan.starts.has(c.operationId) && answeredOk(c.key),
    );
    add(await restoreConnection(plan.found, plan.connection, plan.target, sampling, started));
  }
  for (const snapshot of written.filter(needsAccount)) add(await writeBack(snapshot, plan.target));
  const created = cases.find((c) => c.run && c.createsThrowaway);
  if (plan.throwaway && created && wentOut(created)) {
    const deletedByCheck = cases.some((c) => c.kind === 'success' && c.run && plan.deletes.has(c.operationId) && wentOut(c));
    const target = { ...plan.target, instance: plan.throwaway.instance.name };
    const waiting = { spacingMs: DELETE_SPACING_MS, until: plan.clock.now() + plan.limitMs, graceMs: DELETE_GRACE_MS, clock: plan.clock };
    add(await removeThrowaway(plan.throwaway.ops, target, waiting, deletedByCheck));
  }
  return undone;
}

function connectionOps(descriptions: Descriptions): ConnectionOps | null {
  const state = connectionStateOperation([descriptions.layered, descriptions.contract]);
  if (!state) return null;
  const logout = checkedOperations(descriptions).find((c) => policyOf(c.op).affects === 'end')?.op ?? null;
  return { state, logout };
}

function throwawayOps(descriptions: Descriptions, instance: Throwaway): UndoPlan['throwaway'] {
  const state = connectionStateOperation([descriptions.layered, descriptions.contract]);
  const remove = checkedOperations(descriptions).find((c) => policyOf(c.op).instance === 'delete')?.op;
  return state && remove ? { instance, ops: { state, delete: remove } } : null;
}

/** The operations a run checks, as the description that shapes their requests has them. */
const operationsById = (descriptions: Descriptions): Map<string, Operation> =>
  new Map(checkedOperations(descriptions).map((c) => [c.op.operationId, c.op]));

// What a run owes the instance it checked: to leave it as it found it. Before the checks, the
// settings a write check will change are read (read-back.ts); after them, whatever moved is put back
// and checked again: the connection (connection.ts) and those settings. The writes that cannot be
// put back with the description's operations are listed (lasting.ts). Sends are not: a message
// cannot be unsent, and --allow-sends with a recipient is the user's consent to them.
import type { Redact } from '@msg-gateway/openapi/redact';
import type { Operation } from '../description/contract.js';
import type { Descriptions } from '../description/layered.js';
import type { RunOptions } from '../options.js';
import { type Case, checkedOperations } from '../plan/planner.js';
import { policyOf } from '../plan/safety.js';
import type { FoundState } from '../plan/state.js';
import { connectionStateOperation } from '../preconditions.js';
import { type ConnectionOps, restoreConnection, type Undone } from './connection.js';
import { READ_BACK, type Snapshot, takeSnapshot, writeBack } from './read-back.js';
import type { InstanceTarget } from './requests.js';

/** Reads in a row that must agree with the state found, and how far apart. */
const SAMPLES = 5;
const SPACING_MS = 100;
/** Putting the instance back takes at most three request timeouts, within these bounds, even past --deadline or after an interrupt. */
const RESTORE_MIN_MS = 5_000;
const RESTORE_MAX_MS = 15_000;
/** No request of it waits longer than this. */
const REQUEST_MAX_MS = 10_000;

export interface UndoPlan {
  target: InstanceTarget;
  found: FoundState | null;
  connection: ConnectionOps | null;
  snapshots: Snapshot[];
  /** Write checks not sent because what they change could not be read first, with why. */
  unsent: Map<string, string>;
  /** ms the restoring may take. */
  limitMs: number;
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
  const plan: UndoPlan = {
    target,
    found: settings.found,
    connection: connectionOps(descriptions),
    snapshots: [],
    unsent: new Map(),
    limitMs: Math.min(RESTORE_MAX_MS, Math.max(RESTORE_MIN_MS, 3 * options.timeoutMs)),
  };
  const ops = operationsById(descriptions);
  for (const pair of settings.readFirst ? READ_BACK : []) {
    const check = cases.find((c) => c.operationId === pair.write && c.kind === 'success' && c.run && !settings.unsent.has(c.key));
    const [write, read] = [ops.get(pair.write), ops.get(pair.read)];
    if (!check) continue;
    const taken = write && read ? await takeSnapshot(pair, { write, read }, target) : { reason: `${pair.what} cannot be read first` };
    if ('reason' in taken) plan.unsent.set(check.key, taken.reason);
    else plan.snapshots.push(taken);
  }
  return plan;
}

/**
 * Puts back what the checks sent may have changed. `sent` says whether a check's request went
 * out (null when that is not known: every planned one counts).
 */
export async function undoChanges(plan: UndoPlan, cases: readonly Case[], sent: ((key: string) => boolean) | null): Promise<Undone> {
  const wentOut = (c: Case): boolean => c.run && (sent === null ? true : sent(c.key));
  const undone: Undone = { actions: [], problems: [] };
  const add = (more: Undone): void => {
    undone.actions.push(...more.actions);
    undone.problems.push(...more.problems);
  };
  const movesConnection = cases.some((c) => (c.state === 'known' || c.state === 'not-connected') && wentOut(c));
  if (movesConnection && plan.found?.known && plan.connection) {
    const sampling = { samples: SAMPLES, spacingMs: SPACING_MS, until: Date.now() + plan.limitMs };
    add(await restoreConnection(plan.found, plan.connection, plan.target, sampling));
  }
  for (const snapshot of plan.snapshots) {
    const check = cases.find((c) => c.operationId === snapshot.pair.write && c.kind === 'success');
    if (check && wentOut(check)) add(await writeBack(snapshot, plan.target));
  }
  return undone;
}

function connectionOps(descriptions: Descriptions): ConnectionOps | null {
  const state = connectionStateOperation([descriptions.layered, descriptions.contract]);
  if (!state) return null;
  const logout = checkedOperations(descriptions).find((c) => policyOf(c.op).affects === 'end')?.op ?? null;
  return { state, logout };
}

/** The operations a run checks, as the description that shapes their requests has them. */
const operationsById = (descriptions: Descriptions): Map<string, Operation> =>
  new Map(checkedOperations(descriptions).map((c) => [c.op.operationId, c.op]));

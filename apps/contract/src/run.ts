// One contract run: load the descriptions (the contract, and the contract + profile + team
// overlays), plan the checks, read the instance's connection state (and what the checks will
// change), send the checks (through the Dredd adapter), put back what they changed, judge every
// answer against the descriptions, and report. Dredd's own exit code is
// not trusted: the verdict comes from the recorded answers, and a run in which nothing was checked,
// which stopped before every check ran, or whose answers show that --url does not lead to the
// gateway's routes, is an error (exit 2) rather than a pass or "63 failed".
import { rowOf } from './check/verdict.js';
import { AUTO_PROFILE, autoProfile } from './description/auto.js';
import { runWithDredd } from './dredd/adapter.js';
import { ContractRunError, EXIT, type ExitCode } from './errors.js';
import type { Execution } from './execution.js';
import type { RunOptions } from './options.js';
import { notConnectedCase } from './plan/not-connected.js';
import type { Case } from './plan/planner.js';
import { type FoundState, notSentBecause } from './plan/state.js';
import { type ConnectionState, connectionStateOperation, licenceGateOf, readConnectionState } from './preconditions.js';
import { assertReachable } from './probe.js';
import { counts, type Row } from './report/rows.js';
import { formatRestore, type RestoreReport } from './report/undo.js';
import type { Undone } from './restore/connection.js';
import { lastingChanges } from './restore/lasting.js';
import { prepareUndo, type UndoPlan, undoChanges } from './restore/undo.js';
import { prepareRun, type RunContext, type RunIo } from './run/context.js';
import { assertRoutesReached, stoppedError } from './run/exits.js';
import { reportRun } from './run/report.js';

export type { RunIo } from './run/context.js';

/** The reachability probe and the connection state read never wait longer than this, whatever --timeout says. */
const PROBE_MAX_MS = 10_000;

export interface RunResult {
  exitCode: ExitCode;
  rows: Row[];
}

export async function runContract(given: RunOptions, io: RunIo = {}): Promise<RunResult> {
  const options = await withProfile(given, io);
  const prepared = prepareRun(options, io);
  if (options.dryRun) {
    const rows = prepared.selected.map(planned);
    reportRun(prepared, rows);
    prepared.out('Dry run: nothing was sent.');
    return { exitCode: EXIT.ok, rows };
  }
  if (!prepared.selected.some((c) => c.run)) {
    reportRun(prepared, prepared.selected.map(planned));
    throw new ContractRunError(
      'Nothing was checked: every selected check is skipped (see the reasons above). Add the flags they name, or select other checks with --only.',
      { reported: prepared.junitPath !== null },
    );
  }
  const before = await readBefore(prepared);
  const run = forState(prepared, before.connection);
  const unsent = unsentInState(run, before.connection);
  const readFirst = before.reachable && !io.signal?.aborted;
  const undo = await prepareUndo({ ...run, cases: run.selected, found: before.connection, unsent, readFirst });
  for (const [key, reason] of undo.unsent) unsent.set(key, reason);
  const { execution, undone } = await sendAndUndo(run, before.reachable, unsent, undo);
  const rows = run.selected.map((c) => judge(run, c, execution, unsent));
  const restore = restoreReport(undone, rows, undo.putBack);
  try {
    assertRoutesReached(run.selected, execution, options, before.routesReached);
  } catch (error) {
    if (restore) run.out(formatRestore(restore));
    throw undone.problems.length ? notPutBack(undone, false) : error;
  }
  reportRun(run, rows, restore);
  return resultOf(run, execution, rows, undone);
}

/**
 * The options with `--profile auto` replaced by the profile of the version the gateway's `GET /`
 * names (said on the first line of the report); the options as given otherwise. A dry run reads
 * `GET /` too: it is the only way to know which description the run would use.
 */
async function withProfile(options: RunOptions, io: RunIo): Promise<RunOptions> {
  if (options.profile !== AUTO_PROFILE || io.descriptions) return options;
  const deadline = (io.startedAt ?? Date.now()) + options.deadlineMs;
  const ms = Math.max(1, Math.min(options.timeoutMs, PROBE_MAX_MS, deadline - Date.now()));
  const picked = await autoProfile(options.url, ms, io.signal);
  const out = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  out(picked.line);
  return { ...options, profile: picked.profile };
}

const planned = (c: Case): Row => (c.run ? { case: c, verdict: 'planned' } : { case: c, verdict: 'skipped', skip: c.skip });

interface Before {
  /** The gateway answered the probe (and the state read, when there is one). */
  reachable: boolean;
  /** The gateway's own route answered the state read: --url leads to its routes. */
  routesReached: boolean;
  /** The instance's state, when it was read. */
  connection: ConnectionState | null;
}

/** Makes sure the gateway answers, then reads the instance's connection state (exit 2 when it shows the run cannot check it). */
async function readBefore(run: RunContext): Promise<Before> {
  const { options, io, descriptions } = run;
  const probeMs = (): number => Math.max(1, Math.min(options.timeoutMs, PROBE_MAX_MS, run.deadlineAt - Date.now()));
  const interrupted = (error: unknown): false => {
    if (io.signal?.aborted) return false;
    throw error;
  };
  const reachable = await assertReachable(options.url, probeMs(), io.signal).then(() => true, interrupted);
  const stateOperation = connectionStateOperation([descriptions.layered, descriptions.contract]);
  const gate = licenceGateOf([descriptions.layered]);
  if (!reachable || !stateOperation) return { reachable, routesReached: false, connection: null };
  const connection = await readConnectionState(stateOperation, {
    url: options.url,
    basePath: options.basePath,
    instance: options.instance,
    apiKey: options.apiKey,
    timeoutMs: probeMs(),
    redact: run.redact,
    gate,
    ...(io.signal ? { signal: io.signal } : {}),
  }).catch(interrupted);
  if (connection === false) return { reachable: false, routesReached: false, connection: null };
  return { reachable, routesReached: connection.routesReached, connection };
}

/** The plan as the instance's state makes it: success checks sent to an instance not connected expect its not-connected answer. */
function forState(run: RunContext, found: FoundState | null): RunContext {
  const adapted = new Map<Case, Case>();
  const adapt = (c: Case): Case => {
    const known = adapted.get(c) ?? notConnectedCase(c, found, run.descriptions, run.options.instance) ?? c;
    adapted.set(c, known);
    return known;
  };
  return { ...run, cases: run.cases.map(adapt), selected: run.selected.map(adapt) };
}

/** The checks not sent in the instance's state (plan/state.ts), with why. */
function unsentInState(run: RunContext, connection: ConnectionState | null): Map<string, string> {
  const unsent = new Map<string, string>();
  for (const c of run.selected) {
    const reason = c.run ? notSentBecause(c.state, connection, run.options.instance) : null;
    if (reason !== null) unsent.set(c.key, reason);
  }
  return unsent;
}

/**
 * Sends the checks, then puts back what they moved (src/restore/), also when sending failed midway
 * (then every planned request counts as sent).
 */
async function sendAndUndo(
  run: RunContext,
  reachable: boolean,
  unsent: ReadonlyMap<string, string>,
  undo: UndoPlan,
): Promise<{ execution: Execution; undone: Undone }> {
  const sendable = run.selected.filter((c) => !unsent.has(c.key));
  let execution: Execution;
  try {
    execution = await sendChecks(run, reachable, unsent);
  } catch (error) {
    const undone = await undoChanges(undo, sendable, null);
    const restore = restoreReport(undone, [], undo.putBack);
    if (restore) run.out(formatRestore(restore));
    throw undone.problems.length ? notPutBack(undone, false, error) : error;
  }
  const went = (key: string): boolean => ['answered', 'no-answer'].includes(execution.outcomes.get(key)?.kind ?? '');
  const answeredOk = (key: string): boolean => {
    const outcome = execution.outcomes.get(key);
    return outcome?.kind === 'answered' && outcome.response.status >= 200 && outcome.response.status < 300;
  };
  return { execution, undone: await undoChanges(undo, sendable, went, answeredOk) };
}

/** Sends the checks through Dredd; nothing when the gateway could not be reached or the run was interrupted. */
async function sendChecks(run: RunContext, reachable: boolean, notSent: ReadonlyMap<string, string>): Promise<Execution> {
  const { options, io } = run;
  if (!reachable || io.signal?.aborted) return { outcomes: new Map(), stopped: 'interrupted' };
  const toSend = run.cases.filter((c) => !notSent.has(c.key));
  if (!toSend.some((c) => c.selected && c.run)) return { outcomes: new Map(), stopped: null };
  // The deviations' attribution costs about a second of CPU: done while the Dredd child starts.
  const { layered } = run.descriptions;
  if (layered) setImmediate(() => layered.deviations());
  return runWithDredd(run.descriptions, toSend, {
    url: options.url,
    basePath: options.basePath,
    apiKey: options.apiKey,
    secrets: [run.throwaway.token],
    timeoutMs: options.timeoutMs,
    deadlineAt: run.deadlineAt,
    ...(options.verbose && io.verbose ? { onOutput: io.verbose } : {}),
    ...(io.signal ? { signal: io.signal } : {}),
    ...(io.hooksPath ? { hooksPath: io.hooksPath } : {}),
  });
}

function judge(run: RunContext, c: Case, execution: Execution, unsent: ReadonlyMap<string, string>): Row {
  const reason = unsent.get(c.key);
  if (reason !== undefined) return { case: c, verdict: 'instance-state', reason };
  const outcome =
    execution.outcomes.get(c.key) ?? (c.run && execution.stopped ? { kind: 'unchecked' as const, reason: execution.stopped } : undefined);
  // Only the gateway's global key creates instances: a 401 to a key the state read accepted says
  // the key is an instance's token, not that the gateway broke the contract.
  if (c.run && c.createsThrowaway && outcome?.kind === 'answered' && outcome.response.status === 401) {
    return { case: c, verdict: 'instance-state', reason: GLOBAL_KEY_NEEDED, uri: outcome.uri, actualStatus: 401 };
  }
  return rowOf(c, outcome, { descriptions: run.descriptions, redact: run.redact });
}

const GLOBAL_KEY_NEEDED =
  "the gateway refused to create an instance with GATEWAY_API_KEY (401): creating the run's throwaway instance needs the gateway's global key, not an instance's token";

/** What the report says about putting the instance back, or null when the run had nothing to put back. */
function restoreReport(undone: Undone, rows: readonly Row[], putBack: ReadonlySet<string>): RestoreReport | null {
  const lasting = lastingChanges(rows, putBack);
  return undone.actions.length + undone.problems.length + lasting.length ? { ...undone, lasting } : null;
}

/** The run could not leave the instance as it found it: exit 2, whatever the checks said. */
function notPutBack(undone: Undone, reported: boolean, cause?: unknown): ContractRunError {
  const also = cause instanceof Error ? `The run had also stopped: ${cause.message}` : undefined;
  return new ContractRunError(undone.problems.join('\n'), { reported, ...(also ? { details: also } : {}) });
}

/** Exit 1 when a check failed, 0 when none did; exit 2 when the run left the instance changed, stopped early or checked nothing. */
function resultOf(run: RunContext, execution: Execution, rows: Row[], undone: Undone): RunResult {
  const reported = run.junitPath !== null;
  if (undone.problems.length) throw notPutBack(undone, reported);
  if (execution.stopped) throw stoppedError(execution.stopped, rows, run.options, run.io.interruptedBy?.(), reported);
  const n = counts(rows);
  if (n.passed + n.failed + n.known === 0) {
    throw new ContractRunError('Nothing was checked: every check was skipped or not checked (see the reasons above).', { reported });
  }
  return { exitCode: n.failed > 0 ? EXIT.failed : EXIT.ok, rows };
}

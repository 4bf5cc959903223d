// One contract run: load the descriptions (the contract, and the contract + profile + team
// overlays), plan the checks, read the instance's connection state, send the checks (through the
// Dredd adapter), judge every answer against the descriptions, and report. Dredd's own exit code is
// not trusted: the verdict comes from the recorded answers, and a run in which nothing was checked,
// which stopped before every check ran, or whose answers show that --url does not lead to the
// gateway's routes, is an error (exit 2) rather than a pass or "63 failed".
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { redactor } from '@msg-gateway/openapi/redact';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { baseAddressHint, isJsonMediaType, isMisconfigured, misrouting } from './check/misconfiguration.js';
import { rowOf } from './check/verdict.js';
import { type Descriptions, loadDescriptions } from './description/layered.js';
import { runWithDredd } from './dredd/adapter.js';
import { ContractRunError, EXIT, type ExitCode } from './errors.js';
import { type Execution, GIVE_UP_AFTER, type StopReason } from './execution.js';
import { checkAgainstContract, type RunOptions } from './options.js';
import { type Case, checkedOperations, type OnlySelector, planChecks } from './plan/planner.js';
import { connectionStateOperation, notConnectedText, readConnectionState } from './preconditions.js';
import { assertReachable } from './probe.js';
import { junitXml } from './report/junit.js';
import { counts, type Row } from './report/rows.js';
import { type DescriptionNames, formatDetails, formatTable, summaryLine } from './report/table.js';

/** The reachability probe and the connection state read never wait longer than this, whatever --timeout says. */
const PROBE_MAX_MS = 10_000;

export interface RunIo {
  /** Receives report lines (stdout), already redacted. */
  out?: (line: string) => void;
  /** Receives Dredd's own output with --verbose (stderr), already redacted. */
  verbose?: (text: string) => void;
  /** Where relative --overlay / --junit paths start. */
  cwd?: string;
  /** Aborting it stops the run: the checks not run yet are reported as not checked. */
  signal?: AbortSignal;
  /** Names the signal in the closing message ("SIGTERM"). */
  interruptedBy?: () => string | undefined;
  /** The hooks file Dredd loads (tests give broken ones). */
  hooksPath?: string;
  /** The descriptions to check against (default: from the options' --profile and --overlay). */
  descriptions?: Descriptions;
  /** Epoch ms; default now. */
  startedAt?: number;
}

export interface RunResult {
  exitCode: ExitCode;
  rows: Row[];
}

export async function runContract(options: RunOptions, io: RunIo = {}): Promise<RunResult> {
  const startedAt = io.startedAt ?? Date.now();
  const deadlineAt = startedAt + options.deadlineMs;
  const redact = redactor(options.apiKey);
  const write = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const out = (text: string): void => write(redact(text));
  const cwd = io.cwd ?? process.cwd();

  const descriptions = io.descriptions ?? loadDescriptions({ profile: options.profile, overlays: options.overlays, cwd });
  const { contract, layered } = descriptions;
  const checkedIds = checkedOperations(descriptions).map((c) => c.op.operationId);
  const only = checkAgainstContract(options, contract.document, contract.operations, checkedIds);
  const junitPath = options.junit ? resolve(cwd, options.junit) : null;
  const cases = planChecks(descriptions, {
    instance: options.instance,
    inputs: options.inputs,
    allowWrites: options.allowWrites,
    allowSends: options.allowSends,
    only,
  });
  checkSelectors(only, cases);
  const selected = cases.filter((c) => c.selected);
  const unselected = cases.length - selected.length;
  const seconds = (): number => (Date.now() - startedAt) / 1000;
  const names: DescriptionNames = { contract: contract.name, layered: layered?.name ?? null };

  const finish = (rows: readonly Row[]): void => {
    out(formatTable(rows));
    const details = formatDetails(rows, names);
    if (details) out(details);
    out('');
    out(summaryLine(rows, { url: options.url, seconds: seconds(), unselected }));
    if (layered) out(`Layered description: ${layered.name} (the contract + ${layered.overlays.map((o) => o.source).join(' + ')})`);
    if (junitPath && !options.dryRun) {
      mkdirSync(dirname(junitPath), { recursive: true });
      const run = {
        suite: 'contract',
        properties: { url: options.url, description: layered?.name ?? contract.name },
        seconds: seconds(),
        redact,
        timestamp: new Date(startedAt).toISOString(),
      };
      writeFileSync(junitPath, junitXml(rows, run, names));
      out(`JUnit report: ${junitPath}`);
    }
  };
  const planned = (c: Case): Row => (c.run ? { case: c, verdict: 'planned' } : { case: c, verdict: 'skipped', skip: c.skip });

  if (options.dryRun) {
    const rows = selected.map(planned);
    finish(rows);
    out('Dry run: nothing was sent.');
    return { exitCode: EXIT.ok, rows };
  }

  if (!selected.some((c) => c.run)) {
    finish(selected.map(planned));
    throw new ContractRunError(
      'Nothing was checked: every selected check is skipped (see the reasons above). Add the flags they name, or select other checks with --only.',
      { reported: junitPath !== null },
    );
  }

  const probeMs = (): number => Math.max(1, Math.min(options.timeoutMs, PROBE_MAX_MS, deadlineAt - Date.now()));
  const interrupted = (error: unknown): false => {
    if (io.signal?.aborted) return false;
    throw error;
  };
  let reachable = await assertReachable(options.url, probeMs(), io.signal).then(() => true, interrupted);

  // Which checks cannot say anything while the instance's account is not connected.
  const notConnected = new Map<string, string>();
  let routesReached = false;
  const stateOperation = connectionStateOperation([layered, contract]);
  if (reachable && stateOperation) {
    const connection = await readConnectionState(stateOperation, {
      url: options.url,
      basePath: options.basePath,
      instance: options.instance,
      apiKey: options.apiKey,
      timeoutMs: probeMs(),
      redact,
      ...(io.signal ? { signal: io.signal } : {}),
    }).catch(interrupted);
    if (connection === false) reachable = false;
    else routesReached = connection.routesReached;
    if (connection !== false && !connection.open) {
      const text = notConnectedText(options.instance, connection.state);
      for (const c of selected) if (c.run && c.needsConnection) notConnected.set(c.key, text);
    }
  }
  const toSend = cases.filter((c) => !notConnected.has(c.key));

  let execution: Execution;
  if (!reachable || io.signal?.aborted) {
    execution = { outcomes: new Map(), stopped: 'interrupted' };
  } else if (!toSend.some((c) => c.selected && c.run)) {
    execution = { outcomes: new Map(), stopped: null };
  } else {
    // The deviations' attribution costs about a second of CPU: done while the Dredd child starts.
    if (layered) setImmediate(() => layered.deviations());
    execution = await runWithDredd(descriptions, toSend, {
      url: options.url,
      basePath: options.basePath,
      apiKey: options.apiKey,
      timeoutMs: options.timeoutMs,
      deadlineAt,
      ...(options.verbose && io.verbose ? { onOutput: io.verbose } : {}),
      ...(io.signal ? { signal: io.signal } : {}),
      ...(io.hooksPath ? { hooksPath: io.hooksPath } : {}),
    });
  }
  assertRoutesReached(selected, execution, options, routesReached);

  const judge = { descriptions, redact };
  const rows = selected.map((c): Row => {
    const reason = notConnected.get(c.key);
    if (reason !== undefined) return { case: c, verdict: 'not-connected', reason };
    const outcome =
      execution.outcomes.get(c.key) ?? (c.run && execution.stopped ? { kind: 'unchecked' as const, reason: execution.stopped } : undefined);
    return rowOf(c, outcome, judge);
  });
  finish(rows);
  if (execution.stopped) throw stoppedError(execution.stopped, rows, options, io.interruptedBy?.(), junitPath !== null);
  const n = counts(rows);
  if (n.passed + n.failed + n.known === 0) {
    throw new ContractRunError('Nothing was checked: every check was skipped or not checked (see the reasons above).', {
      reported: junitPath !== null,
    });
  }
  return { exitCode: n.failed > 0 ? EXIT.failed : EXIT.ok, rows };
}

/** A --only item that selects no check is a typo the user should hear about before anything is sent. */
function checkSelectors(only: readonly OnlySelector[] | undefined, cases: readonly Case[]): void {
  for (const selector of only ?? []) {
    if (selector.check === undefined) continue;
    const own = cases.filter((c) => c.operationId === selector.operationId);
    const hit = own.some(
      (c) =>
        c.kind === selector.check ||
        [c.status, c.expect.contract.status, c.expect.layered?.status].includes(selector.check) ||
        (c.kind === 'other' && c.status === selector.check),
    );
    if (!hit) {
      const list = own.map((c) => `${c.kind} ${c.status}`).join(', ');
      throw new UsageError(`--only ${selector.operationId}:${selector.check} selects no check (its checks: ${list}).`);
    }
  }
}

/**
 * Exit 2 when most answers show that the requests did not reach the gateway's routes: route-not-
 * found 404s or answers that are not JSON at all. Answers a description expects to be a route-not-
 * found (an operation it does not have) do not count.
 */
function assertRoutesReached(selected: readonly Case[], execution: Execution, options: RunOptions, routesReached: boolean): void {
  let sent = 0;
  const misrouted: string[] = [];
  for (const c of selected) {
    const outcome = execution.outcomes.get(c.key);
    if (outcome?.kind !== 'answered' && outcome?.kind !== 'no-answer') continue;
    sent += 1;
    if (outcome.kind !== 'answered' || c.expect.contract.absent || c.expect.layered?.absent) continue;
    const why = misrouting(outcome.response);
    // Once the gateway's own route answered the state read, --url is right: its JSON route-not-found
    // envelope then names a route the gateway lacks, a contract failure like any other; only
    // answers that are not the gateway's (HTML pages, other text) still point at a wrong --url.
    if (why && routesReached && isJsonMediaType(outcome.response.headers['content-type'])) continue;
    if (why) misrouted.push(`${c.method} ${options.basePath}${outcome.uri} answered ${outcome.response.status}, ${why}`);
  }
  if (!isMisconfigured(misrouted.length, sent)) return;
  throw new ContractRunError(
    `${misrouted.length} of ${sent} answers were route-not-found or not JSON (e.g. ${misrouted[0]}): ${baseAddressHint(options.url, options.basePath)}`,
  );
}

function stoppedError(
  reason: StopReason,
  rows: readonly Row[],
  options: RunOptions,
  signal: string | undefined,
  reported: boolean,
): ContractRunError {
  const left = rows.filter((r) => r.verdict === 'unchecked').map((r) => onlyName(r.case));
  const why: Record<StopReason, string> = {
    deadline: `The run deadline passed (--deadline ${options.deadlineMs / 1000} s)`,
    unresponsive: `The gateway stopped answering (${GIVE_UP_AFTER} requests in a row got no answer), so the run gave up`,
    interrupted: `The run was interrupted${signal ? ` by ${signal}` : ''}`,
  };
  const count = `${left.length} check${left.length === 1 ? ' was' : 's were'} left unchecked`;
  return new ContractRunError(`${why[reason]}: ${count}${left.length ? `: ${left.join(',')} (run them again with --only)` : ''}.`, {
    reported,
  });
}

/** "operationId:check", as --only takes it. */
const onlyName = (c: Case): string => `${c.operationId}:${c.kind === 'other' ? c.status : c.kind}`;

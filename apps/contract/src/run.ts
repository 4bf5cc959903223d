// One contract run: plan the checks, send them (through the Dredd adapter), judge every answer
// against the description, apply the baseline, and report. Dredd's own exit code is not trusted:
// the verdict comes from the recorded answers, and a run in which nothing was checked, or which
// stopped before every check ran, is an error (exit 2) rather than a pass.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Redact, redactor } from '@msg-gateway/openapi/redact';
import { escapePointerSegment } from '@msg-gateway/openapi/walk';
import { type Baseline, loadBaseline, resolveBaselinePath } from './check/baseline.js';
import { rowOf } from './check/verdict.js';
import { type Description, loadContract } from './description/contract.js';
import { runWithDredd } from './dredd/adapter.js';
import { ContractRunError, EXIT, type ExitCode } from './errors.js';
import { type Execution, GIVE_UP_AFTER, type StopReason } from './execution.js';
import { checkAgainstContract, type RunOptions } from './options.js';
import { type Case, planChecks } from './plan/planner.js';
import { assertReachable } from './probe.js';
import { junitXml } from './report/junit.js';
import { counts, type Row } from './report/rows.js';
import { formatDetails, formatTable, summaryLine } from './report/table.js';

/** The reachability probe never waits longer than this, whatever --timeout says. */
const PROBE_MAX_MS = 10_000;

export interface RunIo {
  /** Receives report lines (stdout), already redacted. */
  out?: (line: string) => void;
  /** Receives Dredd's own output with --verbose (stderr), already redacted. */
  verbose?: (text: string) => void;
  /** Where relative --baseline / --junit paths start. */
  cwd?: string;
  /** Aborting it stops the run: the checks not run yet are reported as not checked. */
  signal?: AbortSignal;
  /** Names the signal in the closing message ("SIGTERM"). */
  interruptedBy?: () => string | undefined;
  /** The hooks file Dredd loads (tests give broken ones). */
  hooksPath?: string;
  /** The description to check against (default: the contract). */
  description?: Description;
  /** Epoch ms; default now. */
  startedAt?: number;
}

export interface RunResult {
  exitCode: ExitCode;
  rows: Row[];
}

/**
 * Every form in which the key may be printed. Beyond the shared redactor's forms: as a JSON
 * pointer segment (a report quotes `/<key>` when a gateway uses the key as a property name).
 */
export function keyRedactor(apiKey: string): Redact {
  return apiKey === '' ? redactor() : redactor(apiKey, escapePointerSegment(apiKey));
}

export async function runContract(options: RunOptions, io: RunIo = {}): Promise<RunResult> {
  const startedAt = io.startedAt ?? Date.now();
  const deadlineAt = startedAt + options.deadlineMs;
  const redact = keyRedactor(options.apiKey);
  const write = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const out = (text: string): void => write(redact(text));
  const cwd = io.cwd ?? process.cwd();

  const description = io.description ?? loadContract();
  const only = checkAgainstContract(options, description.document, description.operations);
  const baseline: Baseline | null = options.baseline
    ? loadBaseline(resolveBaselinePath(options.baseline, cwd), new Set(description.operations.map((o) => o.operationId)))
    : null;
  const junitPath = options.junit ? resolve(cwd, options.junit) : null;
  const cases = planChecks(description.document, description.operations, {
    instance: options.instance,
    inputs: options.inputs,
    allowWrites: options.allowWrites,
    allowSends: options.allowSends,
    only,
  });
  const selected = cases.filter((c) => c.selected);
  const unselected = cases.length - selected.length;
  const seconds = (): number => (Date.now() - startedAt) / 1000;

  const finish = (rows: readonly Row[]): void => {
    out(formatTable(rows));
    const details = formatDetails(rows);
    if (details) out(details);
    out('');
    out(summaryLine(rows, { url: options.url, seconds: seconds(), unselected }));
    if (baseline) out(`Baseline: ${baseline.file}`);
    if (junitPath && !options.dryRun) {
      mkdirSync(dirname(junitPath), { recursive: true });
      writeFileSync(
        junitPath,
        junitXml(rows, { url: options.url, seconds: seconds(), redact, timestamp: new Date(startedAt).toISOString() }),
      );
      out(`JUnit report: ${junitPath}`);
    }
  };

  if (options.dryRun) {
    const rows = selected.map((c): Row => (c.run ? { case: c, verdict: 'planned' } : { case: c, verdict: 'skipped', skip: c.skip }));
    finish(rows);
    out('Dry run: nothing was sent.');
    return { exitCode: EXIT.ok, rows };
  }

  if (!selected.some((c) => c.run)) {
    finish(selected.map((c): Row => (c.run ? { case: c, verdict: 'planned' } : { case: c, verdict: 'skipped', skip: c.skip })));
    throw new ContractRunError(
      'Nothing was checked: every selected check is skipped (see the reasons above). Add the flags they name, or select other checks with --only.',
    );
  }

  const probeMs = Math.max(1, Math.min(options.timeoutMs, PROBE_MAX_MS, deadlineAt - Date.now()));
  const reachable = await assertReachable(options.url, probeMs, io.signal).then(
    () => true,
    (error: unknown) => {
      if (io.signal?.aborted) return false;
      throw error;
    },
  );
  let execution: Execution;
  if (!reachable || io.signal?.aborted) {
    execution = { outcomes: new Map(), stopped: 'interrupted' };
  } else {
    execution = await runWithDredd(description, cases, {
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
  const judge = { description, baseline, redact };
  const rows = selected.map((c) => {
    const outcome =
      execution.outcomes.get(c.key) ?? (c.run && execution.stopped ? { kind: 'unchecked' as const, reason: execution.stopped } : undefined);
    return rowOf(c, outcome, judge);
  });
  finish(rows);
  if (execution.stopped) throw stoppedError(execution.stopped, rows, options, io.interruptedBy?.());
  const n = counts(rows);
  if (n.passed + n.failed + n.known === 0) {
    throw new ContractRunError('Nothing was checked: every check was skipped (see the reasons above).');
  }
  return { exitCode: n.failed > 0 ? EXIT.failed : EXIT.ok, rows };
}

function stoppedError(reason: StopReason, rows: readonly Row[], options: RunOptions, signal: string | undefined): ContractRunError {
  const left = rows.filter((r) => r.verdict === 'unchecked').map((r) => onlyName(r.case));
  const why: Record<StopReason, string> = {
    deadline: `The run deadline passed (--deadline ${options.deadlineMs / 1000} s)`,
    unresponsive: `The gateway stopped answering (${GIVE_UP_AFTER} requests in a row got no answer), so the run gave up`,
    interrupted: `The run was interrupted${signal ? ` by ${signal}` : ''}`,
  };
  const count = `${left.length} check${left.length === 1 ? ' was' : 's were'} left unchecked`;
  return new ContractRunError(`${why[reason]}: ${count}${left.length ? `: ${left.join(',')} (run them again with --only)` : ''}.`);
}

/** "operationId:status", as --only takes it. */
const onlyName = (c: Case): string => `${c.operationId}:${c.status}`;

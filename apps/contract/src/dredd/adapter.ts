// The one door to Dredd: writes the run files into a private temporary folder, starts the Dredd
// child (child.cts, with hooks.cts), stops it when the run is interrupted or its deadline passes,
// and reads back what happened to each planned check. Nothing outside src/dredd/ knows Dredd, its
// transactions or its records; callers get an Execution (src/execution.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { redactingStream } from '@msg-gateway/openapi/redact-stream';
import { BODY_LIMIT_BYTES, type RecordedResponse } from '../check/checker.js';
import type { Descriptions } from '../description/layered.js';
import { ContractRunError } from '../errors.js';
import { type Execution, GIVE_UP_AFTER, type Outcome, type StopReason } from '../execution.js';
import { noAnswerReason, noAnswerWithin } from '../http/request.js';
import { type Case, CREATED_SCHEDULE_TOKEN, type RunningCase } from '../plan/planner.js';
import type { ChildRecord, ErrorRecord, RunFile, TransactionRecord, TransportCode } from './records.cjs';
import { verboseLimiter } from './verbose.js';
import { dreddView } from './view.js';

// The compiled child and hooks, found from the package root: this file runs as src/dredd/adapter.ts
// (tests) or dist/dredd/adapter.js, and the CommonJS files Dredd loads exist in dist/ only.
const DIST = fileURLToPath(new URL('../../dist/dredd/', import.meta.url));
export const CHILD_PATH = join(DIST, 'child.cjs');
const HOOKS_PATH = join(DIST, 'hooks.cjs');

/** How long the child gets to stop by itself at the deadline before it is killed. */
const DEADLINE_GRACE_MS = 5_000;
/** How long the child gets after SIGTERM before SIGKILL. */
const KILL_GRACE_MS = 2_000;
const OUTPUT_KEEP_CHARS = 200_000;
const OUTPUT_TAIL_LINES = 60;

export interface DreddSettings {
  url: string;
  basePath: string;
  apiKey: string;
  /** Other secrets Dredd's output may show (the throwaway instance's token, in a request body). */
  secrets?: readonly string[];
  timeoutMs: number;
  /** Epoch ms. */
  deadlineAt: number;
  /** Receives Dredd's own output (key redacted), for --verbose. */
  onOutput?: (text: string) => void;
  /** Aborting it stops the child; the run then reports its checks as interrupted. */
  signal?: AbortSignal;
  /** The hooks file Dredd loads (tests give broken ones). */
  hooksPath?: string;
}

/** Runs the selected, running cases through Dredd and reports what happened to each (the others are not sent). */
export async function runWithDredd(descriptions: Descriptions, cases: readonly Case[], settings: DreddSettings): Promise<Execution> {
  const work = mkdtempSync(join(tmpdir(), 'msg-gateway-contract-'));
  try {
    const { run, runPath } = writeRunFiles(work, descriptions, cases, settings);
    const child = await runChild(runPath, settings);
    const records = readRecords(run.resultsPath);
    if (!records.some((r) => r.type === 'loaded')) {
      if (child.stoppedBy) return { outcomes: new Map(), stopped: child.stoppedBy };
      if (/Dredd could not run/.test(child.output))
        throw new ContractRunError('Dredd could not run the contract.', { details: child.tail });
      throw new ContractRunError(
        'The Dredd hooks did not run, so no response was checked against the contract (Dredd alone checks no schema). Dredd said:',
        { details: hookProblems(child.output) },
      );
    }
    const execution = outcomesOf(cases, records, child.stoppedBy, settings.timeoutMs);
    const missing = sent(cases).filter((c) => !execution.outcomes.has(c.key));
    if (missing.length) {
      const unplanned = records.flatMap((r) => (r.type === 'transaction' && r.outcome === 'unplanned' ? [r.message] : []));
      const why = unplanned.length ? `Dredd ran transactions the plan does not know:\n${unplanned.join('\n')}\n` : '';
      const keys = missing.map((c) => c.key).join(', ');
      throw new ContractRunError(`Dredd did not run every check (${keys}; exit ${child.code ?? child.signal}).`, {
        details: why + child.tail,
      });
    }
    return execution;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Writes what the Dredd child needs into `work`: the Dredd view of the checked operations and the
 * run file (plan, gateway, bounds). Neither holds the API key.
 */
export function writeRunFiles(
  work: string,
  descriptions: Descriptions,
  cases: readonly Case[],
  settings: Omit<DreddSettings, 'apiKey'>,
): { run: RunFile; runPath: string } {
  const viewPath = join(work, 'view.json');
  const resultsPath = join(work, 'results.jsonl');
  const run: RunFile = {
    url: settings.url,
    basePath: settings.basePath,
    viewPath,
    hooksPath: settings.hooksPath ?? HOOKS_PATH,
    resultsPath,
    createdScheduleToken: CREATED_SCHEDULE_TOKEN,
    transactions: sent(cases).map((c) => ({
      key: c.key,
      request: c.request,
      captureScheduleId: c.captureScheduleId,
      createsThrowaway: c.createsThrowaway,
    })),
    bounds: {
      timeoutMs: settings.timeoutMs,
      deadlineAt: settings.deadlineAt,
      bodyLimitBytes: BODY_LIMIT_BYTES,
      giveUpAfter: GIVE_UP_AFTER,
    },
  };
  writeFileSync(resultsPath, '');
  writeFileSync(viewPath, JSON.stringify(dreddView(descriptions, new Set(run.transactions.map((t) => t.key)))));
  const runPath = join(work, 'run.json');
  writeFileSync(runPath, JSON.stringify(run));
  return { run, runPath };
}

/** The cases whose requests a run sends. */
const sent = (cases: readonly Case[]): RunningCase[] => cases.filter((c): c is RunningCase => c.selected && c.run);

interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the runner stopped the child (interrupt, or the deadline's grace ran out). */
  stoppedBy: StopReason | null;
  output: string;
  tail: string;
}

function runChild(runPath: string, settings: DreddSettings): Promise<ChildExit> {
  return new Promise((resolve, reject) => {
    // Dredd's htmlencode calls util._extend, which Node 22+ warns about (DEP0060) on every run: that
    // one warning is Dredd's and is off; any other still reaches the user (child.cts filters
    // winston's padLevels one).
    const child = spawn(process.execPath, ['--disable-warning=DEP0060', CHILD_PATH, runPath], {
      // The key travels in the environment only; the run files never hold it.
      env: { ...process.env, GATEWAY_API_KEY: settings.apiKey, MSG_GATEWAY_CONTRACT_RUN: runPath, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    const shown = settings.onOutput ? verboseLimiter(settings.onOutput) : undefined;
    let open = 2;
    for (const stream of [child.stdout, child.stderr]) {
      const redacted = stream?.pipe(redactingStream(settings.apiKey, ...(settings.secrets ?? [])));
      redacted?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output = (output + text).slice(-OUTPUT_KEEP_CHARS);
        shown?.write(text);
      });
      // Once both streams are read to their end, what --verbose cut is said.
      redacted?.once('end', () => {
        if (--open === 0) shown?.end();
      });
    }
    let stoppedBy: StopReason | null = null;
    let killTimer: NodeJS.Timeout | undefined;
    const stop = (reason: StopReason): void => {
      if (stoppedBy !== null || child.exitCode !== null) return;
      stoppedBy = reason;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
    };
    const onAbort = (): void => stop('interrupted');
    if (settings.signal?.aborted) onAbort();
    settings.signal?.addEventListener('abort', onAbort, { once: true });
    // The child stops sending at the deadline by itself; this is for a child that does not end.
    const deadlineTimer = setTimeout(() => stop('deadline'), Math.max(0, settings.deadlineAt - Date.now()) + DEADLINE_GRACE_MS);
    child.on('error', (error) => reject(new ContractRunError(`Cannot start Dredd: ${error.message}`)));
    child.on('close', (code, signal) => {
      clearTimeout(deadlineTimer);
      clearTimeout(killTimer);
      settings.signal?.removeEventListener('abort', onAbort);
      const tail = output.trimEnd().split('\n').slice(-OUTPUT_TAIL_LINES).join('\n');
      resolve({ code, signal, stoppedBy, output, tail });
    });
  });
}

function readRecords(file: string): ChildRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as ChildRecord];
      } catch {
        // The last line of a child killed while writing.
        return [];
      }
    });
}

const TRANSPORT_STOPS: Partial<Record<TransportCode, StopReason>> = {
  CONTRACT_DEADLINE: 'deadline',
  CONTRACT_UNRESPONSIVE: 'unresponsive',
};

/**
 * What happened to each sent case, from the child's records: a case's transaction record (by the
 * plan's key) and Dredd's error report for the same transaction (by Dredd's transaction id), in
 * whatever order they were written.
 */
export function outcomesOf(
  cases: readonly Case[],
  records: readonly ChildRecord[],
  stoppedBy: StopReason | null,
  timeoutMs: number,
): Execution {
  const errors = new Map<string, ErrorRecord>();
  const transactions = new Map<string, TransactionRecord>();
  for (const record of records) {
    if (record.type === 'error' && !errors.has(record.id)) errors.set(record.id, record);
    if (record.type === 'transaction' && record.key !== null) transactions.set(record.key, record);
  }
  let stopped: StopReason | null = stoppedBy;
  const outcomes = new Map<string, Outcome>();
  for (const c of sent(cases)) {
    const record = transactions.get(c.key);
    if (!record) {
      if (stoppedBy !== null) outcomes.set(c.key, { kind: 'unchecked', reason: stoppedBy });
      continue;
    }
    const error = errors.get(record.id);
    const outcome = outcomeOf(record, error, timeoutMs);
    if (outcome.kind === 'unchecked') stopped ??= outcome.reason;
    outcomes.set(c.key, outcome);
  }
  return { outcomes, stopped };
}

function outcomeOf(record: TransactionRecord, error: ErrorRecord | undefined, timeoutMs: number): Outcome {
  const uri = record.uri;
  const durationMs = record.durationMs ?? 0;
  switch (record.outcome) {
    case 'answered':
      if (!record.answer) return { kind: 'runner-error', uri, message: 'the hooks recorded an answer without its content' };
      return { kind: 'answered', uri: uri ?? '', durationMs, response: responseOf(record.answer) };
    case 'skipped':
      return { kind: 'skipped', uri, skip: record.skip ?? { reason: 'skipped by Dredd', enableWith: null } };
    case 'no-answer': {
      const stop = error?.code ? TRANSPORT_STOPS[error.code as TransportCode] : undefined;
      if (stop) return { kind: 'unchecked', reason: stop };
      const reason =
        error?.code === 'CONTRACT_TIMEOUT' ? noAnswerWithin(timeoutMs) : noAnswerReason(error?.code, error?.message ?? 'no answer');
      const code = error?.code ?? null;
      return {
        kind: 'no-answer',
        uri: uri ?? '',
        durationMs,
        code,
        reason: code && code !== 'CONTRACT_TIMEOUT' ? `${reason} (${code})` : reason,
      };
    }
    case 'unplanned':
    case 'hooks-error':
      return { kind: 'runner-error', uri, message: record.message ?? record.outcome };
  }
}

function responseOf(answer: NonNullable<TransactionRecord['answer']>): RecordedResponse {
  return {
    status: answer.status,
    headers: answer.headers,
    body: answer.bodyEncoding === 'base64' ? Buffer.from(answer.body, 'base64').toString('utf8') : answer.body,
    bodyTooLarge: answer.bodyTooLarge,
  };
}

/** Dredd's own words about the hook file, which it only logs as a warning before carrying on. */
function hookProblems(output: string): string {
  const lines = output.split('\n').filter((line) => /hook/i.test(line));
  return (lines.length ? lines : output.split('\n').slice(-10)).join('\n').trim();
}

// What one run knows before it sends anything: its options and output, the descriptions, the plan
// and the checks --only selects, and its clock. Built once by runContract; every step reads it.
import { resolve } from 'node:path';
import { type Redact, redactor } from '@msg-gateway/openapi/redact';
import { type Clock, realClock } from '../clock.js';
import { type Descriptions, loadDescriptions } from '../description/layered.js';
import { checkAgainstContract, type RunOptions } from '../options.js';
import { type Case, checkedOperations, planChecks, type Throwaway, throwawayInstance } from '../plan/planner.js';
import { checkCallsOut, checkSelectors } from './exits.js';

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
  /** What the restoring's waits run on (default: real time). */
  clock?: Clock;
}

export interface RunContext {
  options: RunOptions;
  io: RunIo;
  /** Writes report text, redacted. */
  out: (text: string) => void;
  /** Redacts the key, and the token of the run's throwaway instance. */
  redact: Redact;
  /** The instance a run with --allow-writes creates to check the instance routes on, and deletes. */
  throwaway: Throwaway;
  descriptions: Descriptions;
  /** Every planned check, selected or not. */
  cases: Case[];
  /** The checks --only selects (all without it). */
  selected: Case[];
  junitPath: string | null;
  startedAt: number;
  /** Epoch ms. */
  deadlineAt: number;
  /** Seconds since the start. */
  seconds: () => number;
  /** What the restoring's waits run on. */
  clock: Clock;
}

/** Loads the descriptions and plans the checks; usage errors (a bad --only, an unusable overlay) are thrown before anything is sent. */
export function prepareRun(options: RunOptions, io: RunIo): RunContext {
  const startedAt = io.startedAt ?? Date.now();
  const throwaway = throwawayInstance();
  const redact = redactor(options.apiKey, throwaway.token);
  const write = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const cwd = io.cwd ?? process.cwd();
  const descriptions = io.descriptions ?? loadDescriptions({ profile: options.profile, overlays: options.overlays, cwd });
  const { contract } = descriptions;
  const checkedIds = checkedOperations(descriptions).map((c) => c.op.operationId);
  const only = checkAgainstContract(options, contract.document, contract.operations, checkedIds);
  checkCallsOut(options.allowCallsOut, checkedOperations(descriptions));
  const cases = planChecks(descriptions, {
    instance: options.instance,
    inputs: options.inputs,
    allowWrites: options.allowWrites,
    allowSends: options.allowSends,
    allowCallsOut: options.allowCallsOut,
    throwaway,
    only,
  });
  checkSelectors(only, cases);
  return {
    options,
    io,
    out: (text) => write(redact(text)),
    redact,
    throwaway,
    descriptions,
    cases,
    selected: cases.filter((c) => c.selected),
    junitPath: options.junit ? resolve(cwd, options.junit) : null,
    startedAt,
    deadlineAt: startedAt + options.deadlineMs,
    seconds: () => (Date.now() - startedAt) / 1000,
    clock: io.clock ?? realClock,
  };
}

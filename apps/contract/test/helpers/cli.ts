// Runs the real CLI (bin/msg-gateway-contract.js, over dist/) in a child process, as a user or CI
// would, and reads its report.
import { fileURLToPath } from 'node:url';
import { type CliRun, spawnNode } from '@msg-gateway/test-utils/processes';
import { main } from '../../src/cli.js';
import type { Clock } from '../../src/clock.js';

export const BIN = fileURLToPath(new URL('../../bin/msg-gateway-contract.js', import.meta.url));

/** A key nobody would type by accident: tests grep every output for it. */
// Made of no word a report prints: every run of 8 of its characters is redacted wherever it occurs
// (a key holding `ontract-` would turn `contract-tmp-…` into `c[redacted]tmp-…`).
export const TEST_KEY = 'k3y-Qx7Vb2Zr-7f9c2e81d4';

export interface CliOptions {
  /** Added to the environment. */
  env?: Record<string, string | undefined>;
  /** GATEWAY_API_KEY; null: not set. */
  key?: string | null;
  /** Where relative paths start. */
  cwd?: string;
}

export interface MainRunOptions extends CliOptions {
  /** What the run's restoring waits on (default: real time); see helpers/clock.ts. */
  clock?: Clock;
}

/** Starts the CLI; the developer's own GATEWAY_* settings never leak into the tests. */
export function startCli(args: readonly string[], { env = {}, key = TEST_KEY, cwd }: CliOptions = {}): CliRun {
  return spawnNode(BIN, [...args], {
    env: { ...env, GATEWAY_API_KEY: key ?? undefined },
    drop: /^(GATEWAY_|INIT_CWD$)/,
    ...(cwd === undefined ? {} : { cwd }),
  });
}

export async function runCli(
  args: readonly string[],
  options: CliOptions = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await startCli(args, options).exited;
  return { code, stdout, stderr };
}

/**
 * The CLI's `main` in this process: the same function the bin calls (Dredd still runs in its own
 * child), without the cost of starting the runner's process and loading it again. For every run
 * whose process boundary is not what is tested; the tests of what the command prints or does as a
 * process (secrets in any output, signals, the bin itself) use runCli.
 */
export async function runMain(
  args: readonly string[],
  { env = {}, key = TEST_KEY, cwd, clock }: MainRunOptions = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { stdout: '', stderr: '' };
  const code = await main({
    ...(cwd === undefined ? {} : { cwd }),
    ...(clock === undefined ? {} : { clock }),
    argv: args,
    env: { ...env, ...(key === null ? {} : { GATEWAY_API_KEY: key }) },
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
  });
  return { code, ...out };
}

/** The table row of one check, e.g. row(stdout, 'findWebhook', 'success'). */
export function row(stdout: string, operationId: string, check: string): string | undefined {
  return stdout.split('\n').find((line) => line.startsWith(`${operationId} `) && line.includes(`  ${check}  `));
}

/**
 * A report as a snapshot keeps it: times, ports, temporary paths and the random names of the
 * missing and the throwaway instances replaced by placeholders.
 */
export function normalise(text: string): string {
  return (
    text
      .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://127.0.0.1:<port>')
      .replace(/contract-(missing|tmp)-[0-9a-f]{12}/g, 'contract-$1-<hex>')
      // Message ids a mock that echoes requests makes up (WhatsApp's 3EB0… form), and the ids of
      // the schedules it creates.
      .replace(/"3EB0[0-9A-F]{36}"/g, '"3EB0<hex>"')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
      .replace(/ in \d+\.\d s$/gm, ' in <time> s')
      // How many reads a gateway's background delete takes depends on the machine's speed.
      .replace(/no longer has it \(\d+ reads?\)/g, 'no longer has it (<n> reads)')
      .replace(/, \d+ not selected by --only\)/g, ', <n> not selected by --only)')
      .replace(/ time="\d+\.\d{3}"/g, ' time="<time>"')
      .replace(/ timestamp="[^"]+"/g, ' timestamp="<timestamp>"')
      .replace(/JUnit report: .*$/gm, 'JUnit report: <path>')
  );
}

/** What a snapshot of one CLI run holds: exit code, stdout and stderr, normalised. */
export function snapshotOf({ code, stdout, stderr }: { code: number | null; stdout: string; stderr: string }): string {
  return normalise(`exit code: ${code}\n--- stdout\n${stdout}--- stderr\n${stderr}`);
}

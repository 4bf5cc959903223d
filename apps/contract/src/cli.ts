// msg-gateway-contract: checks a live gateway against the msg-gateway contract.
//   GATEWAY_API_KEY=... msg-gateway-contract --url http://127.0.0.1:8080 --instance my-instance
//   msg-gateway-contract webhooks --receiver http://127.0.0.1:3000/hooks
// A pure function of its arguments, environment, output streams and signal source; the bin is a
// thin shim over it. Exit codes: 0 passed, 1 contract failures, 2 could not check. On exit 2 a
// --junit file is still written, with one error test case saying why, so CI has an artifact.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { redactor } from '@msg-gateway/openapi/redact';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import type { Clock } from './clock.js';
import { ContractRunError, EXIT, type ExitCode } from './errors.js';
import { apiKeyOf, type Env, HELP, parseCommand } from './options.js';
import { errorJunitXml } from './report/junit.js';
import { runContract } from './run.js';
import { GATEWAY_VERSION, VERSION } from './version.js';
import { parseWebhooksCommand, WEBHOOKS_HELP } from './webhooks/options.js';
import { checkReceiver } from './webhooks/run.js';

export interface TextOutput {
  write(text: string): unknown;
}

type SignalName = 'SIGINT' | 'SIGTERM';

/** Where SIGINT/SIGTERM come from (the process, in the bin). */
export interface SignalSource {
  on(event: SignalName, listener: (signal: NodeJS.Signals) => void): unknown;
  off(event: SignalName, listener: (signal: NodeJS.Signals) => void): unknown;
}

export interface MainOptions {
  argv: readonly string[];
  env: Env;
  stdout: TextOutput;
  stderr: TextOutput;
  signals?: SignalSource;
  /** Where relative --overlay / --junit paths start (default: INIT_CWD, set by npm, or the current directory). */
  cwd?: string;
  /** What a run's restoring waits on (default: real time): see src/clock.ts. */
  clock?: Clock;
}

export async function main({ argv, env, stdout, stderr, signals, cwd, clock }: MainOptions): Promise<ExitCode> {
  // Both the raw variable and the key as sent: whatever is printed, neither form of it survives.
  const scrub = redactor(apiKeyOf(env), env['GATEWAY_API_KEY']);
  const startedAt = Date.now();
  const where = cwd ?? env['INIT_CWD'] ?? process.cwd();
  const webhooks = argv[0] === 'webhooks';
  const args = webhooks ? argv.slice(1) : argv;
  const fail = (message: string, details?: string, reported = false): ExitCode => {
    stderr.write(scrub(`msg-gateway-contract: ${message}\n`));
    if (details) stderr.write(scrub(`${details}\n`));
    if (!reported) writeErrorJunit(args, where, `${message}${details ? `\n${details}` : ''}`, { scrub, startedAt, stderr });
    return EXIT.unusable;
  };

  const controller = new AbortController();
  let interruptedBy: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals): void => {
    interruptedBy ??= signal;
    controller.abort();
  };
  signals?.on('SIGINT', onSignal);
  signals?.on('SIGTERM', onSignal);
  try {
    if (webhooks) {
      const command = parseWebhooksCommand(args);
      if (command.kind === 'help') {
        stdout.write(`${WEBHOOKS_HELP}\n`);
        return EXIT.ok;
      }
      return await checkReceiver(command.options, {
        out: (line) => stdout.write(`${scrub(line)}\n`),
        redact: scrub,
        cwd: where,
        signal: controller.signal,
        interruptedBy: () => interruptedBy,
        startedAt,
      });
    }
    const command = parseCommand(args, env);
    if (command.kind === 'help') {
      stdout.write(`${HELP}\n`);
      return EXIT.ok;
    }
    if (command.kind === 'version') {
      stdout.write(`msg-gateway-contract ${VERSION} (Evolution API ${GATEWAY_VERSION} contract)\n`);
      return EXIT.ok;
    }
    for (const warning of command.warnings) stderr.write(scrub(`msg-gateway-contract: ${warning}\n`));
    const { exitCode } = await runContract(command.options, {
      out: (line) => stdout.write(`${scrub(line)}\n`),
      verbose: (text) => stderr.write(scrub(text)),
      cwd: where,
      signal: controller.signal,
      interruptedBy: () => interruptedBy,
      startedAt,
      ...(clock ? { clock } : {}),
    });
    return exitCode;
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message, error.details);
    if (error instanceof ContractRunError) return fail(error.message, error.details, error.reported);
    // A bug in the runner: keep the stack, but never the key.
    return fail(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    signals?.off('SIGINT', onSignal);
    signals?.off('SIGTERM', onSignal);
  }
}

/**
 * The --junit path of a command line, read leniently: the run may have failed on another flag
 * before the command line was understood.
 */
function junitPathOf(argv: readonly string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    if (arg === '--junit') {
      const next = argv[i + 1];
      return next !== undefined && !next.startsWith('--') ? next : undefined;
    }
    if (arg.startsWith('--junit=')) return arg.slice('--junit='.length) || undefined;
  }
  return undefined;
}

function writeErrorJunit(
  argv: readonly string[],
  cwd: string,
  message: string,
  { scrub, startedAt, stderr }: { scrub: (text: string) => string; startedAt: number; stderr: TextOutput },
): void {
  const given = junitPathOf(argv);
  if (given === undefined) return;
  const path = resolve(cwd, given);
  const run = {
    suite: 'msg-gateway-contract',
    seconds: (Date.now() - startedAt) / 1000,
    redact: scrub,
    timestamp: new Date(startedAt).toISOString(),
  };
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, errorJunitXml(message, run));
  } catch (error) {
    stderr.write(scrub(`msg-gateway-contract: cannot write the JUnit file ${path}: ${(error as Error).message}\n`));
  }
}

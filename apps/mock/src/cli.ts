// The msg-gateway-mock command: parse flags, start the mock in this process, print one ready line,
// stop on SIGINT/SIGTERM/SIGHUP. Returns the exit code instead of exiting, so tests can call it too.
// Exit codes: 0 stopped by a signal (or --help/--version), 1 could not start, 2 bad flags or environment
// (or an overlay that does not apply). `msg-gateway-mock trigger …` is a command of its own (trigger/).

import { weakSecretReason } from '@msg-gateway/openapi/redact';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { GATEWAY_VERSION } from '@msg-gateway/openapi/version';
import { parseCli, type RunOptions, USAGE } from './args.js';
import { VERSION } from './index.js';
import { readyLine } from './ready-line.js';
import { readySignal, writeReadyFile } from './ready-signal.js';
import { jsonLine, type MockLog } from './server/requests/request-log.js';
import { type MockHandle, type MockOptions, MockStartError, servedDocument, startMock } from './start.js';
import { trigger } from './trigger/main.js';

const PROGRAM = 'msg-gateway-mock';
const SHUTDOWN_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export interface Output {
  write(text: string): unknown;
}

/** Where shutdown signals arrive (the process, or a test's emitter). */
export interface Signals {
  on(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
  off(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
}

export interface CliIo {
  /** Arguments after the program name. */
  argv: string[];
  env: Record<string, string | undefined>;
  stdout: Output;
  stderr: Output;
  /** Default: process. */
  signals?: Signals;
  /** The current parent PID (default: process.ppid), watched when an npm script started the mock. */
  parentPid?: () => number;
}

export async function main({ argv, env, stdout, stderr, signals = process, parentPid = () => process.ppid }: CliIo): Promise<number> {
  if (argv[0] === 'trigger') return trigger({ argv: argv.slice(1), env, stdout, stderr });
  let request: ReturnType<typeof parseCli>;
  try {
    request = parseCli(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`${PROGRAM}: ${error.message}\n${error.details ? `${error.details}\n` : ''}Run '${PROGRAM} --help' for the options.\n`);
    return 2;
  }
  if (request.kind === 'help') {
    stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (request.kind === 'version') {
    stdout.write(`${VERSION} (Evolution API ${GATEWAY_VERSION} contract)\n`);
    return 0;
  }
  return serve(request, { stdout, stderr, signals, parentPid, npmScript: Boolean(env['npm_lifecycle_event']) });
}

async function serve(
  options: RunOptions,
  io: { stdout: Output; stderr: Output; signals: Signals; parentPid: () => number; npmScript: boolean },
): Promise<number> {
  // Shutdown can be asked for at any time, also while the spec is still loading.
  const shutdown = new AbortController();
  const onSignal = (signal: string): void => shutdown.abort(signal);
  for (const s of SHUTDOWN_SIGNALS) io.signals.on(s, onSignal);
  const stopWatchingParent = io.npmScript ? watchParent(io.parentPid, () => onSignal('the npm script that ran it ended')) : () => {};
  const cleanup = (): void => {
    stopWatchingParent();
    for (const s of SHUTDOWN_SIGNALS) io.signals.off(s, onSignal);
  };
  // One line per request by default (what a frontend developer watching the terminal expects);
  // --log json for machines, --log off for silence. Spec reloads and server errors go the same way.
  const log: MockLog | undefined =
    options.log === 'off'
      ? undefined
      : options.log === 'json'
        ? (_line, event) => io.stderr.write(`${jsonLine(event)}\n`)
        : (line) => io.stderr.write(`${line}\n`);

  // A weak key works (it is a mock), but the user should know before they reuse it elsewhere.
  const weak = options.apiKey === undefined ? undefined : weakSecretReason(options.apiKey);
  if (weak !== undefined) io.stderr.write(`${PROGRAM}: warning: ${weak}\n`);

  let mock: MockHandle;
  try {
    mock = await startMock(mockOptions(options, shutdown.signal, log));
  } catch (error) {
    cleanup();
    if (!(error instanceof MockStartError)) throw error;
    if (error.code === 'ABORTED') {
      io.stderr.write(`${PROGRAM}: stopped (${String(shutdown.signal.reason)}) before the mock was ready.\n`);
      return 0;
    }
    // A wrong option found while starting (an overlay that does not apply, a profile no gateway home
    // serves) is a usage error.
    if (error.code === 'OPTIONS' || error.code === 'GATEWAY') {
      io.stderr.write(`${PROGRAM}: ${error.message}\nRun '${PROGRAM} --help' for the options.\n`);
      return 2;
    }
    io.stderr.write(`${PROGRAM}: ${error.message}\n`);
    return 1;
  }
  let removeReadyFile: () => void;
  try {
    removeReadyFile = announce(options, mock, io);
  } catch (error) {
    cleanup();
    await mock.close();
    io.stderr.write(
      `${PROGRAM}: could not write --ready-file ${options.readyFile}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }

  if (!shutdown.signal.aborted) await new Promise((resolve) => shutdown.signal.addEventListener('abort', resolve, { once: true }));
  cleanup();
  removeReadyFile();
  await mock.close();
  io.stderr.write(`${PROGRAM}: stopped (${String(shutdown.signal.reason)}); port ${mock.port} released.\n`);
  return 0;
}

/** What startMock() is given for the command line's options. */
function mockOptions(options: RunOptions, signal: AbortSignal, log: MockLog | undefined): MockOptions {
  return {
    port: options.port,
    host: options.host,
    dynamic: options.dynamic,
    ...(options.seed !== undefined && { seed: options.seed }),
    ...(options.spec !== undefined && { spec: options.spec }),
    ...(options.profile !== undefined && { profile: options.profile }),
    overlays: options.overlays,
    delay: options.delay,
    failRate: options.failRate,
    signal,
    ...(log && { log }),
    verbose: options.verbose,
    ...(options.webhook && { webhook: options.webhook }),
    instances: options.instances,
    ...(options.apiKey !== undefined && { apiKey: options.apiKey }),
    pairAfter: options.pairAfter,
    clock: options.clock,
    acks: options.acks,
    ...(options.state !== undefined && { state: options.state }),
    whatsapp: options.whatsapp,
    license: options.license,
    corsOrigins: options.corsOrigins,
    allowedHosts: options.allowedHosts,
    webhookHosts: options.webhookHosts,
    anyWebhookTarget: options.anyWebhookTarget,
    ...(options.errorsWebhook !== undefined && { errorsWebhook: { url: options.errorsWebhook } }),
  };
}

/**
 * Says the mock is ready: the prose line on stdout (stderr with --ready-json, whose JSON takes
 * stdout), and the --ready-file. Returns what removes the file at the stop.
 */
function announce(options: RunOptions, mock: MockHandle, io: { stdout: Output; stderr: Output }): () => void {
  const line = `${readyLine(options, mock, servedDocument(mock))}\n`;
  const signal = readySignal(mock, options.profile);
  const remove = options.readyFile === undefined ? () => {} : writeReadyFile(options.readyFile, signal);
  if (options.readyJson) {
    io.stdout.write(`${JSON.stringify(signal)}\n`);
    io.stderr.write(line);
  } else io.stdout.write(line);
  return remove;
}

/**
 * Under `npm start`, a SIGTERM sent to npm reaches only the `sh -c` npm spawned; sh dies and leaves
 * the mock running as an orphan that still holds the port. So when an npm script started the mock,
 * losing its parent means "stop". Not done otherwise: `nohup msg-gateway-mock &` must outlive its shell.
 */
function watchParent(parentPid: () => number, onGone: () => void): () => void {
  const original = parentPid();
  const timer = setInterval(() => {
    if (parentPid() !== original) {
      clearInterval(timer);
      onGone();
    }
  }, 500);
  timer.unref();
  return () => clearInterval(timer);
}

// The msg-gateway-mock command: parse flags, start Prism, print one ready line, stop Prism on
// SIGINT/SIGTERM. Returns the exit code instead of exiting so tests can call it in-process too.
// Exit codes: 0 stopped by a signal (or --help/--version), 1 could not start or Prism died,
// 2 bad flags or environment.
import { basename } from 'node:path';
import { parseCli, UsageError, USAGE } from './args.js';
import { MockStartError, startMock } from './prism.js';
import { apiKeyHeader, bundledSpecPath, readSpec, tryRequest } from './spec.js';
import { GATEWAY_VERSION, VERSION } from './version.js';

const PROGRAM = 'msg-gateway-mock';
const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * @param {object} io
 * @param {string[]} io.argv arguments after the program name
 * @param {Record<string, string|undefined>} io.env
 * @param {{write: (s: string) => unknown}} io.stdout
 * @param {{write: (s: string) => unknown}} io.stderr
 * @param {NodeJS.Process} [io.signals] where SIGINT/SIGTERM arrive (default: process)
 * @param {() => number} [io.parentPid] current parent PID (default: process.ppid)
 * @returns {Promise<number>} exit code
 */
export async function main({ argv, env, stdout, stderr, signals = process, parentPid = () => process.ppid }) {
  let options;
  try {
    options = parseCli(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`${PROGRAM}: ${error.message}\nRun '${PROGRAM} --help' for the options.\n`);
    return 2;
  }
  if (options.help) {
    stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (options.version) {
    stdout.write(`${VERSION} (Evolution API ${GATEWAY_VERSION} contract)\n`);
    return 0;
  }

  // Shutdown can be asked for at any time, also while Prism is still loading.
  const shutdown = new AbortController();
  let signalCount = 0;
  let mock;
  const onSignal = (signal) => {
    signalCount += 1;
    if (signalCount > 1) mock?.child.kill('SIGKILL'); // a second Ctrl-C: do not wait any longer
    shutdown.abort(signal);
  };
  for (const s of SHUTDOWN_SIGNALS) signals.on(s, onSignal);
  const stopWatchingParent = env.npm_lifecycle_event
    ? watchParent(parentPid, () => onSignal('the npm script that ran it ended'))
    : () => {};
  const cleanup = () => {
    stopWatchingParent();
    for (const s of SHUTDOWN_SIGNALS) signals.off(s, onSignal);
  };

  let ready = false;
  try {
    mock = await startMock({
      spec: options.spec,
      host: options.host,
      port: options.port,
      dynamic: options.dynamic,
      seed: options.seed,
      logLevel: options.verbose ? 'info' : 'warn',
      signal: shutdown.signal,
      // Quiet by default: Prism's warnings (why a request was rejected) once it is up; everything
      // with --verbose. The start-up chatter is summarised in the error message if it fails.
      onLog: (line) => {
        if (options.verbose || ready) stderr.write(`${line}\n`);
      },
    });
  } catch (error) {
    cleanup();
    if (!(error instanceof MockStartError)) throw error;
    if (error.code === 'ABORTED') {
      stderr.write(`${PROGRAM}: stopped (${shutdown.signal.reason}) before Prism was ready.\n`);
      return 0;
    }
    stderr.write(`${PROGRAM}: ${error.message}\n`);
    return 1;
  }
  ready = true;
  stdout.write(`${readyLine(options, mock)}\n`);

  const stopped = new Promise((resolve) => shutdown.signal.addEventListener('abort', resolve, { once: true }));
  const outcome = await Promise.race([stopped.then(() => 'signal'), mock.exited.then(() => 'died')]);
  cleanup();
  if (outcome === 'died' && !shutdown.signal.aborted) {
    const { code, signal } = await mock.exited;
    stderr.write(`${PROGRAM}: Prism stopped unexpectedly (${signal ?? `exit code ${code}`}); the mock is down.\n`);
    return 1;
  }
  await mock.stop();
  stderr.write(`${PROGRAM}: stopped (${shutdown.signal.reason}); port ${mock.port} released.\n`);
  return 0;
}

/**
 * Under `npm start`, a SIGTERM sent to npm reaches only the `sh -c` npm spawned; sh dies and leaves
 * us running (with Prism) as an orphan. So when an npm script started us, losing our parent means
 * "stop". Not done otherwise: `nohup msg-gateway-mock &` must survive its shell.
 */
function watchParent(parentPid, onGone) {
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

/** The one line printed when the mock answers: where it is and a GET request to paste. */
export function readyLine(options, { host, port }) {
  const specPath = options.spec ?? bundledSpecPath();
  const spec = readSpec(specPath);
  const anyInterface = host === '0.0.0.0' || host === '::';
  const shown = (h) => (h.includes(':') ? `[${h}]` : h);
  const url = `http://${shown(host)}:${port}`;
  const reachable = anyInterface ? `http://${host === '::' ? '[::1]' : '127.0.0.1'}:${port}` : url;

  const mode = options.dynamic ? `, generated bodies${options.seed !== undefined ? `, seed ${options.seed}` : ''}` : '';
  const what =
    options.spec === undefined
      ? `Mock gateway (Evolution API ${GATEWAY_VERSION} contract${mode})`
      : `Mock of ${spec?.info?.title ? `"${spec.info.title}"` : basename(specPath)}${mode ? ` (${mode.slice(2)})` : ''}`;
  const where = `${url}${anyInterface ? ' (all interfaces)' : ''}`;
  const request = spec && tryRequest(spec);
  if (!request) return `${what} on ${where}`;
  const header = apiKeyHeader(spec);
  const target = `${reachable}${request.path}`;
  const quoted = /^[\w:/.\-[\]%@]+$/.test(target) ? target : `'${target}'`;
  return `${what} on ${where} — try: curl ${header ? `-H '${header}: any-key' ` : ''}${quoted}`;
}

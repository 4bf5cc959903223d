// Starts and stops a real Prism process serving the bundled contract.
// Prism is spawned as `node <prism-cli>/dist/index.js` (never through npx or a shell) so that the
// PID we hold is the process that owns the port: killing an npx wrapper leaves Prism listening.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPortFree, freePort } from './ports.js';
import { bundledSpecPath } from './spec.js';

const require = createRequire(import.meta.url);
const orphanGuard = fileURLToPath(new URL('./orphan-guard.cjs', import.meta.url));

export { bundledSpecPath };
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4010;

function prismBin() {
  const pkg = require.resolve('@stoplight/prism-cli/package.json');
  return join(dirname(pkg), require(pkg).bin.prism);
}

/**
 * Why the mock could not start. `code` says what to tell the user: EADDRINUSE (port busy),
 * EADDRNOTAVAIL (host is not a local address), SPEC (Prism rejected the document), TIMEOUT, ABORTED,
 * EXITED.
 */
export class MockStartError extends Error {
  constructor(message, { code = 'EXITED', output } = {}) {
    super(message);
    this.name = 'MockStartError';
    this.code = code;
    this.output = output;
  }
}

// Prism logs request headers at debug level; never let an API key through, whatever the level.
const SECRET_HEADER = /\b(apikey|api-key|x-api-key|authorization)(\s*[:=]\s*)\S.*$/gim;
export const redact = (line) => line.replace(SECRET_HEADER, '$1$2<redacted>');
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Start Prism and resolve once it answers HTTP.
 * @param {object} [options]
 * @param {string} [options.spec] path of the OpenAPI document (default: the bundled contract)
 * @param {string} [options.host] interface to bind (default 127.0.0.1)
 * @param {number} [options.port] port; 0 or undefined picks a free one
 * @param {boolean} [options.dynamic] generate bodies from schemas instead of serving examples
 * @param {string|number} [options.seed] seed for dynamic generation
 * @param {boolean} [options.errors] answer 500 when a response example violates its schema
 * @param {string} [options.logLevel] Prism's -v level (default 'warn')
 * @param {number} [options.readyTimeoutMs] how long to wait for the first answer (default 30000)
 * @param {(line: string) => void} [options.onLog] receives Prism's output lines (API keys redacted)
 * @param {AbortSignal} [options.signal] abort the start-up (e.g. Ctrl-C while Prism loads): Prism is killed
 * @returns {Promise<{url: string, host: string, port: number, pid: number, child: import('node:child_process').ChildProcess, stop: () => Promise<void>, exited: Promise<{code: number|null, signal: string|null}>}>}
 */
export async function startMock(options = {}) {
  const host = options.host ?? DEFAULT_HOST;
  const spec = options.spec ?? bundledSpecPath();
  const readyTimeoutMs = options.readyTimeoutMs ?? 30000;

  let port = options.port;
  try {
    if (port) await checkPortFree(host, port);
    else port = await freePort(host);
  } catch (error) {
    throw new MockStartError(listenFailure(error.code, host, port) ?? error.message, { code: listenCode(error.code) });
  }

  const args = [prismBin(), 'mock', spec, '-h', host, '-p', String(port), '-v', options.logLevel ?? 'warn'];
  // Never invent properties the schema does not name (also for a per-request `Prefer: dynamic=true`).
  args.push('--json-schema-faker-fillProperties=false');
  if (options.dynamic) args.push('--dynamic');
  if (options.dynamic && options.seed !== undefined) args.push('--seed', String(options.seed));
  if (options.errors) args.push('--errors');

  // Own process group: a Ctrl-C in the terminal reaches only our process, which then stops Prism in
  // order (otherwise Prism may die first and look like a crash). The orphan guard covers our death.
  const child = spawn(process.execPath, ['--require', orphanGuard, ...args], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  let output = '';
  // Whole lines only: a key split across two chunks would otherwise slip past the redaction.
  const collect = (stream) => {
    let pending = '';
    const emit = (line) => {
      const clean = redact(stripAnsi(line));
      output = (output + clean + '\n').slice(-20000);
      if (options.onLog && clean.trim()) options.onLog(clean);
    };
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      lines.forEach(emit);
    });
    stream.on('end', () => pending && emit(pending));
  };
  collect(child.stdout);
  collect(child.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const outputClosed = new Promise((resolve) => child.once('close', resolve));
  const abort = () => child.kill('SIGTERM');
  options.signal?.addEventListener('abort', abort, { once: true });
  if (options.signal?.aborted) abort();

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(r, 50, null))]);
    if (early) {
      options.signal?.removeEventListener('abort', abort);
      if (options.signal?.aborted) throw new MockStartError('Start-up aborted.', { code: 'ABORTED', output });
      await outputClosed; // Prism's last words may still be in the pipe
      const { message, code } = describeStartFailure(output, { host, port, spec, ...early });
      throw new MockStartError(message, { code, output });
    }
    if (await answers(url)) {
      options.signal?.removeEventListener('abort', abort);
      break;
    }
    if (Date.now() > deadline) {
      options.signal?.removeEventListener('abort', abort);
      child.kill('SIGKILL');
      await exited;
      throw new MockStartError(`Prism did not answer on ${url} within ${readyTimeoutMs} ms.`, { code: 'TIMEOUT', output });
    }
  }

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  return { url, host, port, pid: child.pid, child, stop, exited };
}

function listenCode(code) {
  if (code === 'EADDRINUSE') return 'EADDRINUSE';
  if (['EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN', 'EAFNOSUPPORT'].includes(code)) return 'EADDRNOTAVAIL';
  return 'EXITED';
}

function listenFailure(code, host, port) {
  if (code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is already in use. Stop whatever is listening there or choose another port (--port or PORT).`;
  }
  if (code === 'EACCES') {
    return `Not allowed to listen on port ${port} (ports below 1024 need privileges). Choose another port (--port or PORT).`;
  }
  if (listenCode(code) === 'EADDRNOTAVAIL') {
    return `Cannot listen on host "${host}": it is not an address of this machine. Use 127.0.0.1 (the default) or another local address (--host or HOST).`;
  }
  return undefined;
}

/** Turn Prism's dying words (a yargs help screen, a fatal line, maybe a stack) into one message. */
function describeStartFailure(output, { host, port, spec, code, signal }) {
  const listen = output.match(/\b(EADDRINUSE|EADDRNOTAVAIL|EACCES|ENOTFOUND|EAI_AGAIN)\b/);
  if (listen) return { message: listenFailure(listen[1], host, port), code: listenCode(listen[1]) };
  const lines = output.split('\n').map((l) => l.trim());
  const fatal = lines.map((l) => l.match(/\bfatal\s+(.+)$/)?.[1]).find(Boolean);
  const thrown = lines.map((l) => l.match(/^(?:\w*Error|message): '?(.+?)'?$/)?.[1]).find(Boolean);
  const reason = fatal ?? thrown;
  if (reason) return { message: `Prism could not serve ${spec}: ${reason}`, code: 'SPEC' };
  return { message: `Prism exited before it was ready (${signal ?? `exit code ${code}`}).`, code: 'EXITED' };
}

// Readiness probe: a CORS preflight. Prism answers it before routing and validation, so it logs
// nothing (a plain GET without the API key would print a 401 warning at every start).
async function answers(url) {
  try {
    const res = await fetch(url + '/', {
      method: 'OPTIONS',
      headers: { Origin: 'http://msg-gateway-mock.invalid', 'Access-Control-Request-Method': 'GET' },
      signal: AbortSignal.timeout(1000),
    });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

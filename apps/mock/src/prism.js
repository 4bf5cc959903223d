// Starts and stops a real Prism process serving the bundled contract.
// Prism is spawned as `node <prism-cli>/dist/index.js` (never through npx or a shell) so that the
// PID we hold is the process that owns the port: killing an npx wrapper leaves Prism listening.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './ports.js';

const require = createRequire(import.meta.url);

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4010;

/** Absolute path of the bundled OpenAPI document shipped by @msg-gateway/openapi. */
export function bundledSpecPath() {
  return require.resolve('@msg-gateway/openapi/openapi.json');
}

function prismBin() {
  const pkg = require.resolve('@stoplight/prism-cli/package.json');
  return join(dirname(pkg), require(pkg).bin.prism);
}

export class MockStartError extends Error {
  constructor(message, { output } = {}) {
    super(message);
    this.name = 'MockStartError';
    this.output = output;
  }
}

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
 * @param {(line: string) => void} [options.onLog] receives Prism's output lines
 * @returns {Promise<{url: string, host: string, port: number, pid: number, child: import('node:child_process').ChildProcess, stop: () => Promise<void>}>}
 */
export async function startMock(options = {}) {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port || (await freePort(host));
  const spec = options.spec ?? bundledSpecPath();
  const args = [prismBin(), 'mock', spec, '-h', host, '-p', String(port), '-v', options.logLevel ?? 'warn'];
  if (options.dynamic) args.push('--dynamic', '--json-schema-faker-fillProperties=false');
  if (options.dynamic && options.seed !== undefined) args.push('--seed', String(options.seed));
  if (options.errors) args.push('--errors');

  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-20000);
    if (options.onLog) for (const line of text.split('\n')) if (line.trim()) options.onLog(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 30000);
  for (;;) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, null))]);
    if (early) {
      throw new MockStartError(describeStartFailure(output, host, port, early), { output });
    }
    if (await answers(url)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new MockStartError(`Prism did not answer on ${url} within ${options.readyTimeoutMs ?? 30000} ms.`, { output });
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

function describeStartFailure(output, host, port, { code, signal }) {
  if (/EADDRINUSE/.test(output)) {
    return `Port ${port} on ${host} is already in use. Stop whatever is listening there or choose another port (--port or PORT).`;
  }
  if (/EADDRNOTAVAIL|ENOTFOUND|getaddrinfo/.test(output)) {
    return `Cannot listen on host "${host}": it is not an address of this machine. Use 127.0.0.1 (the default) or another local address (--host or HOST).`;
  }
  const last = output.trim().split('\n').slice(-5).join('\n');
  return `Prism exited before it was ready (${signal ?? `exit code ${code}`}).${last ? `\n${last}` : ''}`;
}

async function answers(url) {
  try {
    const res = await fetch(url + '/', { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

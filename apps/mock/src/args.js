// Command-line and environment parsing for msg-gateway-mock. Pure (no I/O but a file-exists check)
// so every rule and message is unit-tested without starting Prism. Flags win over PORT/HOST.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT } from './prism.js';

/** A mistake in the command line or environment: print the message, exit 2, no stack trace. */
export class UsageError extends Error {
  constructor(message) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE = `Usage: msg-gateway-mock [options]

Serve the msg-gateway OpenAPI contract (Evolution API 2.1.1) as a mock gateway with Prism.

Options:
  -p, --port <n>     port to listen on (default ${DEFAULT_PORT}; 0 picks a free port)   env PORT
      --host <addr>  address to bind (default ${DEFAULT_HOST})                     env HOST
      --dynamic      generate bodies from the schemas instead of serving the examples
      --seed <s>     make --dynamic bodies repeatable (same seed, same body)
      --spec <path>  OpenAPI document to serve (default: the bundled contract)
      --verbose      print Prism's per-request log on stderr
  -h, --help         show this help
      --version      print the version

Every request needs an 'apikey' header; any non-empty value is accepted.
Per request: 'Prefer: code=404', 'Prefer: example=<name>', 'Prefer: dynamic=true'.
Flags win over environment variables. Stop with Ctrl-C (SIGINT) or SIGTERM.`;

const OPTIONS = {
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  dynamic: { type: 'boolean' },
  seed: { type: 'string' },
  spec: { type: 'string' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
};

/**
 * @param {string[]} argv arguments after the program name
 * @param {Record<string, string|undefined>} env
 * @returns {{help?: true, version?: true} | {port: number, host: string, dynamic: boolean, seed?: string, spec?: string, verbose: boolean}}
 */
export function parseCli(argv, env = {}) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(describeParseError(error));
  }
  if (values.help) return { help: true };
  if (values.version) return { version: true };

  const port = values.port !== undefined ? parsePort(values.port, '--port') : env.PORT ? parsePort(env.PORT, 'PORT') : DEFAULT_PORT;
  const host = values.host !== undefined ? parseHost(values.host, '--host') : env.HOST ? parseHost(env.HOST, 'HOST') : DEFAULT_HOST;

  if (values.seed !== undefined && !values.dynamic) {
    throw new UsageError('--seed only applies to generated bodies: add --dynamic (e.g. --dynamic --seed 1).');
  }
  if (values.seed !== undefined && values.seed.trim() === '') {
    throw new UsageError('--seed needs a value, e.g. --seed 1.');
  }
  return {
    port,
    host,
    dynamic: Boolean(values.dynamic),
    seed: values.seed,
    spec: values.spec === undefined ? undefined : parseSpec(values.spec),
    verbose: Boolean(values.verbose),
  };
}

function parsePort(raw, source) {
  const text = String(raw).trim();
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new UsageError(`${source} must be a whole number from 0 to 65535 (0 picks a free port), got "${raw}".`);
  }
  return port;
}

function parseHost(raw, source) {
  const host = String(raw).trim();
  if (host === '' || /\s|\/|^\w+:\/\//.test(host)) {
    throw new UsageError(`${source} must be an address to listen on, such as 127.0.0.1 or localhost, got "${raw}".`);
  }
  return host;
}

function parseSpec(raw) {
  if (/^https?:\/\//.test(raw)) return raw;
  const path = resolve(raw);
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new UsageError(`--spec: there is no file at ${path}.`);
  }
  if (!stat.isFile()) throw new UsageError(`--spec: ${path} is not a file.`);
  return path;
}

function describeParseError(error) {
  const unknown = error.message.match(/Unknown option '([^']+)'/);
  if (unknown) return `Unknown option ${unknown[1]}.`;
  const positional = error.message.match(/Unexpected argument '([^']+)'/);
  if (positional) return `Unexpected argument "${positional[1]}". Options start with --; a spec is passed as --spec <path>.`;
  const missing = error.message.match(/Option '(?:-\w, )?(--[\w-]+) <value>' argument missing/);
  if (missing) return `${missing[1]} needs a value.`;
  const noValue = error.message.match(/Option '(--[\w-]+)' does not take an argument/);
  if (noValue) return `${noValue[1]} does not take a value.`;
  return error.message;
}

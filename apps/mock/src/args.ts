// Command-line and environment parsing for msg-gateway-mock. Pure (no I/O but a file-exists check),
// so every rule and message is unit-tested without starting anything. Flags win over PORT/HOST.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { DEFAULT_HOST, DEFAULT_PORT } from './server/start.js';

export const USAGE = `Usage: msg-gateway-mock [options]

Serve the msg-gateway OpenAPI contract (Evolution API 2.1.1) as a mock gateway with Prism.

Options:
  -p, --port <n>     port to listen on (default ${DEFAULT_PORT}; 0 picks a free port)   env PORT
      --host <addr>  address to bind (default ${DEFAULT_HOST})                     env HOST
      --dynamic      generate bodies from the schemas instead of serving the examples
      --seed <s>     make --dynamic bodies repeatable (same seed, same body)
      --spec <path>  OpenAPI document to serve (default: the bundled contract); reloaded when it changes
      --verbose      print a line for every request on stderr (default: only rejected ones)
  -h, --help         show this help
      --version      print the version

Every request needs an 'apikey' header; any non-empty value is accepted.
Per request: 'Prefer: code=404', 'Prefer: example=<name>', 'Prefer: dynamic=true'.
Flags win over environment variables. Stop with Ctrl-C (SIGINT), SIGTERM or SIGHUP.`;

const OPTIONS = {
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  dynamic: { type: 'boolean' },
  seed: { type: 'string' },
  spec: { type: 'string' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const;

export interface RunOptions {
  port: number;
  host: string;
  dynamic: boolean;
  seed: string | undefined;
  /** Absolute path of the spec to serve; undefined for the bundled contract. */
  spec: string | undefined;
  verbose: boolean;
}

export type CliRequest = { kind: 'help' } | { kind: 'version' } | ({ kind: 'run' } & RunOptions);

/** What the command line asks for; throws UsageError (exit 2) with a message saying what to fix. */
export function parseCli(argv: string[], env: Record<string, string | undefined> = {}): CliRequest {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    throw new UsageError(describeParseError(error instanceof Error ? error.message : String(error)));
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };

  const port = values.port !== undefined ? parsePort(values.port, '--port') : env['PORT'] ? parsePort(env['PORT'], 'PORT') : DEFAULT_PORT;
  const host = values.host !== undefined ? parseHost(values.host, '--host') : env['HOST'] ? parseHost(env['HOST'], 'HOST') : DEFAULT_HOST;

  if (values.seed !== undefined && !values.dynamic) {
    throw new UsageError('--seed only applies to generated bodies: add --dynamic (e.g. --dynamic --seed 1).');
  }
  if (values.seed !== undefined && values.seed.trim() === '') {
    throw new UsageError('--seed needs a value, e.g. --seed 1.');
  }
  return {
    kind: 'run',
    port,
    host,
    dynamic: values.dynamic ?? false,
    seed: values.seed,
    spec: values.spec === undefined ? undefined : parseSpec(values.spec),
    verbose: values.verbose ?? false,
  };
}

const parse = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false });

function parsePort(raw: string, source: string): number {
  const text = raw.trim();
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new UsageError(`${source} must be a whole number from 0 to 65535 (0 picks a free port), got "${raw}".`);
  }
  return port;
}

function parseHost(raw: string, source: string): string {
  const host = raw.trim();
  if (host === '' || /\s|\/|^\w+:\/\//.test(host)) {
    throw new UsageError(`${source} must be an address to listen on, such as 127.0.0.1 or localhost, got "${raw}".`);
  }
  return host;
}

function parseSpec(raw: string): string {
  const path = resolve(raw);
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    throw new UsageError(`--spec: there is no file at ${path}.`);
  }
  if (!isFile) throw new UsageError(`--spec: ${path} is not a file.`);
  return path;
}

function describeParseError(message: string): string {
  const unknown = message.match(/Unknown option '([^']+)'/);
  if (unknown) return `Unknown option ${unknown[1]}.`;
  const positional = message.match(/Unexpected argument '([^']+)'/);
  if (positional) return `Unexpected argument "${positional[1]}". Options start with --; a spec is passed as --spec <path>.`;
  const missing = message.match(/Option '(?:-\w, )?(--[\w-]+) <value>' argument missing/);
  if (missing) return `${missing[1]} needs a value.`;
  const noValue = message.match(/Option '(--[\w-]+)' does not take an argument/);
  if (noValue) return `${noValue[1]} does not take a value.`;
  return message;
}

// Runs Dredd (through its API, in this child process) for msg-gateway-contract:
//   node child.cjs <run.json>
// The run file (written by adapter.ts, never holding the key) names the Dredd view of the
// description, the gateway URL, the hooks, the results file and the bounds. The key reaches the
// hooks through the GATEWAY_API_KEY environment variable only.
//
// Here Dredd's requests go through the bounded transport (transport.cts), and every error Dredd
// reports for a transaction is recorded under that transaction's id.
import events = require('node:events');
import fs = require('node:fs');
import path = require('node:path');
import transport = require('./transport.cjs');

import type { ErrorRecord, RunFile } from './records.cjs';

interface DreddTest {
  title?: string;
}
interface DreddOptions {
  endpoint: string;
  path: string[];
  hookfiles: string[];
  emitter: events.EventEmitter;
  loglevel: string;
  color: boolean;
  'inline-errors': boolean;
}
type DreddConstructor = new (
  options: DreddOptions,
) => {
  run(callback: (error: Error | null, stats: { failures: number; errors: number }) => void): void;
};

const runPath = process.argv[2];
if (!runPath) {
  process.stderr.write('Usage: child.cjs <run.json> (started by msg-gateway-contract)\n');
  process.exit(2);
}
const run = JSON.parse(fs.readFileSync(runPath, 'utf8')) as RunFile;

// When the runner goes away (killed, or its terminal closed) without stopping this child, stop too,
// and remove the run's folder, which the runner can no longer do.
if (process.channel) {
  process.channel.unref();
  process.on('disconnect', () => {
    fs.rmSync(path.dirname(runPath), { recursive: true, force: true });
    process.exit(2);
  });
}

let bounded: { close(): void };
try {
  bounded = transport.install(run.bounds);
} catch (error) {
  // A Dredd whose internals moved (internals.cts says what): better no run than an unbounded one.
  process.stderr.write(`Dredd could not run: ${(error as Error).message}\n`);
  process.exit(3);
}
const emitter = new events.EventEmitter();
emitter.on('test error', (error: unknown, test: DreddTest | undefined) => {
  if (!test?.title) return;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const record: ErrorRecord = {
    type: 'error',
    id: test.title,
    code: typeof code === 'string' ? code : null,
    message: typeof message === 'string' ? message : String(error),
  };
  fs.appendFileSync(run.resultsPath, `${JSON.stringify(record)}\n`);
});

// Dredd logs with winston 2, which reads `padLevels` off its own exports while a module it requires
// has required it back (winston.js → container.js → winston.js), and Node prints "Accessing
// non-existent property 'padLevels' … inside circular dependency" on every run: a warning of
// Dredd's, never the user's, and one with no code that --disable-warning could name. Node's printer
// is its 'warning' listener: it keeps printing every other warning. (Dredd's DEP0060,
// util._extend, is turned off by code where the child starts: adapter.ts.)
const WINSTON_CIRCULAR = "Accessing non-existent property 'padLevels' of module exports inside circular dependency";
const printers = process.listeners('warning');
for (const printer of printers) process.off('warning', printer);
process.on('warning', (warning) => {
  if (warning.name === 'Warning' && warning.message === WINSTON_CIRCULAR) return;
  for (const printer of printers) printer(warning);
});

const Dredd = require('dredd') as DreddConstructor;
const dredd = new Dredd({
  endpoint: run.url,
  path: [run.viewPath],
  hookfiles: [run.hooksPath],
  emitter,
  loglevel: 'warn',
  color: false,
  'inline-errors': true,
});

dredd.run((error, stats) => {
  bounded.close();
  if (error) {
    process.stderr.write(`Dredd could not run: ${error.message}\n`);
    process.exitCode = 3;
    return;
  }
  process.exitCode = stats.failures + stats.errors > 0 ? 1 : 0;
});

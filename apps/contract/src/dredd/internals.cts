// The one door into Dredd's unpublished files. Everything else uses Dredd's public API: the `dredd`
// module, its hooks module and the transaction objects the hooks see.
//
// Why at all: Dredd 14 sends each request with the `request` library, whose `timeout` only bounds
// the wait for the headers and for each socket read (a server that drips a byte a second keeps it
// waiting for ever), and which reads a body of any size into memory. The public API cannot change
// that, so the runner swaps the function that sends (`performRequest`) for one that goes through
// its bounded transport (transport.cts).
//
// What this relies on, in Dredd 14.1.0; `internalsProblems` checks each point and says which moved:
//   1. dredd/build/performRequest.js exports `default`, a function (uri, request, options, callback)
//      that sends through `options.request` when it is given, with the `request` library's calling
//      convention: (options {method, uri, headers, body}, callback(error, response, body)).
//   2. dredd/build/TransactionRunner.js calls `performRequest_1.default(...)`, reading `default` at
//      each request, so that replacing it on the module takes effect.
//   3. TransactionRunner reports a request's error as the emitter's `test error` event, with the
//      test's title set to the transaction's id (child.cts files each error under that id).
import fs = require('node:fs');
import path = require('node:path');

type PerformRequest = (
  uri: string,
  transactionRequest: object,
  options: Record<string, unknown>,
  callback: (...args: unknown[]) => void,
) => void;

const PERFORM_REQUEST = 'dredd/build/performRequest.js';
const TRANSACTION_RUNNER = 'dredd/build/TransactionRunner.js';
const SEE = 'the runner bounds every request through it (see src/dredd/internals.cts)';

/** The folder of the Dredd package this process loads. */
const dreddRoot = (): string => path.dirname(require.resolve('dredd/package.json'));

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * What moved in the Dredd package at `root` (default: the one this process loads), one sentence
 * each, naming the file; empty when everything the runner relies on is in place.
 */
function internalsProblems(root: string = dreddRoot()): string[] {
  const problems: string[] = [];
  const performFile = path.join(root, 'build', 'performRequest.js');
  const perform = readOrNull(performFile);
  if (perform === null) return [`${PERFORM_REQUEST} is gone: ${SEE}.`];
  let loaded: { default?: unknown } | null = null;
  try {
    loaded = require(performFile) as { default?: unknown };
  } catch (error) {
    problems.push(`${PERFORM_REQUEST} cannot be loaded (${(error as Error).message}): ${SEE}.`);
  }
  if (loaded !== null && (typeof loaded.default !== 'function' || loaded.default.length !== 4)) {
    problems.push(`${PERFORM_REQUEST} no longer exports default(uri, request, options, callback): ${SEE}.`);
  }
  if (!/options\.request\b/.test(perform)) {
    problems.push(`${PERFORM_REQUEST} no longer sends through options.request, so the bounded transport would be ignored: ${SEE}.`);
  }
  const runner = readOrNull(path.join(root, 'build', 'TransactionRunner.js'));
  if (runner === null) return [...problems, `${TRANSACTION_RUNNER} is gone: it calls performRequest and reports request errors.`];
  if (!/performRequest_1\.default\)?\(/.test(runner)) {
    problems.push(
      `${TRANSACTION_RUNNER} no longer calls performRequest_1.default(...) at each request, so replacing it has no effect: ${SEE}.`,
    );
  }
  if (!/emit\('test error', error, test/.test(runner) || !/test\.title = transaction\.id/.test(runner)) {
    problems.push(
      `${TRANSACTION_RUNNER} no longer emits 'test error' with the transaction id as the test's title: child.cts files request errors under it.`,
    );
  }
  return problems;
}

/**
 * Makes Dredd send every request through `requestFor(transactionRequest)`. Throws, naming what
 * moved, when this Dredd is not the one the replacement was written for: an unbounded run is not
 * an option.
 */
function replacePerformRequest(requestFor: (transactionRequest: object) => unknown): void {
  const problems = internalsProblems();
  if (problems.length) throw new Error(`this Dredd cannot be bounded: ${problems.join(' ')}`);
  const module = require('dredd/build/performRequest') as { default: PerformRequest };
  const original = module.default;
  module.default = (uri, transactionRequest, options, callback) =>
    original(uri, transactionRequest, { ...options, request: requestFor(transactionRequest) }, callback);
}

const internals = { internalsProblems, replacePerformRequest };
export = internals;

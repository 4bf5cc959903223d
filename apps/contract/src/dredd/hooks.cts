// Dredd hooks of msg-gateway-contract, loaded by Dredd in the child process (child.cts); not meant
// to be used on their own. They are thin: for every transaction they put the planned request on it
// (URI, the key or none, Prefer, body) and record what came back (status, headers, body — at most
// the transport's body limit). Judging the answer is the runner's job, in the parent process.
//
// Inputs: MSG_GATEWAY_CONTRACT_RUN (path of the run file, which never holds the key) and
// GATEWAY_API_KEY. The key is put on requests here and replaced in afterEach, before Dredd's
// reporters print a request; so are the credentials a gateway answers in a body (instance tokens,
// a proxy's password), with the runner's own rule (check/credentials.ts), once the answer is recorded.
import fs = require('node:fs');
import transport = require('./transport.cjs');

import type { PlannedTransaction, RecordedAnswer, RunFile, TransactionRecord } from './records.cjs';

/** The parts of a Dredd 14 transaction these hooks read or set. */
interface DreddTransaction {
  id: string;
  request: { method: string; uri: string; headers: Record<string, string>; body: string };
  origin: { resourceName: string };
  expected: { statusCode?: string; headers: Record<string, string> };
  real?: { statusCode: number | string; headers: Record<string, string | string[] | undefined>; body?: string; bodyEncoding?: string };
  fullPath: string;
  skip: boolean;
  fail: boolean | string;
}

type Hook = (transaction: DreddTransaction) => void;
interface DreddHooks {
  beforeAll(hook: (transactions: unknown, done: () => void) => void): void;
  beforeEach(hook: Hook): void;
  beforeEachValidation(hook: Hook): void;
  afterEach(hook: Hook): void;
}

interface TransactionState {
  planned: PlannedTransaction | undefined;
  started: number | null;
  skip: { reason: string; enableWith: string | null } | null;
  error: string | null;
}

const REDACTED = '[redacted]';
const SCHEDULE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hooks = require('hooks') as DreddHooks;
const runPath = process.env['MSG_GATEWAY_CONTRACT_RUN'];
if (!runPath) {
  throw new Error('MSG_GATEWAY_CONTRACT_RUN is not set: these hooks are run by msg-gateway-contract, not by Dredd alone.');
}
const run = JSON.parse(fs.readFileSync(runPath, 'utf8')) as RunFile;
const apiKey = (process.env['GATEWAY_API_KEY'] ?? '').trim();
const planned = new Map(run.transactions.map((t) => [t.key, t]));
const states = new Map<string, TransactionState>();
let createdScheduleId: string | null = null;
/** The run's throwaway instance exists: the check that creates it was answered 2xx. */
let throwawayCreated = false;

const append = (record: object): void => fs.appendFileSync(run.resultsPath, `${JSON.stringify(record)}\n`);

append({ type: 'loaded', pid: process.pid, transactions: planned.size });

/** What Dredd may print of a body: until the runner's rule is loaded (an ES module), nothing. */
let printable = (_body: string): string => '[body not shown]';
hooks.beforeAll((_transactions, done) => {
  import('../check/credentials.js').then(
    (credentials) => {
      printable = credentials.withoutCredentials;
      done();
    },
    () => done(),
  );
});

/** The plan's key of a transaction: method, path template and the status the view labels its check with (never its name). */
const keyOf = (t: DreddTransaction): string => `${t.request.method} ${t.origin.resourceName} ${t.expected.statusCode ?? ''}`;

const stateOf = (t: DreddTransaction): TransactionState => {
  let state = states.get(t.id);
  if (!state) {
    state = { planned: undefined, started: null, skip: null, error: null };
    states.set(t.id, state);
  }
  return state;
};

/** Runs a hook body; an exception fails the transaction instead of halting Dredd's runner. */
function guarded(hook: Hook): Hook {
  return (t) => {
    try {
      hook(t);
    } catch (error) {
      const message = `hooks error: ${error instanceof Error ? error.message : String(error)}`;
      stateOf(t).error = message;
      t.fail = message;
    }
  };
}

function setHeader(headers: Record<string, string>, name: string, value: string | null): void {
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
  if (value !== null) headers[name] = value;
}

hooks.beforeEach(
  guarded((t) => {
    const state = stateOf(t);
    const key = keyOf(t);
    const plan = planned.get(key);
    state.planned = plan;
    if (!plan) {
      t.fail = `no check is planned for ${key}`;
      return;
    }
    let uri = plan.request.uri;
    if (plan.request.onThrowaway && !throwawayCreated) {
      t.skip = true;
      state.skip = { reason: "the run's throwaway instance was not created (see createInstance's success check)", enableWith: null };
      return;
    }
    if (plan.request.fromCreated) {
      if (createdScheduleId === null) {
        t.skip = true;
        state.skip = { reason: 'createSchedule gave no schedule id to update', enableWith: '--schedule-id <uuid>' };
        return;
      }
      uri = uri.split(run.createdScheduleToken).join(encodeURIComponent(createdScheduleId));
    }
    t.request.uri = uri;
    t.fullPath = run.basePath + uri;
    const headers = t.request.headers;
    setHeader(headers, 'apikey', plan.request.apikey ? apiKey : null);
    // Prism (the mock) answers the documented status this asks for; a real gateway ignores it and
    // answers the request itself, which is built to provoke that status anyway.
    setHeader(headers, 'Prefer', plan.request.prefer);
    if (plan.request.body === null) {
      t.request.body = '';
      setHeader(headers, 'Content-Type', null);
    } else {
      t.request.body = plan.request.body;
      setHeader(headers, 'Content-Type', 'application/json');
    }
    state.started = Date.now();
  }),
);

hooks.beforeEachValidation(
  guarded((t) => {
    const plan = stateOf(t).planned;
    const done = t.real !== undefined && /^2\d\d$/.test(String(t.real.statusCode));
    if (plan?.captureScheduleId && done) {
      const id = idOf(t.real?.body);
      if (id !== null) createdScheduleId = id;
    }
    if (plan?.createsThrowaway && done) throwawayCreated = true;
    // Dredd's own comparison (Gavel) would compare the body with the example's keys and the
    // Content-Type literally; the runner judges answers itself. Dredd is left the status the
    // description expects (the view labels checks by kind), so that its own output (--verbose)
    // shows the requests that got a wrong status.
    const statusCode = plan?.request.expectStatus ?? t.expected.statusCode;
    t.expected = { headers: {}, ...(statusCode === undefined ? {} : { statusCode }) };
  }),
);

hooks.afterEach((t) => {
  redactHeaders(t.request.headers);
  const state = stateOf(t);
  states.delete(t.id);
  append(recordOf(t, state));
  if (t.real?.body !== undefined && t.real.bodyEncoding !== 'base64') t.real.body = printable(t.real.body);
});

function recordOf(t: DreddTransaction, state: TransactionState): TransactionRecord {
  const base = {
    type: 'transaction' as const,
    id: t.id,
    key: state.planned?.key ?? null,
    uri: t.request.uri,
    durationMs: state.started === null ? null : Date.now() - state.started,
  };
  if (state.error !== null) return { ...base, outcome: 'hooks-error', message: state.error };
  if (!state.planned) return { ...base, outcome: 'unplanned', message: `no check is planned for ${keyOf(t)}` };
  if (t.skip) return { ...base, outcome: 'skipped', skip: state.skip ?? { reason: 'skipped by Dredd', enableWith: null } };
  if (t.real) return { ...base, outcome: 'answered', answer: answerOf(t) };
  // No answer: Dredd reported the request's error ('test error'), which the child recorded under this id.
  return { ...base, outcome: 'no-answer' };
}

function answerOf(t: DreddTransaction): RecordedAnswer {
  const real = t.real ?? { statusCode: 0, headers: {} };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(real.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return {
    status: Number(real.statusCode),
    headers,
    body: real.body ?? '',
    bodyEncoding: real.bodyEncoding === 'base64' ? 'base64' : 'utf-8',
    bodyTooLarge: transport.noteOf(t.request)?.bodyTooLarge === true,
  };
}

function redactHeaders(headers: Record<string, string>): void {
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === 'apikey' || key.toLowerCase() === 'authorization') headers[key] = REDACTED;
  }
}

/** The schedule id of createSchedule's answer, when it is one (a UUID, as the contract says). */
function idOf(body: string | undefined): string | null {
  try {
    const id: unknown = JSON.parse(body ?? '')?.id;
    return typeof id === 'string' && SCHEDULE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

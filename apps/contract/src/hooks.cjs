// Dredd hooks of msg-gateway-contract. Loaded by Dredd (CommonJS, hence .cjs) in the child process
// that src/dredd-child.cjs starts; not meant to be used on their own.
//
// For every transaction they: find its planned check by method + path template + status (never by
// summary), send the planned request (user's instance or a missing one, key or none, example or
// invalid body), check the answer (status, Content-Type, JSON Schema 2020-12 via ajv: Dredd 14
// checks no OpenAPI 3 schema), and append the outcome to the results file the runner reads. The
// runner treats a missing "loaded" record as a failed run, so these hooks cannot fail silently.
//
// Inputs: MSG_GATEWAY_CONTRACT_PLAN (path of the plan JSON, which never holds the key) and
// GATEWAY_API_KEY. The key is set on requests here and replaced by "<redacted>" in afterEach,
// before Dredd's reporters print any request.
'use strict';

const fs = require('node:fs');
const hooks = require('hooks');
const { createChecker } = require('./response-checks.cjs');

const REDACTED = '<redacted>';
const planPath = process.env.MSG_GATEWAY_CONTRACT_PLAN;
if (!planPath) {
  throw new Error('MSG_GATEWAY_CONTRACT_PLAN is not set: these hooks are run by msg-gateway-contract, not by Dredd alone.');
}
const plan = JSON.parse(fs.readFileSync(planPath, 'utf8'));
const apiKey = process.env.GATEWAY_API_KEY || '';
const checker = createChecker(plan.contract);
const cases = new Map(plan.cases.map((c) => [c.key, c]));
const state = { createdScheduleId: null };

function record(entry) {
  fs.appendFileSync(plan.resultsPath, `${JSON.stringify(entry)}\n`);
}

record({ type: 'loaded', pid: process.pid, cases: cases.size });

/** Runs a hook body; an exception fails the transaction instead of halting Dredd's runner. */
function guarded(fn) {
  return (transaction) => {
    try {
      fn(transaction);
    } catch (error) {
      const message = `hooks error: ${error && error.message}`;
      transaction.fail = message;
      transaction.contract = transaction.contract || {};
      (transaction.contract.failures = transaction.contract.failures || []).push({ rule: 'hooks', message });
    }
  };
}

function setHeader(headers, name, value) {
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
  if (value !== undefined && value !== null) headers[name] = value;
}

hooks.beforeEach(guarded((t) => {
  const key = `${t.request.method} ${t.origin.resourceName} ${t.expected.statusCode}`;
  const planned = cases.get(key);
  t.contract = { key, case: planned, failures: [] };
  if (!planned) {
    t.fail = `no check is planned for ${key}`;
    return;
  }
  if (!planned.selected || !planned.run) {
    t.skip = true;
    return;
  }
  let uri = planned.request.uri;
  if (planned.request.fromCreated) {
    if (!state.createdScheduleId) {
      t.skip = true;
      t.contract.skip = { reason: 'createSchedule gave no schedule id to update', enableWith: '--schedule-id <uuid>' };
      return;
    }
    uri = uri.split(plan.createdScheduleToken).join(encodeURIComponent(state.createdScheduleId));
  }
  t.request.uri = uri;
  t.fullPath = plan.basePath + uri;

  const headers = t.request.headers;
  setHeader(headers, 'apikey', planned.request.apikey ? apiKey : null);
  // Prism (the mock) answers the documented status this asks for; a real gateway ignores it and
  // answers the request itself, which is built to provoke that status anyway.
  setHeader(headers, 'Prefer', planned.request.prefer);
  if (planned.request.body === null) {
    t.request.body = '';
    setHeader(headers, 'Content-Type', null);
  } else {
    t.request.body = planned.request.body;
    setHeader(headers, 'Content-Type', 'application/json');
  }
  t.contract.started = Date.now();
}));

hooks.beforeEachValidation(guarded((t) => {
  const planned = t.contract && t.contract.case;
  if (!planned) return;
  const failures = checker.check(planned.expect, t.real);
  t.contract.failures.push(...failures);
  if (planned.captureScheduleId && failures.length === 0) {
    const id = safeJson(t.real.body)?.id;
    if (typeof id === 'string' && id) state.createdScheduleId = id;
  }
  // Dredd's own comparison (Gavel) is replaced by the checks above: it would compare the body with
  // the example's keys only, and the Content-Type literally. Leaving it nothing to compare makes
  // Dredd's verdict the same as ours.
  t.expected = { headers: {} };
  if (t.contract.failures.length) t.fail = t.contract.failures.map((f) => f.message).join('; ');
}));

hooks.afterEach(guarded((t) => {
  redactHeaders(t.request && t.request.headers);
  const contract = t.contract || {};
  const planned = contract.case;
  const base = {
    type: 'transaction',
    key: contract.key,
    name: t.name,
    id: t.id,
    uri: t.request && t.request.uri,
  };
  if (!planned) {
    record({ ...base, outcome: 'unplanned', failures: contract.failures || [] });
    return;
  }
  if (!planned.selected) return record({ ...base, outcome: 'unselected' });
  if (t.skip) return record({ ...base, outcome: 'skipped', skip: contract.skip || planned.skip || { reason: 'skipped by Dredd', enableWith: null } });
  if (!t.real) return record({ ...base, outcome: 'no-response', failures: contract.failures || [] });
  return record({
    ...base,
    outcome: 'checked',
    actualStatus: Number(t.real.statusCode),
    contentType: headerOf(t.real.headers, 'content-type'),
    failures: contract.failures,
    durationMs: contract.started ? Date.now() - contract.started : null,
  });
}));

function redactHeaders(headers) {
  if (!headers) return;
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === 'apikey' || key.toLowerCase() === 'authorization') headers[key] = REDACTED;
  }
}

function headerOf(headers, name) {
  for (const [key, value] of Object.entries(headers || {})) if (key.toLowerCase() === name) return String(value);
  return null;
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

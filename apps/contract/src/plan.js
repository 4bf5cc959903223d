// Decides, for every answer the document gives (operation x status, one Dredd transaction each),
// whether this run checks it, with which request, and if not, why and which flag would enable it.
// Pure: no I/O, so the safety model can be tested without a gateway.
import { randomBytes } from 'node:crypto';
import { buildRequest } from './requests.js';
import { INPUT_FLAGS, INPUT_NAMES, MODE_FLAGS, MODE_REASON, policyOf } from './safety.js';

/** Stands in the URI of updateSchedule until createSchedule has returned an id (hooks fill it in). */
export const CREATED_SCHEDULE_TOKEN = '__created_schedule_id__';

export const KIND_LABEL = {
  success: 'success',
  'no-key': 'no key',
  'unknown-instance': 'unknown instance',
  'invalid-request': 'invalid request',
  other: 'other',
};

/** A name no gateway has: the 404 checks use it so they can never touch a real instance. */
export function missingInstanceName() {
  return `contract-missing-${randomBytes(6).toString('hex')}`;
}

/** Operations in run order: reads, sends, writes, then connect, restart and logout. */
export function orderOperations(operations) {
  const rank = (op) => {
    const policy = policyOf(op.operationId);
    if (policy.last) return 10 + policy.last;
    return { read: 0, send: 1, write: 2 }[policy.mode];
  };
  return operations
    .map((op, index) => ({ op, index }))
    .sort((a, b) => rank(a.op) - rank(b.op) || a.index - b.index)
    .map(({ op }) => op);
}

/**
 * @param {import('./contract.js').Operation[]} operations
 * @param {object} options
 * @param {string} options.instance
 * @param {Record<string,string|undefined>} options.inputs groupJid, inviteCode, messageId, recipient, scheduleId
 * @param {boolean} options.allowWrites
 * @param {boolean} options.allowSends
 * @param {{operationId: string, status?: string}[]} [options.only]
 * @param {string} [options.missingInstance]
 * @param {number} [options.now] Unix seconds
 * @returns {Case[]}
 */
export function planChecks(operations, options) {
  const settings = {
    instance: options.instance,
    inputs: options.inputs ?? {},
    allowWrites: Boolean(options.allowWrites),
    allowSends: Boolean(options.allowSends),
    missingInstance: options.missingInstance ?? missingInstanceName(),
    now: options.now ?? Math.floor(Date.now() / 1000),
  };
  const ordered = orderOperations(operations);
  // updateSchedule can update the schedule createSchedule made earlier in the same run.
  const create = operations.find((op) => op.operationId === 'createSchedule');
  const createRuns =
    Boolean(create) && isSelected(options.only, create.operationId, firstSuccessOf(create)) && successBlockers(create, settings, false).length === 0;
  const cases = [];
  for (const op of ordered) {
    const firstSuccess = firstSuccessOf(op);
    for (const response of op.responses) {
      const kind = kindOf(op, response.status, firstSuccess);
      const base = {
        key: caseKey(op.method, op.path, response.status),
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        status: response.status,
        kind,
        mode: policyOf(op.operationId).mode,
        selected: isSelected(options.only, op.operationId, response.status),
        expect: {
          status: response.status,
          mediaTypes: response.mediaTypes,
          schemaRef: response.schemaRefs[response.mediaTypes[0]] ?? null,
        },
      };
      cases.push({ ...base, ...decide(op, response.status, kind, firstSuccess, settings, createRuns) });
    }
  }
  return cases;
}

const firstSuccessOf = (op) => op.responses.find((r) => /^2\d\d$/.test(r.status))?.status;

function caseKey(method, path, status) {
  return `${method.toUpperCase()} ${path} ${status}`;
}

function isSelected(only, operationId, status) {
  if (!only?.length) return true;
  return only.some((o) => o.operationId === operationId && (!o.status || o.status === status));
}

function kindOf(op, status, firstSuccess) {
  if (status === firstSuccess) return 'success';
  if (status === '401') return 'no-key';
  if (status === '404' && hasInstanceParam(op)) return 'unknown-instance';
  if (status === '400') return 'invalid-request';
  return 'other';
}

const hasInstanceParam = (op) => op.parameters.some((p) => p.in === 'path' && p.name === 'instance');

function decide(op, status, kind, firstSuccess, settings, createRuns) {
  const policy = policyOf(op.operationId);
  const request = (overrides) =>
    buildRequest(op, { instance: settings.instance, inputs: settings.inputs, personal: false, now: settings.now, ...overrides });
  const prefer = `code=${status}`;

  if (kind === 'success') {
    const blockers = successBlockers(op, settings, createRuns);
    if (blockers.length) return skipped(blockers);
    const inputs = { ...settings.inputs };
    const fromCreated = op.operationId === 'updateSchedule' && !inputs.scheduleId;
    if (fromCreated) inputs.scheduleId = CREATED_SCHEDULE_TOKEN;
    return {
      run: true,
      request: { ...request({ inputs, personal: true }), apikey: true, prefer: null, fromCreated },
      captureScheduleId: op.operationId === 'createSchedule',
    };
  }

  if (kind === 'no-key') {
    if (policy.mode === 'read') return { run: true, request: { ...request(), apikey: false, prefer } };
    // Without a key, a gateway that forgot its auth check would perform the operation. An empty
    // body gives it nothing to act on; operations without a body only run with the opt-in.
    if (op.requestBody?.required) {
      return { run: true, request: { ...request({ body: 'invalid' }), apikey: false, prefer }, note: 'empty body' };
    }
    const optIn = MODE_FLAGS[policy.mode];
    const allowed = policy.mode === 'write' ? settings.allowWrites : settings.allowSends;
    if (!allowed) {
      return skipped([{ reason: 'without a key, a gateway that skips its auth check would run it', flags: optIn }]);
    }
    return { run: true, request: { ...request({ personal: true }), apikey: false, prefer } };
  }

  if (kind === 'unknown-instance') {
    return { run: true, request: { ...request({ instance: settings.missingInstance }), apikey: true, prefer } };
  }

  if (kind === 'invalid-request') {
    if (op.requestBody?.required) {
      return { run: true, request: { ...request({ body: 'invalid' }), apikey: true, prefer }, note: 'empty body' };
    }
    const requiredQuery = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    if (requiredQuery.length) {
      return {
        run: true,
        request: { ...request({ dropQuery: requiredQuery }), apikey: true, prefer },
        note: `without ${requiredQuery.join(', ')}`,
      };
    }
    return skipped([{ reason: `no invalid request provokes this ${status}: it depends on the gateway's state`, flags: [] }]);
  }

  if (/^2\d\d$/.test(status)) {
    return skipped([{ reason: `only the first success answer (${firstSuccess}) is checked`, flags: [] }]);
  }
  return skipped([{ reason: `no request provokes a ${status} on purpose`, flags: [] }]);
}

/** Why the success check of an operation cannot run: the opt-in flag and inputs it lacks. */
function successBlockers(op, settings, createRuns) {
  const policy = policyOf(op.operationId);
  const blockers = [];
  const allowed = policy.mode === 'read' || (policy.mode === 'write' ? settings.allowWrites : settings.allowSends);
  if (!allowed) {
    const reason = policy.unclassified ? 'not classified in the safety table, treated as a write' : MODE_REASON[policy.mode];
    blockers.push({ reason, flags: MODE_FLAGS[policy.mode] });
  }
  const missing = (policy.needs ?? []).filter((input) => {
    if (settings.inputs[input]) return false;
    return !(input === 'scheduleId' && createRuns);
  });
  if (missing.length) {
    const names = missing.map((input) => INPUT_NAMES[input]).join(' and ');
    const what = missing.includes('scheduleId') ? `${names} (or a createSchedule earlier in the run)` : names;
    blockers.push({ reason: `needs ${what}`, flags: missing.map((input) => INPUT_FLAGS[input]) });
  }
  return blockers;
}

function skipped(blockers) {
  return {
    run: false,
    skip: {
      reason: blockers.map((b) => b.reason).join('; '),
      enableWith: blockers.flatMap((b) => b.flags).join(' ') || null,
    },
  };
}

/**
 * @typedef {object} Case
 * @property {string} key "METHOD /path/{template} status": how hooks find a Dredd transaction's case
 * @property {string} operationId
 * @property {string} method
 * @property {string} path
 * @property {string} status the documented status this check expects
 * @property {'success'|'no-key'|'unknown-instance'|'invalid-request'|'other'} kind
 * @property {'read'|'write'|'send'} mode
 * @property {boolean} selected false when --only leaves it out
 * @property {{status: string, mediaTypes: string[], schemaRef: string|null}} expect
 * @property {boolean} run
 * @property {{reason: string, enableWith: string|null}} [skip]
 * @property {{uri: string, body: string|null, apikey: boolean, prefer: string|null, fromCreated?: boolean}} [request]
 * @property {boolean} [captureScheduleId]
 * @property {string} [note]
 */

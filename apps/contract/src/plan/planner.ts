// Decides, for every answer the description documents (operation x status), whether this run
// checks it, with which request, and if not, why and which flag would enable it. Pure: no I/O,
// no Dredd, so the safety model can be tested without a gateway.
import { randomBytes } from 'node:crypto';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import type { Operation } from '../description/contract.js';
import { buildRequest, type RequestSettings } from './requests.js';
import { INPUT_FLAGS, INPUT_NAMES, type Inputs, MODE_FLAGS, MODE_REASON, type Mode, modeAllowed, policyOf } from './safety.js';

/** Stands in the URI of updateSchedule until createSchedule has returned an id (filled in during the run). */
export const CREATED_SCHEDULE_TOKEN = '__created_schedule_id__';

export type CheckKind = 'success' | 'no-key' | 'unknown-instance' | 'invalid-request' | 'other';

export const KIND_LABEL: Record<CheckKind, string> = {
  success: 'success',
  'no-key': 'no key',
  'unknown-instance': 'unknown instance',
  'invalid-request': 'invalid request',
  other: 'other',
};

export interface Skip {
  reason: string;
  /** The flags that would enable the check, or null when none can. */
  enableWith: string | null;
}

/** What a check expects: one documented answer of one operation. */
export interface Expectation {
  operationId: string;
  status: string;
}

export interface PlannedRequest {
  /** Path and query relative to the base URL. */
  uri: string;
  /** JSON text, or null for no body. */
  body: string | null;
  /** Send the user's key (false: no `apikey` header at all). */
  apikey: boolean;
  /** `Prefer: code=<status>`, a hint for Prism; a real gateway ignores it. */
  prefer: string | null;
  /** The URI holds CREATED_SCHEDULE_TOKEN, to be replaced by the id createSchedule returned. */
  fromCreated: boolean;
}

interface CaseBase {
  /** "METHOD /path/{template} status": one check, the unit everything else is keyed by. */
  key: string;
  operationId: string;
  method: string;
  path: string;
  status: string;
  kind: CheckKind;
  mode: Mode;
  /** False when --only leaves it out. */
  selected: boolean;
  expect: Expectation;
}

export interface RunningCase extends CaseBase {
  run: true;
  request: PlannedRequest;
  /** createSchedule's success: its answer's `id` feeds updateSchedule. */
  captureScheduleId: boolean;
  note?: string;
}

export interface SkippedCase extends CaseBase {
  run: false;
  skip: Skip;
}

export type Case = RunningCase | SkippedCase;

export interface OnlySelector {
  operationId: string;
  status?: string;
}

export interface PlanSettings {
  instance: string;
  inputs?: Inputs;
  allowWrites?: boolean;
  allowSends?: boolean;
  only?: readonly OnlySelector[] | undefined;
  /** The instance name of the 404 checks (default: a random one no gateway has). */
  missingInstance?: string;
  /** Unix seconds. */
  now?: number;
}

interface Settings {
  instance: string;
  inputs: Inputs;
  allowWrites: boolean;
  allowSends: boolean;
  missingInstance: string;
  now: number;
}

/** A name no gateway has: the 404 checks use it so they can never touch a real instance. */
export function missingInstanceName(): string {
  return `contract-missing-${randomBytes(6).toString('hex')}`;
}

/** Operations in run order: reads, sends, writes, then connect, restart and logout. */
export function orderOperations<T extends Pick<Operation, 'operationId'>>(operations: readonly T[]): T[] {
  const rank = (op: T): number => {
    const policy = policyOf(op);
    if (policy.last !== undefined) return 10 + policy.last;
    return { read: 0, send: 1, write: 2 }[policy.mode];
  };
  return operations
    .map((op, index) => ({ op, index }))
    .sort((a, b) => rank(a.op) - rank(b.op) || a.index - b.index)
    .map(({ op }) => op);
}

export function caseKey(method: string, path: string, status: string): string {
  return `${method.toUpperCase()} ${path} ${status}`;
}

/** Every check of the description's operations, in run order. */
export function planChecks(document: OpenApiDocument, operations: readonly Operation[], options: PlanSettings): Case[] {
  const settings: Settings = {
    instance: options.instance,
    inputs: options.inputs ?? {},
    allowWrites: options.allowWrites === true,
    allowSends: options.allowSends === true,
    missingInstance: options.missingInstance ?? missingInstanceName(),
    now: options.now ?? Math.floor(Date.now() / 1000),
  };
  // updateSchedule can update the schedule createSchedule made earlier in the same run.
  const create = operations.find((op) => op.operationId === 'createSchedule');
  const createRuns =
    create !== undefined &&
    isSelected(options.only, create.operationId, firstSuccessOf(create)) &&
    successBlockers(create, settings, false).length === 0;
  const cases: Case[] = [];
  for (const op of orderOperations(operations)) {
    const firstSuccess = firstSuccessOf(op);
    for (const response of op.responses) {
      const kind = kindOf(op, response.status, firstSuccess);
      const base: CaseBase = {
        key: caseKey(op.method, op.path, response.status),
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        status: response.status,
        kind,
        mode: policyOf(op).mode,
        selected: isSelected(options.only, op.operationId, response.status),
        expect: { operationId: op.operationId, status: response.status },
      };
      cases.push(decide(document, op, base, firstSuccess, settings, createRuns));
    }
  }
  return cases;
}

const firstSuccessOf = (op: Operation): string | undefined => op.responses.find((r) => /^2\d\d$/.test(r.status))?.status;

function isSelected(only: readonly OnlySelector[] | undefined, operationId: string, status: string | undefined): boolean {
  if (!only?.length) return true;
  return only.some((o) => o.operationId === operationId && (o.status === undefined || o.status === status));
}

function kindOf(op: Operation, status: string, firstSuccess: string | undefined): CheckKind {
  if (status === firstSuccess) return 'success';
  if (status === '401') return 'no-key';
  if (status === '404' && op.parameters.some((p) => p.in === 'path' && p.name === 'instance')) return 'unknown-instance';
  if (status === '400') return 'invalid-request';
  return 'other';
}

function decide(
  document: OpenApiDocument,
  op: Operation,
  base: CaseBase,
  firstSuccess: string | undefined,
  settings: Settings,
  createRuns: boolean,
): Case {
  const policy = policyOf(op);
  const status = base.status;
  const request = (overrides: Partial<RequestSettings>) =>
    buildRequest(document, op, { instance: settings.instance, inputs: settings.inputs, personal: false, now: settings.now, ...overrides });
  const prefer = `code=${status}`;
  const running = (
    built: { uri: string; body: string | null },
    extra: Omit<PlannedRequest, 'uri' | 'body' | 'fromCreated'>,
    note?: string,
  ): RunningCase => ({
    ...base,
    run: true,
    request: { ...built, ...extra, fromCreated: false },
    captureScheduleId: false,
    ...(note === undefined ? {} : { note }),
  });
  const skipped = (blockers: readonly Blocker[]): SkippedCase => ({
    ...base,
    run: false,
    skip: {
      reason: blockers.map((b) => b.reason).join('; '),
      enableWith: blockers.flatMap((b) => b.flags).join(' ') || null,
    },
  });

  switch (base.kind) {
    case 'success': {
      const blockers = successBlockers(op, settings, createRuns);
      if (blockers.length) return skipped(blockers);
      const inputs = { ...settings.inputs };
      const fromCreated = op.operationId === 'updateSchedule' && !inputs.scheduleId;
      if (fromCreated) inputs.scheduleId = CREATED_SCHEDULE_TOKEN;
      return {
        ...base,
        run: true,
        request: { ...request({ inputs, personal: true }), apikey: true, prefer: null, fromCreated },
        captureScheduleId: op.operationId === 'createSchedule',
      };
    }
    case 'no-key': {
      if (policy.mode === 'read') return running(request({}), { apikey: false, prefer });
      // Without a key, a gateway that forgot its auth check would perform the operation. An empty
      // body gives it nothing to act on; operations without a body only run with the opt-in.
      if (op.requestBody?.required) return running(request({ body: 'invalid' }), { apikey: false, prefer }, 'empty body');
      if (!modeAllowed(policy.mode, settings)) {
        return skipped([{ reason: 'without a key, a gateway that skips its auth check would run it', flags: MODE_FLAGS[policy.mode] }]);
      }
      return running(request({ personal: true }), { apikey: false, prefer });
    }
    case 'unknown-instance':
      return running(request({ instance: settings.missingInstance }), { apikey: true, prefer });
    case 'invalid-request': {
      if (op.requestBody?.required) return running(request({ body: 'invalid' }), { apikey: true, prefer }, 'empty body');
      const requiredQuery = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
      if (requiredQuery.length) {
        return running(request({ dropQuery: requiredQuery }), { apikey: true, prefer }, `without ${requiredQuery.join(', ')}`);
      }
      return skipped([{ reason: `no invalid request provokes this ${status}: it depends on the gateway's state`, flags: [] }]);
    }
    case 'other':
      if (/^2\d\d$/.test(status)) return skipped([{ reason: `only the first success answer (${firstSuccess}) is checked`, flags: [] }]);
      return skipped([{ reason: `no request provokes a ${status} on purpose`, flags: [] }]);
  }
}

interface Blocker {
  reason: string;
  flags: readonly string[];
}

/** Why the success check of an operation cannot run: the opt-in flag and inputs it lacks. */
function successBlockers(op: Operation, settings: Settings, createRuns: boolean): Blocker[] {
  const policy = policyOf(op);
  const blockers: Blocker[] = [];
  if (!modeAllowed(policy.mode, settings)) {
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

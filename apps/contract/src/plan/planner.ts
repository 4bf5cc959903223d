// Decides every check of a run: for each operation, one check per kind of request (success, no
// key, unknown instance, invalid request), plus the other answers the description documents,
// listed as not provokable. For each check: whether this run sends it, with which request, what
// each description expects of it, and if it is not sent, why and which flag would send it. Pure: no
// I/O, no Dredd, so the safety model can be tested without a gateway.
//
// Requests are shaped by the active description: the layered one (contract + profile + team
// overlays) when there is one, so under the 2.1.1 profile restart is a POST and sendList carries
// `sections`. An operation only the contract has (the schedules, which 2.1.1 does not serve) is
// still checked, with the contract's request, so that its absence is observed.
import { randomBytes } from 'node:crypto';
import { type CheckKind, declaredStatus, type Expectation, expectationOf, KINDS, lowestSuccess } from '../check/expectation.js';
import type { Description, Operation } from '../description/contract.js';
import type { Descriptions } from '../description/layered.js';
import { INPUT_FLAGS, INPUT_NAMES, type Inputs } from './inputs.js';
import { type BuiltRequest, buildRequest, type PlannedRequest, type RequestSettings } from './requests.js';
import { MODE_FLAGS, MODE_REASON, type Mode, modeAllowed, policyOf } from './safety.js';
import { type StateRule, stateRuleOf } from './state.js';

/** Stands in the URI of updateSchedule until createSchedule has returned an id (filled in during the run). */
export const CREATED_SCHEDULE_TOKEN = '__created_schedule_id__';
/** The operation whose answer carries the id of the schedule it made. */
const CREATES_SCHEDULE = 'createSchedule';

export type { CheckKind } from '../check/expectation.js';
export type RowKind = CheckKind | 'other';

export const KIND_LABEL: Record<RowKind, string> = {
  success: 'success',
  'no-key': 'no key',
  'unknown-instance': 'unknown instance',
  'invalid-request': 'invalid request',
  other: 'other',
};

/**
 * The status each kind is labelled with in the document Dredd runs (see dredd/view.ts): one
 * transaction per operation and kind, whatever status the descriptions expect (two kinds may
 * expect the same one).
 */
export const DREDD_LABEL: Record<CheckKind, string> = {
  success: '200',
  'invalid-request': '400',
  'no-key': '401',
  'unknown-instance': '404',
};

export interface Skip {
  reason: string;
  /** The flags that would enable the check, or null when none can. */
  enableWith: string | null;
}

/** What the descriptions expect of one check. */
export interface Expectations {
  contract: Expectation;
  /** The layered description's, when the run has one. */
  layered: Expectation | null;
}

interface CaseBase {
  /** "METHOD /path/{template} <label>": one check, the unit everything else is keyed by. */
  key: string;
  operationId: string;
  method: string;
  path: string;
  kind: RowKind;
  /** The status the check is known by: what the description that shapes its request expects (for `other`, the documented one). */
  status: string;
  expect: Expectations;
  /** Which description shaped the request. */
  shapedBy: 'contract' | 'layered';
  mode: Mode;
  /** The connection state the check is sent in (see state.ts), or null when any will do. */
  state: StateRule | null;
  /** False when --only leaves it out. */
  selected: boolean;
}

export interface RunningCase extends CaseBase {
  kind: CheckKind;
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

/** `--only` item: an operation, optionally narrowed to a kind (`no-key`) or a status (`404`). */
export interface OnlySelector {
  operationId: string;
  /** A kind slug or a status. */
  check?: string;
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
export function orderOperations<T extends Pick<Operation, 'source' | 'parameters' | 'requestBody'>>(operations: readonly T[]): T[] {
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

export function caseKey(method: string, path: string, label: string): string {
  return `${method.toUpperCase()} ${path} ${label}`;
}

/** An operation as a run checks it: the operation that shapes its requests, and where it comes from. */
export interface CheckedOperation {
  op: Operation;
  shapedBy: 'contract' | 'layered';
  description: Description;
}

/**
 * The operations a run checks, in document order: every operation of the active description,
 * then those only the contract has (their requests shaped by the contract).
 */
export function checkedOperations({ contract, layered }: Descriptions): CheckedOperation[] {
  if (!layered) return contract.operations.map((op) => ({ op, shapedBy: 'contract', description: contract }));
  const fromLayered = layered.operations.map((op): CheckedOperation => ({ op, shapedBy: 'layered', description: layered }));
  const routes = new Set(layered.operations.map((op) => `${op.method} ${op.path}`));
  const onlyInContract = contract.operations
    .filter((op) => !layered.byId.has(op.operationId) && !routes.has(`${op.method} ${op.path}`))
    .map((op): CheckedOperation => ({ op, shapedBy: 'contract', description: contract }));
  return [...fromLayered, ...onlyInContract];
}

/** Every check of the descriptions' operations, in run order. */
export function planChecks(descriptions: Descriptions, options: PlanSettings): Case[] {
  const settings: Settings = {
    instance: options.instance,
    inputs: options.inputs ?? {},
    allowWrites: options.allowWrites === true,
    allowSends: options.allowSends === true,
    missingInstance: options.missingInstance ?? missingInstanceName(),
    now: options.now ?? Math.floor(Date.now() / 1000),
  };
  const checked = checkedOperations(descriptions);
  // updateSchedule can update the schedule createSchedule made earlier in the same run.
  const create = checked.find((c) => c.op.operationId === CREATES_SCHEDULE);
  const createRuns =
    create !== undefined &&
    isSelected(options.only, create.op.operationId, 'success', []) &&
    successBlockers(create.op, settings, false).length === 0;
  const byOp = new Map(checked.map((c) => [c.op, c]));
  const cases: Case[] = [];
  for (const op of orderOperations(checked.map((c) => c.op))) {
    const entry = byOp.get(op);
    if (entry) cases.push(...casesOf(entry, descriptions, settings, options.only, createRuns));
  }
  return cases;
}

function casesOf(
  { op, shapedBy, description }: CheckedOperation,
  descriptions: Descriptions,
  settings: Settings,
  only: readonly OnlySelector[] | undefined,
  createRuns: boolean,
): Case[] {
  const policy = policyOf(op);
  const inContract = descriptions.contract.byId.get(op.operationId);
  const inLayered = descriptions.layered?.byId.get(op.operationId);
  const documents400 = [inContract, inLayered].some(
    (o) => o !== undefined && (o.responses.some((r) => r.status === '400') || declaredStatus(o, 'invalid-request') !== undefined),
  );
  const kinds = KINDS.filter((kind) => {
    if (kind === 'unknown-instance') return op.parameters.some((p) => p.in === 'path' && p.name === 'instance');
    if (kind === 'invalid-request') return documents400;
    return true;
  });
  const out: Case[] = [];
  const expectedHere = new Set<string>();
  for (const kind of kinds) {
    const emptyBody = kind === 'no-key' && policy.mode !== 'read' && op.requestBody?.required === true;
    const expect: Expectations = {
      contract: expectationOf(descriptions.contract, op.operationId, kind, { emptyBody }),
      layered: descriptions.layered ? expectationOf(descriptions.layered, op.operationId, kind, { emptyBody }) : null,
    };
    const shaping = (shapedBy === 'layered' ? expect.layered : expect.contract) ?? expect.contract;
    expectedHere.add(shaping.status);
    const base: CaseBase = {
      key: caseKey(op.method, op.path, DREDD_LABEL[kind]),
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      kind,
      status: shaping.status,
      expect,
      shapedBy,
      mode: policy.mode,
      state: stateRuleOf(policy, kind),
      selected: isSelected(only, op.operationId, kind, [shaping.status, expect.contract.status, expect.layered?.status]),
    };
    out.push(decide(description, op, base, kind, settings, createRuns));
  }
  const success = lowestSuccess(op);
  const successExpected = out.find((c) => c.kind === 'success')?.status;
  for (const { status } of op.responses) {
    if (expectedHere.has(status)) continue;
    const reason =
      /^2\d\d$/.test(status) && success !== undefined
        ? `only the expected success answer (${successExpected ?? success}) is checked`
        : `no request provokes a ${status} on purpose`;
    const contract: Expectation = { operationId: op.operationId, kind: 'other', status, absent: false };
    out.push({
      key: `${op.method} ${op.path} other ${status}`,
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      kind: 'other',
      status,
      expect: { contract, layered: null },
      shapedBy,
      mode: policy.mode,
      state: null,
      selected: isSelected(only, op.operationId, 'other', [status]),
      run: false,
      skip: { reason, enableWith: null },
    });
  }
  return out;
}

function isSelected(
  only: readonly OnlySelector[] | undefined,
  operationId: string,
  kind: RowKind,
  statuses: (string | undefined)[],
): boolean {
  if (!only?.length) return true;
  return only.some((o) => o.operationId === operationId && (o.check === undefined || o.check === kind || statuses.includes(o.check)));
}

/** Builds the cases of one check: its request from the description, running or skipped. */
interface CaseMaker {
  request(overrides: Partial<RequestSettings>): BuiltRequest;
  running(built: BuiltRequest, extra: { apikey: boolean; prefer: string | null }, note?: string): RunningCase;
  skipped(blockers: readonly Blocker[]): SkippedCase;
  /** `Prefer: code=<the status expected>`. */
  prefer: string;
}

function makerOf(description: Description, op: Operation, base: CaseBase, kind: CheckKind, settings: Settings): CaseMaker {
  const expectStatus = base.status;
  return {
    request: (overrides) =>
      buildRequest(description.document, op, {
        instance: settings.instance,
        inputs: settings.inputs,
        personal: false,
        now: settings.now,
        ...overrides,
      }),
    running: (built, extra, note) => ({
      ...base,
      kind,
      run: true,
      request: { ...built, ...extra, fromCreated: false, expectStatus },
      captureScheduleId: false,
      ...(note === undefined ? {} : { note }),
    }),
    skipped: (blockers) => ({
      ...base,
      run: false,
      skip: {
        reason: blockers.map((b) => b.reason).join('; '),
        enableWith: blockers.flatMap((b) => b.flags).join(' ') || null,
      },
    }),
    prefer: `code=${expectStatus}`,
  };
}

function decide(description: Description, op: Operation, base: CaseBase, kind: CheckKind, settings: Settings, createRuns: boolean): Case {
  const make = makerOf(description, op, base, kind, settings);
  switch (kind) {
    case 'success':
      return decideSuccess(op, base, make, settings, createRuns);
    case 'no-key':
      return decideNoKey(op, make, settings);
    case 'unknown-instance':
      return make.running(make.request({ instance: settings.missingInstance }), { apikey: true, prefer: make.prefer });
    case 'invalid-request':
      return decideInvalid(op, base.status, make, settings);
  }
}

function decideSuccess(op: Operation, base: CaseBase, make: CaseMaker, settings: Settings, createRuns: boolean): Case {
  const blockers = successBlockers(op, settings, createRuns);
  if (blockers.length) return make.skipped(blockers);
  const inputs = { ...settings.inputs };
  const fromCreated = policyOf(op).needs.includes('scheduleId') && !inputs.scheduleId;
  if (fromCreated) inputs.scheduleId = CREATED_SCHEDULE_TOKEN;
  const expectStatus = base.status;
  return {
    ...base,
    kind: 'success',
    run: true,
    request: {
      ...make.request({ inputs, personal: true }),
      apikey: true,
      // Prism answers the lowest 2xx by itself; an x-expect-status other than that is asked for.
      prefer: expectStatus === lowestSuccess(op) ? null : make.prefer,
      fromCreated,
      expectStatus,
    },
    captureScheduleId: op.operationId === CREATES_SCHEDULE,
  };
}

function decideNoKey(op: Operation, make: CaseMaker, settings: Settings): Case {
  const { mode } = policyOf(op);
  const { prefer } = make;
  if (mode === 'read') return make.running(make.request({}), { apikey: false, prefer });
  // Without a key, a gateway that forgot its auth check would perform the operation. An empty
  // body gives it nothing to act on; operations without a body only run with the opt-in.
  if (op.requestBody?.required) return make.running(make.request({ body: 'invalid' }), { apikey: false, prefer }, 'empty body');
  if (!modeAllowed(mode, settings)) {
    return make.skipped([{ reason: 'without a key, a gateway that skips its auth check would run it', flags: MODE_FLAGS[mode] }]);
  }
  return make.running(make.request({ personal: true }), { apikey: false, prefer });
}

function decideInvalid(op: Operation, expectStatus: string, make: CaseMaker, settings: Settings): Case {
  const policy = policyOf(op);
  const { prefer } = make;
  if (op.requestBody?.required) return make.running(make.request({ body: 'invalid' }), { apikey: true, prefer }, 'empty body');
  const requiredQuery = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
  if (requiredQuery.length) {
    return make.running(make.request({ dropQuery: requiredQuery }), { apikey: true, prefer }, `without ${requiredQuery.join(', ')}`);
  }
  // A logout's 400 is its answer for an instance that is not connected: the plain request, sent
  // only in that state (state.ts), where it changes nothing.
  if (policy.affects === 'end') {
    if (!modeAllowed(policy.mode, settings)) return make.skipped([{ reason: MODE_REASON[policy.mode], flags: MODE_FLAGS[policy.mode] }]);
    return make.running(make.request({}), { apikey: true, prefer }, 'instance not connected');
  }
  return make.skipped([{ reason: `no invalid request provokes this ${expectStatus}: it depends on the gateway's state`, flags: [] }]);
}

interface Blocker {
  reason: string;
  flags: readonly string[];
}

/** What a logout's success check says: it is never sent. */
export const LOGOUT_NOT_UNDONE =
  'a logout cannot be undone by the run (the phone would have to be linked again); its answer for an instance that is not connected is checked instead (invalid request)';

/** Why the success check of an operation cannot run: the opt-in flag and inputs it lacks, or that it cannot be undone. */
function successBlockers(op: Operation, settings: Settings, createRuns: boolean): Blocker[] {
  const policy = policyOf(op);
  if (policy.affects === 'end') return [{ reason: LOGOUT_NOT_UNDONE, flags: [] }];
  const blockers: Blocker[] = [];
  if (!modeAllowed(policy.mode, settings)) {
    const reason = policy.unclassified ? 'has no x-effect in the description, treated as a write' : MODE_REASON[policy.mode];
    blockers.push({ reason, flags: MODE_FLAGS[policy.mode] });
  }
  const missing = policy.needs.filter((input) => {
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

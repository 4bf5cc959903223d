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
import { INPUT_FLAGS, INPUT_NAMES, type Inputs, namesInputs, otherMessageKind } from './inputs.js';
import { type BuiltRequest, buildRequest, type PlannedRequest, type RequestSettings } from './requests.js';
import { MODE_FLAGS, MODE_REASON, type Mode, modeAllowed, type Policy, policyOf, runRank } from './safety.js';
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

/**
 * The label of one check in the document Dredd runs. Dredd sends an operation's transactions in the
 * order of their statuses, and the success check of an operation that deletes the instance must
 * come last (its no-key check needs the throwaway instance to still exist): it is labelled 499.
 */
export function dreddLabel(kind: CheckKind, policy: Pick<Policy, 'instance'>): string {
  return kind === 'success' && policy.instance === 'delete' ? '499' : DREDD_LABEL[kind];
}

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
  /** Sent to an instance found in this state (not `open`): judged against its not-connected answer (not-connected.ts). */
  notConnected?: string;
  /** The operation says what 2.1.1 answers while the instance is not connected (`x-disconnected`). */
  disconnected: boolean;
  /** False when --only leaves it out. */
  selected: boolean;
}

export interface RunningCase extends CaseBase {
  kind: CheckKind;
  run: true;
  request: PlannedRequest;
  /** createSchedule's success: its answer's `id` feeds updateSchedule. */
  captureScheduleId: boolean;
  /** createInstance's success: it creates the run's throwaway instance, which later checks use. */
  createsThrowaway: boolean;
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
  /** The services the user lets the gateway call (`--allow-calls-out`), as origins. */
  allowCallsOut?: readonly string[];
  /** The instance name of the 404 checks (default: a random one no gateway has). */
  missingInstance?: string;
  /** The run's throwaway instance (default: a random name and token). */
  throwaway?: Throwaway;
  /** Unix seconds. */
  now?: number;
}

/** The instance a run with --allow-writes creates, checks the instance routes on, and deletes. */
export interface Throwaway {
  name: string;
  /** Its API key, set by the run at its creation (so that reports can redact it). */
  token: string;
}

interface Settings {
  instance: string;
  inputs: Inputs;
  allowWrites: boolean;
  allowSends: boolean;
  allowCallsOut: ReadonlySet<string>;
  missingInstance: string;
  /** Set when the run creates its throwaway instance. */
  throwaway: Throwaway | null;
  now: number;
}

/** A name no gateway has: the 404 checks use it so they can never touch a real instance. */
export function missingInstanceName(): string {
  return `contract-missing-${randomBytes(6).toString('hex')}`;
}

/** A name and token for the run's own instance, which no one else uses. */
export function throwawayInstance(): Throwaway {
  return { name: `contract-tmp-${randomBytes(6).toString('hex')}`, token: randomBytes(16).toString('hex').toUpperCase() };
}

/** The origin of a URL, as x-calls-out and --allow-calls-out are compared (`https://icanhazip.com`). */
export const originOf = (url: string): string => (URL.canParse(url) ? new URL(url).origin : url);

/** Operations in run order (see runRank): reads, sends, writes, the throwaway instance, then connect, restart and logout. */
export function orderOperations<T extends Pick<Operation, 'source' | 'parameters' | 'requestBody'>>(operations: readonly T[]): T[] {
  const rank = (op: T): number => runRank(policyOf(op));
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
    inputs: { ...options.inputs },
    allowWrites: options.allowWrites === true,
    allowSends: options.allowSends === true,
    allowCallsOut: new Set((options.allowCallsOut ?? []).map(originOf)),
    missingInstance: options.missingInstance ?? missingInstanceName(),
    throwaway: null,
    now: options.now ?? Math.floor(Date.now() / 1000),
  };
  const checked = checkedOperations(descriptions);
  const runs = (operation: CheckedOperation | undefined): boolean =>
    operation !== undefined &&
    isSelected(options.only, operation.op.operationId, 'success', []) &&
    successBlockers(operation.op, settings, false).length === 0;
  // The instance routes are checked on an instance the run creates itself, when it may.
  const throwaway = options.throwaway ?? throwawayInstance();
  settings.inputs = { ...settings.inputs, throwaway: throwaway.name, throwawayToken: throwaway.token };
  if (runs(checked.find((c) => policyOf(c.op).instance === 'create'))) settings.throwaway = throwaway;
  else settings.inputs = { ...options.inputs };
  // updateSchedule can update the schedule createSchedule made earlier in the same run.
  const createRuns = runs(checked.find((c) => c.op.operationId === CREATES_SCHEDULE));
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
      key: caseKey(op.method, op.path, dreddLabel(kind, policy)),
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      kind,
      status: shaping.status,
      expect,
      shapedBy,
      mode: policy.mode,
      state: stateRuleOf(policy, kind),
      disconnected: op.source['x-disconnected'] !== undefined,
      selected: isSelected(only, op.operationId, kind, [shaping.status, expect.contract.status, expect.layered?.status]),
    };
    out.push(decide(description, op, base, kind, settings, createRuns));
  }
  out.push(...otherCases(op, policy, out, expectedHere, shapedBy, only));
  return out;
}

/** The documented answers no check provokes, listed as skipped. */
function otherCases(
  op: Operation,
  policy: Policy,
  checks: readonly Case[],
  expectedHere: ReadonlySet<string>,
  shapedBy: CaseBase['shapedBy'],
  only: readonly OnlySelector[] | undefined,
): SkippedCase[] {
  const success = lowestSuccess(op);
  const successExpected = checks.find((c) => c.kind === 'success')?.status;
  return op.responses
    .filter(({ status }) => !expectedHere.has(status))
    .map(({ status }): SkippedCase => {
      const reason =
        /^2\d\d$/.test(status) && success !== undefined
          ? `only the expected success answer (${successExpected ?? success}) is checked`
          : `no request provokes a ${status} on purpose`;
      const contract: Expectation = { operationId: op.operationId, kind: 'other', status, absent: false };
      return {
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
        disconnected: false,
        selected: isSelected(only, op.operationId, 'other', [status]),
        run: false,
        skip: { reason, enableWith: null },
      };
    });
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
  running(built: BuiltRequest, extra: { apikey: boolean; prefer: string | null }, note?: string, onThrowaway?: boolean): RunningCase;
  skipped(blockers: readonly Blocker[]): SkippedCase;
  /** `Prefer: code=<the status expected>`. */
  prefer: string;
}

function makerOf(description: Description, op: Operation, base: CaseBase, kind: CheckKind, settings: Settings): CaseMaker {
  const expectStatus = base.status;
  // A request to an operation that cannot be undone never names the user's group, message or
  // person: a gateway that acts on a request it should refuse then has nothing of theirs to act on.
  const inputs = policyOf(op).irreversible ? {} : settings.inputs;
  return {
    request: (overrides) =>
      buildRequest(description.document, op, {
        instance: settings.instance,
        inputs,
        personal: false,
        now: settings.now,
        ...overrides,
      }),
    running: (built, extra, note, onThrowaway = false) => ({
      ...base,
      kind,
      run: true,
      request: { ...built, ...extra, fromCreated: false, onThrowaway, expectStatus },
      captureScheduleId: false,
      createsThrowaway: false,
      ...(note === undefined ? {} : { note }),
    }),
    skipped: (blockers) => ({
      ...base,
      run: false,
      skip: {
        reason: blockers.map((b) => b.reason).join('; '),
        enableWith: [...new Set(blockers.flatMap((b) => b.flags))].join(' ') || null,
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
  const policy = policyOf(op);
  const inputs = { ...settings.inputs };
  const fromCreated = policy.needs.includes('scheduleId') && !inputs.scheduleId;
  if (fromCreated) inputs.scheduleId = CREATED_SCHEDULE_TOKEN;
  const expectStatus = base.status;
  const onThrowaway = policy.needs.includes('throwaway') && policy.instance !== 'create';
  const instance = policy.instance === 'delete' && settings.throwaway ? { instance: settings.throwaway.name } : {};
  return {
    ...base,
    kind: 'success',
    run: true,
    request: {
      ...make.request({
        inputs,
        personal: true,
        // What a write writes; for a read, a body that names whom it is about (inputs.ts, namesInputs).
        optionalBody: policy.mode !== 'read' || namesInputs(op.requestBody?.example),
        ...instance,
      }),
      apikey: true,
      // Prism answers the lowest 2xx by itself; an x-expect-status other than that is asked for.
      prefer: expectStatus === lowestSuccess(op) ? null : make.prefer,
      fromCreated,
      onThrowaway,
      expectStatus,
    },
    captureScheduleId: op.operationId === CREATES_SCHEDULE,
    createsThrowaway: policy.instance === 'create',
  };
}

/** Why a no-key check, which would act on a gateway that skips its auth check, is not sent: it cannot be undone. */
const NO_KEY_IRREVERSIBLE =
  'cannot be undone (x-irreversible): without a key, a gateway that skips its auth check would run it, so it is never sent';

function decideNoKey(op: Operation, make: CaseMaker, settings: Settings): Case {
  const policy = policyOf(op);
  const { mode } = policy;
  const { prefer } = make;
  // Without a key, a gateway that forgot its auth check would perform the operation. An empty
  // body gives it nothing to act on; operations without a body only run with the opt-in, and on
  // nothing of the user's that cannot be put back.
  if (op.requestBody?.required) return make.running(make.request({ body: 'invalid' }), { apikey: false, prefer }, 'empty body');
  if (policy.instance === 'delete') {
    if (!settings.throwaway) return make.skipped([throwawayBlocker(settings)]);
    return make.running(make.request({ instance: settings.throwaway.name }), { apikey: false, prefer }, 'the throwaway instance', true);
  }
  if (policy.irreversible) return make.skipped([{ reason: NO_KEY_IRREVERSIBLE, flags: [] }]);
  const callsOut = callsOutBlocker(policy, settings);
  if (mode === 'read' && !callsOut) return make.running(make.request({}), { apikey: false, prefer });
  const blockers = [
    ...(modeAllowed(mode, settings)
      ? []
      : [{ reason: 'without a key, a gateway that skips its auth check would run it', flags: MODE_FLAGS[mode] }]),
    ...(callsOut ? [callsOut] : []),
  ];
  if (blockers.length) return make.skipped(blockers);
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

/** What the success check of an operation that cannot be undone says: it is never sent. */
export const IRREVERSIBLE = 'cannot be undone (x-irreversible): the runner never sends it, and no flag enables it';

/** The services the gateway would call that the user has not allowed, as a blocker; null when none. */
function callsOutBlocker(policy: Policy, settings: Settings): Blocker | null {
  const missing = policy.callsOut.filter((url) => !settings.allowCallsOut.has(originOf(url)));
  if (missing.length === 0) return null;
  return {
    reason: `the gateway itself calls ${missing.join(' and ')} while serving it (x-calls-out)`,
    flags: missing.map((url) => `--allow-calls-out ${originOf(url)}`),
  };
}

/** Why a check that needs the run's throwaway instance cannot run. */
function throwawayBlocker(settings: Settings): Blocker {
  if (!settings.allowWrites) return { reason: `needs ${INPUT_NAMES.throwaway}`, flags: MODE_FLAGS.write };
  return { reason: `needs ${INPUT_NAMES.throwaway} (its creation, createInstance's success check, is not run)`, flags: [] };
}

/** Why the success check of an operation cannot run: the opt-in flag and inputs it lacks, or that it cannot be undone. */
function successBlockers(op: Operation, settings: Settings, createRuns: boolean): Blocker[] {
  const policy = policyOf(op);
  if (policy.affects === 'end') return [{ reason: LOGOUT_NOT_UNDONE, flags: [] }];
  // Deleting the instance is the exception: the run deletes only its own throwaway one.
  if (policy.irreversible && policy.instance !== 'delete') return [{ reason: IRREVERSIBLE, flags: [] }];
  const blockers: Blocker[] = [];
  if (!modeAllowed(policy.mode, settings)) {
    const reason = policy.unclassified ? 'has no x-effect in the description, treated as a write' : MODE_REASON[policy.mode];
    blockers.push({ reason, flags: MODE_FLAGS[policy.mode] });
  }
  const missing = policy.needs.filter((input) => {
    if (settings.inputs[input] || input === 'throwawayToken') return false;
    // The throwaway instance is what creating one makes.
    if (input === 'throwaway' && policy.instance === 'create') return false;
    return !(input === 'scheduleId' && createRuns);
  });
  const named = missing.filter((input) => input !== 'throwaway');
  if (named.length) {
    const names = named.map((input) => INPUT_NAMES[input]).join(' and ');
    const what = named.includes('scheduleId') ? `${names} (or a createSchedule earlier in the run)` : names;
    blockers.push({ reason: `needs ${what}`, flags: named.map((input) => INPUT_FLAGS[input]) });
  }
  const kind = otherMessageKind(op);
  if (kind)
    blockers.push({
      reason: `needs the id of a stored ${kind} message, which --message-id (a media message) is not (x-message-kind)`,
      flags: [],
    });
  if (missing.includes('throwaway')) blockers.push(throwawayBlocker(settings));
  const callsOut = callsOutBlocker(policy, settings);
  if (callsOut) blockers.push(callsOut);
  return blockers;
}

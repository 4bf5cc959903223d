// What a request routed to an operation is answered, in order:
//   1. the answer a test queued with mock.next(), else a fault asked for (Prefer: code=500|502|503|504
//      where the operation documents none) or drawn (--fail-rate), else what Prefer asks;
//   2. Prism validates the request and picks the documented answer (or generates one);
//   3. a refused request gets the gateway's 400 with its actual violations (and leaves a queued
//      answer for the next request); a fault gets the gateway's envelope;
//   4. otherwise the answer is made realistic (generated bodies) and echoes the request.
// A request Prism cannot route (no path, no method) comes back as a problem for problems.ts.
import type { SchemaViolation } from '@msg-gateway/openapi/validate';
import { firstExample, mediaOf, operations, requestSchemaPointer, resolveRef, responseSchemaPointer } from '@msg-gateway/openapi/walk';
import { type Clock, type Random, randomStream } from '../../common/random.js';
import { defaultStatus, successStatus } from '../../common/spec.js';
import { failedDownload } from '../../twin/downloads.js';
import type { TwinCall } from '../../twin/rules.js';
import type { Twin } from '../../twin/twin.js';
import type { Description, ServedOperation } from '../description/description.js';
import { notEmptyFailures, withNotEmptyStandIns } from '../description/not-empty.js';
import { withoutUnchecked } from '../description/unchecked.js';
import type { Preferences, PrismCaller, PrismRequest, Problem, Violation } from '../prism/prism.js';
import { realistic } from '../prism/realism.js';
import type { MatchedRequest } from './answer-match.js';
import type { AnswerQueue, NearMiss, QueuedAnswer } from './answer-queue.js';
import { echo } from './echo/index.js';
import { type Fault, faultBody } from './faults.js';
import { FAULT_STATUSES } from './prefer.js';

/** How this mock answers, from its options. */
export interface Runtime {
  dynamic: boolean;
  seed: string | undefined;
  /** Default delay of every answer (--delay), milliseconds. */
  delay: number;
  /** Share of requests answered 503 (--fail-rate), 0 to 1. */
  failRate: number;
  clock: Clock;
  /** Fresh message ids and UUIDs. */
  ids: Random;
  /** The --fail-rate draw. */
  chaos: Random;
}

export interface RoutedRequest {
  request: PrismRequest;
  /** The operation the request routes to; undefined when none does (Prism reports the problem). */
  served: ServedOperation | undefined;
  pathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The apikey sent, if any (the twin's fetchInstances lists what it opens). */
  key?: string | undefined;
  /** What a queued answer's matcher looks at (instance, path as sent, body). */
  matched: MatchedRequest;
}

export type Decision =
  | {
      kind: 'answer';
      status: number;
      headers: Record<string, unknown>;
      body: unknown;
      /** For sl-violations. */
      violations: Violation[];
      /** For the log: why it was refused, or what the mock did on purpose. */
      reasons: string[];
      /** A delay the queued answer asked for. */
      delay: number | undefined;
      /** Answers were queued for the operation, but none matched this request: the closest one. */
      nearMiss?: NearMiss | undefined;
    }
  | { kind: 'problem'; problem: Problem };

export interface AnswerContext {
  prism: PrismCaller;
  description: Description;
  runtime: Runtime;
  queue: AnswerQueue;
  /** The stateful gateway that answers as 2.1.1 does in each state (undefined: the description alone). */
  twin?: Twin | undefined;
}

const JSON_TYPE = { 'Content-type': 'application/json' };

export async function decide(context: AnswerContext, routed: RoutedRequest): Promise<Decision> {
  const { prism, description } = context;
  const { request, served } = routed;
  const read = prism.preferences(request);
  if (!read.ok) return { kind: 'problem', problem: read.problem };
  // The router's own checks come before anything else (a queued answer waits for the next request).
  const early = beforeValidation(context, routed);
  if (early) return early;
  const asked = whatIsAsked(context, routed, read.preferences);
  const { preferences, queued, fault, nearMiss } = asked;
  // Validated as the gateway validates (without what it leaves unchecked); answered from what was sent.
  const checked = validatedAs(description, routed);
  const outcome = await prism.answer(checked.request, operationsToRoute(description, checked), preferences);
  const refusal = refusedRequest(context, checked, outcome, preferences.dynamic ?? context.runtime.dynamic, request.body);
  // A refused request leaves the queued answer for the next one.
  const giveBack = (): void => {
    if (queued && served) context.queue.putBack(served.operationId, queued, asked.index);
  };
  if (outcome.kind === 'problem') {
    giveBack();
    return refusal ?? { kind: 'problem', problem: outcome.problem };
  }
  if (refusal) {
    giveBack();
    return withNearMiss(refusal, nearMiss);
  }
  if (fault) {
    return {
      kind: 'answer',
      status: fault.status,
      headers: JSON_TYPE,
      body: faultBody(description, fault),
      violations: outcome.violations,
      reasons: [`fault injected (${fault.cause})`],
      delay: queued?.delay,
    };
  }
  return withNearMiss(await accepted(context, routed, outcome, asked, read.preferences.code !== undefined), nearMiss);
}

const withNearMiss = (decision: Decision, nearMiss: NearMiss | undefined): Decision =>
  decision.kind === 'answer' && nearMiss !== undefined ? { ...decision, nearMiss } : decision;

/**
 * What Prism routes the request among: the operation already routed alone when Prism could pick no
 * other (it sorts and matches every operation's path per request, a third of the mock's time over
 * the 69 of the contract); all of them otherwise, and with a `__server` (Prism checks the servers of all).
 */
function operationsToRoute(description: Description, { served, request }: RoutedRequest): Description['operations'] {
  return served?.unambiguous && request.url.baseUrl === undefined ? [served.prism] : description.operations;
}

/**
 * The request as the gateway's validator sees it: the body without the fields it leaves unchecked
 * (unchecked.ts), and the empty fields isNotEmpty decides on standing in for a value (not-empty.ts).
 */
function validatedAs(description: Description, routed: RoutedRequest): RoutedRequest {
  const { served, request } = routed;
  if (!served || !description.doc || request.body === undefined || request.body === null) return routed;
  const pointer = requestSchemaPointer(description.doc, served.walked);
  const body = withNotEmptyStandIns(description.doc, pointer, withoutUnchecked(description.doc, pointer, request.body));
  return body === request.body ? routed : { ...routed, request: { ...request, body } };
}

interface Asked {
  preferences: Preferences;
  queued: QueuedAnswer | undefined;
  /** Where the queued answer was in its operation's queue. */
  index: number;
  nearMiss: NearMiss | undefined;
  fault: Fault | undefined;
}

/**
 * What the request asks for: the answer a test queued, else a fault (Prefer: code=5xx the operation
 * does not document, or the --fail-rate draw), else its Prefer; and the operation's default status
 * when it is not the lowest 2xx.
 */
function whatIsAsked(context: AnswerContext, { served, matched }: RoutedRequest, read: Preferences): Asked {
  const { runtime, queue } = context;
  let preferences: Preferences = { ...read };
  const documents = (status: number): boolean => served === undefined || String(status) in (served.walked.operation.responses ?? {});
  let fault: Fault | undefined;
  const taken = served ? queue.take(served.operationId, matched) : undefined;
  const queued = taken?.answer;
  if (queued) {
    preferences = { ...preferences, code: queued.documented ? queued.status : undefined, exampleKey: queued.example };
    // A failure queued without a body or an example says it was queued: the documented 5xx example
    // would pass for the gateway's own failure (under the profile, the never-connected TypeError).
    const bare = queued.body === undefined && queued.example === undefined && queued.status !== undefined && queued.status >= 500;
    if (queued.status !== undefined && (!queued.documented || bare)) {
      fault = { status: queued.status, cause: 'queued by mock.next()', queued: true };
      preferences = { ...preferences, code: undefined };
    }
  } else if (served && preferences.code !== undefined && FAULT_STATUSES.includes(preferences.code) && !documents(preferences.code)) {
    fault = { status: preferences.code, cause: `Prefer: code=${preferences.code}` };
    preferences = { ...preferences, code: undefined, exampleKey: undefined };
  } else if (served && runtime.failRate > 0 && preferences.code === undefined && runtime.chaos() < runtime.failRate) {
    fault = { status: 503, cause: `--fail-rate ${runtime.failRate}` };
  }
  // A valid request that asks for no status gets the operation's default: the description's
  // `x-expect-status.success` where it declares one (the profile's sendList: 400 on Baileys).
  // (Prism picks the lowest 2xx itself; only a different default is asked for.)
  const expected = served && !fault ? defaultStatus(served.walked) : undefined;
  if (
    expected !== undefined &&
    served &&
    expected !== successStatus(served.walked) &&
    preferences.code === undefined &&
    preferences.exampleKey === undefined
  ) {
    preferences = { ...preferences, code: Number(expected) };
  }
  // An error answer is its documented example, never a generated envelope.
  if (preferences.code !== undefined && preferences.code >= 300) preferences = { ...preferences, dynamic: false };
  return { preferences, queued, index: taken?.index ?? -1, nearMiss: taken?.nearMiss, fault };
}

/** Whether the media the request makes the gateway download cannot be reached (downloads.ts): String(error), or undefined. */
async function downloadFailure(context: AnswerContext, routed: RoutedRequest, served: ServedOperation): Promise<string | undefined> {
  const url = context.twin?.downloadOf({ operationId: served.operationId, body: routed.request.body ?? null });
  return url === undefined ? undefined : failedDownload(url);
}

/** The header that marks a request the gateway would never answer (the replay scores it as no answer). */
export const UNANSWERED_HEADER = 'x-mock-unanswered';
/**
 * Sent beside a documented answer that stands in for the twin's, because the served description
 * does not take the twin's (its status undescribed, or its body against the schema): why, at most
 * MISFIT_LIMIT characters. A description the twin knows never needs it (test/typed-answers.test.ts).
 */
export const MISFIT_HEADER = 'x-mock-twin-misfit';
const MISFIT_LIMIT = 300;

/** The mock's 504 for a request the gateway would never answer: why, in the gateway's envelope. */
function unansweredBody(reason: string): { status: number; body: unknown; unanswered: string } {
  const message = [`No answer: the gateway waits for ${reason}.`];
  return { status: 504, body: { status: 504, error: 'Gateway Timeout', response: { message } }, unanswered: reason };
}

/**
 * What the gateway answers before it validates (its router's own checks, e.g. 2.1.1's groupJid):
 * only for a gateway profile, whose router the twin knows.
 */
function beforeValidation(context: AnswerContext, routed: RoutedRequest): Decision | undefined {
  const { twin, description } = context;
  const { served } = routed;
  if (!twin || !served || !description.gateway.dialect.app) return undefined;
  // Without creating the instance on first use (the quick start's roster): the request may still be
  // refused before the twin sees it (a queued 404, a wrong key), and nothing of it may stay behind.
  const early = twin.beforeValidation(twinCall(twin, routed, served, 0, undefined, false));
  if (!early) return undefined;
  return { kind: 'answer', status: early.status, headers: JSON_TYPE, body: early.body, violations: [], reasons: [], delay: undefined };
}

/** The gateway's answer to a request Prism refused (its 400 with the actual violations), if it was refused. */
function refusedRequest(
  context: AnswerContext,
  routed: RoutedRequest,
  outcome: Awaited<ReturnType<PrismCaller['answer']>>,
  dynamic: boolean,
  sent: unknown,
): Decision | undefined {
  const { description } = context;
  const { request, served } = routed;
  const truthOf = (operation: ServedOperation, violations: Violation[]) =>
    description.gateway.words.message(
      description,
      operation,
      { query: routed.query, body: request.body, contentType: request.headers?.['content-type'], sent },
      violations,
    );
  if (outcome.kind === 'problem') {
    // An invalid request on an operation that documents no 400 (Prism's 422): the gateway's 400.
    if (!served || outcome.problem.type !== 'UNPROCESSABLE_ENTITY' || outcome.problem.validation.length === 0) return undefined;
    const truth = truthOf(served, outcome.problem.validation);
    return refused(400, JSON_TYPE, refusal(context, served, truth.message), outcome.problem.validation, truth.lines);
  }
  const inputErrors = outcome.violations.filter((v) => v.location[0] === 'request' && v.severity === 'Error');
  if (inputErrors.length === 0) {
    // Valid but for isNotEmpty, which 2.1.1 applies after the schema (not-empty.ts): its 400.
    const pointer = served && description.doc ? requestSchemaPointer(description.doc, served.walked) : undefined;
    if (!served || notEmptyFailures(description.doc, pointer, sent).length === 0) return undefined;
    const truth = truthOf(served, []);
    return refused(400, JSON_TYPE, refusal(context, served, truth.message), outcome.violations, truth.lines);
  }
  if (outcome.status === 400 && served) {
    const truth = truthOf(
      served,
      inputErrors.map((v) => ({ ...v, location: v.location.slice(1) })),
    );
    return refused(400, outcome.headers, refusal(context, served, truth.message), outcome.violations, truth.lines);
  }
  const body = dynamic && served ? (documentedExample(description, served, outcome.status) ?? outcome.body) : outcome.body;
  return refused(
    outcome.status,
    outcome.headers,
    body,
    outcome.violations,
    inputErrors.map((v) => v.message),
  );
}

/**
 * A request Prism accepted: the queued body, or the documented answer shaped (realistic, echoed),
 * then what the twin answers in the instance's state unless an answer was asked for; a success asked
 * for still happens (the twin's effects).
 */
async function accepted(
  context: AnswerContext,
  routed: RoutedRequest,
  outcome: Extract<Awaited<ReturnType<PrismCaller['answer']>>, { kind: 'answer' }>,
  { preferences, queued }: Asked,
  codeAsked: boolean,
): Promise<Decision> {
  const { description, runtime } = context;
  const { served } = routed;
  let status = outcome.status;
  let body = outcome.body;
  let twinAnswered: { status: number; body: unknown; unanswered?: string } | undefined;
  let misfit: string | undefined;
  if (queued?.body) body = queued.body.value;
  else if (served && description.doc) {
    const dynamic = preferences.dynamic ?? runtime.dynamic;
    body = shaped(context, routed, served, { status, body, dynamic, named: preferences.exampleKey !== undefined });
    const asked = queued !== undefined || preferences.exampleKey !== undefined || codeAsked;
    const state = asked ? undefined : stateAnswer(context, routed, served, status, body, await downloadFailure(context, routed, served));
    if (state && 'misfit' in state) misfit = state.misfit;
    else twinAnswered = state;
    if (twinAnswered) ({ status, body } = twinAnswered);
    else if (asked && status < 300) context.twin?.effects(twinCall(context.twin, routed, served, status, body));
  }
  return {
    kind: 'answer',
    status,
    // The twin's answers are JSON, whatever Prism negotiated for the documented one (Accept: */*;q=0).
    headers: {
      ...outcome.headers,
      ...queued?.headers,
      ...(twinAnswered && JSON_TYPE),
      ...(twinAnswered?.unanswered !== undefined && { [UNANSWERED_HEADER]: twinAnswered.unanswered }),
      ...(misfit !== undefined && { [MISFIT_HEADER]: misfit }),
    },
    body,
    violations: outcome.violations,
    reasons: queued ? [describeQueued(queued)] : [],
    delay: queued?.delay,
  };
}

/** The documented answer made realistic (generated bodies) and echoing the request. */
/**
 * The twin's id of the instance a path names, for a success (undefined without a twin or such an
 * instance). Under `--instances '*'` find() makes an instance of any name on its first use, as the
 * twin does for a request it answers; an answer that is no success must never make the instance it
 * names.
 */
const instanceIdOf = (context: AnswerContext, name: string | undefined, status: number): string | undefined =>
  name === undefined || status >= 300 || !context.twin ? undefined : context.twin.world.find(name)?.id;

function shaped(
  context: AnswerContext,
  routed: RoutedRequest,
  served: ServedOperation,
  answer: { status: number; body: unknown; dynamic: boolean; named: boolean },
): unknown {
  const { description, runtime } = context;
  const doc = description.doc;
  if (!doc) return answer.body;
  const { status, dynamic } = answer;
  let body = answer.body;
  const pointer = responseSchemaPointer(doc, served.walked, String(status));
  if (dynamic && status >= 300) body = documentedExample(description, served, status) ?? body;
  if (dynamic && status < 300 && pointer) {
    body = realistic(body, {
      description,
      pointer,
      examples: documentedExamples(description, served, status),
      random: randomStream(runtime.seed, `realism ${served.operationId} ${status}`),
      now: runtime.clock(),
    });
  }
  const valid = (candidate: unknown): boolean => pointer === undefined || description.check(pointer, candidate)?.length === 0;
  return echo(
    body,
    {
      doc,
      op: served.walked,
      status,
      pathParams: routed.pathParams,
      instanceId: instanceIdOf(context, routed.pathParams['instance'], status),
      body: routed.request.body,
      random: runtime.ids,
      now: runtime.clock(),
    },
    valid,
    answer.named ? { only: 'identity' } : {},
  );
}

/**
 * The twin's answer for the instance's state, kept only when the served description documents its
 * status with a schema it meets (a description that reshapes an answer keeps its own documented one);
 * else why not (`misfit`, sent in the MISFIT_HEADER beside the documented answer).
 */
function stateAnswer(
  context: AnswerContext,
  routed: RoutedRequest,
  served: ServedOperation,
  status: number,
  body: unknown,
  failedDownload: string | undefined,
): { status: number; body: unknown; unanswered?: string } | { misfit: string } | undefined {
  const { twin, description } = context;
  if (!twin || !description.doc) return undefined;
  const answer = twin.respond({ ...twinCall(twin, routed, served, status, body), failedDownload });
  if (!answer) return undefined;
  if (answer.unanswered !== undefined) return unansweredBody(answer.unanswered);
  const pointer = responseSchemaPointer(description.doc, served.walked, String(answer.status));
  if (!(String(answer.status) in (served.walked.operation.responses ?? {}))) return { misfit: `status ${answer.status} is not described` };
  if (pointer === undefined) return answer;
  for (const candidate of [answer.body, ...(answer.alternatives ?? [])]) {
    const kept = fitted(candidate, (value) => description.check(pointer, value));
    if (kept !== undefined) return { status: answer.status, body: kept };
  }
  const violations = description.check(pointer, answer.body) ?? [];
  return {
    misfit: `${answer.status}: ${violations.map((v) => v.message).join('; ')}`.replace(/[^\x20-\x7e]/g, '?').slice(0, MISFIT_LIMIT),
  };
}

/**
 * `body` as the served schema takes it: what the twin knows beyond it (a QR's base64 where the
 * contract's pairing result has no such field) left out; undefined when it still does not fit.
 */
function fitted(body: unknown, check: (candidate: unknown) => SchemaViolation[] | undefined): unknown {
  let candidate = body;
  for (let pass = 0; pass < 3; pass++) {
    const violations = check(candidate);
    if (violations === undefined || violations.length === 0) return candidate;
    const extra = violations.filter((v) => v.keyword === 'additionalProperties' && typeof v.params['additionalProperty'] === 'string');
    if (extra.length !== violations.length) return undefined;
    candidate = structuredClone(candidate);
    for (const v of extra) {
      const holder = v.pointer
        .split('/')
        .slice(1)
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
          candidate,
        );
      if (holder !== null && typeof holder === 'object') delete (holder as Record<string, unknown>)[String(v.params['additionalProperty'])];
    }
  }
  return undefined;
}

function refused(status: number, headers: Record<string, unknown>, body: unknown, violations: Violation[], reasons: string[]): Decision {
  return { kind: 'answer', status, headers, body, violations, reasons, delay: undefined };
}

/** The 400 of an invalid request: the gateway's envelope, or the form the served version's router gives that route (its home: gateways/<profile>/). */
const refusal = (context: AnswerContext, served: ServedOperation | undefined, message: unknown): unknown =>
  context.description.gateway.words.validationFailure(served?.operationId, message, context.runtime.clock());

function describeQueued(queued: QueuedAnswer): string {
  const what = queued.body
    ? 'a body'
    : queued.example
      ? `example ${queued.example}`
      : queued.status !== undefined
        ? `status ${queued.status}`
        : 'an answer';
  return `answered with ${what} queued by mock.next()`;
}

function twinCall(twin: Twin, routed: RoutedRequest, served: ServedOperation, status: number, body: unknown, create = true): TwinCall {
  const instanceName = routed.pathParams['instance'];
  const known = instanceName !== undefined && (create || twin.world.has(instanceName));
  return {
    operationId: served.operationId,
    op: served.walked,
    instance: known ? twin.world.find(instanceName) : undefined,
    pathParams: routed.pathParams,
    query: routed.query,
    body: routed.request.body ?? null,
    key: routed.key,
    documented: { status, body },
  };
}

const examplesByOperation = new WeakMap<ServedOperation, Map<number, unknown[]>>();

/**
 * The examples an operation documents for `status` (JSON), first one first, then those of every other
 * response described by the same schema (restart's examples show what connect's can hold). Worked
 * out once per operation and status: it walks the whole description.
 */
function documentedExamples(description: Description, served: ServedOperation, status: number): unknown[] {
  let byStatus = examplesByOperation.get(served);
  if (!byStatus) {
    byStatus = new Map();
    examplesByOperation.set(served, byStatus);
  }
  let examples = byStatus.get(status);
  if (!examples) {
    examples = collectExamples(description, served, status);
    byStatus.set(status, examples);
  }
  return examples;
}

function collectExamples(description: Description, served: ServedOperation, status: number): unknown[] {
  const { doc } = description;
  const examplesOf = (response: unknown): unknown[] => {
    const media = mediaOf(doc, response as never);
    if (!media) return [];
    if (media.example !== undefined) return [media.example];
    return Object.values(media.examples ?? {}).map((example) => resolveRef(doc, example)?.value);
  };
  const own = served.walked.operation.responses?.[String(status)];
  const schemaOf = (response: unknown): unknown => mediaOf(doc, response as never)?.schema;
  const ref = (schemaOf(own) as { $ref?: unknown } | undefined)?.$ref;
  const shared =
    typeof ref === 'string' && doc
      ? operations(doc).flatMap((op) =>
          Object.values(op.operation.responses ?? {}).filter(
            (r) => r !== own && (schemaOf(r) as { $ref?: unknown } | undefined)?.$ref === ref,
          ),
        )
      : [];
  return [own, ...shared].flatMap(examplesOf);
}

function documentedExample(description: Description, served: ServedOperation, status: number): unknown {
  return firstExample(description.doc, mediaOf(description.doc, served.walked.operation.responses?.[String(status)]));
}

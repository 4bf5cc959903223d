// The mock's HTTP layer: every request ends with an answer, whatever arrives. A request goes
// through named steps, each of which may answer it:
//   1. before routing: CORS preflights and OPTIONS, a malformed request target, a bad delay;
//   2. the mock's own control routes (/__mock/…);
//   3. the body, read with bounds (under a 2.1.1 dialect parsed before routing, as Express does);
//   4. routing (HEAD as GET, lenient under a 2.1.1 dialect); the request is recorded; what the served
//      version answers before its router (2.4.0's licence gate);
//   5. the twin's guards (unknown instance, wrong key), in the gateway's order;
//   6. Prism's validation and the decided answer (answer.ts), where the twin gives the answer of
//      the instance's state.
// Answers wait out their delay here. A failure of the mock itself is a 500 envelope for that one
// request, never a dead server.
import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import type { Socket } from 'node:net';
import type { Dialect } from '../../twin/dialect.js';
import type { EarlyAnswer } from '../../twin/rules.js';
import type { Twin } from '../../twin/twin.js';
import { decide, type Runtime } from '../answer/answer.js';
import { type MatchedRequest, nearMissHeader, nearMissReason } from '../answer/answer-match.js';
import type { AnswerQueue } from '../answer/answer-queue.js';
import type { NearMiss } from '../answer/next-answer.js';
import { requestedDelay, sleep } from '../answer/prefer.js';
import type { Description, ServedOperation } from '../description/description.js';
import type { PrismCaller } from '../prism/prism.js';
import { toPrismRequest } from '../prism/prism-request.js';
import { answerProblem, controlMistake, type ProblemAnswer } from '../prism/problems.js';
import { violationsHeader } from '../prism/violations.js';
import { MAX_RECORDED_BODY_BYTES, type RecordedRequest, type Recorder } from '../requests/recorder.js';
import { type MockLog, requestLogEntry } from '../requests/request-log.js';
import { type BodyOutcome, parseJson, readBody } from './body.js';
import { answerPreflight, type CorsPolicy, corsHeaders, isPreflight, withExposed } from './cors.js';
import { alsoRedact, requestRedactor } from './credentials.js';
import { doorRefusal } from './doors.js';
import { envelope, sendError } from './envelope.js';
import { canonicalPath, queryValues, splitTarget, type Target, undecodableSegment } from './target.js';

/** The mock's control routes (/__mock/…), answered without the gateway's steps. */
export type ControlRoutes = (req: IncomingMessage, path: string, query: URLSearchParams) => Promise<Answer>;

export interface HandlerContext {
  prism: PrismCaller;
  /** The description being served (it changes when a watched file is reloaded). */
  description: () => Description;
  runtime: Runtime;
  queue: AnswerQueue;
  recorder: Recorder;
  log: MockLog | undefined;
  /** Sockets whose answer is being written (see parser-errors.ts). */
  busy: WeakSet<Socket>;
  /** Aborted when the mock closes: pending delays end at once. */
  closing: AbortSignal;
  /** Log each request's headers too (credentials redacted). */
  verbose: boolean;
  /** The mock's control routes under /__mock/. */
  control: ControlRoutes;
  /** Which web pages may read the answers (CORS). */
  cors: CorsPolicy;
  /** Told of every error 2.1.1's error middleware would have answered (for the errors webhook). */
  errorAnswered?: (envelope: ErrorEnvelopeOf) => void;
  /** The stateful gateway behind the routes (undefined: every request is answered from the description alone). */
  twin: Twin | undefined;
}

/** An answer ready to be written. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  payload: string | undefined;
  /** For the log. */
  reasons: string[];
  operationId?: string;
  delay: number;
  /** The recorded request, to fill in its status. */
  recorded?: RecordedRequest;
  /** An error of the gateway's error middleware (what its errors webhook reports); not an unrouted path. */
  middleware?: ErrorEnvelopeOf;
}

/** The envelope of an error answer. */
export interface ErrorEnvelopeOf {
  status: number;
  error: string;
  response: { message: unknown };
}

/** The envelope of a decided body, when it is one. */
function envelopeIn(status: number, body: unknown): ErrorEnvelopeOf | undefined {
  if (status < 400 || body === null || typeof body !== 'object') return undefined;
  const { error, response } = body as { error?: unknown; response?: unknown };
  if (typeof error !== 'string' || response === null || typeof response !== 'object' || !('message' in response)) return undefined;
  return { status, error, response: { message: (response as { message: unknown }).message } };
}

/** What every step knows of the request. */
interface Incoming {
  req: IncomingMessage;
  method: string;
  target: Target;
  description: Description;
  dialect: Dialect;
  cors: Record<string, string>;
  delay: number;
}

/** The request routed to an operation (or to none), with its body. */
interface Routed extends Incoming {
  served: ServedOperation | undefined;
  /** The method the operation is routed by (GET for a HEAD the description does not document). */
  routeMethod: string;
  /** The path Prism routes (the template's own spelling under a 2.1.1 dialect). */
  routePath: string;
  pathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  body: BodyOutcome & { ignored: boolean };
  recorded: RecordedRequest;
  /** What a queued answer's matcher looks at. */
  matched: MatchedRequest;
}

export function createRequestHandler(context: HandlerContext): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    // process.hrtime, not performance.now(): Node 20 loads perf_hooks (some ten modules) for the global `performance`.
    const started = process.hrtime.bigint();
    const description = context.description();
    alsoRedact(req, context.twin?.world.apiKey);
    req.on('error', () => {}); // a client that goes away mid-body is not an error of ours
    res.on('error', () => {});
    const socket = req.socket;
    context.busy.add(socket);
    res.once('close', () => context.busy.delete(socket));
    handle(req, res, context, description)
      .then(async (answer) => {
        if (answer === undefined) return report(context, description, req, { status: 204, reasons: [], delay: 0 }, started);
        await sleep(answer.delay, context.closing);
        if (answer.recorded) context.recorder.answered(answer.recorded, answer.status);
        if (!res.destroyed) {
          // No answer is read as anything but its type (a JSON body that quotes HTML stays JSON).
          res.writeHead(answer.status, { ...withExposed(answer.headers), 'x-content-type-options': 'nosniff' });
          res.end(answer.payload);
        }
        report(context, description, req, answer, started);
        if (answer.middleware) context.errorAnswered?.(answer.middleware);
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const reason = `The mock failed while answering this request (${message}). This is a bug in @msg-gateway/mock: please report it with the request.`;
        if (res.headersSent) res.destroy();
        else sendError(res, 500, [reason], corsHeaders(req, context.cors));
        report(context, description, req, { status: 500, reasons: [reason], delay: 0 }, started);
      });
  };
}

function report(
  context: HandlerContext,
  description: Description,
  req: IncomingMessage,
  answer: Pick<Answer, 'status' | 'reasons' | 'operationId' | 'delay'>,
  started: bigint,
): void {
  if (!context.log) return;
  const { line, event } = requestLogEntry(
    req,
    description.secretNames,
    { ...answer, ms: Number(process.hrtime.bigint() - started) / 1e6 },
    { verbose: context.verbose },
  );
  context.log(line, event);
}

/** Decides the answer; undefined when it was already written (a CORS preflight). */
async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  context: HandlerContext,
  description: Description,
): Promise<Answer | undefined> {
  const dialect = description.gateway.dialect;
  const cors = corsHeaders(req, context.cors);
  const method = req.method ?? 'GET';
  const fail = (status: number, message: string): Answer =>
    jsonAnswer(status, envelope(status, [message]), cors, [message], context.runtime.delay);
  const target = splitTarget(req.url ?? '/');
  // The control routes keep their own doors, refused in their own words (control/guard.ts).
  if (target && (target.path === '/__mock' || target.path.startsWith('/__mock/'))) return context.control(req, target.path, target.query);
  const refused = doorRefusal(req, context.cors);
  if (refused !== undefined) return fail(403, refused);
  // OPTIONS * asks about the server as a whole: every method some path has.
  if (req.url === '*' && method === 'OPTIONS')
    return noContent(withImplied([...new Set(description.operations.map((o) => o.method.toUpperCase()))]), cors, context.runtime.delay);
  if (!target) return fail(400, `The request target "${req.url}" is not a path: it must start with "/".`);
  if (isPreflight(req) || (dialect.app !== undefined && method === 'OPTIONS')) {
    answerPreflight(req, res, context.cors);
    return undefined;
  }
  const wanted = requestedDelay(req.headers as Record<string, string | undefined>, target);
  if (!wanted.ok) return problemAnswer(controlMistake(wanted.message), cors, context.runtime.delay);
  const bad = undecodableSegment(target.path);
  if (bad !== undefined) {
    return fail(
      400,
      `The path ${target.path} has invalid percent-encoding in "${bad}": a literal % is written %25. Encode path parameters with encodeURIComponent.`,
    );
  }
  const incoming: Incoming = { req, method, target, description, dialect, cors, delay: wanted.delay ?? context.runtime.delay };
  const routed = await route(incoming, context);
  if ('payload' in routed) return routed;
  return (await guarded(routed, context)) ?? (await decided(routed, context));
}

/** Steps 3 and 4: the body and the operation; an answer when the request ends there. */
async function route(incoming: Incoming, context: HandlerContext): Promise<Routed | Answer> {
  const { req, method, target, description, dialect, cors, delay } = incoming;
  // Under a 2.1.1 dialect the body is parsed before anything is routed: bad JSON is a 400 on any path.
  let early: BodyOutcome | undefined;
  let sentText: string | undefined;
  if (dialect.app) {
    early = await readBody(req, { parse: false });
    if (early.ok) {
      sentText = typeof early.body === 'string' ? early.body : '';
      const parsed = dialect.app.body(headerOf(req, 'content-type'), sentText, description.gateway.runtime.node);
      if (!parsed.ok) {
        const body = { status: 400, error: 'Internal Server Error', response: { message: parsed.message } };
        return { ...jsonAnswer(400, body, cors, [parsed.message], delay), middleware: body };
      }
      early = { ok: true, body: parsed.body, bytes: early.bytes };
    }
  }
  const path = dialect.app ? dialect.app.path(target.path) : target.path;
  // OPTIONS and HEAD are answered for every path, unless the spec documents them there.
  const documented = method === 'OPTIONS' || method === 'HEAD' ? context.prism.methodsOf(path, description.operations) : [];
  if (method === 'OPTIONS' && !documented.includes('OPTIONS')) {
    const fail = jsonAnswer(404, envelope(404, [`Cannot OPTIONS ${target.path}`]), cors, [`Cannot OPTIONS ${target.path}`], delay);
    return documented.length > 0 ? noContent(withImplied(documented), cors, delay) : fail;
  }
  const routeMethod = method === 'HEAD' && !documented.includes('HEAD') ? 'GET' : method;
  const options = { ignoreCase: dialect.app !== undefined };
  const served = description.route(routeMethod, path, options);
  // An operation that takes no body ignores one it is sent (a real gateway reads what it wants).
  const takesBody = served === undefined || (served.prism.request?.body?.contents ?? []).length > 0;
  const body = early ?? (await readBody(req, { parse: takesBody }));
  const query = queryValues(target.query);
  const pathParams = served?.pathParams(path, options) ?? {};
  // What was sent, as mock.requests shows it (nothing sent is null, whatever the gateway makes of it).
  const sent =
    !body.ok || body.bytes === 0
      ? null
      : sentText !== undefined
        ? parsedForRecord(sentText)
        : takesBody
          ? body.body
          : parsedForRecord(body.body);
  const recorded = context.recorder.record(
    {
      method,
      path: target.path,
      operationId: served?.operationId,
      instance: pathParams['instance'],
      query,
      headers: req.headers,
      body: sent,
      bytes: body.ok ? body.bytes : 0,
    },
    description.secretNames,
    requestRedactor(req, description.secretNames),
  );
  if (!body.ok) {
    const answer = jsonAnswer(body.status, envelope(body.status, [body.message]), cors, [body.message], delay);
    return { ...answer, recorded, ...(served && { operationId: served.operationId }) };
  }
  const before = context.twin?.beforeRouting({
    method,
    path: target.path,
    query: target.query,
    headers: req.headers,
    routed: served?.operationId,
  });
  if (before) return { ...earlyAnswer(before, cors, delay), recorded, ...(served && { operationId: served.operationId }) };
  return {
    ...incoming,
    served,
    routeMethod,
    routePath: served && dialect.app ? canonicalPath(served.walked.path, path) : target.path,
    pathParams,
    query,
    body: { ...body, ignored: !takesBody },
    recorded,
    matched: { instance: pathParams['instance'], path: target.path, body: sent },
  };
}

/**
 * Step 5: the twin's guards, unless the request asks for a particular answer (Prefer, mock.next).
 * A Prefer code that is the very refusal the guard gives on create or fetchInstances (a no-key
 * create of a taken name asking for 403) gets the gateway's own refusal: Prism, asked for it, would
 * check the key first and say 401.
 */
async function guarded(routed: Routed, context: HandlerContext): Promise<Answer | undefined> {
  const { served, req, dialect, cors, delay, recorded } = routed;
  if (!context.twin || !served) return undefined;
  const explicit = explicitAnswer(routed, context);
  // Only on routes without an {instance}: there the guard never names an instance into existence.
  const byName = !served.walked.path.includes('{instance}');
  const askedCode = explicit && byName && !context.queue.has(served.operationId, routed.matched) ? preferredCode(routed) : undefined;
  if (explicit && askedCode === undefined) return undefined;
  const outcome = context.twin.guard(dialect, {
    url: req.url ?? '/',
    takesInstance: served.walked.path.includes('{instance}'),
    instanceName: routed.pathParams['instance'],
    secured: (served.prism.security ?? []).length > 0,
    key: headerOf(req, 'apikey'),
    body: routed.body.ok ? routed.body.body : null,
  });
  if (outcome.ok || (explicit && outcome.status !== askedCode)) return undefined;
  const messages = typeof outcome.message === 'string' ? [outcome.message] : outcome.message;
  const body = { status: outcome.status, error: envelope(outcome.status, []).error, response: { message: outcome.message } };
  const why = outcome.status === 401 ? keyProblem(headerOf(req, 'apikey'), context.twin.world.apiKey !== undefined) : messages.join('; ');
  const violations = violationsHeader([{ location: ['request'], severity: 'Error', code: outcome.status, message: why }]);
  // Refused before any queued answer is taken: one queued for another request is still a near miss.
  const missed = context.queue.nearMiss(served.operationId, routed.matched);
  const nearMiss = missed && noteNearMiss(routed, missed, routed.description);
  const headers = {
    ...cors,
    ...(violations && { 'sl-violations': violations }),
    ...(nearMiss && { 'x-mock-near-miss': nearMissHeader(nearMiss) }),
  };
  return {
    ...jsonAnswer(outcome.status, body, headers, nearMiss ? [why, nearMissReason(nearMiss)] : [why], delay),
    recorded,
    operationId: served.operationId,
    middleware: body,
  };
}

/** Why a key was refused, for sl-violations and the log (never the key itself). */
function keyProblem(key: string | undefined, enforced: boolean): string {
  if (key === undefined || key === '')
    return 'Invalid security scheme used: the apikey header is missing. Send the gateway key (any non-empty value, unless the mock enforces one).';
  return enforced
    ? "Invalid security scheme used: the apikey is neither the mock's --api-key nor this instance's own token."
    : 'Invalid security scheme used.';
}

/** Step 6: Prism validates and answers; the decision becomes bytes. */
async function decided(routed: Routed, context: HandlerContext): Promise<Answer> {
  const { req, method, target, description, dialect, cors, delay, served, recorded } = routed;
  const fail = (status: number, message: string): Answer => ({
    ...jsonAnswer(status, envelope(status, [message]), cors, [message], delay),
    recorded,
    ...(served && { operationId: served.operationId }),
  });
  const body = routed.body as Extract<BodyOutcome, { ok: true }> & { ignored: boolean };
  const { request, warnings } = toPrismRequest(req, { path: routed.routePath, query: target.query }, routed.routeMethod, body, {
    ignored: body.ignored,
    ...(dialect.app && { contentType: 'application/json' }),
  });
  let decision: Awaited<ReturnType<typeof decide>>;
  try {
    decision = await decide(
      {
        prism: context.prism,
        description,
        runtime: context.runtime,
        queue: context.queue,
        // A HEAD is a GET without its effects (the twin answers only reads), except on 2.1.1, whose
        // Express runs the GET handler for it.
        twin: method === 'HEAD' && !dialect.app && served?.walked.operation['x-effect' as never] !== 'read' ? undefined : context.twin,
      },
      { request, served, pathParams: routed.pathParams, query: routed.query, key: headerOf(req, 'apikey'), matched: routed.matched },
    );
  } catch (error) {
    // Prism decodes form fields and parameters with decodeURIComponent, unguarded in places.
    if (!(error instanceof URIError)) throw error;
    return fail(400, 'Part of the request is not valid percent-encoding (in a form field or a parameter): a literal % is written %25.');
  }
  if (decision.kind === 'problem') {
    const shownPath = dialect.app ? (req.url ?? target.path) : target.path;
    const answer = answerProblem(decision.problem, {
      method,
      path: shownPath,
      accept: request.headers?.['accept'],
      contentType: request.headers?.['content-type'],
      allowed: () => withImplied(context.prism.methodsOf(routed.routePath, description.operations)),
      mediaTypes: () => context.prism.mediaTypesOf(request.method, routed.routePath, description.operations),
      served,
      doc: description.doc,
    });
    const violations = violationsHeader([...decision.problem.validation, ...warnings]);
    return {
      ...problemAnswer(answer, { ...cors, ...(violations && { 'sl-violations': violations }) }, delay),
      recorded,
      ...(served && { operationId: served.operationId }),
    };
  }
  const contentType = Object.entries(decision.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  let payload: string | undefined;
  try {
    payload = context.prism.serialize(decision.body, typeof contentType === 'string' ? contentType : undefined);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail(
      500,
      `The mock cannot write the documented answer of ${method} ${target.path} as ${String(contentType)} (${message}). Fix the example in the spec.`,
    );
  }
  return decisionAnswer(routed, decision, payload, violationsHeader([...decision.violations, ...warnings]));
}

/** A decided answer as bytes and headers, its near miss (if any) noted and told. */
function decisionAnswer(
  routed: Routed,
  decision: Extract<Awaited<ReturnType<typeof decide>>, { kind: 'answer' }>,
  payload: string | undefined,
  slViolations: string | undefined,
): Answer {
  const { cors, delay, served, recorded, description } = routed;
  const nearMiss = decision.nearMiss && noteNearMiss(routed, decision.nearMiss, description);
  const answer: Answer = {
    status: decision.status,
    headers: {
      ...cors,
      ...sendableHeaders(decision.headers),
      ...(slViolations && { 'sl-violations': slViolations }),
      ...(nearMiss && { 'x-mock-near-miss': nearMissHeader(nearMiss) }),
      'content-length': String(payload === undefined ? 0 : Buffer.byteLength(payload)),
    },
    payload,
    reasons: nearMiss ? [...decision.reasons, nearMissReason(nearMiss)] : decision.reasons,
    delay: decision.delay ?? delay,
    recorded,
  };
  const middleware = envelopeIn(decision.status, decision.body);
  if (middleware) answer.middleware = middleware;
  if (served) answer.operationId = served.operationId;
  return answer;
}

/**
 * A near miss, its values redacted as the recorded request's are, kept on the recorded request
 * (mock.requests, GET /__mock/near-misses).
 */
function noteNearMiss(routed: Routed, miss: NearMiss, description: Description): NearMiss {
  const redact = requestRedactor(routed.req, description.secretNames);
  const clean = (value: unknown): unknown => {
    if (value === undefined) return undefined;
    try {
      return JSON.parse(redact(JSON.stringify(value)));
    } catch {
      return '[redacted]';
    }
  };
  const noted: NearMiss = {
    ...miss,
    match: clean(miss.match) as NearMiss['match'],
    differences: miss.differences.map((d) => ({ field: redact(d.field), expected: clean(d.expected), actual: clean(d.actual) })),
  };
  routed.recorded.nearMiss = noted;
  return noted;
}

/** The status a request asks for with `Prefer: code=N` or `?__code=N`, if any. */
function preferredCode(routed: Routed): number | undefined {
  const prefer = headerOf(routed.req, 'prefer');
  const fromHeader = prefer === undefined ? undefined : /(?:^|[,;\s])code\s*=\s*(\d{3})\b/i.exec(prefer)?.[1];
  const code = fromHeader ?? routed.target.query.get('__code') ?? undefined;
  return code !== undefined && /^\d{3}$/.test(code) ? Number(code) : undefined;
}

/** The request asks for a particular answer: a queued one it matches, or a status or example with Prefer. */
function explicitAnswer(routed: Routed, context: HandlerContext): boolean {
  if (routed.served && context.queue.has(routed.served.operationId, routed.matched)) return true;
  const prefer = headerOf(routed.req, 'prefer');
  const asked = (name: string): boolean =>
    (prefer !== undefined && new RegExp(`(^|[,;\\s])${name}\\s*=`, 'i').test(prefer)) || routed.target.query.has(`__${name}`);
  return asked('code') || asked('example');
}

function problemAnswer(answer: ProblemAnswer, headers: Record<string, string>, delay: number): Answer {
  return jsonAnswer(answer.status, answer.body, { ...headers, ...answer.headers }, answer.messages, delay);
}

function jsonAnswer(status: number, body: unknown, headers: Record<string, string>, reasons: string[], delay: number): Answer {
  const payload = JSON.stringify(body);
  return {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(payload)) },
    payload,
    reasons,
    delay,
  };
}

/** An answer the served version gave before routing (twin/rules.ts, beforeRouting: a licence gate, a manager page). */
function earlyAnswer(early: EarlyAnswer, cors: Record<string, string>, delay: number): Answer {
  const reasons = [`answered before routing (${early.status})`];
  if (early.kind === 'json') return jsonAnswer(early.status, early.body, { ...cors, ...early.headers }, reasons, delay);
  const payload = String(early.body);
  const type = early.kind === 'html' ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
  return {
    status: early.status,
    headers: { ...cors, ...early.headers, 'content-type': type, 'content-length': String(Buffer.byteLength(payload)) },
    payload,
    reasons,
    delay,
  };
}

function noContent(allowed: string[], cors: Record<string, string>, delay: number): Answer {
  return { status: 204, headers: { ...cors, allow: allowed.join(', '), 'content-length': '0' }, payload: undefined, reasons: [], delay };
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A body the operation ignored, as mock.requests shows it: parsed when it is JSON (and not too big or deep). */
function parsedForRecord(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return null;
  if (text.length > MAX_RECORDED_BODY_BYTES) return text;
  const parsed = parseJson(text);
  return parsed.ok ? parsed.body : text;
}

/** GET implies HEAD; every path with a method answers OPTIONS. */
function withImplied(methods: string[]): string[] {
  if (methods.length === 0) return [];
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  all.add('OPTIONS');
  return [...all];
}

/**
 * The headers of a mocked answer that can be sent (a spec can document any name and value), one
 * per name whatever its case: a later one (a queued answer's `Content-Type`) replaces an earlier
 * one (the mock's own `content-type`), as a header does.
 */
function sendableHeaders(headers: Record<string, unknown>): Record<string, string> {
  const sendable: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === null || value === undefined || name.toLowerCase() === 'content-length') continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    try {
      validateHeaderName(name);
      validateHeaderValue(name, text);
      sendable[name.toLowerCase()] = text;
    } catch {
      // not sendable: left out
    }
  }
  return sendable;
}

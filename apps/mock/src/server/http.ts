// The mock's HTTP layer: every request ends with an answer, whatever arrives. What Prism cannot be
// handed safely (a malformed request target, Content-Type or Accept, bad percent-encoding, an
// oversized or too deeply nested body) is answered here with the gateway's error envelope; the rest
// is routed, recorded and decided (answer.ts), and Prism's problems are turned into the envelope too.
// Answers wait out their delay here, then run the after-answer hooks. A failure of the mock itself is
// a 500 envelope for that one request, never a dead server.
import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import type { Socket } from 'node:net';
import { CONTROL_EVENTS_PATH, type ControlAnswer } from '../webhooks/control.js';
import { decide, type Runtime } from './answer.js';
import type { AnswerQueue } from './answer-queue.js';
import { parseJson, readBody } from './body.js';
import { requestedDelay, sleep } from './controls.js';
import { answerPreflight, corsHeaders, isPreflight } from './cors.js';
import { requestRedactor } from './credentials.js';
import type { Description, ServedOperation } from './description.js';
import { envelope, sendError } from './envelope.js';
import { type AnsweredEvent, type AnswerHook, runHooks } from './hooks.js';
import type { PrismCaller } from './prism.js';
import { toPrismRequest } from './prism-request.js';
import { answerProblem, controlMistake, type ProblemAnswer } from './problems.js';
import { MAX_RECORDED_BODY_BYTES, type RecordedRequest, type Recorder } from './recorder.js';
import { type MockLog, requestLogEntry } from './request-log.js';
import { queryValues, splitTarget, undecodableSegment } from './target.js';
import { violationsHeader } from './violations.js';

export interface HandlerContext {
  prism: PrismCaller;
  /** The description being served (it changes when a watched file is reloaded). */
  description: () => Description;
  runtime: Runtime;
  queue: AnswerQueue;
  recorder: Recorder;
  /** Run after each answer of an operation (see hooks.ts). */
  hooks: ReadonlySet<AnswerHook>;
  log: MockLog | undefined;
  /** Sockets whose answer is being written (see parser-errors.ts). */
  busy: WeakSet<Socket>;
  /** Aborted when the mock closes: pending delays end at once. */
  closing: AbortSignal;
  /** Log each request's headers too (credentials redacted). */
  verbose: boolean;
  /** Answers the control route POST /__mock/events (its parsed body). */
  events: (body: unknown) => Promise<ControlAnswer>;
}

/** An answer ready to be written. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  payload: string | undefined;
  /** For the log. */
  reasons: string[];
  operationId?: string;
  delay: number;
  /** The recorded request, to fill in its status. */
  recorded?: RecordedRequest;
  /** Set for the answer of an operation: what the after-answer hooks receive. */
  answered?: AnsweredEvent;
}

export function createRequestHandler(context: HandlerContext): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    const description = context.description();
    req.on('error', () => {}); // a client that goes away mid-body is not an error of ours
    res.on('error', () => {});
    const socket = req.socket;
    context.busy.add(socket);
    res.once('close', () => context.busy.delete(socket));
    handle(req, res, context, description)
      .then(async (answer) => {
        if (answer === undefined) return report(context, description, req, { status: 204, reasons: [], delay: 0 }, started);
        await sleep(answer.delay, context.closing);
        if (answer.recorded) answer.recorded.status = answer.status;
        if (!res.destroyed) {
          res.writeHead(answer.status, answer.headers);
          res.end(answer.payload);
        }
        report(context, description, req, answer, started);
        if (answer.answered) {
          for (const failure of runHooks(context.hooks, answer.answered)) {
            context.log?.(`An after-answer hook failed (${failure}); the answer was sent.`, { kind: 'server', message: failure });
          }
        }
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const reason = `The mock failed while answering this request (${message}). This is a bug in @msg-gateway/mock: please report it with the request.`;
        if (res.headersSent) res.destroy();
        else sendError(res, 500, [reason], corsHeaders(req));
        report(context, description, req, { status: 500, reasons: [reason], delay: 0 }, started);
      });
  };
}

function report(
  context: HandlerContext,
  description: Description,
  req: IncomingMessage,
  answer: Pick<Answer, 'status' | 'reasons' | 'operationId' | 'delay'>,
  started: number,
): void {
  if (!context.log) return;
  const { line, event } = requestLogEntry(
    req,
    description.secretNames,
    { ...answer, ms: performance.now() - started },
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
  const { prism } = context;
  const cors = corsHeaders(req);
  const method = req.method ?? 'GET';
  let delay = context.runtime.delay;
  const fail = (status: number, message: string, extra: Record<string, string> = {}): Answer =>
    jsonAnswer(status, envelope(status, [message]), { ...cors, ...extra }, [message], delay);
  const noContent = (allowed: string[]): Answer => ({
    status: 204,
    headers: { ...cors, allow: allowed.join(', '), 'content-length': '0' },
    payload: undefined,
    reasons: [],
    delay,
  });
  if (isPreflight(req)) {
    answerPreflight(req, res);
    return undefined;
  }
  // OPTIONS * asks about the server as a whole: every method some path has.
  if (req.url === '*' && method === 'OPTIONS')
    return noContent(withImplied([...new Set(description.operations.map((o) => o.method.toUpperCase()))]));

  const target = splitTarget(req.url ?? '/');
  if (!target) return fail(400, `The request target "${req.url}" is not a path: it must start with "/".`);
  const { path } = target;
  const wanted = requestedDelay(req.headers as Record<string, string | undefined>, target);
  if (!wanted.ok) return problemAnswer(controlMistake(wanted.message), cors, delay);
  if (wanted.delay !== undefined) delay = wanted.delay;
  const bad = undecodableSegment(path);
  if (bad !== undefined) {
    return fail(
      400,
      `The path ${path} has invalid percent-encoding in "${bad}": a literal % is written %25. Encode path parameters with encodeURIComponent.`,
    );
  }

  // The mock's own control route: not a gateway path, never recorded, no delay.
  if (path === CONTROL_EVENTS_PATH) {
    if (method !== 'POST') return { ...fail(404, `Cannot ${method} ${path}`, { allow: 'POST' }), delay: 0 };
    const body = await readBody(req);
    if (!body.ok) return { ...fail(body.status, body.message), delay: 0 };
    const answer = await context.events(body.body);
    return jsonAnswer(answer.status, answer.body, cors, answer.reasons, 0);
  }

  // OPTIONS and HEAD are answered for every path, unless the spec documents them there.
  const documented = method === 'OPTIONS' || method === 'HEAD' ? prism.methodsOf(path, description.operations) : [];
  if (method === 'OPTIONS' && !documented.includes('OPTIONS')) {
    return documented.length > 0 ? noContent(withImplied(documented)) : fail(404, `Cannot OPTIONS ${path}`);
  }
  const asGet = method === 'HEAD' && !documented.includes('HEAD');
  const routeMethod = asGet ? 'GET' : method;
  const served: ServedOperation | undefined = description.route(routeMethod, path);
  // An operation that takes no body ignores one it is sent (a real gateway reads what it wants).
  const takesBody = served === undefined || (served.prism.request?.body?.contents ?? []).length > 0;

  const body = await readBody(req, { parse: takesBody });
  const query = queryValues(target.query);
  const recorded = context.recorder.record(
    {
      method,
      path,
      operationId: served?.operationId,
      query,
      headers: req.headers,
      body: body.ok ? (takesBody ? body.body : parsedForRecord(body.body)) : null,
      bytes: body.ok ? body.bytes : 0,
    },
    description.secretNames,
    requestRedactor(req, description.secretNames),
  );
  const withRecord = (answer: Answer): Answer => ({ ...answer, recorded, ...(served && { operationId: served.operationId }) });
  if (!body.ok) return withRecord(fail(body.status, body.message));

  const { request, warnings } = toPrismRequest(req, target, routeMethod, body, { ignored: !takesBody });
  let decision: Awaited<ReturnType<typeof decide>>;
  const pathParams = served?.pathParams(path) ?? {};
  try {
    decision = await decide({ prism, description, runtime: context.runtime, queue: context.queue }, { request, served, pathParams, query });
  } catch (error) {
    // Prism decodes form fields and parameters with decodeURIComponent, unguarded in places.
    if (!(error instanceof URIError)) throw error;
    return withRecord(
      fail(400, 'Part of the request is not valid percent-encoding (in a form field or a parameter): a literal % is written %25.'),
    );
  }

  if (decision.kind === 'problem') {
    const answer = answerProblem(decision.problem, {
      method,
      path,
      accept: request.headers?.['accept'],
      contentType: request.headers?.['content-type'],
      allowed: () => withImplied(prism.methodsOf(path, description.operations)),
      mediaTypes: () => prism.mediaTypesOf(request.method, path, description.operations),
      served,
      doc: description.doc,
    });
    const violations = violationsHeader([...decision.problem.validation, ...warnings]);
    return withRecord(problemAnswer(answer, { ...cors, ...(violations && { 'sl-violations': violations }) }, delay));
  }

  const contentType = Object.entries(decision.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  let payload: string | undefined;
  try {
    payload = prism.serialize(decision.body, typeof contentType === 'string' ? contentType : undefined);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return withRecord(
      fail(
        500,
        `The mock cannot write the documented answer of ${method} ${path} as ${String(contentType)} (${message}). Fix the example in the spec.`,
      ),
    );
  }
  const slViolations = violationsHeader([...decision.violations, ...warnings]);
  const answer: Answer = {
    status: decision.status,
    headers: {
      ...cors,
      ...sendableHeaders(decision.headers),
      ...(slViolations && { 'sl-violations': slViolations }),
      'content-length': String(payload === undefined ? 0 : Buffer.byteLength(payload)),
    },
    payload,
    reasons: decision.reasons,
    delay: decision.delay ?? delay,
  };
  if (served) {
    answer.answered = {
      operationId: served.operationId,
      method,
      path,
      pathParams,
      query,
      requestBody: request.body ?? null,
      status: decision.status,
      body: decision.body,
    };
  }
  return withRecord(answer);
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

/** The headers of a mocked answer that can be sent (a spec can document any name and value). */
function sendableHeaders(headers: Record<string, unknown>): Record<string, string> {
  const sendable: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === null || value === undefined || name.toLowerCase() === 'content-length') continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    try {
      validateHeaderName(name);
      validateHeaderValue(name, text);
      sendable[name] = text;
    } catch {
      // not sendable: left out
    }
  }
  return sendable;
}

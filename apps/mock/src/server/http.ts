// The mock's HTTP layer: every request ends with an answer, whatever arrives. What Prism cannot be
// handed safely (a malformed request target, Content-Type or Accept, bad percent-encoding, an
// oversized or too deeply nested body) is answered here with the gateway's error envelope; the rest
// goes to Prism, whose problems are turned into the envelope too. A failure of the mock itself is a
// 500 envelope for that one request, never a dead server.
import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import type { Socket } from 'node:net';
import { readBody } from './body.js';
import { answerPreflight, corsHeaders, isPreflight } from './cors.js';
import { sendError } from './envelope.js';
import type { PrismCaller, PrismOutcome } from './prism.js';
import { toPrismRequest } from './prism-request.js';
import { answerProblem } from './problems.js';
import { type MockLog, requestLogEntry } from './request-log.js';
import type { SpecSource } from './spec-source.js';
import { splitTarget, undecodableSegment } from './target.js';
import { violationsHeader } from './violations.js';

export interface HandlerContext {
  prism: PrismCaller;
  /** The spec being served (it changes when a watched file is reloaded). */
  spec: () => SpecSource;
  log: MockLog | undefined;
  /** Sockets whose answer is being written (see parser-errors.ts). */
  busy: WeakSet<Socket>;
}

/** What a request was answered, for the log. */
type Outcome = { status: number; reasons: string[] };

export function createRequestHandler(context: HandlerContext): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    const spec = context.spec();
    req.on('error', () => {}); // a client that goes away mid-body is not an error of ours
    res.on('error', () => {});
    const socket = req.socket;
    context.busy.add(socket);
    res.once('close', () => context.busy.delete(socket));
    handle(req, res, context.prism, spec).then(
      (outcome) => report(context, spec, req, outcome, started),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const reason = `The mock failed while answering this request (${message}). This is a bug in @msg-gateway/mock: please report it with the request.`;
        if (res.headersSent) res.destroy();
        else sendError(res, 500, [reason], corsHeaders(req));
        report(context, spec, req, { status: 500, reasons: [reason] }, started);
      },
    );
  };
}

function report(context: HandlerContext, spec: SpecSource, req: IncomingMessage, outcome: Outcome, started: number): void {
  if (!context.log) return;
  const { line, event } = requestLogEntry(req, spec.secretNames, { ...outcome, ms: performance.now() - started });
  context.log(line, event);
}

async function handle(req: IncomingMessage, res: ServerResponse, prism: PrismCaller, spec: SpecSource): Promise<Outcome> {
  const cors = corsHeaders(req);
  const fail = (status: number, message: string): Outcome => {
    sendError(res, status, [message], cors);
    return { status, reasons: [message] };
  };
  const noContent = (allowed: string[]): Outcome => {
    res.writeHead(204, { ...cors, allow: allowed.join(', '), 'content-length': '0' });
    res.end();
    return { status: 204, reasons: [] };
  };
  const method = req.method ?? 'GET';
  if (isPreflight(req)) {
    answerPreflight(req, res);
    return { status: 204, reasons: [] };
  }
  // OPTIONS * asks about the server as a whole: every method some path has.
  if (req.url === '*' && method === 'OPTIONS')
    return noContent(withImplied([...new Set(spec.operations.map((o) => o.method.toUpperCase()))]));

  const target = splitTarget(req.url ?? '/');
  if (!target) return fail(400, `The request target "${req.url}" is not a path: it must start with "/".`);
  const { path } = target;
  const bad = undecodableSegment(path);
  if (bad !== undefined) {
    return fail(
      400,
      `The path ${path} has invalid percent-encoding in "${bad}": a literal % is written %25. Encode path parameters with encodeURIComponent.`,
    );
  }

  // OPTIONS and HEAD are answered for every path, unless the spec documents them there.
  const documented = method === 'OPTIONS' || method === 'HEAD' ? prism.methodsOf(path, spec.operations) : [];
  if (method === 'OPTIONS' && !documented.includes('OPTIONS')) {
    return documented.length > 0 ? noContent(withImplied(documented)) : fail(404, `Cannot OPTIONS ${path}`);
  }
  const asGet = method === 'HEAD' && !documented.includes('HEAD');

  const body = await readBody(req);
  if (!body.ok) return fail(body.status, body.message);
  const { request, warnings } = toPrismRequest(req, target, asGet ? 'GET' : method, body);
  let outcome: PrismOutcome;
  try {
    outcome = await prism.answer(request, spec.operations);
  } catch (error) {
    // Prism decodes form fields and parameters with decodeURIComponent, unguarded in places.
    if (!(error instanceof URIError)) throw error;
    return fail(400, 'Part of the request is not valid percent-encoding (in a form field or a parameter): a literal % is written %25.');
  }

  if (outcome.kind === 'problem') {
    const answer = answerProblem(outcome.problem, {
      method,
      path,
      accept: request.headers?.['accept'],
      contentType: request.headers?.['content-type'],
      allowed: () => withImplied(prism.methodsOf(path, spec.operations)),
      mediaTypes: () => prism.mediaTypesOf(request.method, path, spec.operations),
    });
    const violations = violationsHeader([...outcome.problem.validation, ...warnings]);
    sendError(res, answer.status, answer.messages, { ...cors, ...answer.headers, ...(violations && { 'sl-violations': violations }) });
    return { status: answer.status, reasons: answer.messages };
  }

  const contentType = Object.entries(outcome.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  let payload: string | undefined;
  try {
    payload = prism.serialize(outcome.body, typeof contentType === 'string' ? contentType : undefined);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail(
      500,
      `The mock cannot write the documented answer of ${method} ${path} as ${String(contentType)} (${message}). Fix the example in the spec.`,
    );
  }
  const violations = [...outcome.violations, ...warnings];
  const slViolations = violationsHeader(violations);
  res.writeHead(outcome.status, {
    ...cors,
    ...sendableHeaders(outcome.headers),
    ...(slViolations && { 'sl-violations': slViolations }),
    'content-length': String(payload === undefined ? 0 : Buffer.byteLength(payload)),
  });
  res.end(payload);
  const rejected = outcome.status >= 400 ? violations.filter((v) => v.severity === 'Error').map((v) => v.message) : [];
  return { status: outcome.status, reasons: rejected };
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

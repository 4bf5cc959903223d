// The one error type the client throws, and the narrowing helpers that type its body per
// operation and status. Messages name the method, the URL path (never the query, which may carry
// an invite code), the origin actually talked to and the cause; the API key is redacted from
// everything an error carries, in every form the shared redactor knows.

import { excerpt, type Redact } from '../shared/openapi.js';
import type { ErrorBody, ErrorStatus, OperationIdOf, OperationsWithStatus } from './types.js';

/** `text` with every form of the API key replaced (the shared redactor, built once per client). */
export type { Redact };

/**
 * - `http`: the gateway answered a non-2xx, non-3xx status with a JSON body (`status`, typed `body`).
 * - `invalid-response`: the gateway answered (any status) with a body that is empty or not JSON.
 * - `redirect`: the gateway answered a redirect (3xx, `location` names where to). Never followed.
 * - `timeout`: no complete answer within `timeoutMs` (retries included).
 * - `aborted`: the caller's `signal` aborted the call.
 * - `network`: the request could not be sent or the connection failed (after any retries).
 * - `body-too-large`: the answer's body was longer than `maxBodyBytes`; it was not kept (raise the limit if such answers are expected).
 */
export type GatewayErrorKind = 'http' | 'invalid-response' | 'redirect' | 'timeout' | 'aborted' | 'network' | 'body-too-large';

/** Where a call was when its deadline passed or its signal aborted it. */
export type CallStage = 'headers' | 'body' | 'backoff';

export interface GatewayErrorInit<K extends string = string> {
  kind: GatewayErrorKind;
  operationId?: K | undefined;
  method: string;
  /** The URL path of the request, without query string. */
  path: string;
  status?: number | undefined;
  statusText?: string | undefined;
  body?: unknown;
  attempts?: number | undefined;
  cause?: unknown;
  timeoutMs?: number | undefined;
  /** Origin (scheme, host, port) that answered, or that the request was sent to. */
  origin?: string | undefined;
  /** Where a redirect pointed: absolute, without credentials or query. */
  location?: string | undefined;
  /** For `timeout` and `aborted`: waiting for the headers, reading the body, or waiting to repeat. */
  stage?: CallStage | undefined;
  response?: Response | undefined;
  /** When the gateway asked to be called again (its Retry-After on a 429 or 503). */
  retryAt?: Date | undefined;
  /** What that Retry-After asked for, in ms (for the message). */
  retryAfterMs?: number | undefined;
  /** Set when that wait was not made because the call's deadline would pass first: the ms the deadline had left. */
  deadlineLeftMs?: number | undefined;
  /** For `body-too-large`: the limit the body went past. */
  maxBodyBytes?: number | undefined;
}

export class GatewayError<Ops = Record<string, unknown>, K extends OperationIdOf<Ops> = OperationIdOf<Ops>> extends Error {
  readonly kind: GatewayErrorKind;
  /** The operation that failed; undefined only for raw-client requests. */
  readonly operationId: K | undefined;
  readonly method: string;
  readonly path: string;
  /** The HTTP status, when the gateway answered at all (for `timeout`: of the answer that was cut short or waited on). */
  readonly status: number | undefined;
  /** The parsed JSON error body (`http`), or the text of an invalid body (`invalid-response`). */
  readonly body: unknown;
  /** How many times the request was sent. */
  readonly attempts: number;
  /** The origin that answered (or that the request was sent to): scheme, host and port. */
  readonly origin: string | undefined;
  /** For `redirect`: where the gateway pointed (absolute, no credentials, no query), if it said. */
  readonly location: string | undefined;
  /** When the gateway asked to be called again, if it answered 429 or 503 with a Retry-After. */
  readonly retryAt: Date | undefined;
  // Private, behind a getter: util.inspect and JSON never render it (its url and headers are as
  // received, not redacted: a key passed as an instance name is in its url).
  readonly #response: Response | undefined;

  constructor(message: string, init: GatewayErrorInit<K>) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operationId = init.operationId;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.body = init.body;
    this.attempts = init.attempts ?? 1;
    this.origin = init.origin;
    this.location = init.location;
    this.retryAt = init.retryAt;
    this.#response = init.response;
  }

  /** The raw Response (body already read), for headers such as Prism's `sl-violations`. Never rendered by inspect or JSON. */
  get response(): Response | undefined {
    return this.#response;
  }

  override get name(): string {
    return 'GatewayError';
  }

  /** True (and narrows `body`) when the gateway answered the documented error status `status`. */
  is<S extends ErrorStatus<Ops, K>>(status: S): this is GatewayHttpError<Ops, K, S> {
    return this.kind === 'http' && this.status === status;
  }

  /** The name, message and fields (not the response, which is private): what JSON.stringify writes. */
  toJSON() {
    return { ...this, name: this.name, message: this.message };
  }
}

/** A GatewayError for a documented error status `S` of operation `K`, with the body the spec gives. */
export interface GatewayHttpError<
  Ops = Record<string, unknown>,
  K extends OperationIdOf<Ops> = OperationIdOf<Ops>,
  S extends number = number,
> extends GatewayError<Ops, K> {
  readonly kind: 'http';
  readonly operationId: K;
  readonly status: S;
  readonly body: ErrorBody<Ops, K, S>;
}

/** The GatewayError class as an entry exports it: its instances typed by that entry's operations. */
export interface GatewayErrorClass<Ops> {
  new <K extends OperationIdOf<Ops> = OperationIdOf<Ops>>(message: string, init: GatewayErrorInit<K>): GatewayError<Ops, K>;
  readonly prototype: GatewayError<Ops>;
}

/** `isGatewayError` as an entry exports it, narrowing by that entry's operations and statuses. */
export interface IsGatewayError<Ops> {
  /** Any GatewayError. */
  (error: unknown): error is GatewayError<Ops>;
  /** A GatewayError for HTTP status `status`; `body` is typed as that status's body in the spec. */
  <S extends ErrorStatus<Ops>>(error: unknown, status: S): error is GatewayHttpError<Ops, OperationsWithStatus<Ops, S>, S>;
  /** A GatewayError of operation `operationId` with one of its documented statuses. */
  <K extends OperationIdOf<Ops>, S extends ErrorStatus<Ops, K>>(
    error: unknown,
    operationId: K,
    status: S,
  ): error is GatewayHttpError<Ops, K, S>;
}

export function isGatewayError(error: unknown, a?: number | string, b?: number): boolean {
  if (!(error instanceof GatewayError)) return false;
  if (a === undefined) return true;
  if (typeof a === 'number') return error.kind === 'http' && error.status === a;
  return error.operationId === a && error.kind === 'http' && error.status === b;
}

/** Builds a GatewayError whose message explains what happened, with the key redacted everywhere. */
export function gatewayError(init: GatewayErrorInit, redact: Redact): GatewayError {
  const body = redactValue(init.body, redact, 0);
  const path = redact(init.path);
  const location = init.location === undefined ? undefined : redact(init.location);
  // A custom fetch may throw an error that quotes the request; keep only a redacted copy of it.
  const cause =
    init.cause instanceof Error &&
    (redact(init.cause.message) !== init.cause.message || redact(String(init.cause.stack)) !== String(init.cause.stack))
      ? new Error(redact(init.cause.message))
      : init.cause;
  const retryAt = init.retryAfterMs === undefined ? init.retryAt : new Date(Date.now() + init.retryAfterMs);
  const safe = { ...init, body, path, location, cause, retryAt };
  return new GatewayError(redact(describe(safe, redact)), safe);
}

/** A copy of a parsed body with the key redacted from every string (values and names). */
function redactValue(value: unknown, redact: Redact, depth: number): unknown {
  if (typeof value === 'string') return redact(value);
  if (value === null || typeof value !== 'object') return value;
  // Gateway error bodies are a few levels deep; deeper ones are cut rather than walked without end.
  if (depth > 32) return '[nested too deeply]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, redact, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactValue(item, redact, depth + 1)]));
}

function describe(init: GatewayErrorInit, redact: Redact): string {
  const where = `${init.method} ${init.path}${init.operationId ? ` (${init.operationId})` : ''}`;
  const tries = init.attempts && init.attempts > 1 ? ` after ${init.attempts} attempts` : '';
  const status = `${init.status}${init.statusText ? ` ${init.statusText}` : ''}`;
  const gateway = `the gateway at ${init.origin ?? 'baseUrl'}`;
  switch (init.kind) {
    case 'http':
      return (
        `${where} failed${tries}: ${gateway} answered ${status}${detail(init.body, redact)}${violations(init.response, redact)}` +
        retryText(init)
      );
    case 'invalid-response': {
      const type = init.response?.headers.get('content-type');
      const text = typeof init.body === 'string' ? init.body.trim() : '';
      return text
        ? `${where}${tries}: ${gateway} answered ${status} with a body that is not JSON` +
            `${type ? ` (content-type ${type})` : ''}: ${JSON.stringify(excerpt(text, redact))}`
        : `${where}${tries}: ${gateway} answered ${status} with an empty body; a JSON body was expected`;
    }
    case 'redirect':
      return `${where} failed${tries}: ${redirectText(init, gateway, status)}`;
    case 'timeout':
      return (
        `${where} timed out${tries}: no complete answer within ${init.timeoutMs} ms (${stageText(init, gateway, status)}). ` +
        'Check that the gateway is up, or raise timeoutMs.'
      );
    case 'aborted':
      return `${where} was aborted by the caller's signal${tries}${detail(reasonOf(init.cause), redact)}`;
    case 'body-too-large':
      return `${where}${tries}: ${gateway} answered ${status} with a body over maxBodyBytes (${init.maxBodyBytes} bytes), not kept: raise maxBodyBytes (client or call option) if that is expected`;
    case 'network': {
      const cause = causeText(init.cause);
      const hint = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH/.test(cause) ? ' Check baseUrl and that the gateway is running.' : '';
      return `${where} failed${tries}: network error talking to ${init.origin ?? 'the gateway'}: ${cause}.${hint}`;
    }
  }
}

/** What the gateway's Retry-After asked, and why the client did not wait for it when it did not. */
function retryText({ retryAt, retryAfterMs, deadlineLeftMs, timeoutMs }: GatewayErrorInit): string {
  if (retryAt === undefined || retryAfterMs === undefined) return '';
  const asked = `. It asked to be called again in ${seconds(retryAfterMs)} (at ${retryAt.toISOString()})`;
  if (deadlineLeftMs === undefined) return asked;
  return `${asked}, past ${timeoutMs ? `the deadline (${seconds(deadlineLeftMs)} left): raise timeoutMs to wait` : 'what a timer can wait'}`;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

function redirectText(init: GatewayErrorInit, gateway: string, status: string): string {
  // Only a custom fetch that ignores `redirect: 'manual'` follows one: the request went on.
  if (init.response?.redirected) {
    return `the fetch followed a redirect to ${init.origin} (${status}); a redirected call never counts as sent. Make the fetch honour init.redirect`;
  }
  // A browser hides a redirect it did not follow (status 0, no headers).
  const answered =
    init.response?.type === 'opaqueredirect' ? 'a redirect' : `${status}, a redirect to ${init.location ?? '(no Location header)'}`;
  return `${gateway} answered ${answered}. Redirects are not followed (the apikey header would go along): check baseUrl`;
}

function stageText(init: GatewayErrorInit, gateway: string, status: string): string {
  switch (init.stage) {
    case 'body':
      return `${gateway} sent the headers (${status}) but not the whole body`;
    case 'backoff':
      return `waiting to repeat the request after ${status}`;
    default:
      return `no response headers from ${init.origin ?? 'the gateway'}`;
  }
}

/** The gateway's own message (`response.message` of its envelope), if the body has one. */
function detail(body: unknown, redact: Redact): string {
  if (typeof body === 'string') return body ? `: ${excerpt(body, redact)}` : '';
  const message = (body as { response?: { message?: unknown } } | undefined)?.response?.message;
  if (message === undefined) return '';
  const text = Array.isArray(message) ? message.flat(2).map(String).join('; ') : String(message);
  return text ? `: ${excerpt(text, redact)}` : '';
}

/** A Prism mock lists what was wrong with the request in `sl-violations`; its body is a canned example. */
function violations(response: Response | undefined, redact: Redact): string {
  const header = response?.headers.get('sl-violations');
  if (!header) return '';
  try {
    const list = (JSON.parse(header) as { message?: unknown }[]).map((v) => String(v.message));
    return list.length ? ` (mock request violations: ${excerpt(list.join('; '), redact, 400)})` : '';
  } catch {
    return '';
  }
}

function reasonOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : cause === undefined ? '' : String(cause);
}

/** The innermost cause message with its code, e.g. "connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)". */
function causeText(cause: unknown): string {
  let inner = cause;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (!(inner instanceof Error)) return String(cause);
  const code = (inner as { code?: unknown }).code;
  return `${inner.message}${typeof code === 'string' && !inner.message.includes(code) ? ` (${code})` : ''}`;
}

// The one error type the client throws, and the narrowing helpers that type its body per
// operation and status. Messages name the method, the URL path (never the query, which may carry
// an invite code) and the cause; the API key is scrubbed from everything an error carries.
import type { ErrorBody, ErrorStatus, OperationId, OperationsWithStatus } from './types.js';

/**
 * - `http`: the gateway answered a non-2xx status with a JSON body (`status`, typed `body`).
 * - `invalid-response`: the gateway answered (any status) with a body that is empty or not JSON.
 * - `timeout`: no complete answer within `timeoutMs` (retries included).
 * - `aborted`: the caller's `signal` aborted the call.
 * - `network`: the request could not be sent or the connection failed (after any retries).
 */
export type GatewayErrorKind = 'http' | 'invalid-response' | 'timeout' | 'aborted' | 'network';

export interface GatewayErrorInit<K extends OperationId = OperationId> {
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
  /** Origin of the gateway (scheme, host, port), named in network messages. */
  origin?: string | undefined;
  response?: Response | undefined;
}

/** A GatewayError for a documented error status `S` of operation `K`, with the body the spec gives. */
export interface GatewayHttpError<K extends OperationId = OperationId, S extends number = number>
  extends GatewayError<K> {
  readonly kind: 'http';
  readonly operationId: K;
  readonly status: S;
  readonly body: ErrorBody<K, S>;
}

export class GatewayError<K extends OperationId = OperationId> extends Error {
  readonly kind: GatewayErrorKind;
  /** The operation that failed; undefined only for raw-client requests to a path outside the spec. */
  readonly operationId: K | undefined;
  readonly method: string;
  readonly path: string;
  /** The HTTP status, when the gateway answered at all. */
  readonly status: number | undefined;
  /** The parsed JSON error body (`http`), or the text of an invalid body (`invalid-response`). */
  readonly body: unknown;
  /** How many times the request was sent. */
  readonly attempts: number;
  /** The raw Response (body already read), for headers such as Prism's `sl-violations`. Not enumerable. */
  declare readonly response: Response | undefined;

  constructor(message: string, init: GatewayErrorInit<K>) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operationId = init.operationId;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.body = init.body;
    this.attempts = init.attempts ?? 1;
    Object.defineProperty(this, 'response', { value: init.response, enumerable: false });
  }

  override get name(): string {
    return 'GatewayError';
  }

  /** True (and narrows `body`) when the gateway answered the documented error status `status`. */
  is<S extends ErrorStatus<K>>(status: S): this is GatewayHttpError<K, S> {
    return this.kind === 'http' && this.status === status;
  }

  toJSON() {
    return {
      name: this.name,
      kind: this.kind,
      message: this.message,
      operationId: this.operationId,
      method: this.method,
      path: this.path,
      status: this.status,
      attempts: this.attempts,
      body: this.body,
    };
  }
}

/** Any GatewayError. */
export function isGatewayError(error: unknown): error is GatewayError;
/** A GatewayError for HTTP status `status`; `body` is typed as that status's body in the spec. */
export function isGatewayError<S extends ErrorStatus>(
  error: unknown,
  status: S,
): error is GatewayHttpError<OperationsWithStatus<S>, S>;
/** A GatewayError of operation `operationId` with one of its documented statuses. */
export function isGatewayError<K extends OperationId, S extends ErrorStatus<K>>(
  error: unknown,
  operationId: K,
  status: S,
): error is GatewayHttpError<K, S>;
export function isGatewayError(error: unknown, a?: number | string, b?: number): boolean {
  if (!(error instanceof GatewayError)) return false;
  if (a === undefined) return true;
  if (typeof a === 'number') return error.kind === 'http' && error.status === a;
  return error.operationId === a && error.kind === 'http' && error.status === b;
}

/** Builds a GatewayError whose message explains what happened, with `secret` scrubbed everywhere. */
export function gatewayError<K extends OperationId>(init: GatewayErrorInit<K>, secret: string): GatewayError<K> {
  const body = typeof init.body === 'string' ? scrub(init.body, secret) : scrubJson(init.body, secret);
  const path = scrub(init.path, secret);
  // A custom fetch may throw an error that quotes the request; keep only a scrubbed copy of it.
  const cause =
    init.cause instanceof Error && secret && (init.cause.message.includes(secret) || String(init.cause.stack).includes(secret))
      ? new Error(scrub(init.cause.message, secret))
      : init.cause;
  return new GatewayError(scrub(describe({ ...init, body, path, cause }), secret), { ...init, body, path, cause });
}

/** `text` with every occurrence of `secret` replaced. */
export function scrub(text: string, secret: unknown): string {
  if (typeof secret !== 'string' || secret === '') return text;
  // Also its URL-encoded form, in case the key ended up in a path.
  return text.replaceAll(secret, '[redacted]').replaceAll(encodeURIComponent(secret), '[redacted]');
}

function describe(init: GatewayErrorInit): string {
  const where = `${init.method} ${init.path}${init.operationId ? ` (${init.operationId})` : ''}`;
  const tries = init.attempts && init.attempts > 1 ? ` after ${init.attempts} attempts` : '';
  const status = `${init.status}${init.statusText ? ` ${init.statusText}` : ''}`;
  switch (init.kind) {
    case 'http':
      return `${where} failed${tries}: the gateway answered ${status}${detail(init.body)}${violations(init.response)}`;
    case 'invalid-response': {
      const type = init.response?.headers.get('content-type');
      const text = typeof init.body === 'string' ? init.body.trim() : '';
      return text
        ? `${where}${tries}: the gateway answered ${status} with a body that is not JSON` +
            `${type ? ` (content-type ${type})` : ''}: ${JSON.stringify(clip(text))}`
        : `${where}${tries}: the gateway answered ${status} with an empty body; a JSON body was expected`;
    }
    case 'timeout':
      return (
        `${where} timed out${tries}: no complete answer within ${init.timeoutMs} ms. ` +
        'Check that the gateway is up, or raise timeoutMs.'
      );
    case 'aborted':
      return `${where} was aborted by the caller's signal${tries}${detail(reasonOf(init.cause))}`;
    case 'network': {
      const cause = causeText(init.cause);
      const hint = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH/.test(cause)
        ? ' Check baseUrl and that the gateway is running.'
        : '';
      return `${where} failed${tries}: network error talking to ${init.origin ?? 'the gateway'}: ${cause}.${hint}`;
    }
  }
}

/** The gateway's own message (`response.message` of its envelope), if the body has one. */
function detail(body: unknown): string {
  if (typeof body === 'string') return body ? `: ${clip(body)}` : '';
  const message = (body as { response?: { message?: unknown } } | undefined)?.response?.message;
  if (message === undefined) return '';
  const text = Array.isArray(message) ? message.flat(2).map(String).join('; ') : String(message);
  return text ? `: ${clip(text)}` : '';
}

/** A Prism mock lists what was wrong with the request in `sl-violations`; its body is a canned example. */
function violations(response: Response | undefined): string {
  const header = response?.headers.get('sl-violations');
  if (!header) return '';
  try {
    const list = (JSON.parse(header) as { message?: unknown }[]).map((v) => String(v.message));
    return list.length ? ` (mock request violations: ${clip(list.join('; '), 400)})` : '';
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

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function scrubJson(body: unknown, secret: string): unknown {
  if (!secret || body === undefined) return body;
  const json = JSON.stringify(body);
  const needle = JSON.stringify(secret).slice(1, -1);
  return json?.includes(needle) ? JSON.parse(json.replaceAll(needle, '[redacted]')) : body;
}

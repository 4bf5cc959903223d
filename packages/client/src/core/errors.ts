// The one error type the client throws, and the narrowing helpers that type its body per
// operation and status. Messages name the method, the URL path (never the query, which may carry
// an invite code), the origin actually talked to and the cause; the API key is redacted from
// everything an error carries, in every form the shared redactor knows.

import type { Redact } from '../shared/openapi.js';
import { type GatewayErrorInit, type GatewayErrorKind, whereOf } from './error-init.js';
import { onFailure } from './load-on-failure.js';
import type { ErrorBody, ErrorStatus, OperationIdOf, OperationsWithStatus } from './types.js';

export type { CallStage, GatewayErrorInit, GatewayErrorKind } from './error-init.js';
/** `text` with every form of the API key replaced (the shared redactor, built once per client). */
export type { Redact };

/** The fields a GatewayError copies from its init, in the order inspect and JSON show them. */
const FIELDS = ['kind', 'operationId', 'method', 'path', 'status', 'body', 'attempts', 'origin', 'location', 'retryAt'] as const;

export class GatewayError<Ops = Record<string, unknown>, K extends OperationIdOf<Ops> = OperationIdOf<Ops>> extends Error {
  // Declared, not initialised: the constructor copies them from the init (FIELDS).
  declare readonly kind: GatewayErrorKind;
  /** The operation that failed; undefined only for raw-client requests. */
  declare readonly operationId: K | undefined;
  declare readonly method: string;
  declare readonly path: string;
  /** The HTTP status, when the gateway answered at all (for `timeout`: of the answer that was cut short or waited on). */
  declare readonly status: number | undefined;
  /** The parsed JSON error body (`http`), or the text of an invalid body (`invalid-response`). */
  declare readonly body: unknown;
  /** How many times the request was sent. */
  declare readonly attempts: number;
  /** The origin that answered (or that the request was sent to): scheme, host and port. */
  declare readonly origin: string | undefined;
  /** For `redirect`: where the gateway pointed (absolute, no credentials, no query), if it said. */
  declare readonly location: string | undefined;
  /** When the gateway asked to be called again, if it answered 429 or 503 with a Retry-After. */
  declare readonly retryAt: Date | undefined;
  // Private, behind a getter: util.inspect and JSON never render it (its url and headers are as
  // received, not redacted: a key passed as an instance name is in its url).
  readonly #response: Response | undefined;

  constructor(message: string, init: GatewayErrorInit<K>) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    Object.assign(this, Object.fromEntries(FIELDS.map((field) => [field, init[field]])), { attempts: init.attempts ?? 1 });
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

/** The redactor of the client's key, once on-failure.ts is loaded; undefined if it cannot be (load-on-failure.ts). */
export type Redaction = () => Promise<Redact | undefined>;

/**
 * Builds a GatewayError whose message explains what happened, with the key redacted from everything
 * it carries, by redact-failure.ts and describe.ts, loaded on the first failure. Should they not
 * load, nothing the caller or the gateway wrote can be shown safely: the error keeps its kind,
 * status, operation, method, attempts, origin and retryAt, its path is the operation's route
 * (`template`), and it has no body, cause or location.
 */
export async function gatewayError(init: GatewayErrorInit, redaction: Redaction): Promise<GatewayError> {
  const [failure, redact] = await Promise.all([onFailure(), redaction()]);
  if (failure && redact) {
    const safe = failure.redactFailure(init, redact);
    return new GatewayError(redact(failure.describe(safe, redact)), safe);
  }
  const { kind, operationId, method, status, attempts, origin, retryAt, template = '[path not shown]' } = init;
  const bare = { kind, operationId, method, path: template, status, attempts, origin, retryAt };
  return new GatewayError(`${whereOf(bare)} failed: ${kind}${status ? ` (${status})` : ''}; the details could not be loaded`, bare);
}

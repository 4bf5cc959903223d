// What a failed call is described by (GatewayErrorInit) and how a message names the request: the
// error class (errors.ts) and the texts loaded on the first failure (describe.ts,
// redact-failure.ts) both read these, so they live apart from both.

/**
 * - `http`: the gateway answered a non-2xx, non-3xx status with a JSON body (`status`, typed `body`).
 * - `invalid-response`: the gateway answered (any status) with a body that is empty or not JSON, or a 2xx
 *   whose JSON is of a kind the description does not promise (`null` or an array where an object is due).
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
  /** The operation's path template (`/instance/logout/{instance}`), shown instead of `path` when nothing can be redacted. */
  template?: string | undefined;
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
  /** For `invalid-response` of a 2xx in JSON: the kinds the description promises (OperationRow.answers). */
  expected?: string | undefined;
}

/** How a message names the request: `GET /instance/connectionState/x (connectionState)`. */
export function whereOf({ method, path, operationId }: GatewayErrorInit): string {
  return `${method} ${path}${operationId ? ` (${operationId})` : ''}`;
}

// Performs one operation for the facade: builds the request from the method's arguments, sends it
// through openapi-fetch under one deadline (retries included), repeats it when that is safe, and
// turns every failure into a GatewayError.
import { gatewayError, scrub, type GatewayErrorKind } from './errors.js';
import { OPERATIONS } from './generated/operations.gen.js';
import { backoffDelay, isRetryable, RETRY_STATUSES, type RetrySettings } from './retry.js';
import type { CallOptions, OperationId } from './types.js';

/** openapi-fetch's `request()`, seen without its per-path types: the path is chosen at run time. */
export type DynamicRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export interface CallSettings {
  request: DynamicRequest;
  /** Origin and path part of the base URL ("" or e.g. "/evolution"), for error messages. */
  origin: string;
  basePath: string;
  timeoutMs: number;
  retry: RetrySettings;
  /** The API key, scrubbed from every error. */
  secret: string;
}

export type Call = (id: OperationId, label: string, args: unknown[]) => Promise<unknown>;

export function createCall({ request, origin, basePath, timeoutMs, retry, secret }: CallSettings): Call {
  return async function call(id, label, args) {
    const op = OPERATIONS[id];
    const { path, query, body, options } = splitArguments(id, label, args, secret);
    const ms = options.timeoutMs === undefined ? timeoutMs : checkTimeout(options.timeoutMs, `gw.${label}: timeoutMs`);
    const attemptsAllowed = isRetryable(id) ? retry.limit + 1 : 1;
    let attempt = 0;
    const fail = (kind: GatewayErrorKind, extra: { cause?: unknown; response?: Response; body?: unknown }) =>
      gatewayError(
        {
          kind,
          operationId: id,
          method: op.method,
          path: basePath + op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? '')),
          status: extra.response?.status,
          statusText: extra.response?.statusText,
          attempts: attempt,
          timeoutMs: ms,
          origin,
          ...extra,
        },
        secret,
      );

    // One deadline for the whole call, which also follows the caller's signal. A controller, a timer
    // and a listener rather than AbortSignal.timeout()/any(): those cost several times more per call.
    const caller = options.signal;
    const deadline = ms > 0 ? new AbortController() : undefined;
    const onCallerAbort = () => deadline?.abort(caller?.reason);
    const timer = deadline && setTimeout(() => deadline.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
    if (deadline && caller) {
      if (caller.aborted) onCallerAbort();
      else caller.addEventListener('abort', onCallerAbort, { once: true });
    }
    const signal = deadline?.signal ?? caller;
    const aborted = () =>
      caller?.aborted ? fail('aborted', { cause: caller.reason }) : fail('timeout', { cause: signal?.reason });
    const pause = () =>
      sleep(backoffDelay(attempt, retry), signal).catch(() => Promise.reject(aborted()));

    try {
      for (;;) {
        attempt++;
        const last = attempt >= attemptsAllowed;
        let result;
        try {
          result = await request(op.method, op.path, {
            params: { path, query },
            body,
            headers: options.headers,
            signal,
            parseAs: 'text',
          });
        } catch (error) {
          if (signal?.aborted) throw aborted();
          if (last) throw fail('network', { cause: error });
          await pause();
          continue;
        }
        const { data, error, response } = result;
        if (response.ok) {
          if (typeof data === 'string' && data !== '') {
            try {
              return JSON.parse(data);
            } catch {
              // not JSON: reported below
            }
          }
          throw fail('invalid-response', { response, body: data ?? '' });
        }
        if (!last && RETRY_STATUSES.has(response.status)) {
          await pause();
          continue;
        }
        const isJson =
          error !== undefined && (typeof error !== 'string' || /json/i.test(response.headers.get('content-type') ?? ''));
        throw fail(isJson ? 'http' : 'invalid-response', { response, body: error ?? '' });
      }
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    }
  };
}

/** Sorts a facade method's arguments into path parameters, query parameters, body and options. */
function splitArguments(id: OperationId, label: string, args: unknown[], secret: string) {
  const op = OPERATIONS[id];
  let next = 0;
  const path: Record<string, string> = {};
  for (const name of op.pathParams) {
    const value = args[next++];
    if (typeof value !== 'string' || value === '') {
      throw new TypeError(scrub(`gw.${label}: ${name} must be a non-empty string, got ${describeValue(value)}.`, secret));
    }
    path[name] = value;
  }
  const takesInput = op.query.length > 0 || op.body !== 'none';
  const input = takesInput ? args[next++] : undefined;
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    const what = op.body === 'none' ? 'query parameters' : 'body fields';
    throw new TypeError(scrub(`gw.${label}: expected an object of ${what}, got ${describeValue(input)}.`, secret));
  }
  const options = (args[next] ?? {}) as CallOptions;
  if (typeof options !== 'object') {
    throw new TypeError(`gw.${label}: the last argument must be an options object ({ signal, timeoutMs, headers }).`);
  }
  let query: Record<string, unknown> | undefined;
  let body: unknown = op.body === 'none' ? undefined : input;
  if (op.query.length > 0 && input) {
    query = {};
    const fields: Record<string, unknown> = {};
    const names: readonly string[] = op.query;
    for (const [key, value] of Object.entries(input)) (names.includes(key) ? query : fields)[key] = value;
    if (op.body !== 'none') body = fields;
  }
  return { path, query, body, options };
}

export function checkTimeout(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`${what} must be a number of milliseconds ≥ 0 (0 disables the deadline), got ${describeValue(value)}.`);
  }
  return value;
}

export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || value === undefined || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

// Performs one operation for the facade: builds the request from the method's arguments, sends it
// through openapi-fetch under one deadline (retries included), repeats it when that is safe, and
// turns every failure into a GatewayError. A redirect is a failure, never followed (see client.ts).
import type { RequestDraft } from './draft.js';
import { type CallStage, type GatewayErrorKind, gatewayError, type Redact } from './errors.js';
import { dotSegmentError, isDotSegment } from './paths.js';
import { backoffDelay, isRetryable, RETRY_STATUSES, type RetrySettings } from './retry.js';
import type { CallOptions, OperationRow, OperationTable } from './types.js';

/** openapi-fetch's `request()`, seen without its per-path types: the path is chosen at run time. */
export type DynamicRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export interface CallSettings {
  request: DynamicRequest;
  /** Sends a prepared request (the API key already set by the caller of createCall). */
  send: (draft: RequestDraft) => Promise<Response>;
  table: OperationTable;
  /** Origin and path part of the base URL ("" or e.g. "/evolution"), for error messages. */
  origin: string;
  basePath: string;
  timeoutMs: number;
  retry: RetrySettings;
  /** Redacts the API key from every error. */
  redact: Redact;
}

export type Call = (id: string, label: string, args: unknown[]) => Promise<unknown>;

export function createCall({ request, send, table, origin, basePath, timeoutMs, retry, redact }: CallSettings): Call {
  return async function call(id, label, args) {
    // The facade has a method only for the operations of its own table.
    const op = table[id] as OperationRow;
    const { path, query, body, options } = splitArguments(op, label, args, redact);
    const ms = options.timeoutMs === undefined ? timeoutMs : checkTimeout(options.timeoutMs, `gw.${label}: timeoutMs`, redact);
    const attemptsAllowed = isRetryable(op) ? retry.limit + 1 : 1;
    const urlPath = basePath + op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''));
    let attempt = 0;
    // The answer of the current attempt once its headers are in (the body may still be on its way).
    let received: Response | undefined;
    let stage: CallStage = 'headers';
    const fail = (
      kind: GatewayErrorKind,
      extra: { cause?: unknown; response?: Response | undefined; body?: unknown; location?: string | undefined; stage?: CallStage },
    ) =>
      gatewayError(
        {
          kind,
          operationId: id,
          method: op.method,
          path: urlPath,
          status: extra.response?.status,
          statusText: extra.response?.statusText,
          attempts: attempt,
          timeoutMs: ms,
          origin: originOf(extra.response?.url) ?? origin,
          ...extra,
        },
        redact,
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
    const aborted = () => {
      const extra = { response: received, stage };
      return caller?.aborted ? fail('aborted', { cause: caller.reason, ...extra }) : fail('timeout', { cause: signal?.reason, ...extra });
    };
    const pause = () => {
      stage = 'backoff';
      return sleep(backoffDelay(attempt, retry), signal).catch(() => Promise.reject(aborted()));
    };
    // Notes when the headers are in, so that a deadline in the body says so.
    const fetchOnce = async (draft: RequestDraft) => {
      const response = await send(draft);
      received = response;
      stage = 'body';
      return response;
    };

    try {
      for (;;) {
        if (signal?.aborted) throw aborted();
        attempt++;
        const last = attempt >= attemptsAllowed;
        received = undefined;
        stage = 'headers';
        let result: Awaited<ReturnType<DynamicRequest>>;
        try {
          result = await request(op.method, op.path, {
            params: { path, query },
            body,
            headers: options.headers,
            signal,
            parseAs: 'text',
            fetch: fetchOnce,
          });
        } catch (error) {
          if (signal?.aborted) throw aborted();
          if (last) throw fail('network', { cause: error });
          await pause();
          continue;
        }
        const { data, error, response } = result;
        // Checked before `ok`: a fetch that followed a redirect anyway ends on a 200 from elsewhere.
        if (response.redirected || response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
          throw fail('redirect', { response, location: locationOf(response, origin + urlPath) });
        }
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
        const isJson = error !== undefined && (typeof error !== 'string' || /json/i.test(response.headers.get('content-type') ?? ''));
        throw fail(isJson ? 'http' : 'invalid-response', { response, body: error ?? '' });
      }
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    }
  };
}

/** Sorts a facade method's arguments into path parameters, query parameters, body and options. */
function splitArguments(op: OperationRow, label: string, args: unknown[], redact: Redact) {
  let next = 0;
  const path: Record<string, string> = {};
  for (const name of op.pathParams) {
    const value = args[next++];
    if (typeof value !== 'string' || value === '') {
      throw new TypeError(redact(`gw.${label}: ${name} must be a non-empty string, got ${describeValue(value)}.`));
    }
    if (isDotSegment(value)) throw dotSegmentError(`gw.${label}`, name, value);
    path[name] = value;
  }
  const takesInput = op.query.length > 0 || op.body !== 'none';
  const input = takesInput ? args[next++] : undefined;
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    const what = op.body === 'none' ? 'query parameters' : 'body fields';
    throw new TypeError(redact(`gw.${label}: expected an object of ${what}, got ${describeValue(input)}.`));
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
    for (const [key, value] of Object.entries(input)) (op.query.includes(key) ? query : fields)[key] = value;
    if (op.body !== 'none') body = fields;
  }
  return { path, query, body, options };
}

/** The origin of an absolute URL; undefined for "" (a Response built by a custom fetch has no url). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Where a redirect points, resolved against the request: scheme, host, port and path only (no
 * credentials; a query, which may repeat ours with an invite code, is shown as "?…").
 */
function locationOf(response: Response, requestUrl: string): string | undefined {
  const header = response.headers.get('location');
  if (header === null) return undefined;
  try {
    const url = new URL(header, response.url || requestUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}${url.search ? '?…' : ''}` : url.protocol;
  } catch {
    return 'an invalid URL';
  }
}

export function checkTimeout(value: unknown, what: string, redact: Redact): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(redact(`${what} must be a number of milliseconds ≥ 0 (0 disables the deadline), got ${describeValue(value)}.`));
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

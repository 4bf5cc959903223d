// Performs one operation for the facade, in named steps: prepare (arguments checked, deadline
// started) → exchange (one request through openapi-fetch, its answer's body read within the byte
// limit) → judge (a value, a failure, or a wait before the next attempt) → wait (the backoff, or
// what the gateway's Retry-After asked) → exchange again. Every failure is a GatewayError. A
// redirect is a failure, never followed (see client.ts).

import { type Arguments, splitArguments } from './arguments.js';
import { BodyTooLarge, checkDeclaredLength, readText, withBodyRead } from './body.js';
import { type Deadline, sleep, startDeadline } from './deadline.js';
import { type CallStage, type GatewayError, type GatewayErrorInit, type GatewayErrorKind, gatewayError, type Redaction } from './errors.js';
import { onFailure } from './load-on-failure.js';
import { isRedirect, originOf } from './redirects.js';
import type { DynamicRequest, RequestDraft } from './request-draft.js';
import { backoffDelay, isRetryable, RETRY_STATUSES, type RetrySettings } from './retry.js';
import type { OperationRow } from './types.js';
import { BYTES_RULE, numberOption, TIMEOUT_RULE } from './values.js';

export interface CallSettings {
  request: DynamicRequest;
  /** Sends a prepared request (the API key already set by the caller of createCall). */
  send: (draft: RequestDraft) => Promise<Response>;
  /** Origin and path part of the base URL ("" or e.g. "/evolution"), for error messages. */
  origin: string;
  basePath: string;
  timeoutMs: number;
  maxBodyBytes: number;
  retry: RetrySettings;
  /** Redacts the API key from every error (loaded with the first one). */
  redaction: Redaction;
}

/** Performs operation `op` for facade method `label` (e.g. 'message.sendList') with the method's arguments. */
export type Call = (op: OperationRow, label: string, args: unknown[]) => Promise<unknown>;

export function createCall(settings: CallSettings): Call {
  return async function call(op, label, args) {
    const run = prepare(settings, op, label, args);
    try {
      for (;;) {
        const next = await attempt(run);
        if (next.done) return next.value;
        run.stage = 'backoff';
        await sleep(next.waitMs, run.deadline.signal).catch(async () => {
          throw await stopped(run);
        });
      }
    } finally {
      run.deadline.dispose();
    }
  };
}

/** One call in progress: the client's settings, what was asked, its limits, and where it stands. */
interface Run {
  // A reference, not a copy: spreading the settings into every run costs microseconds per call.
  readonly settings: CallSettings;
  readonly op: OperationRow;
  readonly args: Arguments;
  /** The URL path requested (base path included), for messages. */
  readonly urlPath: string;
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  readonly attemptsAllowed: number;
  readonly deadline: Deadline;
  attempt: number;
  /** The answer of the current attempt once its headers are in (the body may still be on its way). */
  received: Response | undefined;
  stage: CallStage;
}

/** What an attempt leads to: the call's value, or a wait before the next attempt. */
type Next = { done: true; value: unknown } | { done: false; waitMs: number };

/** Checks the arguments and per-call options, then starts the deadline (last: nothing may throw after it). */
function prepare(settings: CallSettings, op: OperationRow, label: string, rawArgs: unknown[]): Run {
  const args = splitArguments(op, label, rawArgs);
  const { timeoutMs, maxBodyBytes, signal } = args.options;
  const ms = numberOption(timeoutMs, settings.timeoutMs, `gw.${label}: timeoutMs`, TIMEOUT_RULE);
  return {
    settings,
    op,
    args,
    urlPath: settings.basePath + op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(args.path[name] ?? '')),
    timeoutMs: ms,
    maxBodyBytes: numberOption(maxBodyBytes, settings.maxBodyBytes, `gw.${label}: maxBodyBytes`, BYTES_RULE),
    attemptsAllowed: isRetryable(op) ? settings.retry.limit + 1 : 1,
    deadline: startDeadline(ms, signal),
    attempt: 0,
    received: undefined,
    stage: 'headers',
  };
}

/** Sends the request once and judges the answer; a network failure is repeated when that is allowed. */
async function attempt(run: Run): Promise<Next> {
  if (run.deadline.signal?.aborted) throw await stopped(run);
  run.attempt++;
  run.received = undefined;
  run.stage = 'headers';
  let answer: Exchange;
  try {
    answer = await exchange(run);
  } catch (error) {
    if (run.deadline.signal?.aborted) throw await stopped(run);
    if (error instanceof BodyTooLarge) throw await fail(run, 'body-too-large', { response: run.received });
    if (run.attempt >= run.attemptsAllowed) throw await fail(run, 'network', { cause: error });
    return { done: false, waitMs: backoffDelay(run.attempt, run.settings.retry) };
  }
  const success = successOf(answer);
  if (!success) return judge(run, answer);
  // JSON of a kind the description does not promise (`null`, an array where an object is due) is no
  // success. Only its top is looked at: a deep value costs nothing more.
  const { value } = success;
  const kinds = run.op.answers;
  const kind = value === null ? 'n' : Array.isArray(value) ? 'a' : typeof value === 'number' ? 'm' : (typeof value)[0];
  if (kinds === '*' || kinds.includes(kind as string)) return { done: true, value };
  throw await fail(run, 'invalid-response', { response: answer.response, body: answer.text, expected: kinds });
}

/** One request and its answer: the body of a 2xx read as text, openapi-fetch's parse of any other. */
interface Exchange {
  response: Response;
  error: unknown;
  text: string | undefined;
}

async function exchange(run: Run): Promise<Exchange> {
  const answer = await run.settings.request(run.op.method, run.op.path, {
    params: { path: run.args.path, query: run.args.query },
    body: run.args.body,
    headers: run.args.options.headers,
    signal: run.deadline.signal,
    parseAs: 'stream',
    fetch: (draft: RequestDraft) => receive(run, draft),
  });
  // The answer as it came (openapi-fetch has a copy of an error answer, without its url).
  const response = run.received ?? answer.response;
  const { error, data } = answer;
  if (isRedirect(response)) {
    // A redirect is judged without its body (only a followed one, a 2xx, still has it unread).
    response.body?.cancel().catch(() => {});
    return { response, error, text: undefined };
  }
  const text = response.ok ? await readText(data as ReadableStream<Uint8Array> | undefined, run.maxBodyBytes) : undefined;
  return { response, error, text };
}

/**
 * Sends the draft and notes when the headers are in, so that a deadline in the body says so. A
 * body declared longer than the limit fails at once; openapi-fetch reads an error answer's body
 * whole, so it gets one already read within the limit.
 */
async function receive(run: Run, draft: RequestDraft): Promise<Response> {
  const response = await run.settings.send(draft);
  run.received = response;
  run.stage = 'body';
  checkDeclaredLength(response, run.maxBodyBytes);
  return response.ok ? response : withBodyRead(response, run.maxBodyBytes);
}

/** The parsed JSON of a 2xx answer that is no redirect, as `{ value }`; undefined for any other answer (judge takes it). */
function successOf({ response, text }: Exchange): { value: unknown } | undefined {
  if (!response.ok || isRedirect(response) || !text) return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** What an answer that is no success leads to: a wait before the next attempt (a status worth repeating), or a failure. */
async function judge(run: Run, { response, error, text }: Exchange): Promise<Next> {
  // Checked before `ok`: a fetch that followed a redirect anyway ends on a 200 from elsewhere.
  if (isRedirect(response)) {
    const location = (await onFailure())?.locationOf(response, run.settings.origin + run.urlPath);
    throw await fail(run, 'redirect', { response, location });
  }
  // A 2xx whose body is empty or not JSON.
  if (response.ok) throw await fail(run, 'invalid-response', { response, body: text ?? '' });
  const asked = await retryAfter(response);
  if (run.attempt < run.attemptsAllowed && RETRY_STATUSES.has(response.status)) {
    if (asked === undefined) return { done: false, waitMs: backoffDelay(run.attempt, run.settings.retry) };
    const left = run.deadline.left();
    if (asked < left) return { done: false, waitMs: asked };
    throw await failedAnswer(run, response, error, { retryAfterMs: asked, deadlineLeftMs: left });
  }
  throw await failedAnswer(run, response, error, { retryAfterMs: asked });
}

/** The wait a 429 or 503 asked for with Retry-After, in ms (its reader is loaded only for such an answer). */
async function retryAfter(response: Response): Promise<number | undefined> {
  if ((response.status !== 429 && response.status !== 503) || !response.headers.has('retry-after')) return undefined;
  return (await onFailure())?.retryAfterMs(response);
}

/** The error for a non-2xx answer: `http` when its body is JSON, `invalid-response` otherwise. */
function failedAnswer(
  run: Run,
  response: Response,
  error: unknown,
  retry: Pick<GatewayErrorInit, 'retryAfterMs' | 'deadlineLeftMs'>,
): Promise<GatewayError> {
  const isJson = error !== undefined && (typeof error !== 'string' || /json/i.test(response.headers.get('content-type') ?? ''));
  return fail(run, isJson ? 'http' : 'invalid-response', { response, body: error ?? '', ...retry });
}

/** The error for a call its deadline or its caller's signal stopped, saying where it was. */
function stopped(run: Run): Promise<GatewayError> {
  const extra = { response: run.received, stage: run.stage };
  return run.deadline.byCaller()
    ? fail(run, 'aborted', { cause: run.args.options.signal?.reason, ...extra })
    : fail(run, 'timeout', { cause: run.deadline.signal?.reason, ...extra });
}

type FailureDetails = Partial<
  Pick<GatewayErrorInit, 'cause' | 'response' | 'body' | 'location' | 'stage' | 'retryAfterMs' | 'deadlineLeftMs' | 'expected'>
>;

function fail(run: Run, kind: GatewayErrorKind, extra: FailureDetails): Promise<GatewayError> {
  return gatewayError(
    {
      kind,
      operationId: run.op.id,
      method: run.op.method,
      path: run.urlPath,
      template: run.settings.basePath + run.op.path,
      status: extra.response?.status,
      statusText: extra.response?.statusText,
      attempts: run.attempt,
      timeoutMs: run.timeoutMs,
      maxBodyBytes: run.maxBodyBytes,
      origin: originOf(extra.response?.url) ?? run.settings.origin,
      ...extra,
    },
    run.settings.redaction,
  );
}

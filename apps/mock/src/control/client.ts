// A typed client of the control API (control/openapi.yaml), for tests that run the mock in another
// process (a Playwright or Cypress suite, a CI job): the same controls `startMock()` gives in
// process, over HTTP. Types come from the description (src/control/generated/openapi.gen.ts). Every
// call is bounded (a time limit, a size limit on the answer) and a refused one throws the mock's own
// MockControlError with the mock's message.
import { clip } from '@msg-gateway/openapi/redact';
import { MockControlError } from '../common/control-error.js';
import type { NextAnswer } from '../server/answer/next-answer.js';
import type { components } from './generated/openapi.gen.js';

type Schemas = components['schemas'];
export type ControlInstance = Schemas['InstanceView'];
export type ControlHealth = Schemas['Health'];
export type ControlDeliveries = Schemas['DeliveryCounts'];
export type ControlDelivery = Schemas['DeliveryResult'];
export type ControlRequest = Schemas['RecordedRequest'];
export type ControlMessage = Schemas['StoredMessage'];
/** A message that arrives, by `kind` (without one, a text). */
export type ControlInbound = Schemas['InboundMessage'];
export type ControlState = Schemas['MockState'];
export type ControlRequestCounts = Schemas['RequestCounts'];
/** The twin's time: its mode, now, and how many of its timers wait. */
export type ControlClock = Schemas['Clock'];
/** A sent message after a receipts step, with every receipt it went through. */
export type ControlReceipts = Schemas['ReceiptsView'];
export type ControlReceiptStatus = Schemas['ReceiptStep']['status'];
/** Which recorded requests: every field given must hold (status: 404, or a class such as "4xx"). */
export interface ControlRequestFilter {
  operation?: string;
  instance?: string;
  status?: number | string;
  nearMiss?: boolean;
}

export interface MockControlOptions {
  /** Milliseconds one call may take (default 30000; a wait for deliveries adds its own timeout). */
  timeoutMs?: number;
  /** Another fetch (default the global one). */
  fetch?: typeof fetch;
}

export interface MockControl {
  health(): Promise<ControlHealth>;
  /**
   * Back to how the mock started: answers and requests cleared, deliveries cancelled and their counts
   * zeroed, instances as they began. `{ to: 'loaded' }`: back to the world last loaded instead.
   */
  reset(options?: { to?: 'start' | 'loaded' }): Promise<void>;
  /** Resets, then starts over from a world (which reset({ to: 'loaded' }) goes back to). */
  load(state: ControlState): Promise<void>;
  /** Queues an answer of the operation: for its next request, or (`match`) the first request that matches. */
  next(operationId: string, answer?: NextAnswer): Promise<void>;
  /** The recorded requests (those `filter` asks for), oldest first. */
  requests(filter?: ControlRequestFilter): Promise<ControlRequest[]>;
  /** How many requests (those `filter` asks for), in all and by operation, status and instance. */
  requestCounts(filter?: ControlRequestFilter): Promise<ControlRequestCounts>;
  /** Forgets the recorded requests. */
  clearRequests(): Promise<void>;
  /**
   * Delivers one event to the instance's webhook and tells how that ended; `outcome: 'pending'` when
   * the receiver has not answered within 30 s (the mock goes on trying).
   */
  emit(event: string, data?: unknown, options?: { instance?: string }): Promise<ControlDelivery>;
  /**
   * Waits (at most `timeoutMs`, default 10000) until no webhook delivery is pending; the counts of
   * one instance's or one event's deliveries when asked.
   */
  deliveries(options?: { timeoutMs?: number; instance?: string; event?: string }): Promise<ControlDeliveries>;
  /** Counts the deliveries from zero again. */
  clearDeliveries(): Promise<void>;
  /**
   * Evolution API 2.4.0's licence: with a state, sets it (`unlicensed`: every business route answers
   * 503 LICENSE_REQUIRED); without, reads it. Profiles before 2.4.0 have none and ignore it.
   */
  license(state?: 'activated' | 'unlicensed'): Promise<{ state: 'activated' | 'unlicensed' }>;
  /**
   * The twin's time. With `advance`, moves a test clock (a mock started with `--clock manual`) that
   * many milliseconds on (at most ten minutes a call), firing every twin timer due by then, and
   * answers the clock after; refused (a MockControlError, `conflict`) for a mock on real time.
   */
  clock(options?: { advance?: number }): Promise<ControlClock>;
  readonly instances: {
    list(): Promise<ControlInstance[]>;
    get(name: string): Promise<ControlInstance>;
    create(instance: Schemas['NewInstance']): Promise<ControlInstance>;
    setState(name: string, state: Schemas['ConnectionState'], reason?: Schemas['StateChange']['reason']): Promise<ControlInstance>;
    pair(name: string): Promise<ControlInstance>;
    remove(name: string): Promise<void>;
    receive(name: string, message: ControlInbound): Promise<ControlMessage>;
    /**
     * Moves the receipts of a message the instance sent (`id`: its key id, as the send answered it)
     * up to `status`, a messages.update for each status in between; refused (a MockControlError) for
     * a status not ahead of the message's, or READ while the instance's read receipts are off.
     */
    receipts(name: string, id: string, status: ControlReceiptStatus): Promise<ControlReceipts>;
  };
}

/** The largest answer read from the control API (the recorded requests can be many). */
export const MAX_CONTROL_ANSWER_BYTES = 64 * 1024 * 1024;

/** A client of the control API of the mock at `url` (e.g. http://127.0.0.1:4010). */
export function createMockControl(url: string, options: MockControlOptions = {}): MockControl {
  const base = url.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(base))
    throw new TypeError(`createMockControl needs the mock's base URL, such as http://127.0.0.1:4010, got ${JSON.stringify(url)}.`);
  const call = caller(base, options);
  const named = (name: string) => `/__mock/instances/${encodeURIComponent(name)}`;
  return {
    health: () => call<ControlHealth>('GET', '/__mock/health'),
    reset: (options) => call<void>('POST', '/__mock/reset', options?.to === undefined ? undefined : { to: options.to }),
    load: (state) => call<void>('PUT', '/__mock/state', state),
    next: (operationId, answer = {}) => call<void>('POST', '/__mock/next', { operationId, ...answer }),
    requests: (filter) => call<ControlRequest[]>('GET', `/__mock/requests${queryOf(filter)}`),
    requestCounts: (filter) => call<ControlRequestCounts>('GET', `/__mock/requests/counts${queryOf(filter)}`),
    clearRequests: () => call<void>('DELETE', '/__mock/requests'),
    emit: (event, data, { instance } = {}) =>
      call<ControlDelivery>('POST', '/__mock/events', {
        event,
        ...(data !== undefined && { data }),
        ...(instance !== undefined && { instance }),
      }),
    deliveries: ({ timeoutMs = 10_000, instance, event } = {}) =>
      call<ControlDeliveries>(
        'GET',
        `/__mock/deliveries${queryOf({ settled: true, timeout: timeoutMs, instance, event })}`,
        undefined,
        timeoutMs,
      ),
    clearDeliveries: () => call<void>('DELETE', '/__mock/deliveries'),
    license: (state) =>
      state === undefined
        ? call<{ state: 'activated' | 'unlicensed' }>('GET', '/__mock/license')
        : call<{ state: 'activated' | 'unlicensed' }>('PUT', '/__mock/license', { state }),
    clock: ({ advance } = {}) =>
      advance === undefined ? call<ControlClock>('GET', '/__mock/clock') : call<ControlClock>('POST', '/__mock/clock', { advance }),
    instances: {
      list: () => call<ControlInstance[]>('GET', '/__mock/instances'),
      get: (name) => call<ControlInstance>('GET', named(name)),
      create: (instance) => call<ControlInstance>('POST', '/__mock/instances', instance),
      setState: (name, state, reason) =>
        call<ControlInstance>('PUT', `${named(name)}/state`, { state, ...(reason !== undefined && { reason }) }),
      pair: (name) => call<ControlInstance>('POST', `${named(name)}/pair`),
      remove: (name) => call<void>('DELETE', named(name)),
      receive: (name, message) => call<ControlMessage>('POST', `${named(name)}/messages`, message),
      receipts: (name, id, status) =>
        call<ControlReceipts>('POST', `${named(name)}/messages/${encodeURIComponent(id)}/receipts`, { status }),
    },
  };
}

/** `?a=1&b=x` of the fields given (none: ''). */
function queryOf(fields: object | undefined): string {
  const given = Object.entries(fields ?? {}).filter(([, value]) => value !== undefined);
  return given.length === 0 ? '' : `?${new URLSearchParams(given.map(([key, value]) => [key, String(value)])).toString()}`;
}

function caller(base: string, { timeoutMs = 30_000, fetch: send = fetch }: MockControlOptions) {
  return async <T>(method: string, path: string, body?: unknown, extraMs = 0): Promise<T> => {
    const init: RequestInit = { method, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs + extraMs) };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    }
    let res: Response;
    try {
      res = await send(`${base}${path}`, init);
    } catch (error) {
      throw new MockControlError(unreachable(base, error, timeoutMs + extraMs), 'unreachable', { cause: error });
    }
    const text = await boundedText(res);
    const parsed: unknown = text === '' ? undefined : safeJson(text);
    if (res.ok && (res.status !== 200 || parsed !== undefined)) return parsed as T;
    const said = (parsed as { mock?: unknown; message?: unknown } | undefined)?.message;
    if ((parsed as { mock?: unknown } | undefined)?.mock !== 'control-error' || typeof said !== 'string') {
      const shown = text === '' ? '' : ` (${clip(text.replace(/\s+/g, ' '), 200)})`;
      throw new MockControlError(
        `${base} does not look like a msg-gateway-mock: it answered ${res.status} to ${method} ${path}${shown}.`,
        'not-a-mock',
      );
    }
    throw new MockControlError(said, res.status === 404 ? 'not-found' : res.status === 409 ? 'conflict' : 'invalid');
  };
}

/** Why nothing answered: refused (no mock there), timed out, or the network's own reason. */
function unreachable(base: string, error: unknown, waitedMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `The mock at ${base} did not answer within ${waitedMs / 1000} s.`;
  const cause = error instanceof Error && error.cause instanceof Error ? (error.cause as NodeJS.ErrnoException) : undefined;
  if (cause?.code === 'ECONNREFUSED') return `No mock is running at ${base} (connection refused).`;
  const why = cause ? `${cause.code ?? cause.name}: ${cause.message}` : error instanceof Error ? error.message : String(error);
  return `Cannot reach the mock at ${base} (${why}).`;
}

async function boundedText(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_CONTROL_ANSWER_BYTES) {
      await reader.cancel();
      throw new MockControlError(`the mock's answer is larger than ${MAX_CONTROL_ANSWER_BYTES / 1024 / 1024} MiB.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

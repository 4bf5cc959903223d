// What the mock received (mock.requests), for tests to assert on what the app sent: method, path,
// operation, query, headers and parsed body. The credentials are redacted in every form, here as in
// the log. Bounded: the last MAX_RECORDED_REQUESTS requests, bodies up to MAX_RECORDED_BODY_BYTES.
import { REDACTED, type Redact } from '@msg-gateway/openapi/redact';
import { MockControlError } from '../../common/control-error.js';
import type { NearMiss } from '../answer/next-answer.js';
import { checkRequestFilter, matchesFilter, type RequestFilter } from './request-filter.js';

export const MAX_RECORDED_REQUESTS = 1000;
export const MAX_RECORDED_BODY_BYTES = 64 * 1024;

export interface RecordedRequest {
  /** Upper case, as sent. */
  method: string;
  /** The path as sent, without the query. */
  path: string;
  /** The operation the request was routed to; undefined when no operation matches. */
  operationId: string | undefined;
  query: Record<string, string | string[]>;
  /** Lower-case names; the values of credential headers are "[redacted]". */
  headers: Record<string, string>;
  /** The parsed JSON body, the text of another body, null without a body. */
  body: unknown;
  /** The status answered; undefined while the answer is being prepared. */
  status: number | undefined;
  /** The instance in the path (`{instance}`), when the operation takes one. */
  instance?: string | undefined;
  /** When it arrived, Unix milliseconds. */
  at: number;
  /** Answers were queued for the operation but none matched this request: the closest and what differed. */
  nearMiss?: NearMiss | undefined;
}

export interface RequestFacts {
  method: string;
  path: string;
  operationId: string | undefined;
  instance: string | undefined;
  query: Record<string, string | string[]>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  bytes: number;
}

interface Waiter {
  filter: RequestFilter;
  resolve: (request: RecordedRequest) => void;
}

export class Recorder {
  private readonly entries: RecordedRequest[] = [];
  private readonly waiters = new Set<Waiter>();

  /** Sets the status of a recorded request once it is answered, and tells those waiting for one like it. */
  answered(entry: RecordedRequest, status: number): void {
    entry.status = status;
    if (!this.entries.includes(entry)) return;
    for (const waiter of this.waiters) {
      if (!matchesFilter(entry, waiter.filter)) continue;
      this.waiters.delete(waiter);
      waiter.resolve(structuredClone(entry));
    }
  }

  /**
   * The first answered request that `filter` matches among those recorded (since the last clear), or
   * the next one to be answered; undefined when none came within `timeoutMs`.
   */
  waitFor(filter: RequestFilter, timeoutMs: number): Promise<RecordedRequest | undefined> {
    const known = this.entries.find((entry) => entry.status !== undefined && matchesFilter(entry, filter));
    if (known) return Promise.resolve(structuredClone(known));
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(undefined);
      }, timeoutMs);
      const waiter: Waiter = {
        filter,
        resolve: (request) => {
          clearTimeout(timer);
          resolve(request);
        },
      };
      this.waiters.add(waiter);
    });
  }

  /** `clock`: the twin's, so that when a request came lines up with the times of the messages it stores. */
  constructor(private readonly clock: () => number = Date.now) {}

  /** Records a request; the returned entry gets its status once answered. */
  record(facts: RequestFacts, secretNames: ReadonlySet<string>, redact: Redact): RecordedRequest {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(facts.headers)) {
      if (value === undefined) continue;
      headers[name] = secretNames.has(name) ? REDACTED : Array.isArray(value) ? value.join(', ') : value;
    }
    const clean = (value: unknown): unknown =>
      typeof value === 'string'
        ? redact(value)
        : Array.isArray(value)
          ? value.map(clean)
          : value !== null && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [redact(k), clean(v)]))
            : value;
    const entry: RecordedRequest = {
      method: facts.method,
      path: redact(facts.path),
      operationId: facts.operationId,
      query: clean(facts.query) as Record<string, string | string[]>,
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, redact(v)])),
      body:
        facts.bytes > MAX_RECORDED_BODY_BYTES
          ? `[a body of ${facts.bytes} bytes, over the ${MAX_RECORDED_BODY_BYTES} recorded]`
          : clean(facts.body),
      status: undefined,
      at: this.clock(),
      ...(facts.instance !== undefined && { instance: redact(facts.instance) }),
    };
    this.entries.push(entry);
    if (this.entries.length > MAX_RECORDED_REQUESTS) this.entries.splice(0, this.entries.length - MAX_RECORDED_REQUESTS);
    return entry;
  }

  /** A copy of the recorded requests (those `filter` asks for), oldest first. */
  list(filter: RequestFilter = {}): RecordedRequest[] {
    return this.entries.filter((entry) => matchesFilter(entry, filter)).map((entry) => structuredClone(entry));
  }

  /** The recorded requests themselves, oldest first, for readers that only read (no copy). */
  entriesView(): readonly Readonly<RecordedRequest>[] {
    return this.entries;
  }

  clear(): void {
    this.entries.length = 0;
  }
}

/** The longest a test may wait for a request (a bound on a hang, not a pace). */
export const MAX_REQUEST_WAIT_MS = 60_000;

/** MockHandle.waitForRequest: the request, or a MockControlError naming what arrived instead. */
export async function waitForRequest(
  recorder: Recorder,
  filter: RequestFilter,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<RecordedRequest> {
  const checked = checkRequestFilter(filter);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_REQUEST_WAIT_MS) {
    throw new MockControlError(`timeoutMs must be a number of milliseconds from 1 to ${MAX_REQUEST_WAIT_MS}, got ${String(timeoutMs)}.`);
  }
  const found = await recorder.waitFor(checked, timeoutMs);
  if (found) return found;
  const seen = recorder.list().map((r) => `${r.method} ${r.path}${r.operationId ? ` (${r.operationId})` : ''} → ${r.status ?? '…'}`);
  throw new MockControlError(
    `no request matching ${JSON.stringify(checked)} was answered within ${timeoutMs} ms. ` +
      (seen.length
        ? `The mock received ${seen.length}: ${seen.slice(-5).join('; ')}${seen.length > 5 ? ' (the last 5)' : ''}.`
        : 'The mock received none.'),
    'not-found',
  );
}

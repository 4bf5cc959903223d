// What the mock received (mock.requests), for tests to assert on what the app sent: method, path,
// operation, query, headers and parsed body. The credentials are redacted in every form, here as in
// the log. Bounded: the last MAX_RECORDED_REQUESTS requests, bodies up to MAX_RECORDED_BODY_BYTES.
import { REDACTED, type Redact } from '@msg-gateway/openapi/redact';
import type { NearMiss } from '../answer/next-answer.js';
import { matchesFilter, type RequestFilter } from './request-filter.js';

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

export class Recorder {
  private readonly entries: RecordedRequest[] = [];

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

  clear(): void {
    this.entries.length = 0;
  }
}

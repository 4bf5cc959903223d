// Which recorded requests a test asks about (mock.findRequests, GET /__mock/requests?…) and how many
// there were of each operation, status and instance (mock.countRequests, GET /__mock/requests/counts):
// a suite asserts "two sendText to shop-42, one of them refused" without walking the whole log.
import { MockControlError } from '../../common/control-error.js';

/** Which requests: every field given must hold. */
/** What a filter reads of a recorded request (recorder.ts, RecordedRequest). */
export interface FilteredRequest {
  operationId: string | undefined;
  status: number | undefined;
  instance?: string | undefined;
  nearMiss?: unknown;
}

export interface RequestFilter {
  /** The operation the request was routed to (its operationId). */
  operation?: string;
  /** The instance in the path. */
  instance?: string;
  /** The status answered: exact (404), or a class ("4xx"). */
  status?: number | string;
  /** Only requests that were near misses of a queued answer (true), or only the others (false). */
  nearMiss?: boolean;
}

/** How many requests there were, in all and by operation, status and instance. */
export interface RequestCounts {
  total: number;
  /** By operationId; requests no operation answers are not in it. */
  byOperation: Record<string, number>;
  /** By status answered ("200", "404"); requests not yet answered are not in it. */
  byStatus: Record<string, number>;
  /** By the instance in the path; requests without one are not in it. */
  byInstance: Record<string, number>;
}

const FIELDS = ['operation', 'instance', 'status', 'nearMiss'];

/** `raw` (an object, or a URL's query) as a filter; a MockControlError saying what is wrong otherwise. */
export function checkRequestFilter(raw: unknown): RequestFilter {
  const fields: Record<string, unknown> =
    raw instanceof URLSearchParams ? Object.fromEntries(raw) : ((raw ?? {}) as Record<string, unknown>);
  if (typeof fields !== 'object' || Array.isArray(fields))
    throw new MockControlError('a request filter is an object such as { operation: "sendText", status: 201 }.');
  const unknown = Object.keys(fields).filter((key) => !FIELDS.includes(key));
  if (unknown.length > 0)
    throw new MockControlError(`unknown request filter ${unknown.map((k) => `"${k}"`).join(', ')}; filter by ${FIELDS.join(', ')}.`);
  const { operation, instance, status, nearMiss } = fields;
  for (const [name, value] of [
    ['operation', operation],
    ['instance', instance],
  ] as const) {
    if (value !== undefined && (typeof value !== 'string' || value === ''))
      throw new MockControlError(`the request filter's ${name} must be a non-empty string, got ${JSON.stringify(value)}.`);
  }
  const filter: RequestFilter = {};
  if (operation !== undefined) filter.operation = operation as string;
  if (instance !== undefined) filter.instance = instance as string;
  if (status !== undefined) filter.status = checkStatus(status);
  if (nearMiss !== undefined) filter.nearMiss = checkFlag(nearMiss);
  return filter;
}

function checkStatus(status: unknown): number | string {
  const text = String(status);
  if (/^[1-5]xx$/i.test(text)) return text.toLowerCase();
  if (/^[1-5]\d\d$/.test(text)) return Number(text);
  throw new MockControlError(
    `the request filter's status must be a status such as 404 or a class such as "4xx", got ${JSON.stringify(status)}.`,
  );
}

function checkFlag(flag: unknown): boolean {
  if (flag === true || flag === 'true') return true;
  if (flag === false || flag === 'false') return false;
  throw new MockControlError(`the request filter's nearMiss is true or false, got ${JSON.stringify(flag)}.`);
}

/** Whether `request` is one `filter` asks for. */
export function matchesFilter(request: FilteredRequest, filter: RequestFilter): boolean {
  if (filter.operation !== undefined && request.operationId !== filter.operation) return false;
  if (filter.instance !== undefined && request.instance !== filter.instance) return false;
  if (filter.nearMiss !== undefined && (request.nearMiss !== undefined) !== filter.nearMiss) return false;
  if (filter.status === undefined) return true;
  if (request.status === undefined) return false;
  return typeof filter.status === 'number'
    ? request.status === filter.status
    : String(request.status).charAt(0) === filter.status.charAt(0);
}

/** The counts of `requests`. */
export function countRequests(requests: FilteredRequest[]): RequestCounts {
  const counts: RequestCounts = { total: requests.length, byOperation: {}, byStatus: {}, byInstance: {} };
  const add = (into: Record<string, number>, key: string | number | undefined): void => {
    if (key !== undefined) into[String(key)] = (into[String(key)] ?? 0) + 1;
  };
  for (const request of requests) {
    add(counts.byOperation, request.operationId);
    add(counts.byStatus, request.status);
    add(counts.byInstance, request.instance);
  }
  return counts;
}

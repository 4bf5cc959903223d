// When a request may be sent again, and how long to wait before it.
// Only requests that give the same result however often they arrive are repeated: GET, and the
// operations the spec marks `x-idempotent: true` (the contract's updateSchedule, a full
// replacement). POST sends are never repeated (a lost answer may hide a message that was sent), nor
// is DELETE /instance/logout or PUT /instance/restart (`x-idempotent: false`: a second restart
// drops the connection again). What is repeatable comes from the generated FACADE.
import type { OperationRow } from './types.js';

export interface RetryOptions {
  /** How many times a failed request may be repeated (default 2: up to 3 attempts). 0 disables retries. */
  limit?: number;
  /** Delay before the first repeat, in ms (default 200); doubled for each further one. */
  baseDelayMs?: number;
  /** Upper bound of one delay, in ms (default 2000). A gateway's Retry-After is not capped by it (only by the deadline). */
  maxDelayMs?: number;
}

export type RetrySettings = Required<RetryOptions>;

export const DEFAULT_RETRY: RetrySettings = { limit: 2, baseDelayMs: 200, maxDelayMs: 2000 };

/**
 * Statuses worth repeating: the gateway's proxy or the gateway itself is briefly unavailable
 * (502, 503, 504) or asks to slow down (429). A 429 or 503 may say when to come back (Retry-After);
 * without it, the backoff below applies, 429 included: the repeat is of a request that is safe to
 * repeat, and the retry limit and the deadline bound how often a rate limiter sees it.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/** Whether a failed request of this operation may be sent again (from its route in the generated FACADE). */
export function isRetryable({ idempotent, method }: Pick<OperationRow, 'idempotent' | 'method'>): boolean {
  // A POST is never repeated, even if a future spec marked one.
  return idempotent && method !== 'POST';
}

/**
 * Delay before repeat number `retry` (1-based): exponential, capped, with "equal jitter" (between half
 * and all of the capped value) so that many clients do not retry in lockstep.
 */
export function backoffDelay(retry: number, settings: RetrySettings, random = Math.random): number {
  const capped = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retry - 1));
  return capped / 2 + (random() * capped) / 2;
}

/**
 * The time an HTTP-date names, in ms since the epoch; NaN when it is none of the three forms RFC 9110
 * §5.6.7 has a recipient accept: IMF-fixdate (Sun, 06 Nov 1994 08:49:37 GMT), the obsolete RFC 850
 * form (Sunday, 06-Nov-94 08:49:37 GMT), asctime (Sun Nov  6 08:49:37 1994, GMT unsaid).
 */
export function parseHttpDate(text: string): number {
  if (/^\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}$/.test(text)) return Date.parse(`${text} GMT`);
  return /^\w{3,9}, \d\d[ -]\w{3}[ -]\d{2,4} \d\d:\d\d:\d\d GMT$/.test(text) ? Date.parse(text) : Number.NaN;
}

/**
 * How long the gateway asked to be left alone, in ms, when it answered 429 or 503 with a valid
 * Retry-After (delta-seconds, or an HTTP-date: measured from the answer's own Date header when it
 * has one, so that a skewed clock on either side does not stretch or shrink the wait); undefined
 * otherwise. Never negative: a date in the past means now.
 */
export function retryAfterMs(response: Response, now = Date.now()): number | undefined {
  // Retry-After means "come back then" on these two (RFC 6585 §4, RFC 9110 §10.2.3).
  if (response.status !== 429 && response.status !== 503) return undefined;
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header) * 1000;
  const at = parseHttpDate(header);
  if (Number.isNaN(at)) return undefined;
  const sent = parseHttpDate(response.headers.get('date') ?? '');
  return Math.max(0, at - (Number.isNaN(sent) ? now : sent));
}

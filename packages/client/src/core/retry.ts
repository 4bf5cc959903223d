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

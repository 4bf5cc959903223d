// When a request may be sent again, and how long to wait before it.
// Only requests that give the same result however often they arrive are repeated: GET, and the
// operations the spec marks `x-idempotent: true` (the contract's updateSchedule, a full
// replacement). POST sends are never repeated (a lost answer may hide a message that was sent), nor
// is DELETE /instance/logout or PUT /instance/restart (`x-idempotent: false`: a second restart
// drops the connection again). What is repeatable comes from the generated operation table.
import type { OperationRow } from './types.js';

export interface RetryOptions {
  /** How many times a failed request may be repeated (default 2: up to 3 attempts). 0 disables retries. */
  limit?: number;
  /** Delay before the first repeat, in ms (default 200); doubled for each further one. */
  baseDelayMs?: number;
  /** Upper bound of one delay, in ms (default 2000). */
  maxDelayMs?: number;
}

export type RetrySettings = Required<RetryOptions>;

export const DEFAULT_RETRY: RetrySettings = { limit: 2, baseDelayMs: 200, maxDelayMs: 2000 };

/** Statuses worth repeating: the gateway's proxy or the gateway itself is briefly unavailable. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Whether a failed request of this operation may be sent again (from its row in the table). */
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

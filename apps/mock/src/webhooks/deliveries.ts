// The delivery queue: events are POSTed one at a time, in the order they happened, after the answers
// that caused them, so a receiver that is slow or down never slows or breaks an answer. Bounded: at
// most MAX_QUEUED_DELIVERIES wait (one more is dropped and logged); each attempt has a deadline; a
// failed attempt is retried `retries` times with exponential backoff and jitter, except for the
// answers retrying cannot change (400, 401, 403, 404, 422, and a redirect). 2.1.1 makes one attempt
// without a deadline (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts,
// emit); the retry rules are those of later versions (evolution-api@3454bec7, 2.3.6, same file,
// retryWebhookRequest: 10 attempts from 5 s up to 300 s), scaled down for a development mock.
// close() ends it all at once: the attempt in flight is cut, waiting deliveries are cancelled.
import { clip } from '@msg-gateway/openapi/redact';
import { sleep } from '../server/controls.js';
import type { Random } from '../server/random.js';
import type { Payload } from './payload.js';
import { type Attempt, postJson } from './post.js';
import type { WebhookSettings } from './settings.js';

/** Deliveries that may wait behind the one in flight. */
export const MAX_QUEUED_DELIVERIES = 256;
/** Statuses a retry cannot change (later Evolution versions' NON_RETRYABLE_STATUS_CODES). */
export const NOT_RETRIED: readonly number[] = [400, 401, 403, 404, 422];
/** Backoff before retry n: BASE·2^(n-1), at most MAX, ±JITTER. */
const BACKOFF = { baseMs: 500, maxMs: 5000, jitter: 0.2 };

/** How one event's delivery ended. */
export interface DeliveryResult {
  /** The dotted event, e.g. messages.upsert. */
  event: string;
  instance: string;
  /** Where it was POSTed (with byEvents, the event's own URL). */
  url: string;
  /**
   * delivered: the receiver answered 2xx. failed: it did not, after the attempts allowed. skipped:
   * the configuration is not subscribed to it. dropped: the queue was full. cancelled: the mock closed.
   */
  outcome: 'delivered' | 'failed' | 'skipped' | 'dropped' | 'cancelled';
  /** The receiver's status of the last attempt, when it answered. */
  status?: number;
  attempts: number;
  /** Why it was not delivered. */
  reason?: string;
  /** What was (or would have been) POSTed. */
  payload: Payload;
}

export interface Job {
  event: string;
  instance: string;
  url: string;
  payload: Payload;
  /** Headers of this delivery's webhook (an instance's own), instead of the configured ones. */
  headers?: Record<string, string>;
}

export interface DeliveryEvents {
  /** A delivery ended (any outcome). */
  ended(result: DeliveryResult): void;
  /** An attempt failed and will be retried after `waitMs`. */
  retrying(job: Job, attempts: number, reason: string, waitMs: number): void;
}

interface Waiting extends Job {
  resolve(result: DeliveryResult): void;
}

export class Deliveries {
  private readonly waiting: Waiting[] = [];
  private readonly closing = new AbortController();
  private running = false;

  constructor(
    private readonly settings: Pick<WebhookSettings, 'headers' | 'timeoutMs' | 'retries'>,
    private readonly random: Random,
    private readonly events: DeliveryEvents,
  ) {}

  /** Queues a delivery; resolves when it has ended (never rejects). */
  send(job: Job): Promise<DeliveryResult> {
    if (this.closing.signal.aborted) return Promise.resolve(this.end(job, 'cancelled', 0, 'the mock is closed'));
    if (this.waiting.length >= MAX_QUEUED_DELIVERIES) {
      return Promise.resolve(
        this.end(job, 'dropped', 0, `${MAX_QUEUED_DELIVERIES} deliveries are already waiting (the receiver is slow or down)`),
      );
    }
    return new Promise((resolve) => {
      this.waiting.push({ ...job, resolve });
      void this.run();
    });
  }

  /** Cuts the attempt in flight and cancels every waiting delivery. Idempotent. */
  close(): void {
    if (this.closing.signal.aborted) return;
    this.closing.abort();
    for (const job of this.waiting.splice(0)) job.resolve(this.end(job, 'cancelled', 0, 'the mock closed before it was sent'));
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.waiting.shift(); job; job = this.waiting.shift()) job.resolve(await this.deliver(job));
    } finally {
      this.running = false;
    }
  }

  private async deliver(job: Job): Promise<DeliveryResult> {
    const body = JSON.stringify(job.payload);
    const signal = this.closing.signal;
    for (let attempts = 1; ; attempts++) {
      const attempt = await postJson(job.url, body, job.headers ?? this.settings.headers, { timeoutMs: this.settings.timeoutMs, signal });
      if (signal.aborted) return this.end(job, 'cancelled', attempts, 'the mock closed while it was being sent');
      const status = attempt.kind === 'answered' ? attempt.status : undefined;
      if (status !== undefined && status >= 200 && status < 300) return this.end(job, 'delivered', attempts, undefined, status);
      const { reason, retry } = judge(attempt);
      if (!retry || attempts > this.settings.retries) return this.end(job, 'failed', attempts, reason, status);
      const waitMs = backoff(attempts, this.random);
      this.events.retrying(job, attempts, reason, waitMs);
      await sleep(waitMs, signal);
      if (signal.aborted) return this.end(job, 'cancelled', attempts, 'the mock closed while it was being sent');
    }
  }

  private end(job: Job, outcome: DeliveryResult['outcome'], attempts: number, reason?: string, status?: number): DeliveryResult {
    const result: DeliveryResult = { event: job.event, instance: job.instance, url: job.url, outcome, attempts, payload: job.payload };
    if (status !== undefined) result.status = status;
    if (reason !== undefined) result.reason = reason;
    this.events.ended(result);
    return result;
  }
}

/** Why an attempt failed, and whether another one can succeed. */
function judge(attempt: Attempt): { reason: string; retry: boolean } {
  if (attempt.kind === 'error') return { reason: attempt.reason, retry: !attempt.cancelled };
  const { status, location, body } = attempt;
  const said = body.trim() === '' ? '' : `: ${clip(body.replace(/\s+/g, ' ').trim(), 200)}`;
  if (status >= 300 && status < 400) {
    return {
      reason: `the receiver answered ${status}, a redirect to ${location === undefined ? '(no Location)' : clip(location, 300)}; redirects are not followed, so nothing was sent there`,
      retry: false,
    };
  }
  if (NOT_RETRIED.includes(status)) return { reason: `the receiver answered ${status}${said} (not retried)`, retry: false };
  return { reason: `the receiver answered ${status}${said}`, retry: true };
}

function backoff(attempts: number, random: Random): number {
  const base = Math.min(BACKOFF.baseMs * 2 ** (attempts - 1), BACKOFF.maxMs);
  return Math.round(base * (1 + BACKOFF.jitter * (2 * random() - 1)));
}

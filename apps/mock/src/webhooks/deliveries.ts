// The delivery queue. The events of one instance are POSTed one after the other, in the order they
// happened (a lane per instance); different instances in parallel, up to MAX_SOCKETS_PER_RECEIVER at
// once per receiver, over kept-alive connections (receivers.ts), the lanes taking turns. Always after
// the answers that caused them, so a receiver that is slow or down never slows or breaks an answer.
// Each job carries its own settings (URL, headers, deadline, retries): each instance can have its own
// webhook configuration, as on 2.1.1 (/webhook/set).
//
// Bounded: at most MAX_QUEUED_DELIVERIES wait per receiver. A healthy receiver keeps the queue short
// (it takes thousands of deliveries a second); one that fails or hangs fills it, and then a delivery
// is dropped, counted and logged. Each attempt has a deadline; a failed attempt is retried `retries`
// times with exponential backoff and jitter, except for the answers retrying cannot change (400, 401,
// 403, 404, 422, and a redirect). 2.1.1 makes one attempt without a deadline
// (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts, emit); the retry
// rules are those of later versions (evolution-api@3454bec7, 2.3.6, same file, retryWebhookRequest:
// 10 attempts from 5 s up to 300 s), scaled down for a development mock.
//
// cancelPending() (mock.reset) cuts the attempts in flight and cancels the waiting deliveries;
// close() does the same for good and closes the connections. Every outcome is counted.
import type { Agent } from 'node:http';
import { clip, type Redact, redactor } from '@msg-gateway/openapi/redact';
import type { Random } from '../common/random.js';
import { sleep } from '../server/answer/prefer.js';
import { type Payload, shownPayload } from './payload.js';
import { type Attempt, postJson } from './post.js';
import { MAX_SOCKETS_PER_RECEIVER, receiverAgent } from './receivers.js';

/** Deliveries that may wait for one receiver (besides those in flight). */
export const MAX_QUEUED_DELIVERIES = 10_000;
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
  /** What was (or would have been) POSTed, its `apikey` (the instance's token) redacted. */
  payload: Payload;
}

/** One event to deliver, with the settings of the configuration it goes out under. */
export interface Job {
  event: string;
  instance: string;
  url: string;
  payload: Payload;
  /** Sent with every attempt (the configuration's headers). */
  headers: Record<string, string>;
  /** Milliseconds one attempt may take, answer included. */
  timeoutMs: number;
  /** Further attempts after a failed one. */
  retries: number;
}

/** How many deliveries ended each way since the mock started, was reset, or the counts were cleared. */
export interface DeliveryCounts {
  delivered: number;
  failed: number;
  dropped: number;
  cancelled: number;
  skipped: number;
}

/** Which deliveries to count: those of an instance, of an event (dotted), or both. */
export interface DeliveryFilter {
  instance?: string | undefined;
  event?: string | undefined;
}

/** The counts once deliveries settled (or a wait for them ended): `settled` says whether nothing is pending. */
export interface SettledDeliveries extends DeliveryCounts {
  settled: boolean;
}

export interface DeliveryEvents {
  /** A delivery ended (any outcome); `job` is the one `queued` and `attempted` named. */
  ended(result: DeliveryResult, job: Job): void;
  /** An attempt failed and will be retried after `waitMs`. */
  retrying(job: Job, attempts: number, reason: string, waitMs: number): void;
  /** A delivery was queued (the phone page shows it before it ends). */
  queued?(job: Job): void;
  /** Attempt `attempts` of `job` ended: the receiver's answer (its body read up to MAX_RECEIVER_BODY_BYTES) or why there was none. */
  attempted?(job: Job, attempts: number, attempt: Attempt): void;
}

interface Waiting {
  job: Job;
  receiver: Receiver;
  resolve(result: DeliveryResult): void;
}

/** The deliveries of one instance: one in flight at a time, the rest waiting in order. */
interface Lane {
  instance: string;
  waiting: Waiting[];
  /** idle: nothing scheduled; ready: its next delivery waits for a connection to its receiver; busy: one in flight. */
  state: 'idle' | 'ready' | 'busy';
}

/** One receiver (an origin): its connections, and the lanes whose next delivery goes there. */
interface Receiver {
  agent: Agent;
  active: number;
  waiting: number;
  ready: Lane[];
}

export class Deliveries {
  private readonly lanes = new Map<string, Lane>();
  private readonly receivers = new Map<string, Receiver>();
  /** Aborted (with its cause as reason) to cut what is in flight; replaced by a fresh one each time. */
  private cancelling = new AbortController();
  private closed = false;
  /** The counts of each instance and event ("instance\0event"), since the start or the last clearCounts(). */
  private readonly tally = new Map<string, DeliveryCounts>();
  /** Bumped by clearCounts(): a delivery queued before ends uncounted (it belongs to the cleared past). */
  private generation = 0;
  private readonly generationOf = new WeakMap<Job, number>();
  private idle: (() => void)[] = [];

  constructor(
    private readonly random: Random,
    private readonly events: DeliveryEvents,
  ) {}

  /** How many deliveries ended each way since the mock started or the counts were cleared. */
  get counts(): DeliveryCounts {
    return this.countsOf({});
  }

  /** The counts of the deliveries of one instance, or one event (dotted, `messages.upsert`), or both. */
  countsOf(filter: DeliveryFilter): DeliveryCounts {
    const sum: DeliveryCounts = { delivered: 0, failed: 0, dropped: 0, cancelled: 0, skipped: 0 };
    for (const [key, counts] of this.tally) {
      const [instance, event] = key.split('\0');
      if (filter.instance !== undefined && instance !== filter.instance) continue;
      if (filter.event !== undefined && event !== filter.event) continue;
      for (const outcome of Object.keys(sum) as (keyof DeliveryCounts)[]) sum[outcome] += counts[outcome];
    }
    return sum;
  }

  /** Counts from zero again; deliveries queued before end uncounted. */
  clearCounts(): void {
    this.generation++;
    this.tally.clear();
  }

  private count(job: Job, outcome: keyof DeliveryCounts): void {
    if ((this.generationOf.get(job) ?? this.generation) !== this.generation) return;
    const key = `${job.instance}\0${job.event}`;
    const counts = this.tally.get(key) ?? { delivered: 0, failed: 0, dropped: 0, cancelled: 0, skipped: 0 };
    counts[outcome]++;
    this.tally.set(key, counts);
  }

  /** Deliveries waiting, and in flight (retries waiting included), now. */
  get pending(): { waiting: number; inFlight: number } {
    let waiting = 0;
    let inFlight = 0;
    for (const receiver of this.receivers.values()) {
      waiting += receiver.waiting;
      inFlight += receiver.active;
    }
    return { waiting, inFlight };
  }

  /** Queues a delivery; resolves when it has ended (never rejects). */
  send(job: Job): Promise<DeliveryResult> {
    if (this.closed) return Promise.resolve(this.end(job, 'cancelled', 0, 'the mock is closed'));
    const receiver = this.receiverOf(job.url);
    if (receiver.waiting >= MAX_QUEUED_DELIVERIES) {
      return Promise.resolve(
        this.end(job, 'dropped', 0, `${MAX_QUEUED_DELIVERIES} deliveries are already waiting (the receiver is slow or down)`),
      );
    }
    this.generationOf.set(job, this.generation);
    return new Promise((resolve) => {
      let lane = this.lanes.get(job.instance);
      if (!lane) {
        lane = { instance: job.instance, waiting: [], state: 'idle' };
        this.lanes.set(job.instance, lane);
      }
      lane.waiting.push({ job, receiver, resolve });
      receiver.waiting++;
      tell(() => this.events.queued?.(job));
      if (lane.state === 'idle') this.schedule(lane);
    });
  }

  /** A delivery not made because its target is refused (targets.ts): a failure, counted and logged, nothing sent. */
  refuse(job: Job, reason: string): DeliveryResult {
    return this.end(job, 'failed', 0, reason);
  }

  /** A delivery not made because the configuration is not subscribed to the event: counted, not logged. */
  skip(job: Job, reason: string): DeliveryResult {
    this.count(job, 'skipped');
    return {
      event: job.event,
      instance: job.instance,
      url: job.url,
      outcome: 'skipped',
      attempts: 0,
      reason,
      payload: shownPayload(job.payload),
    };
  }

  /** Resolves once nothing waits or is in flight (retries waiting out their backoff included). */
  settled(): Promise<void> {
    const { waiting, inFlight } = this.pending;
    if (waiting + inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Cuts the attempts in flight and cancels the waiting deliveries; returns how many it cancelled. */
  cancelPending(): number {
    return this.cancel('mock.reset() cancelled it');
  }

  /** Cancels everything, for good, and closes the connections. Idempotent. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.cancel('the mock closed');
    for (const receiver of this.receivers.values()) receiver.agent.destroy();
  }

  private cancel(cause: string): number {
    let cancelled = 0;
    for (const lane of this.lanes.values()) {
      for (const { job, receiver, resolve } of lane.waiting.splice(0)) {
        receiver.waiting--;
        cancelled++;
        resolve(this.end(job, 'cancelled', 0, `${cause} before it was sent`));
      }
      if (lane.state === 'busy') continue;
      this.lanes.delete(lane.instance);
    }
    for (const receiver of this.receivers.values()) {
      cancelled += receiver.active;
      receiver.ready.length = 0;
    }
    this.cancelling.abort(cause);
    this.cancelling = new AbortController();
    this.wakeIfIdle();
    return cancelled;
  }

  private receiverOf(url: string): Receiver {
    const origin = new URL(url).origin;
    let receiver = this.receivers.get(origin);
    if (!receiver) {
      receiver = { agent: receiverAgent(url), active: 0, waiting: 0, ready: [] };
      this.receivers.set(origin, receiver);
    }
    return receiver;
  }

  /** Puts the lane in line at the receiver of its next delivery. */
  private schedule(lane: Lane): void {
    const next = lane.waiting[0];
    if (!next) return;
    lane.state = 'ready';
    next.receiver.ready.push(lane);
    this.pump(next.receiver);
  }

  /** Starts the next deliveries to `receiver`, as connections allow. */
  private pump(receiver: Receiver): void {
    while (receiver.active < MAX_SOCKETS_PER_RECEIVER) {
      const lane = receiver.ready.shift();
      if (!lane) return;
      const next = lane.waiting.shift();
      if (!next) {
        lane.state = 'idle';
        continue;
      }
      lane.state = 'busy';
      receiver.waiting--;
      receiver.active++;
      const failed = (error: unknown): DeliveryResult =>
        this.end(next.job, 'failed', 0, `the mock could not send it (${error instanceof Error ? error.message : String(error)})`);
      void this.deliver(next.job, receiver.agent, this.cancelling.signal)
        .catch(failed)
        .then((result) => {
          receiver.active--;
          lane.state = 'idle';
          next.resolve(result);
          if (lane.waiting.length > 0) this.schedule(lane);
          else if (this.lanes.get(lane.instance) === lane) this.lanes.delete(lane.instance);
          this.pump(receiver);
          this.wakeIfIdle();
        });
    }
  }

  private wakeIfIdle(): void {
    const { waiting, inFlight } = this.pending;
    if (waiting + inFlight > 0) return;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async deliver(job: Job, agent: Agent, signal: AbortSignal): Promise<DeliveryResult> {
    const body = JSON.stringify(job.payload);
    const cut = (attempts: number): DeliveryResult =>
      this.end(
        job,
        'cancelled',
        attempts,
        `${typeof signal.reason === 'string' ? signal.reason : 'it was cancelled'} while it was being sent`,
      );
    for (let attempts = 1; ; attempts++) {
      const attempt = await postJson(job.url, body, job.headers, { timeoutMs: job.timeoutMs, signal, agent });
      if (signal.aborted) return cut(attempts);
      tell(() => this.events.attempted?.(job, attempts, attempt));
      const status = attempt.kind === 'answered' ? attempt.status : undefined;
      if (status !== undefined && status >= 200 && status < 300) return this.end(job, 'delivered', attempts, undefined, status);
      const { reason, retry } = judge(attempt, jobRedactor(job));
      if (!retry || attempts > job.retries) return this.end(job, 'failed', attempts, reason, status);
      const waitMs = backoff(attempts, this.random);
      tell(() => this.events.retrying(job, attempts, reason, waitMs));
      // Real time even on a test clock (common/clock.ts): the backoff gives a real receiver real time
      // to recover, and each attempt is a real request whose deadline is wall time too.
      await sleep(waitMs, signal);
      if (signal.aborted) return cut(attempts);
    }
  }

  private end(
    job: Job,
    outcome: Exclude<DeliveryResult['outcome'], 'skipped'>,
    attempts: number,
    reason?: string,
    status?: number,
  ): DeliveryResult {
    const result: DeliveryResult = {
      event: job.event,
      instance: job.instance,
      url: job.url,
      outcome,
      attempts,
      payload: shownPayload(job.payload),
    };
    if (status !== undefined) result.status = status;
    if (reason !== undefined) result.reason = reason;
    this.count(job, outcome);
    tell(() => this.events.ended(result, job));
    return result;
  }
}

const jobRedactors = new WeakMap<Job, Redact>();

/**
 * A redactor of what a delivery sent that a receiver may echo: the values of its headers (the
 * --webhook-header secrets) and the payload's `apikey` (an instance's token), in any case or form.
 */
export function jobRedactor(job: Job): Redact {
  let redact = jobRedactors.get(job);
  if (!redact) {
    const apikey = job.payload['apikey'];
    redact = redactor(...Object.values(job.headers), typeof apikey === 'string' ? apikey : undefined);
    jobRedactors.set(job, redact);
  }
  return redact;
}

/** Tells the listener (the log); a listener that throws does not stop a delivery or the queue. */
function tell(listener: () => void): void {
  try {
    listener();
  } catch {
    // the listener's own failure, not the delivery's
  }
}

/** Why an attempt failed, and whether another one can succeed. */
function judge(attempt: Attempt, redact: Redact): { reason: string; retry: boolean } {
  if (attempt.kind === 'error') return { reason: attempt.reason, retry: !attempt.cancelled };
  const { status, body } = attempt;
  const location = attempt.location === undefined ? undefined : redact(attempt.location);
  const said = body.trim() === '' ? '' : `: ${clip(redact(body).replace(/\s+/g, ' ').trim(), 200)}`;
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

// The webhook deliveries as the phone page shows them: one entry per delivery, updated as it goes
// (queued, each attempt with the receiver's answer, retries, how it ended), the last MAX_ENTRIES
// kept. What reaches the page is redacted first: the payload's `apikey` (an instance's token when
// the gateway exposes it) and any instance token or key inside the payload or an answer become
// [redacted]; the webhook's headers (where a receiver's secret lives) are never kept at all.
import { clip, REDACTED, type Redact } from '@msg-gateway/openapi/redact';
import { type DeliveryEvents, type DeliveryResult, type Job, jobRedactor } from '../webhooks/deliveries.js';
import { shownUrl } from '../webhooks/settings.js';

/** Deliveries the page can see (older ones are forgotten). */
export const MAX_ENTRIES = 200;
/** The most of a payload or an answer the page gets. */
const MAX_TEXT = 32 * 1024;

export interface AttemptEntry {
  n: number;
  /** The receiver's status, when it answered. */
  status?: number;
  /** The receiver's answer body (clipped), or why there was no answer. */
  answer: string;
  /** Milliseconds until the retry, when there is one. */
  retryInMs?: number;
}

export interface DeliveryEntry {
  id: number;
  /** Unix milliseconds, when it was queued. */
  at: number;
  event: string;
  instance: string;
  url: string;
  /** sending until it ends; then how it ended. */
  outcome: 'sending' | DeliveryResult['outcome'];
  reason?: string;
  attempts: AttemptEntry[];
  /** The payload as JSON text, redacted and clipped. */
  payload: string;
}

/** An entry as kept: what the receiver said, raw; redacted and clipped only when a page is sent it. */
export interface Kept extends Omit<DeliveryEntry, 'payload' | 'attempts' | 'reason'> {
  reason?: string;
  attempts: (Omit<AttemptEntry, 'answer'> & { said: string })[];
  payload: Record<string, unknown>;
}

export class DeliveryLog {
  private readonly entries: Kept[] = [];
  private readonly byJob = new WeakMap<Job, Kept>();
  private next = 1;

  constructor(
    /** Redacts the secrets of the moment (the instances' tokens, the key). */
    private readonly redact: () => Redact,
    /** Told of every change of an entry (`shown` makes what a page may see of it). */
    private readonly changed: (entry: Kept) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The entries as a page may see them, oldest first. */
  list(): DeliveryEntry[] {
    const redact = this.redact();
    return this.entries.map((entry) => shown(entry, redact));
  }

  /** What a page may see of `entry`: redacted, clipped, no headers. */
  shown(entry: Kept): DeliveryEntry {
    return shown(entry, this.redact());
  }

  clear(): void {
    this.entries.length = 0;
  }

  /** The listener the delivery queue tells. */
  events(): DeliveryEvents {
    return {
      queued: (job) => this.changed(this.entryOf(job)),
      attempted: (job, n, attempt) => {
        const entry = this.entryOf(job);
        const said = attempt.kind === 'error' ? attempt.reason : jobRedactor(job)(attempt.body);
        entry.attempts.push(attempt.kind === 'error' ? { n, said } : { n, status: attempt.status, said });
        this.changed(entry);
      },
      retrying: (job, n, _reason, waitMs) => {
        const entry = this.entryOf(job);
        const attempt = entry.attempts.find((a) => a.n === n);
        if (attempt) attempt.retryInMs = waitMs;
        this.changed(entry);
      },
      ended: (result, job) => {
        const entry = this.entryOf(job);
        entry.outcome = result.outcome;
        if (result.reason !== undefined) entry.reason = result.reason;
        this.changed(entry);
      },
    };
  }

  private entryOf(job: Job): Kept {
    const known = this.byJob.get(job);
    if (known) return known;
    const entry: Kept = {
      id: this.next++,
      at: this.now(),
      event: job.event,
      instance: job.instance,
      url: shownUrl(job.url),
      outcome: 'sending',
      attempts: [],
      payload: job.payload,
    };
    this.byJob.set(job, entry);
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    return entry;
  }
}

/** Redacted before clipped (a clipped key is still a leaked key). */
function shown(entry: Kept, redact: Redact): DeliveryEntry {
  const payload = { ...entry.payload };
  if (typeof payload['apikey'] === 'string' && payload['apikey'] !== '') payload['apikey'] = REDACTED;
  const out: DeliveryEntry = {
    ...entry,
    attempts: entry.attempts.map(({ said, ...attempt }) => ({ ...attempt, answer: clip(redact(said), MAX_TEXT) })),
    payload: clip(redact(JSON.stringify(payload, null, 2)), MAX_TEXT),
  };
  if (entry.reason !== undefined) out.reason = clip(redact(entry.reason), 2000);
  return out;
}

// The webhooks of the mock's instances: each instance delivers to its own webhook (set with
// /webhook/set or the create body, as on 2.1.1), else to the mock's default one (--webhook-url,
// `startMock({ webhook })`), which then acts as every instance's. Events come from the twin (what
// a request or the lifecycle caused), from `mock.emit` and the trigger command, and at start
// (application.startup, default webhook only). Every payload is checked against the served
// description's schema for its event before it is queued: one that does not validate is never sent
// (from the twin it is a bug of the mock, logged as one; on demand, the caller is told which field).
//
// Delivery follows 2.1.1 (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts,
// emit): an event goes out when `event.replace(/[.-]/g, '_').toUpperCase()` is a subscribed name (so
// groups.update never reaches a GROUP_UPDATE subscriber), to the URL, or with byEvents to
// `<url>/<that name in kebab case>`, as plain string concatenation. `apikey` is the instance's token
// (payload.ts says why).
import { REDACTED } from '@msg-gateway/openapi/redact';
import { MockControlError } from '../common/control-error.js';
import { type Clock, randomStream } from '../common/random.js';
import { ERRORS_EVENT } from '../common/webhook-events.js';
import type { Description } from '../server/description/description.js';
import type { MockLog, WebhookLogEvent } from '../server/requests/request-log.js';
import type { TwinInstance } from '../twin/instance.js';
import type { VersionRules } from '../twin/rules.js';
import { byEventsSegment, catalogueOf, entryOf, matchedName, type WebhookCatalogue, type WebhookEntry } from './catalogue.js';
import {
  Deliveries,
  type DeliveryCounts,
  type DeliveryEvents,
  type DeliveryFilter,
  type DeliveryResult,
  type Job,
  type SettledDeliveries,
} from './deliveries.js';
import { dateTime, envelope, exampleData, merge, type Payload } from './payload.js';
import { DEFAULT_WEBHOOK_RETRIES, DEFAULT_WEBHOOK_TIMEOUT_MS, shownUrl, type WebhookSettings } from './settings.js';
import { type TargetPolicy, targetRefusal } from './targets.js';

/** The delivery lane of the errors webhook (deliveries are ordered per lane). */
const ERRORS_LANE = '(errors)';

export interface WebhooksInput {
  /** The default webhook (--webhook-url): every instance's, unless it has its own. */
  defaults: WebhookSettings | undefined;
  /** The errors webhook (--errors-webhook-url): every error answer, as 2.1.1's WEBHOOK_EVENTS_ERRORS_WEBHOOK. */
  errors: WebhookTarget | undefined;
  /** The description being served (its webhook schemas and examples, else the contract's). */
  description: () => Description;
  /** The mock's URL: `server_url` of every payload. */
  serverUrl: string;
  clock: Clock;
  seed: string | undefined;
  log: MockLog | undefined;
  /** Also log retries and cancellations. */
  verbose: boolean;
  /** Where deliveries may go (loopback unless allowed), checked again before each one. */
  targets: TargetPolicy;
  /** Told of every delivery as it goes (the phone page's log), besides the mock's log. */
  watch?: DeliveryEvents;
}

/** Where one instance's events go. */
export type WebhookTarget = Pick<WebhookSettings, 'url' | 'events' | 'byEvents' | 'headers' | 'timeoutMs' | 'retries'>;

/** An event built and checked, ready to deliver. */
export interface BuiltEvent {
  entry: WebhookEntry;
  instance: string;
  payload: Payload;
}

export interface Webhooks {
  readonly defaults: WebhookSettings | undefined;
  /** The errors webhook, if one is set. */
  readonly errors: WebhookTarget | undefined;
  /** Where `instance`'s events go: its own enabled webhook, else the default; undefined when nowhere. */
  targetOf(instance: TwinInstance | undefined): WebhookTarget | undefined;
  /** An event the twin caused: built, checked and delivered to the instance's webhook, if any. */
  emit(instance: TwinInstance, event: string, data: unknown): void;
  /**
   * `event` (MESSAGES_UPSERT or messages.upsert) built from its documented example merged with
   * `data`, checked; throws a MockControlError naming the event or the fields that are wrong.
   */
  build(event: string, data: unknown, instance: unknown, target: WebhookTarget, apikey?: string | null): BuiltEvent;
  /** Delivers a built event if `target` subscribes to it; resolves when the delivery has ended. */
  deliver(built: BuiltEvent, target: WebhookTarget, explicit: boolean): Promise<DeliveryResult>;
  /**
   * Delivers application.startup to the default webhook, for the instance `existing` names (given
   * the one the event's example names); none when it names none (no instance exists).
   */
  startup(existing: (documented: string) => string | undefined): void;
  /** An error answer (its envelope): delivered as 2.1.1's error event to the errors webhook, if one is set. */
  errorAnswered(envelope: { status: number; error: string; response: { message: unknown } }): void;
  /** Resolves with the counts (of `filter`'s deliveries) once nothing is queued or in flight, or when `timeoutMs` has passed. */
  settled(timeoutMs: number, filter?: DeliveryFilter): Promise<SettledDeliveries>;
  /** Cancels every delivery not yet ended (mock.reset()). */
  cancelPending(): void;
  /** How many deliveries ended each way since the mock started or the counts were cleared. */
  readonly counts: DeliveryCounts;
  /** The counts of one instance's or one event's deliveries. */
  countsOf(filter: DeliveryFilter): DeliveryCounts;
  /** Counts from zero again (deliveries queued before end uncounted). */
  clearCounts(): void;
  /** Ends pending deliveries at once. */
  close(): void;
}

export function createWebhooks(input: WebhooksInput): Webhooks {
  return new MockWebhooks(input);
}

class MockWebhooks implements Webhooks {
  readonly defaults: WebhookSettings | undefined;
  readonly errors: WebhookTarget | undefined;
  private readonly deliveries: Deliveries;
  private readonly write: (line: string, event: WebhookLogEvent) => void;

  constructor(private readonly input: WebhooksInput) {
    this.defaults = input.defaults;
    this.errors = input.errors;
    this.write = (line, event) => input.log?.(line, event);
    this.deliveries = new Deliveries(randomStream(input.seed, 'webhook jitter'), both(deliveryLog(this.write, input.verbose), input.watch));
  }

  get counts(): DeliveryCounts {
    return this.deliveries.counts;
  }

  countsOf(filter: DeliveryFilter): DeliveryCounts {
    return this.deliveries.countsOf(filter);
  }

  clearCounts(): void {
    this.deliveries.clearCounts();
  }

  private delivery(): VersionRules['webhookDelivery'] {
    return this.input.description().gateway.twin.webhookDelivery;
  }

  targetOf(instance: TwinInstance | undefined): WebhookTarget | undefined {
    const own = instance?.webhook;
    if (own?.enabled) {
      return {
        url: own.url,
        events: own.events,
        byEvents: own.byEvents,
        headers: own.headers ?? {},
        // The mock's webhook options first; else how the served version delivers (2.3.7 retries: versions/).
        timeoutMs: this.defaults?.timeoutMs ?? this.delivery()?.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
        retries: this.defaults?.retries ?? this.delivery()?.retries ?? DEFAULT_WEBHOOK_RETRIES,
      };
    }
    return own === undefined ? this.defaults : undefined;
  }

  emit(instance: TwinInstance, event: string, data: unknown): void {
    const own = this.targetOf(instance);
    const entry = this.catalogue().byEvent.get(event);
    if (!own || !entry) return;
    // The served version's own headers on a delivery to the instance's own webhook (not the mock's default).
    const added = instance.webhook?.enabled ? this.input.description().gateway.twin.webhookHeaders : undefined;
    const target = added ? { ...own, headers: { ...own.headers, ...added(instance, entry.event, this.input.clock()) } } : own;
    // 2.1.1's sender is the account's JID from its first connection on (connectionUpdate sets wuid;
    // a logout does not clear it): the owner the twin keeps until the next pairing.
    const sender = instance.ownerJid;
    const payload = this.payloadOf(entry, { instance: instance.name, data, destination: target.url, apikey: instance.token }, sender);
    const reason = this.refusal(entry, payload);
    if (reason === undefined) {
      void this.deliver({ entry, instance: instance.name, payload }, target, false);
      return;
    }
    this.write(
      `webhook ${entry.event} (${instance.name}) was not sent: ${reason}. This is a bug in @msg-gateway/mock: please report it with the request that caused it.`,
      { kind: 'webhook', event: entry.event, instance: instance.name, url: shownUrl(target.url), outcome: 'invalid', attempts: 0, reason },
    );
  }

  build(event: string, data: unknown, instance: unknown, target: WebhookTarget, apikey: string | null = null): BuiltEvent {
    const events = this.catalogue();
    const entry = typeof event === 'string' ? entryOf(events, event) : undefined;
    if (!entry) {
      throw new MockControlError(
        `there is no webhook event ${JSON.stringify(event)}. The events are ${[...events.names, ERRORS_EVENT].join(', ')} (or their dotted names, e.g. messages.upsert).`,
      );
    }
    if (entry.name === ERRORS_EVENT) return this.checked(entry, ERRORS_LANE, this.errorPayload(merge(entry.example['data'], data)));
    if (instance !== undefined && (typeof instance !== 'string' || instance.trim() === '')) {
      throw new MockControlError(`the instance must be a non-empty name such as "shop-42", got ${JSON.stringify(instance)}.`);
    }
    const documented = entry.example['instance'];
    const name = typeof instance === 'string' ? instance : typeof documented === 'string' ? documented : 'my-instance';
    const sender = entry.example['sender'];
    const merged = merge(exampleData(entry, name), data);
    const payload = this.payloadOf(
      entry,
      { instance: name, data: merged, destination: target.url, apikey },
      typeof sender === 'string' ? sender : null,
    );
    return this.checked(entry, name, payload);
  }

  deliver(built: BuiltEvent, target: WebhookTarget, explicit: boolean): Promise<DeliveryResult> {
    const { entry, instance, payload } = built;
    const matched = entry.name === ERRORS_EVENT ? ERRORS_EVENT : matchedName(entry.event);
    const url = target.byEvents ? `${target.url}/${byEventsSegment(entry.event)}` : target.url;
    const job: Job = {
      event: entry.event,
      instance,
      url,
      payload,
      headers: target.headers,
      timeoutMs: target.timeoutMs,
      retries: target.retries,
    };
    if (target.events.includes(matched)) {
      const refused = targetRefusal(url, this.input.targets);
      return refused === undefined ? this.deliveries.send(job) : Promise.resolve(this.deliveries.refuse(job, refused));
    }
    const reason = this.catalogue().byName.has(matched)
      ? `not subscribed: the webhook's events do not include ${matched}`
      : `${entry.event} is matched as ${matched}, a name no one can subscribe to, so the gateway never delivers it (subscribing to ${entry.name} does not help)`;
    const result = this.deliveries.skip(job, reason);
    if (explicit) this.write(`webhook ${entry.event} (${instance}) → ${shownUrl(url)}: not sent, ${reason}`, logEvent(result, 'skipped'));
    return Promise.resolve(result);
  }

  errorAnswered({ status, error, response }: { status: number; error: string; response: { message: unknown } }): void {
    const target = this.errors;
    const entry = this.catalogue().byName.get(ERRORS_EVENT);
    if (!target || !entry) return;
    const payload = this.errorPayload({ error, message: response.message, status, response: { message: response.message } });
    if (this.refusal(entry, payload) === undefined) void this.deliver({ entry, instance: ERRORS_LANE, payload }, target, false);
  }

  startup(existing: (documented: string) => string | undefined): void {
    const entry = this.catalogue().byEvent.get('application.startup');
    const defaults = this.defaults;
    if (!entry || !defaults) return;
    const documented = entry.example['instance'];
    const instance = existing(typeof documented === 'string' ? documented : 'my-instance');
    if (instance === undefined) return;
    const payload = this.payloadOf(entry, { instance, data: exampleData(entry, instance), destination: defaults.url, apikey: null }, null);
    if (this.refusal(entry, payload) === undefined) void this.deliver({ entry, instance, payload }, defaults, false);
  }

  async settled(timeoutMs: number, filter: DeliveryFilter = {}): Promise<SettledDeliveries> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), timeoutMs);
    });
    const outcome = await Promise.race([this.deliveries.settled(), timedOut]);
    clearTimeout(timer);
    return { settled: outcome !== 'timed out', ...this.deliveries.countsOf(filter) };
  }

  cancelPending(): void {
    void this.deliveries.cancelPending();
  }

  close(): void {
    this.deliveries.close();
  }

  private catalogue(): WebhookCatalogue {
    return catalogueOf(this.input.description());
  }

  private payloadOf(
    entry: WebhookEntry,
    about: { instance: string; data: unknown; destination: string; apikey: string | null },
    sender: string | null,
  ): Payload {
    const payload = envelope(entry, { ...about, serverUrl: this.input.serverUrl, now: this.input.clock() });
    if (sender !== null) payload['sender'] = sender;
    return payload;
  }

  /** The event, or a MockControlError saying why its payload may not be sent. */
  private checked(entry: WebhookEntry, instance: string, payload: Payload): BuiltEvent {
    const reason = this.refusal(entry, payload);
    if (reason !== undefined) throw new MockControlError(`the ${entry.event} event with this data was not sent: ${reason}.`);
    return { entry, instance, payload };
  }

  /** Why `payload` may not be sent, or undefined when it validates. */
  private refusal(entry: WebhookEntry, payload: Payload): string | undefined {
    const found = this.catalogue().check(entry.pointer, payload);
    if (found === undefined) return `it cannot be checked: the description's ${entry.name} schema cannot be compiled`;
    if (found.length === 0) return undefined;
    const listed = found
      .slice(0, 5)
      .map((v) => v.message)
      .join('; ');
    return `it does not match the description's ${entry.name} schema: ${listed}${found.length > 5 ? `; and ${found.length - 5} more` : ''}`;
  }

  /**
   * The errors webhook's payload: not the delivery envelope (no instance, no destination). Its
   * `api_key` is the gateway's global key in clear on 2.1.1; the mock never sends a key anywhere and
   * puts the redaction marker there instead.
   */
  private errorPayload(data: unknown): Payload {
    return { event: 'error', data, date_time: dateTime(this.input.clock()), api_key: REDACTED, server_url: this.input.serverUrl };
  }
}

function deliveryLog(write: (line: string, event: WebhookLogEvent) => void, verbose: boolean): ConstructorParameters<typeof Deliveries>[1] {
  return {
    ended(result) {
      if (result.outcome === 'cancelled' && !verbose) return;
      const line = `webhook ${result.event} (${result.instance}) → ${shownUrl(result.url)}: ${describeOutcome(result)}`;
      write(line, logEvent(result, result.outcome));
    },
    retrying(job, attempts, reason, waitMs) {
      if (!verbose) return;
      write(
        `webhook ${job.event} (${job.instance}) → ${shownUrl(job.url)}: attempt ${attempts} failed (${reason}); retrying in ${waitMs} ms`,
        { kind: 'webhook', event: job.event, instance: job.instance, url: shownUrl(job.url), outcome: 'retrying', attempts, reason },
      );
    },
  };
}

/** The log's listener, and the watcher's after it (each on its own: one that throws does not stop the other). */
function both(log: DeliveryEvents, watch: DeliveryEvents | undefined): DeliveryEvents {
  if (!watch) return log;
  const each = (call: () => void): void => {
    try {
      call();
    } catch {
      // a listener's own failure, not the delivery's
    }
  };
  return {
    ended: (result, job) => {
      each(() => log.ended(result, job));
      each(() => watch.ended(result, job));
    },
    retrying: (...args) => {
      each(() => log.retrying(...args));
      each(() => watch.retrying(...args));
    },
    queued: (job) => each(() => watch.queued?.(job)),
    attempted: (...args) => each(() => watch.attempted?.(...args)),
  };
}

function describeOutcome(result: DeliveryResult): string {
  const tries = result.attempts > 1 ? ` after ${result.attempts} attempts` : '';
  switch (result.outcome) {
    case 'delivered':
      return `${result.status}${tries}`;
    case 'failed':
      return `not delivered${tries || ' (1 attempt)'}: ${result.reason}`;
    default:
      return `${result.outcome}: ${result.reason}`;
  }
}

function logEvent(result: DeliveryResult, outcome: WebhookLogEvent['outcome']): WebhookLogEvent {
  const event: WebhookLogEvent = {
    kind: 'webhook',
    event: result.event,
    instance: result.instance,
    url: shownUrl(result.url),
    outcome,
    attempts: result.attempts,
  };
  if (result.status !== undefined) event.status = result.status;
  if (result.reason !== undefined) event.reason = result.reason;
  return event;
}

// The mock as a gateway with a webhook configured: it delivers application.startup when it starts,
// the events its answers cause (after-answer.ts), and any event on demand (mock.emit, the trigger
// command). Every payload is checked against the served description's schema for that event before
// it is queued: one that does not validate is never sent (from an answer it is a bug of the mock,
// and logged as one; on demand, the caller is told which field is wrong).
//
// Delivery follows 2.1.1 (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts,
// emit): an event goes out when `event.replace(/[.-]/g, '_').toUpperCase()` is a subscribed name (so
// groups.update never reaches a GROUP_UPDATE subscriber), to the URL, or with byEvents to
// `<url>/<that name in kebab case>`, as plain string concatenation.

import type { Description } from '../server/description.js';
import type { AnswerHook } from '../server/hooks.js';
import { MockControlError } from '../server/next-answer.js';
import { type Clock, randomStream } from '../server/random.js';
import type { MockLog, WebhookLogEvent } from '../server/request-log.js';
import { eventsAfter } from './after-answer.js';
import { byEventsSegment, catalogueOf, entryOf, matchedName, type WebhookCatalogue, type WebhookEntry } from './catalogue.js';
import { Deliveries, type DeliveryResult, type Job } from './deliveries.js';
import { envelope, exampleData, merge, type Payload } from './payload.js';
import { shownUrl, type WebhookSettings } from './settings.js';

export interface WebhooksInput {
  settings: WebhookSettings;
  /** The description being served (its webhook schemas and examples, else the contract's). */
  description: () => Description;
  /** The mock's URL: `server_url` of every payload. */
  serverUrl: string;
  clock: Clock;
  seed: string | undefined;
  log: MockLog | undefined;
  /** Also log retries and cancellations. */
  verbose: boolean;
}

/** An event built and checked, ready to deliver. */
export interface BuiltEvent {
  entry: WebhookEntry;
  instance: string;
  payload: Payload;
}

export interface Webhooks {
  readonly settings: WebhookSettings;
  /** Delivers the events an answer causes. */
  readonly afterAnswer: AnswerHook;
  /**
   * `event` (MESSAGES_UPSERT or messages.upsert) built from its documented example merged with
   * `data`, checked; throws a MockControlError naming the event or the fields that are wrong.
   */
  build(event: string, data: unknown, instance: unknown): BuiltEvent;
  /** Delivers a built event if subscribed; resolves when the delivery has ended. */
  deliver(built: BuiltEvent, explicit: boolean): Promise<DeliveryResult>;
  /** Delivers application.startup. */
  startup(): void;
  /** The delivery queue: its counts, settled() and cancelPending(). */
  readonly deliveries: Deliveries;
  /** Ends pending deliveries at once. */
  close(): void;
}

export function createWebhooks(input: WebhooksInput): Webhooks {
  const { settings, log, verbose } = input;
  const write = (line: string, event: WebhookLogEvent): void => log?.(line, event);
  const deliveries = new Deliveries(randomStream(input.seed, 'webhook jitter'), {
    ended(result) {
      if (result.outcome === 'cancelled' && !verbose) return;
      const line = `webhook ${result.event} (${result.instance}) → ${shownUrl(result.url)}: ${describeOutcome(result)}`;
      write(line, logEvent(result, result.outcome));
    },
    retrying(job, attempts, reason, waitMs) {
      if (!verbose) return;
      write(
        `webhook ${job.event} (${job.instance}) → ${shownUrl(job.url)}: attempt ${attempts} failed (${reason}); retrying in ${waitMs} ms`,
        {
          kind: 'webhook',
          event: job.event,
          instance: job.instance,
          url: shownUrl(job.url),
          outcome: 'retrying',
          attempts,
          reason,
        },
      );
    },
  });

  const catalogue = (): WebhookCatalogue => catalogueOf(input.description());
  const payloadOf = (entry: WebhookEntry, instance: string, data: unknown): Payload =>
    envelope(entry, { instance, data, destination: settings.url, serverUrl: input.serverUrl, now: input.clock() });
  /** Why `payload` may not be sent, or undefined when it validates. */
  const refusal = (entry: WebhookEntry, payload: Payload): string | undefined => {
    const found = catalogue().check(entry.pointer, payload);
    if (found === undefined) return `it cannot be checked: the description's ${entry.name} schema cannot be compiled`;
    if (found.length === 0) return undefined;
    const listed = found
      .slice(0, 5)
      .map((v) => v.message)
      .join('; ');
    return `it does not match the description's ${entry.name} schema: ${listed}${found.length > 5 ? `; and ${found.length - 5} more` : ''}`;
  };

  const deliver = (built: BuiltEvent, explicit: boolean): Promise<DeliveryResult> => {
    const { entry, instance, payload } = built;
    const matched = matchedName(entry.event);
    const url = settings.byEvents ? `${settings.url}/${byEventsSegment(entry.event)}` : settings.url;
    const { headers, timeoutMs, retries } = settings;
    const job: Job = { event: entry.event, instance, url, payload, headers, timeoutMs, retries };
    if (!settings.events.includes(matched)) {
      const reason = catalogue().byName.has(matched)
        ? `not subscribed: the mock's webhook events do not include ${matched}`
        : `${entry.event} is matched as ${matched}, a name no one can subscribe to, so a 2.1.1 gateway never delivers it (subscribing to ${entry.name} does not help)`;
      const result = deliveries.skip(job, reason);
      if (explicit) write(`webhook ${entry.event} (${instance}) → ${shownUrl(url)}: not sent, ${reason}`, logEvent(result, 'skipped'));
      return Promise.resolve(result);
    }
    return deliveries.send(job);
  };

  /** An event the mock built itself: a payload that does not validate is a bug of the mock, never sent. */
  const deliverOwn = (entry: WebhookEntry, instance: string, data: unknown): void => {
    const payload = payloadOf(entry, instance, data);
    const reason = refusal(entry, payload);
    if (reason === undefined) {
      void deliver({ entry, instance, payload }, false);
      return;
    }
    write(
      `webhook ${entry.event} (${instance}) was not sent: ${reason}. This is a bug in @msg-gateway/mock: please report it with the request that caused it.`,
      { kind: 'webhook', event: entry.event, instance, url: shownUrl(settings.url), outcome: 'invalid', attempts: 0, reason },
    );
  };

  return {
    settings,
    afterAnswer(answered) {
      // HEAD is answered as GET without the body: asking about a connect does not connect.
      if (answered.method === 'HEAD') return;
      const description = input.description();
      const served = description.byId.get(answered.operationId);
      if (!served) return;
      const events = catalogueOf(description);
      for (const caused of eventsAfter(answered, served.walked, events)) {
        const entry = events.byEvent.get(caused.event);
        const instance = answered.pathParams['instance'];
        if (entry && instance !== undefined) deliverOwn(entry, instance, caused.data);
      }
    },
    build(event, data, instance) {
      const events = catalogue();
      const entry = typeof event === 'string' ? entryOf(events, event) : undefined;
      if (!entry) {
        throw new MockControlError(
          `there is no webhook event ${JSON.stringify(event)}. The events are ${events.names.join(', ')} (or their dotted names, e.g. messages.upsert).`,
        );
      }
      if (instance !== undefined && (typeof instance !== 'string' || instance.trim() === '')) {
        throw new MockControlError(`the instance must be a non-empty name such as "shop-42", got ${JSON.stringify(instance)}.`);
      }
      const documented = entry.example['instance'];
      const name = typeof instance === 'string' ? instance : typeof documented === 'string' ? documented : 'my-instance';
      const payload = payloadOf(entry, name, merge(exampleData(entry, name), data));
      const reason = refusal(entry, payload);
      if (reason !== undefined) throw new MockControlError(`the ${entry.event} event with this data was not sent: ${reason}.`);
      return { entry, instance: name, payload };
    },
    deliver,
    startup() {
      const entry = catalogue().byEvent.get('application.startup');
      if (!entry) return;
      const documented = entry.example['instance'];
      const instance = typeof documented === 'string' ? documented : 'my-instance';
      deliverOwn(entry, instance, exampleData(entry, instance));
    },
    deliveries,
    close: () => deliveries.close(),
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

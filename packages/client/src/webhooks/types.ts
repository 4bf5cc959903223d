// The webhook payload types of the contract: its `WebhookPayload` re-cut into one member per event
// name (webhooks/event-types.ts), plus the events the gateway sends outside that envelope, to a URL
// of their own (the errors webhook's `error`).
import type { components } from '../generated/openapi.gen.js';
import type { DataOf, EventsOf } from './event-types.js';

type Schemas = components['schemas'];

/** Any delivery of the envelope, as the contract's `WebhookPayload` union describes it (the `error` event is not one). */
export type WebhookPayload = Schemas['WebhookPayload'];

/**
 * The events sent outside the envelope, each with its own schema: `error`, the errors webhook
 * (`ErrorEvent`: `data` the error the gateway answered, and `api_key`, the gateway's admin key in
 * clear: never log it). scripts/webhook-validators.js finds the same ones in the contract.
 */
type StandaloneEvents = { error: Schemas['ErrorEvent'] };

/** The event name of a delivery as the gateway sends it: `messages.upsert`, `group-participants.update`, `call`, `error`, ... */
export type WebhookEventName = Schemas['WebhookDelivery']['event'] | keyof StandaloneEvents;

/** Every event name with the type of its delivery: `event` exactly that name, `data` that event's content. */
export type WebhookEvents = EventsOf<WebhookPayload, Schemas['WebhookDelivery']['event'], StandaloneEvents>;

/**
 * The delivery of event `E` (by default: of any event, a union discriminated by `event`).
 * `WebhookEvent<'messages.upsert'>['data']` is the message record.
 */
export type WebhookEvent<E extends WebhookEventName = WebhookEventName> = WebhookEvents[E];

/** The `data` of event `E`. */
export type WebhookData<E extends WebhookEventName> = DataOf<WebhookEvents, E>;

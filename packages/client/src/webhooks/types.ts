// The webhook payload types, from the contract's schemas: `WebhookPayload` (the union the contract
// declares, discriminated by `event`) re-cut into one member per event name, so that a receiver's
// `switch (payload.event)` narrows `data` for every event, also those that share the contract's
// generic payload (`GenericEvent`, whose `event` is a union of names); plus the events the gateway
// sends outside that envelope, to a URL of their own (the errors webhook's `error`).
import type { components } from '../generated/openapi.gen.js';

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

/** The member of the union `P` whose `event` admits `E`. */
type PayloadOf<P, E> = P extends { event: infer N } ? (E extends N ? P : never) : never;

/** Every event name with the type of its delivery: `event` exactly that name, `data` that event's content. */
export type WebhookEvents = {
  [E in WebhookEventName]: E extends keyof StandaloneEvents
    ? StandaloneEvents[E]
    : Omit<PayloadOf<WebhookPayload, E>, 'event'> & { event: E };
};

/**
 * The delivery of event `E` (by default: of any event, a union discriminated by `event`).
 * `WebhookEvent<'messages.upsert'>['data']` is the message record.
 */
export type WebhookEvent<E extends WebhookEventName = WebhookEventName> = WebhookEvents[E];

/** The `data` of event `E`. */
export type WebhookData<E extends WebhookEventName> = WebhookEvents[E] extends { data: infer D } ? D : never;

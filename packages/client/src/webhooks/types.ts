// The webhook payload types, from the contract's schemas: `WebhookPayload` (the union the contract
// declares, discriminated by `event`) re-cut into one member per event name, so that a receiver's
// `switch (payload.event)` narrows `data` for every one of the 27 events, also those that share the
// contract's generic payload (`GenericEvent`, whose `event` is a union of 13 names).
import type { components } from '../generated/openapi.gen.js';

type Schemas = components['schemas'];

/** Any webhook delivery, as the contract's `WebhookPayload` union describes it. */
export type WebhookPayload = Schemas['WebhookPayload'];

/** The event name of a delivery as the gateway sends it: `messages.upsert`, `group-participants.update`, `call`, ... */
export type WebhookEventName = Schemas['WebhookDelivery']['event'];

/** The member of the union `P` whose `event` admits `E`. */
type PayloadOf<P, E> = P extends { event: infer N } ? (E extends N ? P : never) : never;

/** Every event name with the type of its delivery: `event` exactly that name, `data` that event's content. */
export type WebhookEvents = { [E in WebhookEventName]: Omit<PayloadOf<WebhookPayload, E>, 'event'> & { event: E } };

/**
 * The delivery of event `E` (by default: of any event, a union discriminated by `event`).
 * `WebhookEvent<'messages.upsert'>['data']` is the message record.
 */
export type WebhookEvent<E extends WebhookEventName = WebhookEventName> = WebhookEvents[E];

/** The `data` of event `E`. */
export type WebhookData<E extends WebhookEventName> = WebhookEvents[E] extends { data: infer D } ? D : never;

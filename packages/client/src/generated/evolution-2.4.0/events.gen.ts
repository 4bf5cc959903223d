// parseWebhookEvent and the webhook types of the evolution-2.4.0 profile.
// Generated from @msg-gateway/openapi/evolution-2.4.0/openapi.json: "Evolution API 2.4.0 as its release candidate describes it (gateway profile)", info.version 2.4.0.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

import { checkPayload } from '../../webhooks/check.js';
import type { DataOf, EventsOf } from '../../webhooks/event-types.js';
import type { components } from './openapi.gen.js';
import { WEBHOOK_VALIDATORS } from './webhooks.gen.js';

export { WebhookPayloadError, type WebhookViolation } from '../../webhooks/error.js';
export { WEBHOOK_EVENT_NAMES } from './webhooks.gen.js';

type Schemas = components['schemas'];

/** The events the evolution-2.4.0 profile sends outside the envelope, to a URL of their own, each with its own schema. */
type StandaloneEvents = { "error": Schemas["ErrorEvent"] };

/** Any delivery of the envelope, as the evolution-2.4.0 profile describes it (`WebhookPayload`). */
export type WebhookPayload = Schemas['WebhookPayload'];
/** The event name of a delivery of the evolution-2.4.0 profile. */
export type WebhookEventName = Schemas['WebhookDelivery']['event'] | keyof StandaloneEvents;
/** Every event name of the evolution-2.4.0 profile with the type of its delivery. */
export type WebhookEvents = EventsOf<WebhookPayload, Schemas['WebhookDelivery']['event'], StandaloneEvents>;
/** The delivery of event `E` (by default: of any event, a union discriminated by `event`). */
export type WebhookEvent<E extends WebhookEventName = WebhookEventName> = WebhookEvents[E];
/** The `data` of event `E`. */
export type WebhookData<E extends WebhookEventName> = DataOf<WebhookEvents, E>;

/**
 * The delivery in `body` (the raw request body, or the object a framework parsed from it), typed by
 * its `event`, after checking it against the evolution-2.4.0 profile's schema of that event.
 * @throws WebhookPayloadError when the body is not JSON, not an object, names no event of the evolution-2.4.0 profile, or breaks the schema of its event.
 */
export function parseWebhookEvent(body: unknown): WebhookEvent {
  return checkPayload(WEBHOOK_VALIDATORS, body) as WebhookEvent;
}

/** Whether `name` is an event name of the evolution-2.4.0 profile. */
export function isEventName(name: string): name is WebhookEventName {
  return Object.hasOwn(WEBHOOK_VALIDATORS, name);
}

// parseWebhookEvent: turns what a receiver got (the raw body, or the object a framework parsed) into
// a typed delivery, checked against the contract's schema of its event by the validators generated
// from the contract (src/generated/webhooks.gen.ts). Nothing is logged; a body that does not match
// throws a WebhookPayloadError that names the field, without the payload's keys.
import { WEBHOOK_VALIDATORS } from '../generated/webhooks.gen.js';
import { checkPayload } from './check.js';
import type { WebhookEvent, WebhookEventName } from './types.js';

/**
 * The delivery in `body`, typed by its `event`, after checking it against the contract's schema of
 * that event. `body` is the raw request body (a string, a Buffer or another Uint8Array, an
 * ArrayBuffer) or the object a framework already parsed from it.
 * @throws WebhookPayloadError when the body is not JSON, not an object, names no known event, or breaks the schema of its event.
 */
export function parseWebhookEvent(body: unknown): WebhookEvent {
  return checkPayload(WEBHOOK_VALIDATORS, body) as WebhookEvent;
}

/** Whether `name` is an event name of the contract (`messages.upsert`, ...). */
export function isEventName(name: string): name is WebhookEventName {
  return Object.hasOwn(WEBHOOK_VALIDATORS, name);
}

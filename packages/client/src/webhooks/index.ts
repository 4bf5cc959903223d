// Public entry @msg-gateway/client/webhooks: the types of the webhook deliveries of the contract and
// parseWebhookEvent, for receivers. Apart from the contract's generated validators (which import
// nothing) it needs only the shared redactor and pointer escaping (src/shared/): none of the client
// (openapi-fetch, the facade), and the client's entries do not import it (test/entry-weight.test.ts).
export { WEBHOOK_EVENT_NAMES } from '../generated/webhooks.gen.js';
export { WebhookPayloadError, type WebhookViolation } from './error.js';
export { isEventName, parseWebhookEvent } from './parse.js';
export type { WebhookData, WebhookEvent, WebhookEventName, WebhookEvents, WebhookPayload } from './types.js';

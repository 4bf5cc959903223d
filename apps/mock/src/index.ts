// @msg-gateway/mock: a mock of the msg-gateway contract (Evolution API 2.1.1), or of a gateway
// profile, served by Prism in this process, for frontend development and for other packages' tests.
import { TOOLKIT_VERSION } from '@msg-gateway/openapi/version';

export { GATEWAY_VERSION } from '@msg-gateway/openapi/version';
/** This package's version (all @msg-gateway packages share one). */
export const VERSION: string = TOOLKIT_VERSION;

export { knownProfiles } from './profiles.js';
export { MAX_BODY_BYTES, MAX_JSON_DEPTH } from './server/body.js';
export { FAULT_STATUSES, MAX_DELAY_MS } from './server/controls.js';
export type { ErrorEnvelope } from './server/envelope.js';
export { MockControlError, type NextAnswer } from './server/next-answer.js';
export { MAX_RECORDED_BODY_BYTES, MAX_RECORDED_REQUESTS, type RecordedRequest } from './server/recorder.js';
export type { MockLog, MockLogEvent, RequestLogEvent, ServerLogEvent, SpecLogEvent, WebhookLogEvent } from './server/request-log.js';
export {
  DEFAULT_HOST,
  DEFAULT_PORT,
  type EmitOptions,
  type MockDeliveries,
  type MockHandle,
  type MockOptions,
  MockStartError,
  type MockStartErrorCode,
  startMock,
} from './start.js';
export {
  apiKeyHeader,
  bundledSpecPath,
  defaultStatus,
  type ExampleRequest,
  exampleNames,
  exampleRequest,
  firstExampleValue,
  type OpenApiDocument,
  operations,
  readSpec,
  successStatus,
  type WalkedOperation,
} from './spec.js';
export { type DeliveryCounts, type DeliveryResult, MAX_QUEUED_DELIVERIES, NOT_RETRIED } from './webhooks/deliveries.js';
export { MAX_RECEIVER_BODY_BYTES } from './webhooks/post.js';
export {
  DEFAULT_WEBHOOK_RETRIES,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  MAX_WEBHOOK_RETRIES,
  MAX_WEBHOOK_TIMEOUT_MS,
  type WebhookOptions,
} from './webhooks/settings.js';

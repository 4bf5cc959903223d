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
export type { MockLog, MockLogEvent, RequestLogEvent, ServerLogEvent, SpecLogEvent } from './server/request-log.js';
export {
  DEFAULT_HOST,
  DEFAULT_PORT,
  type MockHandle,
  type MockOptions,
  MockStartError,
  type MockStartErrorCode,
  startMock,
} from './server/start.js';
export {
  apiKeyHeader,
  bundledSpecPath,
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

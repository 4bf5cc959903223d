// @msg-gateway/mock: a mock of the Evolution API gateway — the msg-gateway contract, or any gateway
// profile @msg-gateway/openapi ships — served by Prism in this process with a stateful twin of the
// version served behind it (gateways/), for frontend development and for tests. What the README
// documents, and nothing else.
import { TOOLKIT_VERSION } from '@msg-gateway/openapi/version';

export { GATEWAY_VERSION } from '@msg-gateway/openapi/version';
/** This package's version (all @msg-gateway packages share one). */
export const VERSION: string = TOOLKIT_VERSION;

export { MockControlError } from './common/control-error.js';
export { knownProfiles } from './common/profiles.js';
export { createMockControl, type MockControl } from './control/client.js';
export type { MockOptions } from './options.js';
export type { NextAnswer } from './server/answer/next-answer.js';
export type { RecordedRequest } from './server/requests/recorder.js';
export type { MockLog, MockLogEvent } from './server/requests/request-log.js';
export { type MockDeliveries, type MockHandle, MockStartError, startMock } from './start.js';
export type { InstanceView } from './twin/actions.js';
export type { WorldState as MockState } from './twin/state-file.js';
export type { DeliveryResult } from './webhooks/deliveries.js';
export type { WebhookOptions } from './webhooks/settings.js';

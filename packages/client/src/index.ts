// Public entry of @msg-gateway/client. Run-time imports: openapi-fetch and this package's own files
// only (test/entry-weight.test.ts checks it).
export { createGatewayClient, DEFAULT_TIMEOUT_MS } from './client.js';
export type { GatewayClient, GatewayClientOptions } from './client.js';
export { GatewayError, isGatewayError } from './errors.js';
export type { GatewayErrorInit, GatewayErrorKind, GatewayHttpError } from './errors.js';
export type { Facade } from './facade.js';
export { GATEWAY_VERSION } from './generated/version.gen.js';
export type { components, operations, paths } from './generated/openapi.gen.js';
export type { RetryOptions } from './retry.js';
export type { FetchLike } from './client.js';
export type {
  CallOptions,
  ErrorBody,
  ErrorStatus,
  Input,
  OperationId,
  OperationMethod,
  OperationsWithStatus,
  SuccessBody,
} from './types.js';

// The client of the evolution-2.4.0 profile: src/core/ applied to its types and facade.
// Generated from @msg-gateway/openapi/evolution-2.4.0/openapi.json: "Evolution API 2.4.0 as its release candidate describes it (gateway profile)", info.version 2.4.0.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

import type * as core from '../../core/index.js';
import type { GatewayClientOptions } from '../../core/index.js';
import { GatewayError as CoreGatewayError, isGatewayError as coreIsGatewayError, createGateway } from '../../core/index.js';
import type { operations, paths } from './openapi.gen.js';
import { FACADE } from './facade.gen.js';

export type { CallOptions, FetchLike, GatewayClientOptions, GatewayErrorInit, GatewayErrorKind, RetryOptions } from '../../core/index.js';
export { DEFAULT_TIMEOUT_MS } from '../../core/index.js';
export type { components, operations, paths } from './openapi.gen.js';
export { GATEWAY_VERSION } from './version.gen.js';

/** The operationId of every operation of the evolution-2.4.0 profile. */
export type OperationId = core.OperationIdOf<operations>;
/** Body of the success answer of operation `K`. */
export type SuccessBody<K extends OperationId> = core.SuccessBody<operations, K>;
/** The error statuses the evolution-2.4.0 profile documents for `K` (for a union of operations: for any of them). */
export type ErrorStatus<K extends OperationId = OperationId> = core.ErrorStatus<operations, K>;
/** Body of the `S` answer of `K`, as the evolution-2.4.0 profile documents it. */
export type ErrorBody<K extends OperationId, S extends number> = core.ErrorBody<operations, K, S>;
/** The operations for which the evolution-2.4.0 profile documents status `S`. */
export type OperationsWithStatus<S extends number> = core.OperationsWithStatus<operations, S>;
/** Query parameters and body fields of `K`, merged into the one object its facade method takes. */
export type Input<K extends OperationId> = core.Input<operations, K>;
/** The facade method of operation `K`. */
export type OperationMethod<K extends OperationId> = core.OperationMethod<operations, K>;
/** `gw.<group>.<method>(...)` for every operation of the evolution-2.4.0 profile. */
export type Facade = core.Facade<operations, typeof FACADE>;
/** The facade plus `raw`, the openapi-fetch client of the `paths` of the evolution-2.4.0 profile. */
export type GatewayClient = core.GatewayClient<paths, operations, typeof FACADE>;

/** The one error type of the client (one class for every entry); `is(status)` and `body` are typed from the evolution-2.4.0 profile. */
export type GatewayError<K extends OperationId = OperationId> = core.GatewayError<operations, K>;
export const GatewayError: core.GatewayErrorClass<operations> = CoreGatewayError;
/** A GatewayError for a documented error status `S` of operation `K`, with the body the evolution-2.4.0 profile gives. */
export type GatewayHttpError<K extends OperationId = OperationId, S extends number = number> = core.GatewayHttpError<operations, K, S>;
/** Narrows an unknown error to a GatewayError, optionally of one status (and operation), typing its body. */
export const isGatewayError = coreIsGatewayError as core.IsGatewayError<operations>;

/** A client of the evolution-2.4.0 profile: the facade (`gw.message.sendList(...)`, ...) and `gw.raw`. */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  return createGateway<paths, operations, typeof FACADE>(FACADE, options);
}

// The entry-independent machinery of the client, generic over a spec's generated `operations`
// type and its generated `FACADE`. An entry (src/index.ts for the contract) specialises it.
export { createGateway, type GatewayClient } from './client.js';
export {
  type CallStage,
  GatewayError,
  type GatewayErrorClass,
  type GatewayErrorInit,
  type GatewayErrorKind,
  type GatewayHttpError,
  type IsGatewayError,
  isGatewayError,
} from './errors.js';
export { buildFacade, type Facade, type FacadeMap, facadeMethods } from './facade.js';
export { DEFAULT_TIMEOUT_MS, type FetchLike, type GatewayClientOptions } from './options.js';
export type { RetryOptions } from './retry.js';
export { decodeRoute, type RouteId } from './routes.js';
export type {
  CallOptions,
  ErrorBody,
  ErrorStatus,
  Input,
  OperationIdOf,
  OperationMethod,
  OperationRow,
  OperationsWithStatus,
  SuccessBody,
} from './types.js';

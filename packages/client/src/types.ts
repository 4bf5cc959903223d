// Type-level views of one operation of the contract, computed from the generated `operations`
// interface, so that a change of the spec changes every signature that depends on it.
import type { operations } from './generated/openapi.gen.js';

/** The operationId of every operation of the contract. */
export type OperationId = keyof operations;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;
type Responses<K extends OperationId> = operations[K]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/** Body of the success answer of operation `K` (a union when the spec lists several 2xx). */
export type SuccessBody<K extends OperationId> = JsonOf<Responses<K>[Extract<keyof Responses<K>, SuccessStatus>]>;

/** The error statuses the spec documents for `K` (for a union of operations: for any of them). */
export type ErrorStatus<K extends OperationId = OperationId> = K extends OperationId
  ? Exclude<Extract<keyof Responses<K>, number>, SuccessStatus>
  : never;

/** Body of the `S` answer of `K`, as the spec documents it (a union over a union of operations). */
export type ErrorBody<K extends OperationId, S extends number> = K extends OperationId
  ? S extends keyof Responses<K>
    ? JsonOf<Responses<K>[S]>
    : never
  : never;

/** The operations whose spec documents status `S`. */
export type OperationsWithStatus<S extends number> = {
  [K in OperationId]: S extends ErrorStatus<K> ? K : never;
}[OperationId];

type ParamsOf<K extends OperationId> = operations[K]['parameters'];
type PathOf<K extends OperationId> = NonNullable<ParamsOf<K>['path']>;
type QueryOf<K extends OperationId> = NonNullable<ParamsOf<K>['query']>;
type RequestBodyOf<K extends OperationId> = NonNullable<operations[K]['requestBody']>;
type BodyOf<K extends OperationId> = [RequestBodyOf<K>] extends [never]
  ? never
  : RequestBodyOf<K> extends { content: { 'application/json': infer B } }
    ? B
    : never;

/** Query parameters and body fields of `K`, merged into the one object its facade method takes. */
export type Input<K extends OperationId> = [QueryOf<K>] extends [never]
  ? BodyOf<K>
  : [BodyOf<K>] extends [never]
    ? QueryOf<K>
    : QueryOf<K> & BodyOf<K>;

// The contract has at most one path parameter per operation (test/facade.test.ts checks it); the
// named branches only give editors a readable argument name.
type PathArgs<K extends OperationId> = [PathOf<K>] extends [never]
  ? []
  : PathOf<K> extends { instance: infer V }
    ? [instance: V]
    : PathOf<K> extends { scheduleID: infer V }
      ? [scheduleID: V]
      : [pathParameter: PathOf<K>[keyof PathOf<K>]];

type InputArgs<K extends OperationId> = [Input<K>] extends [never]
  ? []
  : [BodyOf<K>] extends [never]
    ? {} extends Input<K>
      ? [query?: Input<K>]
      : [query: Input<K>]
    : [body: Input<K>];

/** Per-call options, the last argument of every facade method. */
export interface CallOptions {
  /** Abort the call. An abort surfaces as a GatewayError of kind `aborted`. */
  signal?: AbortSignal;
  /** Deadline of this call in ms, retries included; overrides the client's `timeoutMs`. 0 disables it. */
  timeoutMs?: number;
  /** Extra request headers for this call (e.g. `Prefer: code=404` against a Prism mock). */
  headers?: Record<string, string>;
}

/** The facade method of operation `K`: path parameter, then query+body object, then options. */
export type OperationMethod<K extends OperationId> = (
  ...args: [...PathArgs<K>, ...InputArgs<K>, options?: CallOptions]
) => Promise<SuccessBody<K>>;

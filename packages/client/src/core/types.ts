// Type-level views of one operation of a generated `operations` interface (openapi-typescript's),
// so that a change of the spec changes every signature that depends on it. Generic over `Ops`:
// each entry of the package applies them to the `operations` generated from its own bundle.

/** The operationId of every operation of `Ops`. */
export type OperationIdOf<Ops> = keyof Ops & string;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;
type Responses<Ops, K extends keyof Ops> = Ops[K] extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/** Body of the success answer of operation `K` (a union when the spec lists several 2xx). */
export type SuccessBody<Ops, K extends keyof Ops> = JsonOf<Responses<Ops, K>[Extract<keyof Responses<Ops, K>, SuccessStatus>]>;

/** The error statuses the spec documents for `K` (for a union of operations: for any of them). */
export type ErrorStatus<Ops, K extends keyof Ops = keyof Ops> = K extends keyof Ops
  ? Exclude<Extract<keyof Responses<Ops, K>, number>, SuccessStatus>
  : never;

/** Body of the `S` answer of `K`, as the spec documents it (a union over a union of operations). */
export type ErrorBody<Ops, K extends keyof Ops, S extends number> = K extends keyof Ops
  ? S extends keyof Responses<Ops, K>
    ? JsonOf<Responses<Ops, K>[S]>
    : never
  : never;

/** The operations whose spec documents status `S`. */
export type OperationsWithStatus<Ops, S extends number> = {
  [K in OperationIdOf<Ops>]: S extends ErrorStatus<Ops, K> ? K : never;
}[OperationIdOf<Ops>];

type ParamsOf<Ops, K extends keyof Ops> = Ops[K] extends { parameters: infer P } ? P : never;
type PathOf<Ops, K extends keyof Ops> = ParamsOf<Ops, K> extends { path?: infer P } ? NonNullable<P> : never;
type QueryOf<Ops, K extends keyof Ops> = ParamsOf<Ops, K> extends { query?: infer Q } ? NonNullable<Q> : never;
type RequestBodyOf<Ops, K extends keyof Ops> = Ops[K] extends { requestBody?: infer B } ? NonNullable<B> : never;
type BodyOf<Ops, K extends keyof Ops> = [RequestBodyOf<Ops, K>] extends [never]
  ? never
  : RequestBodyOf<Ops, K> extends { content: { 'application/json': infer B } }
    ? B
    : never;

/** Query parameters and body fields of `K`, merged into the one object its facade method takes. */
export type Input<Ops, K extends keyof Ops> = [QueryOf<Ops, K>] extends [never]
  ? BodyOf<Ops, K>
  : [BodyOf<Ops, K>] extends [never]
    ? QueryOf<Ops, K>
    : QueryOf<Ops, K> & BodyOf<Ops, K>;

// The specs have at most one path parameter per operation (test/facade.test.ts checks it); the
// named branches only give editors a readable argument name.
type PathArgs<Ops, K extends keyof Ops> = [PathOf<Ops, K>] extends [never]
  ? []
  : PathOf<Ops, K> extends { instance: infer V }
    ? [instance: V]
    : PathOf<Ops, K> extends { scheduleID: infer V }
      ? [scheduleID: V]
      : [pathParameter: PathOf<Ops, K>[keyof PathOf<Ops, K>]];

/** Whether the spec says the request body of `K` may be left out (`requestBody.required` not true). */
type BodyIsOptional<Ops, K extends keyof Ops> = Record<never, never> extends Pick<Ops[K], 'requestBody' & keyof Ops[K]> ? true : false;

type InputArgs<Ops, K extends keyof Ops> = [Input<Ops, K>] extends [never]
  ? []
  : [BodyOf<Ops, K>] extends [never]
    ? Record<never, never> extends Input<Ops, K>
      ? [query?: Input<Ops, K>]
      : [query: Input<Ops, K>]
    : BodyIsOptional<Ops, K> extends true
      ? [body?: Input<Ops, K>]
      : [body: Input<Ops, K>];

/** Per-call options, the last argument of every facade method. */
export interface CallOptions {
  /** Abort the call. An abort surfaces as a GatewayError of kind `aborted`. */
  signal?: AbortSignal;
  /** Deadline of this call in ms, retries included; overrides the client's `timeoutMs`. 0 disables it. */
  timeoutMs?: number;
  /** Largest answer body this call reads, in bytes; overrides the client's `maxBodyBytes`. */
  maxBodyBytes?: number;
  /** Extra request headers for this call (e.g. `Prefer: code=404` against a Prism mock). */
  headers?: Record<string, string>;
}

/** The facade method of operation `K`: path parameter, then query+body object, then options. */
export type OperationMethod<Ops, K extends keyof Ops> = (
  ...args: [...PathArgs<Ops, K>, ...InputArgs<Ops, K>, options?: CallOptions]
) => Promise<SuccessBody<Ops, K>>;

/** What a request of one operation needs at run time: a route of a generated FACADE, decoded (routes.ts). */
export interface OperationRow {
  readonly id: string;
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS' | 'TRACE';
  /** Path template relative to the base URL, e.g. `/instance/logout/{instance}`. */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly query: readonly string[];
  readonly body: 'none' | 'required' | 'optional';
  /** Safe to send again (GET, or `x-idempotent: true`). */
  readonly idempotent: boolean;
  /**
   * The JSON kinds the success answer may have at its top, as letters (o object, a array, n null,
   * s string, m number, b boolean), or `*`: any. A 2xx of another kind is an `invalid-response`.
   */
  readonly answers: string;
}

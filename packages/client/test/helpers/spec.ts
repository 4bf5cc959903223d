// A bundled description (the contract, or the evolution-2.1.1 profile) as the tests read it at run
// time, through the shared walker and the shared strict validator (the ones the mock and the
// contract runner use). The contract's view is also exported flat, as most tests need only it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BundleValidator, createBundleValidator } from '@msg-gateway/openapi/validate';
import {
  firstExample,
  mediaOf,
  type OpenApiDocument,
  operations,
  responseSchemaPointer,
  type WalkedOperation,
} from '@msg-gateway/openapi/walk';

const require = createRequire(import.meta.url);

export const CONTRACT = '@msg-gateway/openapi/openapi.json';
export const PROFILE = '@msg-gateway/openapi/evolution-2.1.1/openapi.json';

export interface SpecView {
  /** The package specifier of the bundle. */
  specifier: string;
  /** Its absolute path. */
  path: string;
  spec: OpenApiDocument;
  ops: WalkedOperation[];
  validator: BundleValidator;
  operation(id: string): WalkedOperation;
  /** The first example of the operation's request body, as Prism would default to. */
  requestExample(op: WalkedOperation): unknown;
  /**
   * The facade arguments built from the examples: the path parameter, then query values and body in
   * one object. With `instance`, that name replaces the example's instance (the mock is stateful: a
   * test that changes an instance gives it a name of its own).
   */
  exampleArguments(op: WalkedOperation, instance?: string): unknown[];
  /** The first documented 2xx status of the operation. */
  successStatus(op: WalkedOperation): string;
  /** JSON pointer of the JSON body schema of `status` of the operation. */
  bodySchema(op: WalkedOperation, status: string): string;
  /** The first example of the JSON body of `status` of the operation. */
  responseExample(op: WalkedOperation, status: string): unknown;
}

export function specView(specifier: string): SpecView {
  const path = require.resolve(specifier);
  const spec: OpenApiDocument = JSON.parse(readFileSync(path, 'utf8'));
  const ops = operations(spec);
  const requestExample = (op: WalkedOperation): unknown => firstExample(spec, mediaOf(spec, op.operation.requestBody));
  return {
    specifier,
    path,
    spec,
    ops,
    validator: createBundleValidator(spec),
    operation(id) {
      const op = ops.find((o) => o.operationId === id);
      if (!op) throw new Error(`${specifier} has no operation ${id}`);
      return op;
    },
    requestExample,
    exampleArguments(op, instance) {
      const args: unknown[] = op.parameters
        .filter((p) => p.in === 'path')
        .map((p) => (instance !== undefined && p.name === 'instance' ? instance : p.example));
      const query = Object.fromEntries(op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.example]));
      const body = requestExample(op);
      if (Object.keys(query).length > 0 || body !== undefined) args.push({ ...query, ...(body as object) });
      return args;
    },
    successStatus(op) {
      const status = Object.keys(op.operation.responses ?? {}).find((s) => /^2/.test(s));
      if (!status) throw new Error(`${op.operationId} documents no 2xx answer`);
      return status;
    },
    bodySchema(op, status) {
      const pointer = responseSchemaPointer(spec, op, status);
      if (!pointer) throw new Error(`${op.operationId} documents no JSON body for ${status}`);
      return pointer;
    },
    responseExample: (op, status) => firstExample(spec, mediaOf(spec, op.operation.responses?.[status])),
  };
}

export const contract = specView(CONTRACT);
export const { spec, ops, validator, operation, requestExample, exampleArguments, successStatus, bodySchema, responseExample } = contract;

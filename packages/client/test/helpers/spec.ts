// The bundled contract as the tests read it at run time, through the shared walker and the shared
// strict validator (the ones the mock and the contract runner use).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createBundleValidator } from '@msg-gateway/openapi/validate';
import {
  firstExample,
  mediaOf,
  type OpenApiDocument,
  operations,
  responseSchemaPointer,
  type WalkedOperation,
} from '@msg-gateway/openapi/walk';

const require = createRequire(import.meta.url);

export const spec: OpenApiDocument = JSON.parse(readFileSync(require.resolve('@msg-gateway/openapi/openapi.json'), 'utf8'));
export const ops: WalkedOperation[] = operations(spec);
export const validator = createBundleValidator(spec);

export function operation(id: string): WalkedOperation {
  const op = ops.find((o) => o.operationId === id);
  if (!op) throw new Error(`the contract has no operation ${id}`);
  return op;
}

/** The first example of the operation's request body, as Prism would default to. */
export function requestExample(op: WalkedOperation): unknown {
  return firstExample(spec, mediaOf(spec, op.operation.requestBody));
}

/** The first documented 2xx status of the operation. */
export function successStatus(op: WalkedOperation): string {
  const status = Object.keys(op.operation.responses ?? {}).find((s) => /^2/.test(s));
  if (!status) throw new Error(`${op.operationId} documents no 2xx answer`);
  return status;
}

/** JSON pointer of the JSON body schema of `status` of the operation. */
export function bodySchema(op: WalkedOperation, status: string): string {
  const pointer = responseSchemaPointer(spec, op, status);
  if (!pointer) throw new Error(`${op.operationId} documents no JSON body for ${status}`);
  return pointer;
}

/** The first example of the JSON body of `status` of the operation. */
export function responseExample(op: WalkedOperation, status: string): unknown {
  return firstExample(spec, mediaOf(spec, op.operation.responses?.[status]));
}

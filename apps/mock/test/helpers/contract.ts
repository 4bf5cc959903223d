// The bundled contract as the tests read it, and the one validator of the toolkit: a body is checked
// against the schema the spec documents for that operation and status.
import { createBundleValidator, type SchemaViolation } from '@msg-gateway/openapi/validate';
import { responseSchemaPointer } from '@msg-gateway/openapi/walk';
import { type OpenApiDocument, operations, readSpec, type WalkedOperation } from '../../src/index.js';

function bundled(): OpenApiDocument {
  const doc = readSpec();
  if (!doc) throw new Error('the bundled spec is missing: npm run build -w @msg-gateway/openapi');
  return doc;
}

export const spec = bundled();
export const ops = operations(spec);
const validator = createBundleValidator(spec);

export function op(operationId: string): WalkedOperation {
  const found = ops.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`${operationId} is not in the bundled spec`);
  return found;
}

/** Violations of the schema the spec documents for `status` of `operation` (throws if it documents none). */
export function violationsOf(operation: WalkedOperation, status: number | string, body: unknown): SchemaViolation[] {
  const pointer = responseSchemaPointer(spec, operation, String(status));
  if (!pointer) throw new Error(`${operation.operationId} documents no JSON ${status} response`);
  return validator.validate(pointer, body);
}

/** Violations of a named component schema (e.g. BadRequestError). */
export function violationsOfSchema(name: string, body: unknown): SchemaViolation[] {
  return validator.validate(`/components/schemas/${name}`, body);
}

export const messages = (violations: SchemaViolation[]): string => violations.map((v) => v.message).join('; ');

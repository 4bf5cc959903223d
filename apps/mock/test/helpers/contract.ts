// The bundled contract as the tests read it, and the one validator of the toolkit: a body is checked
// against the schema the spec documents for that operation and status. (descriptions.ts has the
// contract and the evolution-2.1.1 profile side by side.)
import { createBundleValidator, type SchemaViolation } from '@msg-gateway/openapi/validate';
import { contract } from './descriptions.js';

export { messages } from './descriptions.js';

export const spec = contract.spec;
export const ops = contract.ops;
export const op = contract.op;
export const violationsOf = contract.violationsOf;
const validator = createBundleValidator(spec);

/** Violations of a named component schema (e.g. BadRequestError). */
export function violationsOfSchema(name: string, body: unknown): SchemaViolation[] {
  return validator.validate(`/components/schemas/${name}`, body);
}

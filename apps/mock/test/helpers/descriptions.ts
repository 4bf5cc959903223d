// The two descriptions the mock serves out of the box, as the tests read them: the contract and the
// evolution-2.1.1 profile. Each comes with its operations and the toolkit's one validator, so a body
// is checked against the schema the served description documents for that operation and status.
import { createRequire } from 'node:module';
import { createBundleValidator, type SchemaViolation } from '@msg-gateway/openapi/validate';
import { responseSchemaPointer } from '@msg-gateway/openapi/walk';
import { exampleRequest, type OpenApiDocument, operations, readSpec, type WalkedOperation } from '../../src/common/spec.js';
import { createMockControl } from '../../src/control/client.js';

const require = createRequire(import.meta.url);

export interface TestDescription {
  /** 'contract' or the profile name. */
  name: string;
  /** The startMock option that serves it. */
  profile: string | undefined;
  spec: OpenApiDocument;
  ops: WalkedOperation[];
  op(operationId: string): WalkedOperation;
  has(operationId: string): boolean;
  /** Violations of the schema documented for `status` of `operation` (throws if none is documented). */
  violationsOf(operation: WalkedOperation, status: number | string, body: unknown): SchemaViolation[];
  /** Violations of the description's webhook schema for any event (ALL_EVENTS, the union) by a delivered payload. */
  payloadViolations(payload: unknown): SchemaViolation[];
  /** Violations of the errors webhook's schema (ERRORS) by a delivered payload. */
  errorViolations(payload: unknown): SchemaViolation[];
}

function load(name: string, path: string, profile: string | undefined): TestDescription {
  const spec = readSpec(path);
  if (!spec) throw new Error(`${path} is missing: npm run build -w @msg-gateway/openapi`);
  const ops = operations(spec);
  const validator = createBundleValidator(spec);
  const op = (operationId: string): WalkedOperation => {
    const found = ops.find((o) => o.operationId === operationId);
    if (!found) throw new Error(`${operationId} is not in the ${name}`);
    return found;
  };
  return {
    name,
    profile,
    spec,
    ops,
    op,
    has: (operationId) => ops.some((o) => o.operationId === operationId),
    violationsOf(operation, status, body) {
      const pointer = responseSchemaPointer(spec, operation, String(status));
      if (!pointer) throw new Error(`${operation.operationId} documents no JSON ${status} response in the ${name}`);
      return validator.validate(pointer, body);
    },
    payloadViolations(payload) {
      return validator.validate('/webhooks/ALL_EVENTS/post/requestBody/content/application~1json/schema', payload);
    },
    errorViolations(payload) {
      return validator.validate('/webhooks/ERRORS/post/requestBody/content/application~1json/schema', payload);
    },
  };
}

export const contract = load('contract', require.resolve('@msg-gateway/openapi/openapi.json'), undefined);
export const profile = load('evolution-2.1.1', require.resolve('@msg-gateway/openapi/evolution-2.1.1/openapi.json'), 'evolution-2.1.1');
/** Both, for describe.each: [name, description]. */
export const DESCRIPTIONS: [string, TestDescription][] = [
  [contract.name, contract],
  [profile.name, profile],
];

export const messages = (violations: SchemaViolation[]): string => violations.map((v) => v.message).join('; ');

let fresh = 0;
/**
 * A name no test has used yet. The mock keeps state per instance (a logout closes it, a send adds a
 * chat), and the mocks of test/global-setup.ts are shared by every file: a test that expects an
 * instance as it starts (open, holding nothing) names a fresh one.
 */
export const freshInstance = (prefix = 't'): string => `${prefix}-${process.pid}-${++fresh}`;

/**
 * The operation's documented example request, on a fresh instance (see freshInstance) that is as its
 * documented success needs it: a create names a new instance; a delete's instance exists and is
 * closed (2.1.1 refuses to delete an open one), made so through the control API of the mock at `url`.
 */
export async function freshRequest(url: string, d: TestDescription, operation: WalkedOperation) {
  const instance = freshInstance(operation.operationId);
  const request = exampleRequest(d.spec, operation, { params: { instance } });
  const affects = (operation.operation as { 'x-affects-instance'?: string })['x-affects-instance'];
  if (affects === 'create' && request.body !== null && typeof request.body === 'object')
    return { ...request, body: { ...request.body, instanceName: instance } };
  if (affects === 'delete') await createMockControl(url).instances.create({ name: instance, state: 'close' });
  return request;
}

// The bundled contract as the tests read it at run time: operations, their examples, and a
// JSON Schema 2020-12 validator that resolves the bundle's internal $refs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { operations, resolveRef } from '@msg-gateway/openapi/walk';

// CommonJS packages seen from ESM: the class and the plugin are also their module's `default`.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

const require = createRequire(import.meta.url);
const SPEC_ID = 'https://msg-gateway.local/openapi.json';

// Spec documents are walked generically; `any` keeps the walking code short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Node = any;

export function loadSpec(): Node {
  return JSON.parse(readFileSync(require.resolve('@msg-gateway/openapi/openapi.json'), 'utf8'));
}

export interface SpecOperation {
  id: string;
  method: string;
  path: string;
  pointer: string;
  operation: Node;
  parameters: Node[];
}

export function specOperations(spec: Node): SpecOperation[] {
  return operations(spec).map(({ operationId, method, path, pointer, operation, parameters }) => ({
    id: operationId,
    method,
    path,
    pointer,
    operation,
    parameters,
  }));
}

/** The first named example of the operation's request body, as Prism would default to. */
export function requestExample(spec: Node, op: SpecOperation): unknown {
  const media = resolveRef(spec, op.operation.requestBody)?.content?.['application/json'];
  if (!media) return undefined;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? media.example : resolveRef(spec, first).value;
}

/** The success status and the JSON pointer of its body schema. */
export function successSchema(spec: Node, op: SpecOperation): { status: number; pointer: string } {
  const [status, response] = Object.entries(op.operation.responses as Record<string, Node>).find(([s]) => /^2/.test(s))!;
  const pointer = response.$ref ? (response.$ref as string).slice(1) : `${op.pointer}/responses/${status}`;
  return { status: Number(status), pointer: `${pointer}/content/application~1json/schema` };
}

export function errorSchema(spec: Node, op: SpecOperation, status: number): string {
  const response = op.operation.responses[String(status)];
  const pointer = response.$ref ? (response.$ref as string).slice(1) : `${op.pointer}/responses/${status}`;
  return `${pointer}/content/application~1json/schema`;
}

/** `validate(pointer, value)` → list of ajv errors (empty when valid). */
export function createValidator(spec: Node) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...spec, $id: SPEC_ID });
  const cache = new Map<string, ReturnType<typeof ajv.compile>>();
  return (pointer: string, value: unknown) => {
    if (!cache.has(pointer)) cache.set(pointer, ajv.compile({ $ref: `${SPEC_ID}#${pointer}` }));
    const validate = cache.get(pointer)!;
    return validate(value) ? [] : (validate.errors ?? []);
  };
}

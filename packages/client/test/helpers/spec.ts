// The bundled contract as the tests read it at run time: operations, their examples, and a
// JSON Schema 2020-12 validator that resolves the bundle's internal $refs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// CommonJS packages seen from ESM: the class and the plugin are also their module's `default`.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

const require = createRequire(import.meta.url);
const SPEC_ID = 'https://msg-gateway.local/openapi.json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

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

export const esc = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export function deref(spec: Node, node: Node): Node {
  if (!node?.$ref) return node;
  return (node.$ref as string)
    .slice(2)
    .split('/')
    .reduce((n: Node, s) => n[s.replaceAll('~1', '/').replaceAll('~0', '~')], spec);
}

export function specOperations(spec: Node): SpecOperation[] {
  return Object.entries(spec.paths as Record<string, Node>).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((method) => ({
      id: item[method].operationId as string,
      method,
      path,
      pointer: `/paths/${esc(path)}/${method}`,
      operation: item[method],
      parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((p: Node) => deref(spec, p)),
    })),
  );
}

/** The first named example of the operation's request body, as Prism would default to. */
export function requestExample(spec: Node, op: SpecOperation): unknown {
  const media = deref(spec, op.operation.requestBody)?.content?.['application/json'];
  if (!media) return undefined;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? media.example : deref(spec, first).value;
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

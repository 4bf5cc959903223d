// Reads the contract (the built OpenAPI 3.1 documents of @msg-gateway/openapi) and lists what a
// contract run can check: every operation with its parameters, request body and documented
// answers. Everything is read at run time so that a spec fix needs no change here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { operations } from '@msg-gateway/openapi/walk';
import { ContractRunError } from './errors.js';

const require = createRequire(import.meta.url);

/** The `$id` under which the bundled document is given to ajv (never fetched). */
export const BUNDLE_SCHEMA_ID = 'https://msg-gateway.invalid/contract/openapi.json';

function contractFiles() {
  try {
    return {
      deref: require.resolve('@msg-gateway/openapi/openapi.deref.json'),
      bundle: require.resolve('@msg-gateway/openapi/openapi.json'),
    };
  } catch {
    throw new ContractRunError(
      'The built contract is missing (@msg-gateway/openapi/dist). Build it first: `npm run build` at the repository root.',
    );
  }
}

/**
 * @param {{deref: string, bundle: string}} [files]
 * @returns {{files: {deref: string, bundle: string}, deref: object, bundle: object, operations: Operation[]}}
 */
export function loadContract(files = contractFiles()) {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ContractRunError(`Cannot read the contract at ${file}: ${error.message}. Rebuild it with \`npm run build\`.`);
    }
  };
  const deref = read(files.deref);
  const bundle = read(files.bundle);
  return { files, deref, bundle, operations: listOperations(deref, bundle) };
}

/**
 * @typedef {object} Operation
 * @property {string} operationId
 * @property {string} method upper case
 * @property {string} path the path template, e.g. /instance/connectionState/{instance}
 * @property {object[]} parameters path-item and operation parameters, dereferenced
 * @property {{required: boolean, mediaType: string, example: unknown} | null} requestBody
 * @property {{status: string, mediaTypes: string[], schemaRefs: Record<string, string>}[]} responses
 */

/** Operations in document order; each response carries an ajv `$ref` to its schema in the bundle. */
function listOperations(deref, bundle) {
  return operations(deref).map(({ operationId, method, path, operation: op, parameters }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
    parameters,
    requestBody: requestBodyOf(op.requestBody),
    responses: Object.entries(op.responses ?? {}).map(([status, response]) => {
      const mediaTypes = Object.keys(response.content ?? {});
      const schemaRefs = {};
      for (const mediaType of mediaTypes) {
        if (response.content[mediaType].schema) {
          schemaRefs[mediaType] = responseSchemaRef(bundle, path, method, status, mediaType);
        }
      }
      return { status, mediaTypes, schemaRefs };
    }),
  }));
}

function requestBodyOf(body) {
  if (!body?.content) return null;
  const mediaType = Object.keys(body.content).find((m) => /json/i.test(m)) ?? Object.keys(body.content)[0];
  return { required: Boolean(body.required), mediaType, example: firstExample(body.content[mediaType]) };
}

/** The example a request or response shows first (`example`, else the first of `examples`). */
export function firstExample(media) {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values(media.examples)[0];
  return first?.value;
}

/**
 * JSON pointer (as an ajv `$ref` into the bundle) of a response schema. Responses may be shared
 * (`$ref: '#/components/responses/...'`): the pointer follows them, schemas keep their own `$ref`s,
 * which ajv resolves inside the same document.
 */
function responseSchemaRef(bundle, path, method, status, mediaType) {
  let pointer = ['paths', path, method, 'responses', status];
  let node = bundle.paths?.[path]?.[method]?.responses?.[status];
  for (let hops = 0; node?.$ref && hops < 10; hops += 1) {
    if (!node.$ref.startsWith('#/')) {
      throw new ContractRunError(`Unsupported reference ${node.$ref} in ${method.toUpperCase()} ${path} ${status}: the bundle must be self-contained.`);
    }
    pointer = node.$ref.slice(2).split('/').map(unescapePointer);
    node = pointer.reduce((at, key) => at?.[key], bundle);
  }
  if (!node?.content?.[mediaType]?.schema) {
    throw new ContractRunError(`The bundled contract has no schema for ${method.toUpperCase()} ${path} ${status} ${mediaType}; rebuild it with \`npm run build\`.`);
  }
  pointer = [...pointer, 'content', mediaType, 'schema'];
  return `${BUNDLE_SCHEMA_ID}#/${pointer.map(escapePointer).join('/')}`;
}

const escapePointer = (s) => encodeURIComponent(String(s).replace(/~/g, '~0').replace(/\//g, '~1'));
const unescapePointer = (s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~');

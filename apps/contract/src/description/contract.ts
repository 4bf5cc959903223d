// A description of the gateway a run checks against: a bundled OpenAPI 3.1 document, its one
// validator and its operations as the runner sees them. The contract
// (@msg-gateway/openapi/openapi.json) is always one; the layered description (contract + profile +
// team overlays, see layered.ts) is another, built with `descriptionOf`. Everything is read at run
// time so that a spec fix needs no change here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BundleValidator, createBundleValidator } from '@msg-gateway/openapi/validate';
import {
  firstExample,
  mediaOf,
  type OpenApiDocument,
  type OperationObject,
  operations,
  type ParameterObject,
  resolveRef,
  responseSchemaPointer,
} from '@msg-gateway/openapi/walk';
import { ContractRunError } from '../errors.js';

const require = createRequire(import.meta.url);

export interface DocumentedResponse {
  status: string;
  /** Media types the document gives for this answer, in document order. */
  mediaTypes: string[];
  /** JSON pointer of the schema of each media type that has one. */
  schemaPointers: Record<string, string>;
}

export interface RequestBodyShape {
  required: boolean;
  mediaType: string;
  /** The example the document shows first (undefined when it has none). */
  example: unknown;
}

export interface Operation {
  operationId: string;
  /** Upper case. */
  method: string;
  /** The path template, e.g. /instance/connectionState/{instance}. */
  path: string;
  /** JSON pointer of the operation object in the document. */
  pointer: string;
  /** Path-item and operation parameters, resolved. */
  parameters: ParameterObject[];
  requestBody: RequestBodyShape | null;
  responses: DocumentedResponse[];
  /** The operation needs a key: its `security`, or the document's, requires one. */
  secured: boolean;
  /** The operation object itself, for its `x-` extensions. */
  source: OperationObject;
}

export interface Description {
  /** How reports name it: "the contract", or a profile's name. */
  name: string;
  /** Where it was read from. */
  file: string;
  document: OpenApiDocument;
  /** The shared strict JSON Schema 2020-12 validator of this document. */
  validator: BundleValidator;
  /** In document order. */
  operations: Operation[];
  /** Operations by operationId. */
  byId: ReadonlyMap<string, Operation>;
}

function contractFile(): string {
  try {
    return require.resolve('@msg-gateway/openapi/openapi.json');
  } catch {
    throw new ContractRunError(
      'The built contract is missing (@msg-gateway/openapi/dist). Build it first: `npm run build` at the repository root.',
    );
  }
}

/** The contract, from the built @msg-gateway/openapi package (or from `file`). */
export function loadContract(file: string = contractFile()): Description {
  let text: string;
  let document: OpenApiDocument;
  try {
    text = readFileSync(file, 'utf8');
    const kept = loadedContracts.get(file);
    if (kept?.text === text) return kept.description;
    document = JSON.parse(text) as OpenApiDocument;
  } catch (error) {
    throw new ContractRunError(`Cannot read the contract at ${file}: ${(error as Error).message}. Rebuild it with \`npm run build\`.`);
  }
  const description = descriptionOf(document, { name: 'the contract', file });
  // The last one only: a process rarely reads more than one contract.
  loadedContracts.clear();
  loadedContracts.set(file, { text, description });
  return description;
}

/**
 * The contract read last, kept while its file's text is the same: a process that runs the runner
 * more than once builds it (and its validator, and the layered descriptions on it) once.
 */
const loadedContracts = new Map<string, { text: string; description: Description }>();

/** A description of any bundled document (self-contained: local `$ref`s only). */
export function descriptionOf(document: OpenApiDocument, meta: { name: string; file: string }): Description {
  const list = operations(document).map((walked): Operation => {
    const responses = Object.entries(walked.operation.responses ?? {}).map(([status, ref]): DocumentedResponse => {
      const content = resolveRef(document, ref)?.content ?? {};
      const mediaTypes = Object.keys(content);
      const schemaPointers: Record<string, string> = {};
      for (const mediaType of mediaTypes) {
        const pointer = responseSchemaPointer(document, walked, status, mediaType);
        if (pointer !== undefined) schemaPointers[mediaType] = pointer;
      }
      return { status, mediaTypes, schemaPointers };
    });
    return {
      operationId: walked.operationId,
      method: walked.method.toUpperCase(),
      path: walked.path,
      pointer: walked.pointer,
      parameters: walked.parameters,
      requestBody: requestBodyOf(document, walked.operation),
      responses,
      secured: requiresKey(walked.operation.security ?? document.security),
      source: walked.operation,
    };
  });
  let validator: BundleValidator | undefined;
  return {
    ...meta,
    document,
    // Compiled on first use: the webhooks command and a dry run never validate a response.
    get validator() {
      validator ??= createBundleValidator(document);
      return validator;
    },
    operations: list,
    byId: new Map(list.map((op) => [op.operationId, op])),
  };
}

/** `[]` and a requirement `{}` (anonymous allowed) need no key. */
const requiresKey = (security: readonly Record<string, unknown>[] | undefined): boolean =>
  security !== undefined && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);

function requestBodyOf(document: OpenApiDocument, operation: OperationObject): RequestBodyShape | null {
  const body = resolveRef(document, operation.requestBody);
  if (!body?.content) return null;
  const mediaType = Object.keys(body.content).find((m) => /json/i.test(m)) ?? Object.keys(body.content)[0];
  if (mediaType === undefined) return null;
  return { required: body.required === true, mediaType, example: firstExample(document, mediaOf(document, body, mediaType)) };
}

/** The schema of a parameter as an object (undefined for none or a boolean schema). */
export function parameterSchema(document: OpenApiDocument, parameter: ParameterObject): Record<string, unknown> | undefined {
  const schema = resolveRef<unknown>(document, parameter.schema);
  return schema !== null && typeof schema === 'object' ? (schema as Record<string, unknown>) : undefined;
}

/** The example of a parameter (the shared rule of @msg-gateway/openapi/walk). */
export { parameterExample } from '@msg-gateway/openapi/walk';

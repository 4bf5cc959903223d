// Reads what the mock needs from an OpenAPI document: its operations, their named examples, the
// API-key header and the documented example request of each operation. Everything is read from
// the document at run time, so a spec change (or another spec passed with --spec) needs no code
// change here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  firstExample,
  mediaOf,
  type OpenApiDocument,
  operations,
  parameterExample,
  type Ref,
  type RequestBodyObject,
  type ResponseObject,
  resolveRef,
  type WalkedOperation,
} from '@msg-gateway/openapi/walk';

const require = createRequire(import.meta.url);

export type { OpenApiDocument, WalkedOperation };
// Every operation with its resolved parameters (re-exported: the mock's callers read it from here).
export { operations };

/** Absolute path of the bundled OpenAPI document shipped by @msg-gateway/openapi. */
export function bundledSpecPath(): string {
  return require.resolve('@msg-gateway/openapi/openapi.json');
}

/**
 * The JSON OpenAPI document at `path`, or null for anything that is not a JSON document with
 * `paths` (the package's bundles are JSON; the mock itself reads YAML too, see description.ts).
 */
export function readSpec(path: string = bundledSpecPath()): OpenApiDocument | null {
  try {
    const doc: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return doc !== null && typeof doc === 'object' && 'paths' in doc ? (doc as OpenApiDocument) : null;
  } catch {
    return null;
  }
}

/** The lowest documented 2xx status code (what Prism answers by default), or undefined. */
export function successStatus(op: Pick<WalkedOperation, 'operation'>): string | undefined {
  return Object.keys(op.operation.responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0];
}

/**
 * The status a valid request gets when it asks for none: the description's `x-expect-status.success`
 * when the operation declares one it documents (the evolution-2.1.1 profile's sendList: 400, as 2.1.1
 * refuses every list on its Baileys channel), else the lowest documented 2xx.
 */
export function defaultStatus(op: Pick<WalkedOperation, 'operation'>): string | undefined {
  const expected = (op.operation as Record<string, unknown>)['x-expect-status'];
  const success = expected !== null && typeof expected === 'object' ? (expected as Record<string, unknown>)['success'] : undefined;
  if ((typeof success === 'number' || typeof success === 'string') && String(success) in (op.operation.responses ?? {}))
    return String(success);
  return successStatus(op);
}

/** Named examples of a request body or response: {mediaType: [name, ...]}. */
export function exampleNames(doc: OpenApiDocument, holder: Ref<RequestBodyObject | ResponseObject> | undefined): Record<string, string[]> {
  const content = resolveRef(doc, holder)?.content ?? {};
  return Object.fromEntries(Object.entries(content).map(([mediaType, media]) => [mediaType, Object.keys(media.examples ?? {})]));
}

/** The first (Prism's default) JSON example of a request body or response, if any. */
export function firstExampleValue(doc: OpenApiDocument, holder: Ref<RequestBodyObject | ResponseObject> | undefined): unknown {
  return firstExample(doc, mediaOf(doc, holder, 'application/json'));
}

/** Name of the header carrying the API key (the first apiKey-in-header scheme), if the spec has one. */
export function apiKeyHeader(doc: OpenApiDocument): string | undefined {
  const schemes = Object.values(doc.components?.securitySchemes ?? {}).map((scheme) => resolveRef(doc, scheme));
  return schemes.find((s) => s?.type === 'apiKey' && s.in === 'header')?.name;
}

export interface ExampleRequest {
  /** Upper case, as sent. */
  method: string;
  /** Path with the parameters filled in and the required query parameters appended. */
  path: string;
  headers: Record<string, string>;
  /** The first request-body example (send it as JSON), or undefined. */
  body: unknown;
}

/**
 * The request Prism answers with the documented success: path parameters and required query
 * parameters from their examples, the first request-body example and the API-key header
 * (`apiKey: null` leaves the header out).
 */
export function exampleRequest(
  doc: OpenApiDocument,
  op: WalkedOperation,
  { apiKey = 'any-key', params = {} }: { apiKey?: string | null; params?: Record<string, string> } = {},
): ExampleRequest {
  let path = op.path;
  const query = new URLSearchParams();
  for (const param of op.parameters) {
    const value = param.in === 'path' && params[param.name] !== undefined ? params[param.name] : parameterExample(doc, param);
    // A path parameter the description gives no example of gets a stand-in value, not "undefined".
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(String(value ?? standInValue(doc, param))));
    if (param.in === 'query' && param.required && value !== undefined) query.set(param.name, String(value));
  }
  const headers: Record<string, string> = {};
  const keyHeader = apiKeyHeader(doc);
  if (keyHeader && apiKey) headers[keyHeader] = apiKey;
  const body = op.operation.requestBody ? firstExampleValue(doc, op.operation.requestBody) : undefined;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const search = query.toString();
  return { method: op.method.toUpperCase(), path: search ? `${path}?${search}` : path, headers, body };
}

/** A value for a path parameter without an example: 1 for a number, true for a boolean, else `my-<name>` (my-instance). */
function standInValue(doc: OpenApiDocument, param: WalkedOperation['parameters'][number]): unknown {
  const schema = resolveRef<unknown>(doc, param.schema) as { type?: unknown } | undefined;
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  return type === 'integer' || type === 'number' ? 1 : type === 'boolean' ? true : `my-${param.name}`;
}

/** The request printed in the ready line: connectionState if present, else the first plain GET; on `instance` when given. */
export function tryRequest(doc: OpenApiDocument, instance?: string): ExampleRequest | undefined {
  const ops = operations(doc);
  const plainGet = (op: WalkedOperation): boolean => op.method === 'get' && !op.parameters.some((p) => p.in === 'query' && p.required);
  const op = ops.find((o) => o.operationId === 'connectionState') ?? ops.find(plainGet);
  return op ? exampleRequest(doc, op, instance === undefined ? {} : { params: { instance } }) : undefined;
}

// Reads what the mock needs from an OpenAPI document: its operations, their named examples and the
// API-key header. Everything is read from the document at run time so that a spec fix (or another
// spec passed with --spec) needs no code change here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { operations, resolveRef } from '@msg-gateway/openapi/walk';

const require = createRequire(import.meta.url);

/** Absolute path of the bundled OpenAPI document shipped by @msg-gateway/openapi. */
export function bundledSpecPath() {
  return require.resolve('@msg-gateway/openapi/openapi.json');
}

/**
 * Parse a JSON OpenAPI document. Returns null for anything that is not JSON (a YAML spec passed
 * with --spec): Prism reads YAML itself, the mock then just prints less detail.
 */
export function readSpec(path = bundledSpecPath()) {
  try {
    const doc = JSON.parse(readFileSync(path, 'utf8'));
    return doc && typeof doc === 'object' && doc.paths ? doc : null;
  } catch {
    return null;
  }
}

// Every operation with its resolved parameters (re-exported: the mock's callers read it from here).
export { operations };

/** The lowest documented 2xx status code (what Prism answers by default), or undefined. */
export function successStatus(op) {
  return Object.keys(op.operation.responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0];
}

/** Named examples of a request body or response: {mediaType: [name, ...]}. */
export function exampleNames(spec, bodyOrResponse) {
  const resolved = resolveRef(spec, bodyOrResponse);
  return Object.fromEntries(
    Object.entries(resolved?.content ?? {}).map(([mediaType, media]) => [mediaType, Object.keys(media.examples ?? {})]),
  );
}

/** Value of the first (Prism's default) JSON example of a request body or response, if any. */
export function firstExampleValue(spec, bodyOrResponse) {
  const media = resolveRef(spec, bodyOrResponse)?.content?.['application/json'];
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? undefined : resolveRef(spec, first)?.value;
}

/** Name of the header carrying the API key (first apiKey-in-header scheme), if the spec has one. */
export function apiKeyHeader(spec) {
  const schemes = Object.values(spec?.components?.securitySchemes ?? {}).map((s) => resolveRef(spec, s));
  return schemes.find((s) => s?.type === 'apiKey' && s.in === 'header')?.name;
}

/**
 * The request Prism answers with the documented success: path parameters and required query
 * parameters from their `example`, the first request-body example, and the API-key header.
 * @returns {{method: string, path: string, headers: Record<string,string>, body: unknown}}
 */
export function exampleRequest(spec, op, { apiKey = 'any-key' } = {}) {
  let path = op.path;
  const query = new URLSearchParams();
  for (const param of op.parameters) {
    const value = param.example ?? param.schema?.example ?? param.schema?.examples?.[0] ?? param.schema?.default;
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(String(value)));
    if (param.in === 'query' && param.required && value !== undefined) query.set(param.name, String(value));
  }
  const headers = {};
  const keyHeader = apiKeyHeader(spec);
  if (keyHeader && apiKey) headers[keyHeader] = apiKey;
  const body = op.operation.requestBody ? firstExampleValue(spec, op.operation.requestBody) : undefined;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const search = query.toString();
  return { method: op.method.toUpperCase(), path: search ? `${path}?${search}` : path, headers, body };
}

/** The request printed in the ready line: connectionState if present, else the first plain GET. */
export function tryRequest(spec) {
  const ops = operations(spec);
  const plainGet = (op) => op.method === 'get' && !op.parameters.some((p) => p.in === 'query' && p.required);
  const op = ops.find((o) => o.operationId === 'connectionState') ?? ops.find(plainGet);
  return op ? exampleRequest(spec, op) : undefined;
}

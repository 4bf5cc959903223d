#!/usr/bin/env node
// Generates the client's committed sources from the bundled contract (@msg-gateway/openapi/openapi.json):
//   src/generated/openapi.gen.ts     the `paths`, `operations` and `components` types (openapi-typescript)
//   src/generated/operations.gen.ts  the run-time table the facade needs: method, path, parameter names, body
//   src/generated/version.gen.ts     GATEWAY_VERSION, the contract's info.version
//
// Usage: npm run generate -w @msg-gateway/client   (`npm run build` runs it first)
//
// openapi-typescript runs through its Node API, not its CLI: the CLI applies a redocly.yaml found in
// its cwd, and the repository root has one. test/generated.test.ts renders the same files in memory
// and fails when the committed ones differ (drift check), so this module exports its renderers.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operations, resolveRef } from '@msg-gateway/openapi/walk';
import openapiTS, { astToString } from 'openapi-typescript';

const require = createRequire(import.meta.url);

export const GENERATED_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'generated');

/** Absolute path of the bundled contract this package is generated from. */
export function specPath() {
  return require.resolve('@msg-gateway/openapi/openapi.json');
}

export function loadSpec(path = specPath()) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function header(spec, what) {
  return [
    `// ${what}`,
    `// Generated from @msg-gateway/openapi/openapi.json: "${spec.info.title}", info.version ${spec.info.version}.`,
    '// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.',
    '',
  ].join('\n');
}

/** The `paths`/`operations`/`components` types, as openapi-typescript renders them. */
export async function renderTypes(spec) {
  const ast = await openapiTS(structuredClone(spec));
  return `${header(spec, 'Types of every path, operation and schema of the gateway contract.')}\n${astToString(ast)}`;
}

/** One row per operation, in the order of the document: what a request needs at run time. */
export function operationTable(spec) {
  return operations(spec).map(({ operationId, method, path, operation, parameters }) => {
    const named = (where) => parameters.filter((p) => p.in === where).map((p) => p.name);
    const body = resolveRef(spec, operation.requestBody);
    return {
      operationId,
      method: method.toUpperCase(),
      path,
      pathParams: named('path'),
      query: named('query'),
      body: body ? (body.required ? 'required' : 'optional') : 'none',
      // GET is safe to repeat; another method only where the contract says so (x-idempotent).
      idempotent: method === 'get' ? operation['x-idempotent'] !== false : operation['x-idempotent'] === true,
    };
  });
}

export function renderOperations(spec) {
  const lines = operationTable(spec).map(
    ({ operationId, ...row }) =>
      `  ${operationId}: { method: ${JSON.stringify(row.method)}, path: ${JSON.stringify(row.path)}, ` +
      `pathParams: ${JSON.stringify(row.pathParams)}, query: ${JSON.stringify(row.query)}, body: ${JSON.stringify(row.body)}, ` +
      `idempotent: ${row.idempotent} },`,
  );
  return [
    header(spec, 'Run-time description of every operation of the gateway contract.'),
    '/** Method, path template, path and query parameter names, request body and retry safety (x-idempotent) of every operation. */',
    'export const OPERATIONS = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

export function renderVersion(spec) {
  return [
    header(spec, 'Version of the gateway contract this client was generated from.'),
    '/** The gateway interface version this client speaks: the contract\'s `info.version`. */',
    `export const GATEWAY_VERSION = ${JSON.stringify(spec.info.version)};`,
    '',
  ].join('\n');
}

/** Every generated file as `{ 'openapi.gen.ts': text, ... }`. */
export async function renderAll(spec = loadSpec()) {
  return {
    'openapi.gen.ts': await renderTypes(spec),
    'operations.gen.ts': renderOperations(spec),
    'version.gen.ts': renderVersion(spec),
  };
}

async function main() {
  const files = await renderAll();
  mkdirSync(GENERATED_DIR, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(GENERATED_DIR, name), text);
  console.log(`generated ${Object.keys(files).join(', ')} from ${specPath()}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(`generate failed: ${err.message}`);
    process.exitCode = 1;
  });
}

// How Prism's body generator (json-schema-faker, for --dynamic and `Prefer: dynamic=true`) is set
// up. Its options are process-wide state of json-schema-faker, read by the copy Prism's generator
// (@stoplight/prism-http/dist/mocker/generator/JSONSchema.js) gets with require('json-schema-faker').
// The package has two builds with a state each (`import` → dist/main.mjs, `require` →
// dist/main.cjs), so this file takes it with require() as well: the copy Prism reads. In the
// package esbuild bundles this require() into that one copy (test/bundle.test.ts checks that only
// one is bundled); in the tests, vitest gives each module its require(). What the schemas do not
// say (timestamps near now, URLs, ids) is filled in afterwards per request (see realism.ts).

/** The file and member the mock relies on, for the error when an upgrade moves it. */
export const GENERATOR_OPTION = 'json-schema-faker (dist/main.cjs): JSONSchemaFaker.option()';

/**
 * Sets json-schema-faker's options, once, when Prism is loaded; returns the object it configured.
 * - `fillProperties` off: never invent properties the schema does not name (as `prism mock
 *   --json-schema-faker-fillProperties=false` does).
 * - `useExamplesValue` on: a field with `examples` gets one of them (a JID, a message id, a place),
 *   not lorem ipsum; the contract carries realistic examples on most fields.
 */
export function configureGenerator(jsonSchemaFaker: unknown = require('json-schema-faker')): object {
  const jsf = isObject(jsonSchemaFaker) && 'JSONSchemaFaker' in jsonSchemaFaker ? jsonSchemaFaker.JSONSchemaFaker : undefined;
  if (!isObject(jsf) || !('option' in jsf) || typeof jsf.option !== 'function') {
    throw new Error(
      `${GENERATOR_OPTION} is missing; an upgrade of json-schema-faker or Prism moved it (see src/server/prism/generator.ts).`,
    );
  }
  jsf.option('fillProperties', false);
  jsf.option('useExamplesValue', true);
  return jsf;
}

const isObject = (value: unknown): value is object => (typeof value === 'object' && value !== null) || typeof value === 'function';

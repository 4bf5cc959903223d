// How Prism's body generator (json-schema-faker, for --dynamic and `Prefer: dynamic=true`) is set
// up. The options live in the json-schema-faker that Prism itself loaded (a process-wide singleton),
// so that copy is the one configured, once, when Prism is loaded. What the schemas do not say
// (timestamps near now, URLs, ids) is filled in afterwards per request (see realism.ts).

/**
 * - `fillProperties` off: never invent properties the schema does not name (as `prism mock
 *   --json-schema-faker-fillProperties=false` does).
 * - `useExamplesValue` on: a field with `examples` gets one of them (a JID, a message id, a place),
 *   not lorem ipsum; the contract carries realistic examples on most fields.
 */
export function configureGenerator(requireFromPrism: NodeJS.Require): void {
  const faker: unknown = requireFromPrism('json-schema-faker');
  const jsf = isObject(faker) && 'JSONSchemaFaker' in faker ? faker.JSONSchemaFaker : undefined;
  if (!isObject(jsf) || !('option' in jsf) || typeof jsf.option !== 'function') {
    throw new Error('json-schema-faker as loaded by @stoplight/prism-http has no JSONSchemaFaker.option()');
  }
  jsf.option('fillProperties', false);
  jsf.option('useExamplesValue', true);
}

const isObject = (value: unknown): value is object => (typeof value === 'object' && value !== null) || typeof value === 'function';

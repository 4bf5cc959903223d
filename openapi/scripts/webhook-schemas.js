// The webhook payloads as standalone JSON Schema 2020-12 files, for receivers in any language: one
// file per webhook (its subscription name, e.g. MESSAGES_UPSERT) of the contract and of each
// profile, taken from the dereferenced bundle (no $ref left to resolve), written by build.js:
//   dist/webhooks/<NAME>.schema.json            the contract's
//   dist/<profile>/webhooks/<NAME>.schema.json  each profile's
// exported as @msg-gateway/openapi/webhooks/<NAME>.schema.json and
// @msg-gateway/openapi/<profile>/webhooks/<NAME>.schema.json. test/webhook-schemas.test.ts checks
// that the files are these, and that each accepts its webhook's examples.
// @ts-check

export const JSON_SCHEMA_2020 = 'https://json-schema.org/draft/2020-12/schema';

/**
 * Webhook name → its payload's schema, as a standalone JSON Schema document.
 * @param {{ webhooks?: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: object }> } } }> }} deref
 *   a dereferenced bundle
 * @param {string} described what the schemas are of, for their $comment (`the contract`, `evolution-2.3.7`)
 * @returns {Record<string, object>}
 */
export function webhookSchemas(deref, described) {
  /** @type {Record<string, object>} */
  const out = {};
  for (const [name, item] of Object.entries(deref.webhooks ?? {})) {
    const schema = item.post?.requestBody?.content?.['application/json']?.schema;
    if (!schema) continue;
    out[name] = {
      $schema: JSON_SCHEMA_2020,
      $comment: `The ${name} webhook payload of ${described}, from @msg-gateway/openapi's dereferenced bundle.`,
      ...schema,
    };
  }
  return out;
}

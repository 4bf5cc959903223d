// The webhook payloads as standalone JSON Schema files (scripts/webhook-schemas.js, written by the
// build): one per webhook of the contract and of each profile, exactly what the dereferenced bundle
// holds (no drift), each a JSON Schema 2020-12 document with no $ref left that accepts its webhook's
// examples, exported under the package's subpaths.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_2020, webhookSchemas } from '../scripts/webhook-schemas.js';
import { profileNames } from '../src/profiles.js';

const require = createRequire(import.meta.url);
const Ajv2020: typeof import('ajv/dist/2020.js').default = require('ajv/dist/2020.js');
const addFormats: typeof import('ajv-formats').default = require('ajv-formats');
const dist = (path: string): string => fileURLToPath(new URL(`../dist/${path}`, import.meta.url));
const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

type Webhooks = Record<
  string,
  { post?: { requestBody?: { content?: Record<string, { examples?: Record<string, { value: unknown }> }> } } }
>;

const DESCRIPTIONS = [
  { name: 'the contract', folder: '', subpath: '' },
  ...profileNames().map((name) => ({ name, folder: `${name}/`, subpath: `${name}/` })),
];

describe.each(DESCRIPTIONS)('the webhook schema files of $name', ({ name, folder, subpath }) => {
  const deref = readJson(dist(`${folder}openapi.deref.json`));
  const webhooks = deref['webhooks'] as Webhooks;
  const files = readdirSync(dist(`${folder}webhooks`)).sort();

  it('are one per webhook of the description, and hold what the bundle says (no drift)', () => {
    expect(files).toEqual(
      Object.keys(webhooks)
        .map((hook) => `${hook}.schema.json`)
        .sort(),
    );
    const expected = webhookSchemas(deref, name) as Record<string, unknown>;
    for (const file of files) expect(readJson(dist(`${folder}webhooks/${file}`)), file).toEqual(expected[file.replace('.schema.json', '')]);
  });

  it('are standalone JSON Schema 2020-12 documents that accept their webhook examples', () => {
    let checked = 0;
    for (const file of files) {
      const schema = readJson(dist(`${folder}webhooks/${file}`));
      expect(schema['$schema']).toBe(JSON_SCHEMA_2020);
      expect(JSON.stringify(schema), file).not.toContain('"$ref"');
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats(ajv);
      const validate = ajv.compile(schema);
      const examples = webhooks[file.replace('.schema.json', '')]?.post?.requestBody?.content?.['application/json']?.examples ?? {};
      for (const [example, { value }] of Object.entries(examples)) {
        expect(validate(value), `${file} ${example}: ${JSON.stringify(validate.errors)}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(files.length / 2);
  });

  it('refuse a payload of another event (the check can fail)', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const upsert = ajv.compile(readJson(dist(`${folder}webhooks/MESSAGES_UPSERT.schema.json`)));
    const startup = webhooks['APPLICATION_STARTUP']?.post?.requestBody?.content?.['application/json']?.examples ?? {};
    const [first] = Object.values(startup);
    expect(first).toBeDefined();
    expect(upsert(first?.value)).toBe(false);
  });

  it('are exported by name', () => {
    const file = require.resolve(`@msg-gateway/openapi/${subpath}webhooks/MESSAGES_UPSERT.schema.json`);
    expect(file).toBe(dist(`${folder}webhooks/MESSAGES_UPSERT.schema.json`));
  });
});

// Loads the built bundle (dist/openapi.json) and a JSON Schema 2020-12 validator that resolves the
// bundle's internal $refs, so tests validate exactly what consumers import.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const SPEC_ID = 'https://msg-gateway.local/openapi.json';
const distUrl = new URL('../dist/openapi.json', import.meta.url);

export function loadSpec() {
  return JSON.parse(readFileSync(fileURLToPath(distUrl), 'utf8'));
}

export { escapePointerSegment, operations, resolveRef } from '../src/walk.js';

/** An ajv instance holding the whole document under SPEC_ID; validate with `validator(pointer)`. */
export function createValidator(spec) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...spec, $id: SPEC_ID });
  const cache = new Map();
  return (pointer) => {
    if (!cache.has(pointer)) cache.set(pointer, ajv.compile({ $ref: `${SPEC_ID}#${pointer}` }));
    return cache.get(pointer);
  };
}

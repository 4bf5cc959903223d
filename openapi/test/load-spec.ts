// The built bundle (dist/openapi.json) and the shared validator, so tests validate exactly what
// consumers import, with the validator the contract runner uses.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from '../src/walk.js';

export function loadSpec(file = '../dist/openapi.json'): OpenApiDocument {
  return JSON.parse(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8'));
}

export { createBundleValidator } from '../src/validate.js';
export { escapePointerSegment, operations, resolveRef } from '../src/walk.js';

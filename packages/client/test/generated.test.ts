// Drift check: the committed files in src/generated must be exactly what scripts/generate.js
// renders from the bundled contract today, and the exported version must be the contract's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS build script without type declarations
import { GENERATED_DIR, loadSpec, renderAll } from '../scripts/generate.js';
import { GATEWAY_VERSION } from '../src/index.js';

const spec = loadSpec();
const rendered: Record<string, string> = await renderAll(spec);

describe('generated sources', () => {
  it.each(Object.keys(rendered))('%s matches what the spec generates', (name) => {
    const committed = readFileSync(join(GENERATED_DIR, name), 'utf8');
    expect(committed === rendered[name], `src/generated/${name} is stale: run npm run generate -w @msg-gateway/client`).toBe(true);
  });

  it('names the spec and its version in every header', () => {
    for (const text of Object.values(rendered)) {
      expect(text).toContain(`info.version ${spec.info.version}`);
    }
  });

  it('exports the spec version as GATEWAY_VERSION', () => {
    expect(GATEWAY_VERSION).toBe(spec.info.version);
  });

  it('carries the spec version in package.json (x-gateway-version)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg['x-gateway-version']).toBe(spec.info.version);
  });
});

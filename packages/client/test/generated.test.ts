// Drift check: the committed generated files of every entry must be exactly what
// scripts/generate.js renders from its bundle today, and the exported version must be the spec's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES, loadSpec, outDir, profileNames, renderAll, renderEntryFiles } from '../scripts/generate.js';
import { GATEWAY_VERSION } from '../src/index.js';

const root = new URL('..', import.meta.url).pathname;

describe.each(ENTRIES)('generated sources of $spec', (entry) => {
  const doc = loadSpec(entry.spec);
  const rendering = renderAll(entry);

  it('match what the spec generates, file by file', async () => {
    const rendered = await rendering;
    expect(Object.keys(rendered)).toEqual([
      'openapi.gen.ts',
      'facade.gen.ts',
      'version.gen.ts',
      'client.gen.ts',
      ...(entry.webhooks ? ['webhooks.gen.ts'] : []),
      ...(entry.profile ? ['events.gen.ts', 'index.gen.ts'] : []),
    ]);
    for (const [name, text] of Object.entries(rendered)) {
      const file = join(outDir(entry), name);
      const committed = readFileSync(file, 'utf8');
      expect(committed === text, `${relative(root, file)} is stale: run npm run generate -w @msg-gateway/client`).toBe(true);
    }
  });

  it('name the bundle and its version in every header', async () => {
    for (const text of Object.values(await rendering)) {
      expect(text).toContain(`// Generated from ${entry.spec}: `);
      expect(text).toContain(`info.version ${doc.info?.version}`);
    }
  });
});

describe('the entries of the profiles', () => {
  it('are every profile @msg-gateway/openapi exports, each generated into its own folder', () => {
    const pkg = createRequire(import.meta.url)('@msg-gateway/openapi/package.json') as { exports: Record<string, unknown> };
    const exported = Object.keys(pkg.exports).filter((key) => /^\.\/[^/]+\/openapi\.json$/.test(key));
    expect(profileNames().map((profile) => `./${profile}/openapi.json`)).toEqual(exported.sort());
    expect(ENTRIES.filter((entry) => entry.profile).map((entry) => entry.out)).toEqual(profileNames().map((p) => `src/generated/${p}`));
  });

  it('have the entry modules and package.json entries the generator writes, file by file', () => {
    for (const [file, text] of Object.entries(renderEntryFiles())) {
      expect(readFileSync(join(root, file), 'utf8') === text, `${file} is stale: run npm run generate -w @msg-gateway/client`).toBe(true);
    }
  });
});

describe('the contract entry', () => {
  const doc = loadSpec('@msg-gateway/openapi/openapi.json');

  it('exports the spec version as GATEWAY_VERSION', () => {
    expect(GATEWAY_VERSION).toBe(doc.info?.version);
  });

  it('carries the spec version in package.json (x-gateway-version)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg['x-gateway-version']).toBe(doc.info?.version);
  });
});

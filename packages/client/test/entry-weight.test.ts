// The run-time entry must not pull in build-time tools (openapi-typescript, typescript, ajv,
// @redocly/*, the spec itself): bundling it must reach only this package's sources and openapi-fetch.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

async function runtimeInputs() {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../src/index.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: root,
  });
  return Object.keys(result.metafile.inputs);
}

describe('entry weight', () => {
  it('imports only openapi-fetch and its own files at run time', async () => {
    const inputs = await runtimeInputs();
    const packages = new Set(
      inputs.filter((p) => p.includes('node_modules/')).map((p) => p.split('node_modules/').pop()!.split('/')[0]),
    );
    const own = inputs.filter((p) => !p.includes('node_modules/'));
    expect([...packages]).toEqual(['openapi-fetch']);
    expect(own.every((p) => p.startsWith('src/'))).toBe(true);
    expect(own).toContain('src/generated/operations.gen.ts');
    // Types only: erased at run time.
    expect(own).not.toContain('src/generated/openapi.gen.ts');
  });

  it('declares openapi-fetch, pinned, as its only dependency', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.dependencies).toEqual({ 'openapi-fetch': '0.17.0' });
    expect(pkg.sideEffects).toBe(false);
  });
});

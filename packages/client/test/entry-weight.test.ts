// The run-time entry must not pull in build-time tools (openapi-typescript, typescript, ajv,
// @redocly/*, the spec itself): bundling it must reach only this package's sources, openapi-fetch
// and the shared redactor of @msg-gateway/openapi (a module that imports nothing else).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The files a bundle of `entry` reads, relative to the package, symlinks kept (node_modules/... for dependencies). */
async function runtimeInputs(entry: string) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: root,
    preserveSymlinks: true,
  });
  return Object.keys(result.metafile.inputs);
}

/** "node_modules/openapi-fetch/dist/index.mjs" → "openapi-fetch/dist/index.mjs" (hoisted or not). */
const inPackage = (path: string) => path.split('node_modules/').pop() ?? path;

describe('entry weight', () => {
  it('imports only openapi-fetch, the shared redactor and its own files at run time', async () => {
    const inputs = await runtimeInputs('../src/index.ts');
    const dependencies = inputs.filter((p) => p.includes('node_modules/')).map(inPackage);
    expect(dependencies.sort()).toEqual(['@msg-gateway/openapi/lib/redact.js', 'openapi-fetch/dist/index.mjs']);
    const own = inputs.filter((p) => !p.includes('node_modules/'));
    expect(own.every((p) => p.startsWith('src/'))).toBe(true);
    expect(own).toContain('src/generated/operations.gen.ts');
    // Types only: erased at run time.
    expect(own).not.toContain('src/generated/openapi.gen.ts');
  });

  it('declares openapi-fetch and @msg-gateway/openapi, pinned, as its only dependencies, and no side effects', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.dependencies).toEqual({ '@msg-gateway/openapi': '0.1.0', 'openapi-fetch': '0.17.0' });
    expect(pkg.sideEffects).toBe(false);
  });
});

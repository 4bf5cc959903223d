// The run-time entries must not pull in build-time tools (openapi-typescript, typescript, ajv,
// @redocly/*, the spec itself) nor each other: bundling the client entries must reach only this
// package's sources, openapi-fetch and the shared redactor of @msg-gateway/openapi (a module that
// imports nothing else); bundling the webhooks entry must reach its validators, ajv-formats'
// formats, the redactor and the walker (for one function), and none of the client.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

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
  const inputs = Object.keys(result.metafile.inputs);
  return {
    dependencies: inputs
      .filter((p) => p.includes('node_modules/'))
      .map(inPackage)
      .sort(),
    own: inputs.filter((p) => !p.includes('node_modules/')),
  };
}

/** "node_modules/openapi-fetch/dist/index.mjs" → "openapi-fetch/dist/index.mjs" (hoisted or not). */
const inPackage = (path: string) => path.split('node_modules/').pop() ?? path;
/** The package a module file belongs to: "@msg-gateway/openapi/lib/redact.js" → "@msg-gateway/openapi". */
const packageOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('@') ? 2 : 1)
    .join('/');

const CLIENT_DEPENDENCIES = ['@msg-gateway/openapi/lib/redact.js', 'openapi-fetch/dist/index.mjs'];

describe.each([
  ['the contract entry', '../src/index.ts', 'src/generated/operations.gen.ts', 'src/generated/evolution-2.1.1/'],
  [
    'the evolution-2.1.1 entry',
    '../src/evolution-2.1.1.ts',
    'src/generated/evolution-2.1.1/operations.gen.ts',
    'src/generated/operations.gen.ts',
  ],
])('%s', (_name, entry, table, otherTable) => {
  it('imports only openapi-fetch, the shared redactor and its own files at run time', async () => {
    const { dependencies, own } = await runtimeInputs(entry);
    expect(dependencies).toEqual(CLIENT_DEPENDENCIES);
    expect(own.every((p) => p.startsWith('src/'))).toBe(true);
    expect(own).toContain(table);
    expect(own.some((p) => p.startsWith(otherTable))).toBe(false);
    // Types only: erased at run time. The webhooks entry is not part of the client.
    expect(own.some((p) => p.endsWith('openapi.gen.ts'))).toBe(false);
    expect(own.some((p) => p.startsWith('src/webhooks/') || p.endsWith('webhooks.gen.ts'))).toBe(false);
  });
});

describe('the webhooks entry', () => {
  it('imports its validators, ajv-formats, the redactor and the walker, and nothing of the client', async () => {
    const { dependencies, own } = await runtimeInputs('../src/webhooks/index.ts');
    expect(dependencies).toEqual(['@msg-gateway/openapi/lib/redact.js', '@msg-gateway/openapi/lib/walk.js', 'ajv-formats/dist/formats.js']);
    expect(own).toContain('src/generated/webhooks.gen.ts');
    expect(own.every((p) => p.startsWith('src/webhooks/') || p === 'src/generated/webhooks.gen.ts')).toBe(true);
  });
});

describe('package.json', () => {
  it('declares, pinned, every package an entry imports at run time and nothing else, and no side effects', async () => {
    const entries = ['../src/index.ts', '../src/evolution-2.1.1.ts', '../src/webhooks/index.ts'];
    const imported = new Set((await Promise.all(entries.map(runtimeInputs))).flatMap(({ dependencies }) => dependencies.map(packageOf)));
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...imported].sort());
    expect(pkg.dependencies).toEqual({ '@msg-gateway/openapi': '0.1.0', 'ajv-formats': '3.0.1', 'openapi-fetch': '0.17.0' });
    expect(pkg.sideEffects).toBe(false);
  });
});

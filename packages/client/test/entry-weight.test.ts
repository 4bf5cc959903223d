// What each entry brings along at run time, as shipped (dist/, ESM and CommonJS): the client entries
// openapi-fetch and this package's own files only, the webhooks entry its own files only; neither
// the other's files, nor a build-time tool (openapi-typescript, typescript, ajv, @redocly/*), nor
// @msg-gateway/openapi (its redactor and pointer escaping are bundled into dist/shared/ at build
// time, from src/shared/openapi.ts, the one module of src/ that imports it). Needs `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, bundleSize, namesOf } from '../scripts/bundle-size.js';
import { profileNames } from '../scripts/profiles.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * The metafile of a bundle of `entry` (relative to the package), symlinks kept (node_modules/... for
 * dependencies); with `names`, of an application module that imports those names from it.
 */
async function bundle(entry: string, format: 'esm' | 'cjs', names?: string[]): Promise<Metafile> {
  const result = await build({
    ...(names
      ? { stdin: { contents: `export { ${names.join(', ')} } from './${entry}';`, resolveDir: root, sourcefile: 'application.js' } }
      : { entryPoints: [fileURLToPath(new URL(`../${entry}`, import.meta.url))] }),
    bundle: true,
    write: false,
    format,
    platform: format === 'esm' ? 'neutral' : 'node',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: root,
    preserveSymlinks: true,
  });
  return result.metafile;
}

/** The files a bundle reads: dependencies as "package/path" (hoisted or not), and this package's own. */
function inputsOf(metafile: Metafile, shipped = false) {
  // All the files read; with `shipped`, only those of which some code is in the output (what tree
  // shaking kept).
  const kept = Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs).flatMap(([path, { bytesInOutput }]) => (bytesInOutput > 0 ? [path] : [])),
  );
  const inputs = shipped ? [...new Set(kept)] : Object.keys(metafile.inputs).filter((p) => p !== '<stdin>');
  const inPackage = (path: string) => path.split('node_modules/').pop() ?? path;
  return {
    dependencies: inputs
      .filter((p) => p.includes('node_modules/'))
      .map(inPackage)
      .sort(),
    own: inputs.filter((p) => !p.includes('node_modules/')),
  };
}

beforeAll(() => {
  if (!existsSync(`${root}/dist/index.js`)) throw new Error('dist/ is missing: run `npm run build -w @msg-gateway/client` first');
});

const PROFILES = profileNames();

describe.each([
  ['the contract entry', 'index', 'generated/'],
  ...PROFILES.map((profile) => [`the ${profile} entry`, profile, `generated/${profile}/`]),
])('%s as shipped', (_name, entry, generated) => {
  const otherTables = ['generated/', ...PROFILES.map((p) => `generated/${p}/`)].filter((dir) => dir !== generated);
  /** Whether `path` (under `dir`) is a file of another entry's generated folder. */
  const isOther = (path: string, dir: string) => otherTables.includes(path.slice(dir.length).replace(/[^/]*$/, ''));

  it.each([
    ['ESM', 'esm', `dist/${entry}.js`, 'dist/', 'openapi-fetch/dist/index.mjs'],
    ['CommonJS', 'cjs', `dist/cjs/${entry}.js`, 'dist/cjs/', 'openapi-fetch/dist/index.cjs'],
  ] as const)('imports only openapi-fetch and its own files at run time (%s)', async (_kind, format, file, dir, openapiFetch) => {
    const { dependencies, own } = inputsOf(await bundle(file, format));
    expect(dependencies).toEqual([openapiFetch]);
    expect(own.filter((p) => !p.startsWith(dir))).toEqual([]);
    expect(own).toContain(`${dir}${generated}facade.gen.js`);
    expect(own).toContain(`${dir}shared/openapi.js`);
    // Nothing of another entry's description: its facade, its validators.
    expect(own.filter((p) => isOther(p, dir) && /(facade|webhooks)\.gen\.js$/.test(p))).toEqual([]);
    // Types only: erased at run time. The contract's webhooks entry is not part of any client entry.
    expect(own.some((p) => p.endsWith('openapi.gen.js'))).toBe(false);
    expect(own.some((p) => p === `${dir}webhooks/index.js` || p === `${dir}generated/webhooks.gen.js`)).toBe(false);
  });

  it("leaves the webhook parser out of an application that imports the client's names only (ESM, no side effects)", async () => {
    const names = await namesOf(`dist/${entry}.js`, 'client');
    expect(names).toEqual(expect.arrayContaining(['createGatewayClient', 'GatewayError', 'isGatewayError']));
    const { own } = inputsOf(await bundle(`dist/${entry}.js`, 'esm', names), true);
    expect(own).toContain(`dist/${generated}facade.gen.js`);
    expect(own.filter((p) => p.includes('webhooks'))).toEqual([]);
  });
});

describe.each(PROFILES)('the %s entry', (profile) => {
  it('exports its own webhook parser, over its own validators, and a receiver that imports it gets no client', async () => {
    const names = await namesOf(`dist/${profile}.js`, 'webhooks');
    expect(names.sort()).toEqual(['WEBHOOK_EVENT_NAMES', 'WebhookPayloadError', 'isEventName', 'parseWebhookEvent']);
    const { dependencies, own } = inputsOf(await bundle(`dist/${profile}.js`, 'esm', names), true);
    expect(own).toContain(`dist/generated/${profile}/webhooks.gen.js`);
    expect(own).not.toContain('dist/generated/webhooks.gen.js');
    expect(dependencies).toEqual([]);
    expect(own.filter((p) => /facade\.gen\.js$|core\/call\.js$/.test(p))).toEqual([]);
  });

  it('has a size budget', () => {
    expect(
      Object.keys(BUDGETS),
      `set a budget for dist/${profile}.js in scripts/bundle-size.js (measure it: npm run bench -- --sizes)`,
    ).toContain(`dist/${profile}.js`);
  });
});

describe.each(Object.entries(BUDGETS))('the initial code of %s (ES module, split as browser bundlers split it)', (file, budget) => {
  let size: ReturnType<typeof bundleSize>;
  beforeAll(() => {
    size = bundleSize(file, 'esm', 'client');
  });

  it(`is within its budget of ${budget} B gzipped`, async () => {
    const { initial } = await size;
    expect(initial.gzipped).toBeLessThanOrEqual(budget);
  });

  it('leaves what only a failure needs (the redactor, the error texts, Retry-After, redirect locations) to a lazy chunk', async () => {
    const { initialInputs, lazyInputs, lazy } = await size;
    const onFailure = [
      'shared/openapi.js',
      'core/describe.js',
      'core/redact-failure.js',
      'core/retry-after.js',
      'core/redirect-location.js',
    ];
    for (const path of onFailure) {
      expect(initialInputs, path).not.toContain(`dist/${path}`);
      expect(lazyInputs, path).toContain(`dist/${path}`);
    }
    expect(lazy).toHaveLength(1);
    // The rest of the client is initial: a call that succeeds loads nothing more.
    expect(initialInputs).toEqual(
      expect.arrayContaining(['dist/core/call.js', 'dist/core/errors.js', 'node_modules/openapi-fetch/dist/index.mjs']),
    );
  });
});

describe('the webhooks entry as shipped', () => {
  it.each([
    ['ESM', 'esm', 'dist/webhooks/index.js', 'dist/'],
    ['CommonJS', 'cjs', 'dist/cjs/webhooks/index.js', 'dist/cjs/'],
  ] as const)(
    'imports nothing but its own files: its validators, the redactor, the pointer escaping (%s)',
    async (_kind, format, file, dir) => {
      const { dependencies, own } = inputsOf(await bundle(file, format));
      expect(dependencies).toEqual([]);
      expect(own.sort()).toEqual(
        [
          'generated/webhooks.gen.js',
          'shared/openapi.js',
          'webhooks/check.js',
          'webhooks/error.js',
          'webhooks/index.js',
          'webhooks/parse.js',
        ].map((p) => dir + p),
      );
    },
  );
});

describe('the sources', () => {
  it('import @msg-gateway/openapi in src/shared/openapi.ts only, for the redactor and the pointer escaping', async () => {
    const importers = new Map<string, string[]>();
    for (const entry of ['src/index.ts', ...profileNames().map((profile) => `src/${profile}.ts`), 'src/webhooks/index.ts']) {
      for (const [file, input] of Object.entries((await bundle(entry, 'esm')).inputs)) {
        const named = input.imports.filter((i) => i.original?.startsWith('@msg-gateway/openapi')).map((i) => String(i.original));
        if (named.length > 0) importers.set(file, named);
      }
    }
    expect(Object.fromEntries(importers)).toEqual({
      'src/shared/openapi.ts': ['@msg-gateway/openapi/redact', '@msg-gateway/openapi/walk'],
    });
  });
});

describe('package.json', () => {
  it('depends on openapi-fetch alone, pinned; @msg-gateway/openapi is for building only; no side effects', () => {
    expect(pkg.dependencies).toEqual({ 'openapi-fetch': '0.17.0' });
    expect(pkg.devDependencies['@msg-gateway/openapi']).toBe(pkg.version);
    expect(pkg.peerDependencies).toBeUndefined();
    expect(pkg.sideEffects).toBe(false);
  });
});

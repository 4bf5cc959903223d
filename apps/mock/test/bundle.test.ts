// The package as it ships: esbuild's bundle in dist/ (scripts/build.mjs), read through the build's
// metafile. It bundles the package's entries and nothing loads Prism before the first start; it
// imports nothing but Node's modules and the package's dependencies; faker is English only and the
// Postman reader is out; every bundled package has its licence notice. Then the bundle at work:
// generated bodies, `x-faker` and a YAML description through the CLI, and the clear error for a
// Postman collection.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createBundleValidator } from '@msg-gateway/openapi/validate';
import { atPointer, type OpenApiDocument } from '@msg-gateway/openapi/walk';
import { spawnCommand } from '@msg-gateway/test-utils/processes';
import { valuesAround } from '@msg-gateway/test-utils/values-around';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asciiOnly } from '../scripts/bundle/ascii.mjs';
import {
  CODE_CACHE_VARIABLE as BUILD_CODE_CACHE_VARIABLE,
  codeCacheFile as buildCacheFile,
  SEND_FIRST_REQUESTS,
} from '../scripts/bundle/code-cache.mjs';
import { packageEntries } from '../scripts/bundle/entries.mjs';
import { YAML_FILE } from '../scripts/bundle/lazy-yaml.mjs';
import { bundledPackages, missingNotices } from '../scripts/bundle/notices.mjs';
import { textKey as buildKey, shippedDescriptions } from '../scripts/bundle/operations.mjs';
import { PRISM_FILE } from '../scripts/bundle/prism.mjs';
import { LAZY, LAZY_DIR, lodashMembers, REPLACED } from '../scripts/bundle/stand-ins.mjs';
import { VALIDATORS_DIR as BUILD_VALIDATORS_DIR, pointersByGroup } from '../scripts/bundle/validators.mjs';
import { knownProfiles } from '../src/common/profiles.js';
import { exampleRequest } from '../src/common/spec.js';
import { OPERATIONS_DIR, textKey } from '../src/server/description/operations-cache.js';
import { precompiledValidators, VALIDATORS_DIR } from '../src/server/description/precompiled-validators.js';
import { CODE_CACHE_VARIABLE, codeCacheFile } from '../src/server/prism/cached-script.js';
import { loadOperations } from '../src/server/prism/prism.js';
import { assertBuilt, parseReadyLine, READY, spawnCli } from './helpers/cli.js';
import { contract } from './helpers/descriptions.js';
import { send } from './helpers/http.js';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
let metafile: Metafile;
let notices: string;
beforeAll(() => {
  assertBuilt();
  metafile = JSON.parse(readFileSync(join(PACKAGE, 'dist/metafile.json'), 'utf8'));
  notices = readFileSync(join(PACKAGE, 'dist/THIRD-PARTY-NOTICES.txt'), 'utf8');
});

/** The inputs of `output` and of every chunk it imports statically, transitively (what loading it runs). */
function loadedWith(meta: Metafile, output: string, follow: (kind: string) => boolean = (kind) => kind === 'import-statement'): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path, kind, external } of meta.outputs[file]?.imports ?? []) if (!external && follow(kind)) visit(path);
  };
  visit(output);
  return [...seen].flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}));
}

/** External imports that are neither Node's own modules nor one of `dependencies` (or a file of one). */
function undeclaredImports(meta: Metafile, dependencies: string[]): string[] {
  const paths = Object.values(meta.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  return [...new Set(paths)].filter(
    (path) => !isBuiltin(path) && !dependencies.some((name) => path === name || path.startsWith(`${name}/`)),
  );
}

const inNodeModules = (part: string) => (input: string) => input.includes(`node_modules/${part}`);

describe('the bundle (dist/metafile.json)', () => {
  it('has an entry for each of the package’s entries, from package.json', () => {
    const entries = Object.entries(metafile.outputs).flatMap(([file, output]) => (output.entryPoint ? [[file, output.entryPoint]] : []));
    const expected = packageEntries(PACKAGE).map((entry) => [`dist/${entry.out}.js`, entry.in]);
    expect(expected).toContainEqual(['dist/index.js', 'src/index.ts']);
    expect(expected).toContainEqual(['dist/cli.js', 'src/cli.ts']);
    for (const entry of expected) expect(entries).toContainEqual(entry);
  });

  it('refuses a package.json entry without a source', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-entries-'));
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ exports: { '.': { default: './dist/gone.js' } } }));
      expect(() => packageEntries(dir)).toThrow('package.json names ./dist/gone.js, but src/gone.ts (its source) does not exist.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loads no Prism with the package or the CLI: Prism is a file of its own, which the first start runs', () => {
    const prism = inNodeModules('@stoplight/prism-http/');
    for (const entry of ['dist/index.js', 'dist/cli.js']) {
      expect(loadedWith(metafile, entry).filter(prism), entry).toEqual([]);
      expect(loadedWith(metafile, entry, () => true).filter(prism), entry).toEqual([]);
    }
    // The same inputs, read from Prism's file: the check above can see Prism.
    expect(Object.keys(metafile.outputs[PRISM_FILE]?.inputs ?? {}).some(prism)).toBe(true);
    // What the first start runs (src/server/prism/prism.ts, given the path by the build's define).
    const chunks = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
    expect(chunks.some((file) => readFileSync(join(PACKAGE, file), 'utf8').includes(JSON.stringify(PRISM_FILE)))).toBe(true);
  });

  it('keeps what a start never runs out of Prism’s file: faker, node-fetch with its URL tables, lodash/fp, the reading of descriptions, each a file loaded on first use', () => {
    const inputsOf = (file: string) => Object.keys(metafile.outputs[file]?.inputs ?? {});
    const lazyFile = (name: string) => `${dirname(PRISM_FILE)}/${LAZY_DIR.slice(2)}${name}.cjs`;
    expect(LAZY).toEqual(['faker-en', 'node-fetch', 'lodash-fp', 'operations']);
    for (const [name, part] of [
      ['faker-en', '@faker-js/faker/'],
      ['node-fetch', 'node-fetch/'],
      ['node-fetch', 'tr46/'],
      ['lodash-fp', 'lodash/fp'],
      ['operations', '@stoplight/http-spec/'],
      ['operations', '@stoplight/json-schema-ref-parser/'],
      ['operations', '@stoplight/yaml-ast-parser/'],
      ['operations', 'fnv-plus/'],
    ] as const) {
      // Prism's file has the stand-in (a plugin's module, `namespace:path`) that requires the lazy file.
      const bundled = inputsOf(PRISM_FILE).filter((input) => !/^[a-z-]+:/.test(input));
      expect(bundled.filter(inNodeModules(part)), part).toEqual([]);
      expect(inputsOf(lazyFile(name)).some(inNodeModules(part)), `${part} in ${lazyFile(name)}`).toBe(true);
    }
  });

  it('holds the lodash functions Prism reads, not the whole of lodash; yaml is a file of its own, out of the chunks', () => {
    const inputsOf = (file: string) => Object.keys(metafile.outputs[file]?.inputs ?? {});
    expect(inputsOf(PRISM_FILE).filter(inNodeModules('lodash/lodash.js'))).toEqual([]);
    expect(inputsOf(PRISM_FILE).some(inNodeModules('lodash/get.js'))).toBe(true);
    const chunks = Object.keys(metafile.outputs).filter((file) => /^dist\/(chunks\/)?[^/]+\.js$/.test(file));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flatMap(inputsOf).filter(inNodeModules('yaml/'))).toEqual([]);
    expect(inputsOf(YAML_FILE).some(inNodeModules('yaml/'))).toBe(true);
  });

  it('imports only Node’s modules and the package’s dependencies at run time', () => {
    const dependencies = Object.keys(pkg.dependencies);
    expect(dependencies).toEqual(['@msg-gateway/openapi']);
    // require() calls in a try that esbuild leaves to run time: the bundle's require() fails them
    // (as it fails anything but Node's modules) and the module goes on without.
    const optional = [
      'pino-pretty', // pino, for its prettyPrint option (Prism's logger is silent)
      'encoding', // node-fetch 2, for charsets other than UTF-8 in textConverted() (never called)
    ];
    // Prism's file requires the lazy files beside it (each one an output of the build).
    const lazy = LAZY.map((name) => `${LAZY_DIR}${name}.cjs`);
    for (const file of lazy) expect(Object.keys(metafile.outputs)).toContain(join(dirname(PRISM_FILE), file));
    // ...and the reading of descriptions (a lazy file itself) requires node-fetch's, beside it.
    const sibling = './node-fetch.cjs';
    expect(lazy).toContain(`${LAZY_DIR}${sibling.slice(2)}`);
    expect(undeclaredImports(metafile, [...dependencies, ...optional, ...lazy, sibling])).toEqual([]);
    // An import of something the package does not declare is reported.
    const broken: Metafile = {
      ...metafile,
      outputs: { 'dist/x.js': { bytes: 0, inputs: {}, exports: [], imports: [{ path: 'lodash', kind: 'require-call', external: true }] } },
    };
    expect(undeclaredImports(broken, [...dependencies, ...optional])).toEqual(['lodash']);
  });

  it('has faker in English only, no Postman reader, and one json-schema-faker: the build Prism requires', () => {
    const inputs = Object.keys(metafile.inputs);
    const locales = inputs.flatMap((input) => /@faker-js\/faker\/dist\/cjs\/locales\/([^/]+)\//.exec(input)?.[1] ?? []);
    expect(new Set(locales)).toEqual(new Set(['en']));
    expect(inputs.filter(inNodeModules('postman-collection/'))).toEqual([]);
    expect(inputs).toContain('scripts/bundle/stand-ins/postman-collection.cjs');
    // $RefParser's url helpers get the WHATWG-based parse and resolve (no DEP0169 on Node 24+).
    expect(inputs).toContain('scripts/bundle/stand-ins/url.cjs');
    expect(readFileSync(join(PACKAGE, PRISM_FILE), 'utf8')).not.toMatch(/require\("(node:)?url"\)\.(parse|resolve)\b/);
    expect(REPLACED).toEqual(['@faker-js/faker', 'postman-collection']);
    expect(inputs.filter(inNodeModules('json-schema-faker/'))).toEqual(['../../node_modules/json-schema-faker/dist/main.cjs']);
  });

  it("gives Prism's validator each Ajv class (default, 2019, 2020) through the stand-in that skips meta-schema checks", () => {
    const unchecked = Object.keys(metafile.inputs).flatMap((input) => /^unchecked-ajv:.*\/ajv\/dist\/([^/]+)\.js$/.exec(input)?.[1] ?? []);
    expect(unchecked.sort()).toEqual(['2019', '2020', 'ajv']);
  });
});

describe('dist/**/*.{js,cjs} as text', () => {
  it('is ASCII (one other character makes V8 scan a whole chunk as two-byte text), meaning what esbuild wrote', () => {
    const files = Object.keys(metafile.outputs).filter((file) => /\.c?js$/.test(file));
    expect(files).toContain(PRISM_FILE);
    expect(files.filter((file) => /[^\x00-\x7f]/.test(readFileSync(join(PACKAGE, file), 'utf8')))).toEqual([]);
    // An escape means the character it replaced, in a string and in a regular expression.
    expect(asciiOnly('"é😀"')).toBe('"\\u00e9\\ud83d\\ude00"');
    const regex = asciiOnly('/[^\\一-龠]/');
    expect(regex).toBe('/[^\\u4e00-\\u9fa0]/');
    expect(new RegExp(regex.slice(1, -1)).test('一')).toBe(false);
    expect(new RegExp(regex.slice(1, -1)).test('a')).toBe(true);
  });
});

describe('dist/operations (the operations cache, src/server/description/operations-cache.ts)', () => {
  it("holds Prism's operations of each shipped description, as Prism works them out, under its file's key", async () => {
    const files = shippedDescriptions(PACKAGE);
    expect(files).toHaveLength(1 + knownProfiles().length);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const cached: unknown = JSON.parse(readFileSync(join(PACKAGE, 'dist', OPERATIONS_DIR, `${textKey(text)}.json`), 'utf8'));
      expect(cached, file).toEqual(await loadOperations(JSON.parse(text)));
    }
    // The build and a start key a description alike.
    expect(buildKey('{"a": [1, "b"]}\n')).toBe(textKey('{"a": [1, "b"]}\n'));
  });

  it('is read for a shipped description only: one file, no $ref to another (so reading it whole is resolving it)', () => {
    for (const file of shippedDescriptions(PACKAGE)) {
      const refs = [...readFileSync(file, 'utf8').matchAll(/"\$ref":\s*"([^"]*)"/g)].map((m) => m[1] ?? '');
      expect(refs.length, file).toBeGreaterThan(0);
      expect(
        refs.filter((ref) => !ref.startsWith('#')),
        file,
      ).toEqual([]);
    }
  });
});

describe('dist/validators (the twin’s validators, compiled by the build: scripts/bundle/validators.mjs)', () => {
  it('holds a validator of every answer and request body of each shipped description, judging as the run-time validator does', async () => {
    const walk = await import('@msg-gateway/openapi/walk');
    expect(BUILD_VALIDATORS_DIR).toBe(VALIDATORS_DIR);
    for (const file of shippedDescriptions(PACKAGE)) {
      const text = readFileSync(file, 'utf8');
      const doc = JSON.parse(text) as OpenApiDocument;
      const key = textKey(text);
      const index = JSON.parse(readFileSync(join(PACKAGE, 'dist', VALIDATORS_DIR, key, 'index.json'), 'utf8')) as Record<string, string>;
      // A shared answer (a component's) is in the file of each group that documents it.
      const pointers = [...new Set([...pointersByGroup(doc, walk).values()].flat())];
      expect(Object.keys(index).sort(), file).toEqual([...pointers].sort());
      const built = precompiledValidators(key);
      const runtime = createBundleValidator(doc);
      for (const pointer of pointers) {
        const fn = built(pointer);
        if (!fn) throw new Error(`${file}: no validator of ${pointer}`);
        const compiled = runtime.compile(pointer);
        for (const value of valuesAround(exampleAt(doc, pointer))) {
          expect(fn(value), `${file} ${pointer}: ${JSON.stringify(value)}`).toBe(compiled(value));
          expect(fn.errors ?? null, `${file} ${pointer}: ${JSON.stringify(value)}`).toEqual(compiled.errors ?? null);
        }
      }
    }
  });

  it('has none for a description it did not compile, nor for a pointer it did not: those compile at run time', () => {
    expect(precompiledValidators('0'.repeat(64))('/components/schemas/Anything')).toBeUndefined();
    const key = textKey(readFileSync(shippedDescriptions(PACKAGE)[0] ?? '', 'utf8'));
    expect(precompiledValidators(key)('/components/schemas/NoSuchSchema')).toBeUndefined();
  });
});

/** The example of the answer or request body whose schema is at `pointer` (its media type's `example`), if any. */
function exampleAt(doc: OpenApiDocument, pointer: string): unknown {
  const media = atPointer(doc, pointer.replace(/\/schema$/, '')) as { example?: unknown } | undefined;
  return media?.example;
}

describe('lodashMembers (Prism’s file takes lodash member by member: scripts/bundle/stand-ins.mjs)', () => {
  it('lists what a module reads of lodash, under every name it binds it to', () => {
    expect(
      lodashMembers(
        'const lodash_1 = require("lodash");\nconst lodash_2 = require("lodash");\n(0, lodash_1.get)(a, b); lodash_2.defaults({}); lodash_1.get(c);',
      ),
    ).toEqual(['defaults', 'get']);
    expect(lodashMembers('var $l=require("lodash");$l.pick(o);x.$l.other();')).toEqual(['pick']);
  });

  it('refuses a module that does anything else with lodash (then it gets all of lodash)', () => {
    expect(lodashMembers('const l = require("lodash"); use(l);')).toBeUndefined();
    expect(lodashMembers('const l = require("lodash"); l[name]();')).toBeUndefined();
    expect(lodashMembers('const get = require("lodash/get");')).toBeUndefined();
  });
});

describe('dist/THIRD-PARTY-NOTICES.txt', () => {
  it('has the notice of every bundled package: name, version, licence and its texts', () => {
    const packages = bundledPackages(metafile, PACKAGE);
    const names = packages.map((p) => p.name);
    for (const name of [
      '@stoplight/prism-http',
      '@stoplight/prism-http-server',
      '@stoplight/prism-core',
      'json-schema-faker',
      '@faker-js/faker',
      'yaml',
    ])
      expect(names).toContain(name);
    expect(names).not.toContain('postman-collection');
    expect(missingNotices(packages, notices)).toEqual([]);
    expect(notices).toContain('@stoplight/prism-http 5.12.0 (Apache-2.0)');
    expect(notices).toContain('Apache License');
  });

  it('would notice a package without its notice, or with a text missing', () => {
    const packages = bundledPackages(metafile, PACKAGE);
    const yaml = packages.find((p) => p.name === 'yaml');
    if (!yaml) throw new Error('yaml is not bundled');
    const heading = `${yaml.name} ${yaml.version} (${yaml.license})`;
    expect(missingNotices(packages, notices.replace(`\n${heading}\n`, '\n'))).toEqual([`yaml@${yaml.version}`]);
    const licence = readFileSync(join(yaml.dir, 'LICENSE'), 'utf8').trim();
    expect(missingNotices(packages, notices.replace(licence, 'Some other licence.'))).toEqual([`yaml@${yaml.version}`]);
  });
});

/** The packages `name` brings when installed (itself and its dependencies, transitively), resolved from `from`. */
function installedWith(name: string, from: string, found = new Set<string>()): Set<string> {
  if (found.has(name)) return found;
  found.add(name);
  const file = createRequire(join(from, 'noop.js')).resolve(`${name}/package.json`);
  const { dependencies = {} } = JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string> };
  for (const dependency of Object.keys(dependencies)) installedWith(dependency, dirname(file), found);
  return found;
}

describe('the built package in a fresh process', () => {
  it('loads from node_modules only what its dependencies bring: nothing the bundle holds, nothing it lacks', async () => {
    // One process, so the module cache is its own. It starts a mock (with generated bodies), then
    // reads which CommonJS modules came from node_modules, then requires esprima itself: js-yaml,
    // in the bundle, asks for it at run time, and the bundle's require() refuses it.
    const script = `
import { createRequire } from 'node:module';
const { startMock } = await import(${JSON.stringify(pathToFileURL(join(PACKAGE, 'dist/index.js')).href)});
const mock = await startMock({ dynamic: true });
const res = await fetch(mock.url + '/instance/connectionState/shop-42', { headers: { apikey: 'k' } });
await res.arrayBuffer();
await mock.close();
const require = createRequire(${JSON.stringify(pathToFileURL(join(PACKAGE, 'package.json')).href)});
const packageOf = (path) => { const [first, second] = path.split('/node_modules/').pop().split('/'); return first.startsWith('@') ? first + '/' + second : first; };
const loaded = () => [...new Set(Object.keys(require.cache).filter((path) => path.includes('/node_modules/')).map(packageOf))].sort();
const before = loaded();
require('esprima');
process.stdout.write(JSON.stringify({ status: res.status, before, after: loaded() }) + '\\n');
`;
    const { code, stdout, stderr } = await spawnCommand(process.execPath, ['--input-type=module', '-e', script]).exited;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { status: number; before: string[]; after: string[] };
    expect(result.status).toBe(200);
    const allowed = installedWith('@msg-gateway/openapi', PACKAGE);
    expect(result.before.filter((name) => !allowed.has(name))).toEqual([]);
    // @msg-gateway/openapi's validator (it checked the answer) brings ajv bundled in one file of its
    // own, lib/ajv.cjs, not ajv's some ninety files from node_modules (issue 25)...
    expect(result.before).not.toContain('ajv');
    expect(result.after).toContain('esprima'); // ...and the probe sees what loads from node_modules
  });
  it('runs none of Prism’s lazy files for a start and its first answers (they load on first use)', async () => {
    const lazyDir = join(PACKAGE, dirname(PRISM_FILE), LAZY_DIR);
    const script = `
import { createRequire } from 'node:module';
const { startMock } = await import(${JSON.stringify(pathToFileURL(join(PACKAGE, 'dist/index.js')).href)});
const mock = await startMock();
const statuses = [];
${SEND_FIRST_REQUESTS}
await mock.close();
const require = createRequire(${JSON.stringify(pathToFileURL(join(PACKAGE, 'package.json')).href)});
const lazy = () => Object.keys(require.cache).filter((path) => path.startsWith(${JSON.stringify(lazyDir)}));
const before = lazy();
require(${JSON.stringify(join(lazyDir, 'lodash-fp.cjs'))});
process.stdout.write(JSON.stringify({ statuses, before, after: lazy() }) + '\\n');
`;
    const { code, stdout, stderr } = await spawnCommand(process.execPath, ['--input-type=module', '-e', script]).exited;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { statuses: number[]; before: string[]; after: string[] };
    expect(result.statuses).toEqual([200, 201, 400, 404]);
    expect(result.before).toEqual([]);
    expect(result.after).toEqual([join(lazyDir, 'lodash-fp.cjs')]); // the probe sees a lazy file once it is loaded
  });
  it('loads no ajv for a start and the first answers of each shipped description: the twin checks with the build’s validators', async () => {
    const ajvFile = join(dirname(createRequire(join(PACKAGE, 'package.json')).resolve('@msg-gateway/openapi/package.json')), 'lib/ajv.cjs');
    const script = `
import { createRequire } from 'node:module';
const { startMock } = await import(${JSON.stringify(pathToFileURL(join(PACKAGE, 'dist/index.js')).href)});
const statuses = [];
for (const profile of [undefined, ...${JSON.stringify(knownProfiles())}]) {
  const mock = await startMock(profile ? { profile } : {});
  ${SEND_FIRST_REQUESTS}
  await mock.close();
}
const require = createRequire(${JSON.stringify(pathToFileURL(join(PACKAGE, 'package.json')).href)});
const ajv = () => Object.keys(require.cache).filter((path) => path === ${JSON.stringify(ajvFile)});
const before = ajv();
require(${JSON.stringify(ajvFile)});
process.stdout.write(JSON.stringify({ statuses, before, after: ajv() }) + '\\n');
`;
    const { code, stdout, stderr } = await spawnCommand(process.execPath, ['--input-type=module', '-e', script]).exited;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { statuses: number[]; before: string[]; after: string[] };
    expect(result.statuses).toHaveLength(4 * (1 + knownProfiles().length));
    expect(result.before).toEqual([]);
    expect(result.after).toEqual([ajvFile]); // the probe sees ajv once it is loaded
  });

  it('loads neither node:tls nor undici for a start and its first answer (scripts/bundle/builtins.mjs)', async () => {
    // node:https brings node:tls, and from Node 22 on an ES import of node:http brings undici: a start
    // needs neither. The request goes through node:http, required (fetch() would load undici itself).
    const script = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { request } = require('node:http');
const { startMock } = await import(${JSON.stringify(pathToFileURL(join(PACKAGE, 'dist/index.js')).href)});
const mock = await startMock();
const status = await new Promise((resolve, reject) => {
  const req = request(mock.url + '/instance/connectionState/my-instance', { headers: { apikey: 'k' } }, (res) => {
    res.resume();
    res.once('end', () => resolve(res.statusCode));
  });
  req.once('error', reject);
  req.end();
});
await mock.close();
const loaded = () => process.moduleLoadList.filter((name) => /^NativeModule (tls|internal\\/deps\\/undici\\/undici)$/.test(name));
const before = loaded();
require('node:https');
process.stdout.write(JSON.stringify({ status, before, after: loaded() }) + '\\n');
`;
    const { code, stdout, stderr } = await spawnCommand(process.execPath, ['--input-type=module', '-e', script]).exited;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { status: number; before: string[]; after: string[] };
    expect(result.status).toBe(200);
    expect(result.before).toEqual([]);
    expect(result.after).toEqual(['NativeModule tls']); // the probe sees node:tls once it is loaded
  });
});

describe("Prism's code cache (src/server/prism/cached-script.ts, written by scripts/bundle/code-cache.mjs)", () => {
  it('is built for this Node, and a start of the CLI uses it', async () => {
    const cache = codeCacheFile(join(PACKAGE, PRISM_FILE));
    expect(cache).toBe(buildCacheFile(PACKAGE));
    // turbo's cache of the build does not know the Node version: it can restore another Node's dist/.
    if (!existsSync(cache))
      throw new Error(
        `dist/ has no code cache for Node ${process.version}: another Node built it. Run npm run build -w @msg-gateway/mock.`,
      );
    expect(statSync(cache).size).toBeGreaterThan(100_000);
    const run = spawnCli(['--port', '0'], { env: { [CODE_CACHE_VARIABLE]: 'report' } });
    try {
      const { url } = parseReadyLine(await run.ready(READY));
      expect((await fetch(`${url}/instance/connectionState/my-instance`, { headers: { apikey: 'k' } })).status).toBe(200);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect((await run.exited).stderr).toContain(`msg-gateway-mock: code cache of ${join(PACKAGE, PRISM_FILE)}: accepted\n`);
    // The build names the variable as the package does.
    expect(BUILD_CODE_CACHE_VARIABLE).toBe(CODE_CACHE_VARIABLE);
  });
});

describe('the bundle at work (the CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates bodies that follow the contract (--dynamic)', async () => {
    const run = spawnCli(['--port', '0', '--dynamic', '--seed', '7']);
    try {
      const { url } = parseReadyLine(await run.ready(READY));
      for (const operation of contract.ops) {
        const answer = await send(url, exampleRequest(contract.spec, operation));
        if (answer.contentType?.includes('json') && answer.status < 300)
          expect(contract.violationsOf(operation, answer.status, answer.body), operation.operationId).toEqual([]);
      }
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

  it('serves a YAML description, and fills `x-faker` fields with English faker', async () => {
    const spec = join(dir, 'people.yaml');
    writeFileSync(
      spec,
      `openapi: 3.1.0
info: { title: People, version: '1' }
paths:
  /person:
    get:
      responses:
        '200':
          description: A person
          content:
            application/json:
              schema:
                type: object
                required: [email, country]
                properties:
                  email: { type: string, x-faker: internet.email }
                  country: { type: string, x-faker: address.country }
`,
    );
    const run = spawnCli(['--port', '0', '--dynamic', '--spec', spec]);
    try {
      const url = / on (http:\/\/\S+)/.exec(await run.ready(READY))?.[1];
      const res = await fetch(`${url}/person`);
      const body = (await res.json()) as { email: string; country: string };
      expect(res.status).toBe(200);
      expect(body.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/i);
      // English faker's country names (one, 'Svalbard & Jan Mayen Islands', has an ampersand).
      expect(body.country).toMatch(/^[A-Z][\w .,'&()-]+$/);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

  it("still refuses a request body its schema forbids, in Prism's words (the Ajv stand-in checks requests as before)", async () => {
    const spec = join(dir, 'orders.yaml');
    writeFileSync(
      spec,
      `openapi: 3.1.0
info: { title: Orders, version: '1' }
paths:
  /order:
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, required: [count], properties: { count: { type: integer, minimum: 1 } } }
      responses:
        '201': { description: Made }
        '422': { description: Refused }
`,
    );
    const run = spawnCli(['--port', '0', '--spec', spec]);
    try {
      const url = / on (http:\/\/\S+)/.exec(await run.ready(READY))?.[1];
      const post = (body: unknown) =>
        fetch(`${url}/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect((await post({ count: 2 })).status).toBe(201);
      const refused = await post({ count: 0 });
      expect(refused.status).toBe(422);
      // The documented 422 has no body: Prism lists what the request broke in sl-violations.
      expect(refused.headers.get('sl-violations')).toContain('Request body property count must be >= 1');
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

  it('refuses a Postman collection with a clear error, not a crash', async () => {
    const collection = join(dir, 'collection.json');
    writeFileSync(
      collection,
      JSON.stringify({ info: { name: 'Shop', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' }, item: [] }),
    );
    const { code, stdout, stderr } = await spawnCli(['--port', '0', '--spec', collection]).exited;
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `msg-gateway-mock: Cannot serve ${collection}: it is a Postman collection, and msg-gateway-mock reads OpenAPI descriptions only (the Postman reader is not bundled): convert the collection to OpenAPI 3 first.\n`,
    );
  });
});

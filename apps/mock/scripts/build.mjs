// Builds dist/ for the package: one esbuild bundle of its entries (src/ and everything else it runs,
// but its dependencies) with Prism in a file of its own (bundle/prism.mjs), the licence notices of
// what the bundle holds, the metafile the checks read, the operations cache and Prism's code cache.
// The declarations come from tsc afterwards (npm run build). Why a bundle: the mock installs a few MB
// instead of Prism's tree (about 90 MB), and Node loads one file per chunk instead of Prism's some
// 2,000 modules.
// @ts-check
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { asciiFiles } from './bundle/ascii.mjs';
import { builtinsAtStart } from './bundle/builtins.mjs';
import { writeCodeCache } from './bundle/code-cache.mjs';
import { packageEntries } from './bundle/entries.mjs';
import { buildLazyYaml, lazyYaml } from './bundle/lazy-yaml.mjs';
import { bundledPackages, noticesText } from './bundle/notices.mjs';
import { writeOperations } from './bundle/operations.mjs';
import { buildPrism, PRISM_FILE } from './bundle/prism.mjs';
import { uiPageScript } from './bundle/ui-page.mjs';
import { writeValidators } from './bundle/validators.mjs';

const PACKAGE = dirname(dirname(fileURLToPath(import.meta.url)));
/** @type {{ name: string, version: string, dependencies?: Record<string, string>, engines: { node: string } }} */
const pkg = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'));
const DIST = join(PACKAGE, 'dist');

// CommonJS modules in the bundle require() Node's own modules, and an ES module has no require().
// This one loads those and nothing else: a module the bundle lacks (one required in a way esbuild
// cannot follow) then fails here as it would in a user's project, instead of being found in the
// node_modules around the repository.
const REQUIRE_BUILTINS = `import { createRequire as __createRequire, isBuiltin as __isBuiltin } from 'node:module';
const __nodeRequire = __createRequire(import.meta.url);
const require = (id) => {
  if (__isBuiltin(id)) return __nodeRequire(id);
  throw Object.assign(new Error(\`Cannot find module '\${id}' (the bundle does not hold it)\`), { code: 'MODULE_NOT_FOUND' });
};`;

rmSync(DIST, { recursive: true, force: true });
/** What the package's chunks and Prism's files are built with alike. */
const common = /** @type {const} */ ({
  bundle: true,
  platform: 'node',
  // The oldest Node in `engines` (its first range, e.g. `^20.19.0` → node20.19.0).
  target: `node${/\d+(\.\d+)*/.exec(pkg.engines.node)?.[0]}`,
  // Whitespace and syntax only: on this bundle, renaming identifiers too loaded slower (measured).
  minifyWhitespace: true,
  minifySyntax: true,
  // jsonc-parser's main is a UMD module whose require() calls esbuild cannot follow: its ES build.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  legalComments: 'none',
  logLevel: 'warning',
});
const result = await build({
  ...common,
  absWorkingDir: PACKAGE,
  entryPoints: packageEntries(PACKAGE),
  outdir: 'dist',
  // Code more than one entry runs is a chunk of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  // What the package depends on stays an import (@msg-gateway/openapi ships the descriptions).
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  banner: { js: REQUIRE_BUILTINS },
  // node:http by require(), node:https and node:tls on first use (bundle/builtins.mjs); yaml from a
  // file of its own on first use (bundle/lazy-yaml.mjs).
  plugins: [builtinsAtStart, lazyYaml(PACKAGE)],
  // The bundle reads the operations cache written below (src/server/description/operations-cache.ts); src/ does not.
  // Prism is a file of its own (scripts/bundle/prism.mjs), which the first start runs (src/server/prism/prism.ts).
  // The phone page's script (src/ui/page/, for the browser) is held by the bundle as a string (src/ui/script.ts).
  define: {
    __MSG_GATEWAY_MOCK_OPERATIONS_CACHE__: 'true',
    __MSG_GATEWAY_MOCK_PRISM_BUNDLE__: JSON.stringify(PRISM_FILE),
    __MSG_GATEWAY_MOCK_UI_SCRIPT__: JSON.stringify(uiPageScript(PACKAGE)),
  },
  metafile: true,
});
const prismMetafiles = await buildPrism(PACKAGE, common);
const yamlBuild = await buildLazyYaml(PACKAGE, common);
// The twin's validators of the shipped descriptions, compiled ahead (bundle/validators.mjs).
const validatorMetafiles = await writeValidators(PACKAGE, DIST, { ...common, absWorkingDir: PACKAGE });
if (result.warnings.length + yamlBuild.warnings.length > 0)
  throw new Error(`esbuild warned ${result.warnings.length} time(s) (above): fix them, a warning is a module that may fail at run time.`);

mkdirSync(DIST, { recursive: true });
asciiFiles(DIST);
/** The builds' metafiles as one: every file the bundle has, and what is in each. */
const metafile = [result.metafile, ...prismMetafiles, yamlBuild.metafile, ...validatorMetafiles].reduce((all, one) => ({
  inputs: { ...all.inputs, ...one.inputs },
  outputs: { ...all.outputs, ...one.outputs },
}));
writeFileSync(join(DIST, 'metafile.json'), JSON.stringify(metafile));
await writeOperations(PACKAGE, DIST);
writeFileSync(join(DIST, 'THIRD-PARTY-NOTICES.txt'), noticesText(`${pkg.name} ${pkg.version}`, bundledPackages(metafile, PACKAGE)));
// Last: it starts the built package.
await writeCodeCache(PACKAGE);

// Builds dist/ for the package: one esbuild bundle of its entries (src/ with Prism and everything
// else it runs, but its dependencies), the licence notices of what the bundle holds, and the
// metafile the checks read. The declarations come from tsc afterwards (npm run build). Why a
// bundle: the mock installs a few MB instead of Prism's tree (about 90 MB), and Node loads one
// file per chunk instead of Prism's some 2,000 modules.
// @ts-check
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { asciiFiles } from './bundle/ascii.mjs';
import { packageEntries } from './bundle/entries.mjs';
import { bundledPackages, noticesText } from './bundle/notices.mjs';
import { writeOperations } from './bundle/operations.mjs';
import { standIns } from './bundle/stand-ins.mjs';
import { uiPageScript } from './bundle/ui-page.mjs';

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
const result = await build({
  absWorkingDir: PACKAGE,
  entryPoints: packageEntries(PACKAGE),
  outdir: 'dist',
  // Prism is imported with import() on the first start (src/server/prism.ts): a chunk of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${pkg.engines.node.replace(/^>=/, '')}`,
  // What the package depends on stays an import (@msg-gateway/openapi ships the descriptions).
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  banner: { js: REQUIRE_BUILTINS },
  // The bundle reads the operations cache written below (src/server/operations-cache.ts); src/ does not.
  // The phone page's script (src/ui/page/, for the browser) is held by the bundle as a string (src/ui/script.ts).
  define: { __MSG_GATEWAY_MOCK_OPERATIONS_CACHE__: 'true', __MSG_GATEWAY_MOCK_UI_SCRIPT__: JSON.stringify(uiPageScript(PACKAGE)) },
  // Whitespace and syntax only: on this bundle, renaming identifiers too loaded slower (measured).
  minifyWhitespace: true,
  minifySyntax: true,
  plugins: [standIns],
  // jsonc-parser's main is a UMD module whose require() calls esbuild cannot follow: its ES build.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
if (result.warnings.length > 0)
  throw new Error(`esbuild warned ${result.warnings.length} time(s) (above): fix them, a warning is a module that may fail at run time.`);

mkdirSync(DIST, { recursive: true });
asciiFiles(DIST);
writeFileSync(join(DIST, 'metafile.json'), JSON.stringify(result.metafile));
await writeOperations(PACKAGE, DIST, result.metafile);
writeFileSync(join(DIST, 'THIRD-PARTY-NOTICES.txt'), noticesText(`${pkg.name} ${pkg.version}`, bundledPackages(result.metafile, PACKAGE)));

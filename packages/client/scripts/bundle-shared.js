#!/usr/bin/env node
// @ts-check
// The build's last step for run-time code: src/shared/openapi.ts imports the toolkit's shared
// redactor and pointer escaping from @msg-gateway/openapi, a devDependency. tsc compiled it to an
// import of that package; this replaces the two compiled copies (ESM and CommonJS) with esbuild
// bundles of the same module, the code it imports included (tree-shaken), so that nothing in dist/
// imports @msg-gateway/openapi and an installed client needs openapi-fetch alone. Then it checks
// that: a file of dist/ that still names the package in an import, require() or type reference
// fails the build, naming the file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = join(root, 'src/shared/openapi.ts');
const OUTPUTS = /** @type {const} */ ([
  ['esm', 'dist/shared/openapi.js'],
  ['cjs', 'dist/cjs/shared/openapi.js'],
]);

/** An import, export-from, require(), import() or triple-slash reference of @msg-gateway/openapi. */
const NAMES_OPENAPI =
  /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*|<reference\s+(?:types|path)=)["']@msg-gateway\/openapi(?:\/[^"']*)?["']/;

/** Every .js and .d.ts file under `dir`, relative to the package. */
function distFiles(/** @type {string} */ dir) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:js|d\.ts)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

for (const [format, outfile] of OUTPUTS) {
  await build({
    entryPoints: [SOURCE],
    outfile: join(root, outfile),
    bundle: true,
    format,
    platform: 'neutral',
    target: 'es2022',
    logLevel: 'warning',
    banner: { js: "// src/shared/openapi.ts with what it imports from @msg-gateway/openapi's lib/, bundled by scripts/bundle-shared.js." },
  });
}

const offenders = distFiles('dist').filter((file) => NAMES_OPENAPI.test(readFileSync(join(root, file), 'utf8')));
if (offenders.length > 0) {
  console.error(`bundle-shared: these files of dist/ still import @msg-gateway/openapi: ${offenders.join(', ')}`);
  process.exit(1);
}

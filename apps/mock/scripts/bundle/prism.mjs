// Prism's part of the bundle: src/server/prism/prism-modules.ts with Prism and everything it runs, as one
// CommonJS file (dist/prism/prism.cjs) that the first start runs with V8's code cache
// (src/server/prism/cached-script.ts; Node 20 caches compiled code for no ES module), and the modules the
// stand-ins load on first use, a file each beside it (dist/prism/lazy/, stand-ins.mjs).
// @ts-check
import { dirname } from 'node:path';
import { build } from 'esbuild';
import { LATER, LATER_FUNCTION } from './builtins.mjs';
import { LAZY, LAZY_DIR, lazySiblings, replaced, standIns } from './stand-ins.mjs';

/** Prism's file, relative to the package (the bundle's `define` hands it to src/server/prism/prism.ts). */
export const PRISM_FILE = 'dist/prism/prism.cjs';

// A CommonJS file gets Node's require(), which would find whatever node_modules surround the
// package. As in the ES chunks (build.mjs), it may load Node's own modules and, for Prism's file, the
// lazy files beside it; a module the bundle lacks fails as it would in a user's project.
// node:https and node:tls (required by Prism's proxy agents and its $ref resolver over HTTP) load on
// first use of a member (builtins.mjs).
const requireOnly = (/** @type {string} */ also) => `require = ((nodeRequire) => {
  const later = ${LATER_FUNCTION};
  const names = ${JSON.stringify(LATER)};
  const made = {};
  return (id) => {
    const name = id.replace(/^node:/, '');
    if (Object.hasOwn(names, name)) return (made[name] ??= later(() => nodeRequire(name), names[name]));
    if (nodeRequire('node:module').isBuiltin(id)${also ? ` || id.startsWith(${JSON.stringify(also)})` : ''}) return nodeRequire(id);
    throw Object.assign(new Error(\`Cannot find module '\${id}' (the bundle does not hold it)\`), { code: 'MODULE_NOT_FOUND' });
  };
})(require);`;

/**
 * Builds Prism's file and the lazy files; resolves with the builds' metafiles (for the notices and checks).
 * @param {string} packageDir
 * @param {Omit<import('esbuild').BuildOptions, 'entryPoints' | 'outdir' | 'outfile' | 'format' | 'splitting' | 'banner' | 'plugins' | 'metafile'>} common
 * @returns {Promise<import('esbuild').Metafile[]>}
 */
export async function buildPrism(packageDir, common) {
  /** @type {Map<string, string>} */
  const lazy = new Map();
  const prism = await build({
    ...common,
    absWorkingDir: packageDir,
    entryPoints: ['src/server/prism/prism-modules.ts'],
    outfile: PRISM_FILE,
    format: 'cjs',
    banner: { js: requireOnly(LAZY_DIR) },
    plugins: [standIns(lazy)],
    metafile: true,
  });
  const missing = LAZY.filter((name) => !lazy.has(name));
  if (missing.length > 0 || lazy.size !== LAZY.length)
    throw new Error(`Prism no longer requires ${missing.join(', ') || 'the lazy modules as listed'}: update LAZY in stand-ins.mjs.`);
  // Each lazy file is the module Prism's require() resolved to, with what it requires.
  const files = await build({
    ...common,
    absWorkingDir: packageDir,
    entryPoints: Object.fromEntries([...lazy.keys()].map((name) => [name, `lazy-module:${name}`])),
    outdir: `${dirname(PRISM_FILE)}/${LAZY_DIR}`,
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // A lazy file may require the one beside it (lazySiblings: node-fetch).
    banner: { js: requireOnly('./') },
    plugins: [
      replaced,
      lazySiblings,
      {
        name: 'msg-gateway-lazy-modules',
        setup(lazyBuild) {
          lazyBuild.onResolve({ filter: /^lazy-module:/ }, ({ path }) => ({
            path: path.slice('lazy-module:'.length),
            namespace: 'lazy-module',
          }));
          lazyBuild.onLoad({ filter: /.*/, namespace: 'lazy-module' }, ({ path: name }) => {
            const path = /** @type {string} */ (lazy.get(name));
            return { contents: `module.exports = require(${JSON.stringify(path)});`, loader: 'js', resolveDir: dirname(path) };
          });
        },
      },
    ],
    metafile: true,
  });
  const warned = prism.warnings.length + files.warnings.length;
  if (warned > 0) throw new Error(`esbuild warned ${warned} time(s) (above): fix them, a warning is a module that may fail at run time.`);
  return [prism.metafile, files.metafile];
}

// @ts-check
// How much an entry of dist/ weighs as an application's bundler would ship it: bundled by esbuild with
// everything it imports, minified, gzipped (-9). One measure for `npm run bench` and for
// test/entry-weight.test.ts, which holds each entry to its budget (BUDGETS).
//
// An ES module entry is bundled with code splitting, as browser bundlers do: what the entry imports
// statically is its initial code (gzipped as one text: in an application it joins the application's
// own bundle), what it reaches only through import() (src/core/on-failure.ts) is a lazy chunk,
// fetched on the first failure. A CommonJS entry (Node back-ends) is one bundle, no splitting.
//
// A profile's entry exports the client and the profile's webhook parser; an application imports one
// or the other (a bot both), and a bundler leaves out what is not imported (the package has no side
// effects). So an entry is measured as an application imports it: `part` 'client' imports the
// entry's client names, 'webhooks' its webhook names (namesOf), and the budget holds the client.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The run-time names of an entry that are its webhook parser (a profile's events.gen.ts); the others are its client. */
const WEBHOOK_NAMES = ['parseWebhookEvent', 'isEventName', 'WEBHOOK_EVENT_NAMES', 'WebhookPayloadError'];

/** @typedef {'client' | 'webhooks' | 'all'} Part */

/**
 * The run-time names the built entry `file` (relative to the package) exports for `part`.
 * @returns {Promise<string[]>}
 */
export async function namesOf(/** @type {string} */ file, /** @type {Part} */ part) {
  const names = Object.keys(await import(pathToFileURL(join(root, file)).href));
  return part === 'all' ? names : names.filter((name) => WEBHOOK_NAMES.includes(name) === (part === 'webhooks'));
}

/** Gzipped-size budgets of the initial code of the client of each ES module entry (part 'client'), in bytes. */
export const BUDGETS = {
  'dist/index.js': 8 * 1024,
  // 8 673 B when set: its 47 operations more are about 670 B of routes.
  'dist/evolution-2.1.1.js': 8960,
  // 8 870 B when set (its client; the parser is left out): 7 operations more than 2.1.1's, about 130 B of routes.
  'dist/evolution-2.3.7.js': 9088,
  // 9 015 B when set: 8 operations more than 2.3.7's (the licence routes and the five new routes), about 145 B of routes.
  'dist/evolution-2.4.0.js': 9216,
};

/** @typedef {{ minified: number, gzipped: number }} Size */

/** `bytes` minified length and gzip -9 size. */
function sizeOf(/** @type {Uint8Array} */ bytes) {
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

/**
 * The size of `file` (relative to the package) bundled: `initial` (the entry and what it imports
 * statically), `lazy` (each chunk reached through import() only), `whole` (all of it in one bundle,
 * as a bundler that does not split ships it); and which files (relative to the package, dependencies
 * as `node_modules/...`) went into the initial code and into the lazy chunks.
 * @returns {Promise<{ initial: Size, lazy: Size[], whole: Size, initialInputs: string[], lazyInputs: string[] }>}
 */
export async function bundleSize(/** @type {string} */ file, /** @type {'esm' | 'cjs'} */ format, /** @type {Part} */ part = 'all') {
  // An application's module that imports the names of `part` from the entry (CommonJS: all of it).
  const application =
    format === 'esm' ? `export { ${(await namesOf(file, part)).join(', ')} } from './${file}';` : `module.exports = require('./${file}');`;
  const common = {
    stdin: { contents: application, resolveDir: root, sourcefile: 'application.js' },
    bundle: true,
    minify: true,
    format,
    // A browser bundler resolves the ESM entry; a Node (NestJS) bundler the CommonJS one.
    platform: format === 'esm' ? /** @type {const} */ ('neutral') : /** @type {const} */ ('node'),
    write: false,
    logLevel: /** @type {const} */ ('silent'),
    absWorkingDir: root,
  };
  const single = await build(common);
  const whole = sizeOf(single.outputFiles?.[0]?.contents ?? new Uint8Array());
  if (format === 'cjs') return { initial: whole, lazy: [], whole, initialInputs: [], lazyInputs: [] };
  const split = await build({ ...common, splitting: true, outdir: 'bundle-size.out', metafile: true });
  const outputs = split.metafile.outputs;
  const contents = new Map((split.outputFiles ?? []).map((f) => [f.path, f.contents]));
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint !== undefined);
  /** @type {string[]} */
  const initial = [];
  const visit = (/** @type {string} */ name) => {
    if (initial.includes(name)) return;
    initial.push(name);
    for (const { path, kind } of outputs[name]?.imports ?? []) if (kind === 'import-statement' && path in outputs) visit(path);
  };
  if (entry) visit(entry);
  const bytes = (/** @type {string} */ name) => contents.get(join(root, name)) ?? new Uint8Array();
  const lazy = Object.keys(outputs).filter((name) => !initial.includes(name) && name.endsWith('.js'));
  const inputsOf = (/** @type {string[]} */ names) =>
    names.flatMap((name) => Object.keys(outputs[name]?.inputs ?? {})).map((input) => input.replace(/^.*node_modules\//, 'node_modules/'));
  return {
    initial: sizeOf(Buffer.concat(initial.map(bytes))),
    lazy: lazy.map((name) => sizeOf(bytes(name))),
    whole,
    initialInputs: inputsOf(initial),
    lazyInputs: inputsOf(lazy),
  };
}

// What the bundle starts from: the package's entries, read from package.json, so a module added
// under src/ is bundled when an entry reaches it, and a new entry needs only its package.json line.
// An entry is a file under dist/ that `exports` names, or that a bin imports (the bins are thin
// shims over dist/, as `import … from '../dist/cli.js'`).
// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The entries of the package in `dir`: `{ in: 'src/cli.ts', out: 'cli' }` for dist/cli.js.
 * @param {string} dir
 * @returns {{ in: string, out: string }[]}
 */
export function packageEntries(dir) {
  /** @type {{ exports?: unknown, bin?: string | Record<string, string> }} */
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const built = new Set([...exportedFiles(pkg.exports), ...binImports(dir, pkg.bin)]);
  return [...built].sort().map((file) => {
    const out = file.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    const source = `src/${out}.ts`;
    if (!existsSync(join(dir, source))) throw new Error(`package.json names ${file}, but ${source} (its source) does not exist.`);
    return { in: source, out };
  });
}

/**
 * The ./dist/*.js files an `exports` value names (any condition; declarations are tsc's).
 * @param {unknown} value
 * @returns {string[]}
 */
function exportedFiles(value) {
  if (typeof value === 'string') return /^\.\/dist\/.+\.js$/.test(value) ? [value] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(exportedFiles);
}

/**
 * The dist/ modules the bins import (`'../dist/cli.js'` → './dist/cli.js').
 * @param {string} dir
 * @param {string | Record<string, string> | undefined} bin
 * @returns {string[]}
 */
function binImports(dir, bin) {
  const files = typeof bin === 'string' ? [bin] : Object.values(bin ?? {});
  return files.flatMap((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    return [...text.matchAll(/(?:from|import\()\s*'\.\.\/(dist\/[^']+\.js)'/g)].map(([, path]) => `./${path}`);
  });
}

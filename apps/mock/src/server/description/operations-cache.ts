// Prism's operations of a description, worked out once: getHttpOperationsFromSpec took about a third
// of a cold start, and as much again for every later start of the same description in a process (a
// test suite that starts a mock per test). Two caches, both keyed by a SHA-256 of the description's
// text (the file's, for a description the package ships served as it is; else the JSON text of the
// document Prism is handed), so a changed description (a --spec file saved, an overlay) finds
// nothing and Prism reads it as before:
// - the build's: the operations of the descriptions the package ships (the contract and each
//   profile), written to dist/operations/<key>.json by scripts/bundle/operations.mjs with the Prism
//   the bundle holds. Read where the build's esbuild `define` (and the tests' vitest.config.ts)
//   turn it on: the bundle, and src/ under the tests (test/bundle.test.ts checks the files are what
//   the installed Prism works out); not src/ run any other way, which has no dist/ of its own.
// - this process's: the JSON text of the last few worked out, parsed again for each start (so no
//   two mocks share an object Prism could change).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { packagePath } from '../../common/package-root.js';

/** Set (to true) by the build's esbuild `define` and the tests' vitest.config.ts; undeclared anywhere else. */
declare const __MSG_GATEWAY_MOCK_OPERATIONS_CACHE__: boolean | undefined;

/** The folder of the build's cache, under dist/ (scripts/build.mjs writes it there). */
export const OPERATIONS_DIR = 'operations';
/** How many descriptions' operations a process remembers (each up to about a megabyte of text). */
const REMEMBERED = 8;
const remembered = new Map<string, string>();

/** The key of the operations of `document`: the SHA-256 of its JSON text. */
export function operationsKey(document: unknown): string {
  return textKey(JSON.stringify(document));
}

/**
 * The key of a description read whole from a file, by the file's text (the build keys the
 * descriptions the package ships so: scripts/bundle/operations.mjs): its SHA-256.
 */
export function textKey(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The text of the build's cached operations under `key`, or undefined: none, or the cache is off. */
function built(key: string): string | undefined {
  if (typeof __MSG_GATEWAY_MOCK_OPERATIONS_CACHE__ === 'undefined') return undefined;
  try {
    return readFileSync(packagePath('dist', OPERATIONS_DIR, `${key}.json`), 'utf8');
  } catch {
    // No file for this document (or an unreadable one): Prism works them out.
    return undefined;
  }
}

/** Prism's operations of `document`: cached (see above), else `compute`'s, remembered. */
export async function operationsOf<T>(document: unknown, compute: () => Promise<T[]>, key = operationsKey(document)): Promise<T[]> {
  const text = remembered.get(key) ?? built(key);
  if (text !== undefined) return JSON.parse(text) as T[];
  const operations = await compute();
  let computed: string;
  try {
    computed = JSON.stringify(operations);
  } catch {
    return operations; // not JSON (a cycle): worked out again next time
  }
  // Only what JSON carries as it is (not an Infinity a YAML file can hold, or an undefined field).
  if (!isDeepStrictEqual(JSON.parse(computed), operations)) return operations;
  remembered.delete(key);
  remembered.set(key, computed);
  for (const oldest of remembered.keys()) if (remembered.size > REMEMBERED) remembered.delete(oldest);
  return operations;
}

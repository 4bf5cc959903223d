// The twin's validators of the descriptions the package ships, compiled by the build
// (scripts/bundle/validators.mjs) into standalone code: a start of the contract or a profile loads
// neither ajv nor compiles a schema for its first answers (about 20 ms of a CLI start's CPU). Keyed
// like the operations cache, by the SHA-256 of the description file's text, so a changed description (a
// --spec file, an overlay) finds nothing and compiles as before; so does a pointer the build did not
// compile (a branch of a oneOf). Read where the operations cache is (the bundle, and src/ under the
// tests); test/bundle.test.ts checks that they judge as the run-time validator does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { packagePath } from '../../common/package-root.js';

/** Set (to true) by the build's esbuild `define` and the tests' vitest.config.ts; undeclared anywhere else. */
declare const __MSG_GATEWAY_MOCK_OPERATIONS_CACHE__: boolean | undefined;

/** The folder of the build's validators, under dist/ (VALIDATORS_DIR in scripts/bundle/validators.mjs). */
export const VALIDATORS_DIR = 'validators';

/** A description's precompiled validator of a pointer, if the build made one. */
export type Precompiled = (pointer: string) => ValidateFunction | undefined;

const none: Precompiled = () => undefined;

/** Those of each shipped description a process served (a suite starts them again and again); at most one per shipped description. */
const loaded = new Map<string, Precompiled>();

/** The build's validators of the description under `key` (textKey: its file's), loaded a group file at a time, on first use. */
export function precompiledValidators(key: string): Precompiled {
  if (typeof __MSG_GATEWAY_MOCK_OPERATIONS_CACHE__ === 'undefined') return none;
  let found = loaded.get(key);
  if (!found) {
    found = load(key);
    // Only a description the build compiled: a --spec file saved again and again is a new key each time.
    if (found !== none) loaded.set(key, found);
  }
  return found;
}

/** Reads the index of the validators under `key`; none when there is no such folder. */
function load(key: string): Precompiled {
  const dir = packagePath('dist', VALIDATORS_DIR, key);
  let index: Record<string, string>;
  try {
    index = JSON.parse(readFileSync(`${dir}/index.json`, 'utf8')) as Record<string, string>;
  } catch {
    return none; // no validators for this document: compiled at run time
  }
  const require = createRequire(`${dir}/`);
  const files = new Map<string, Record<string, ValidateFunction> | undefined>();
  return (pointer) => {
    const file = Object.hasOwn(index, pointer) ? index[pointer] : undefined;
    if (file === undefined) return undefined;
    if (!files.has(file)) {
      try {
        files.set(file, require(`./${file}`) as Record<string, ValidateFunction>);
      } catch {
        files.set(file, undefined); // an unreadable file: compiled at run time
      }
    }
    const fn = files.get(file)?.[pointer];
    return typeof fn === 'function' ? fn : undefined;
  };
}

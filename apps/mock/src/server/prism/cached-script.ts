// Runs one CommonJS file of the bundle (Prism: dist/prism/prism.cjs) with V8's code cache, so a start
// does not compile Prism's 2 MB again. Node 20 keeps no compiled code between processes
// (module.enableCompileCache() arrived in Node 22.1): this file does what that function does, for one
// file, with node:vm's cachedData. The build writes the cache (scripts/bundle/code-cache.mjs) after a
// start and a few answers, so it holds the functions those ran, not only the file's top level.
//
// The cache file is named after the Node version and architecture it was made by; V8 checks it again
// (its version, flags and the source) and ignores one that does not fit, so another Node or a changed
// file compiles the source as before: slower, never wrong.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/**
 * What the package does with the code cache, by this variable: `off` compiles from the source (the
 * bench's comparison), `report` prints on stderr whether V8 took it, `write` writes it as the process
 * exits (the build's training run). Unset: read it if there is one.
 */
export const CODE_CACHE_VARIABLE = 'MSG_GATEWAY_MOCK_CODE_CACHE';

const MODES = ['off', 'report', 'write'];

/** What is wrong with the variable's value, in words; undefined when it is unset, empty or a mode. */
export function codeCacheModeProblem(value: string | undefined): string | undefined {
  if (value === undefined || value === '' || MODES.includes(value)) return undefined;
  return `${CODE_CACHE_VARIABLE} is "${value}": give one of ${MODES.join(', ')}, or leave it unset (the cache is read when there is one).`;
}

/** Whether the code cache was used: off, none for this Node, accepted, or rejected by V8 (compiled as without one). */
export type CodeCacheUse = 'off' | 'none' | 'accepted' | 'rejected';

export interface ScriptRun {
  exports: unknown;
  cache: CodeCacheUse;
}

/** The cache file of `file` for the Node running now: dist/prism/prism.v20.20.2-x64.cache. */
export function codeCacheFile(file: string, version = process.version, arch = process.arch): string {
  return `${file.replace(/\.c?js$/, '')}.${version}-${arch}.cache`;
}

/** The file's text in the function a CommonJS module runs in; the head is one line, so line numbers stay the file's. */
export function wrapped(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;
}

/** Runs the CommonJS file `file` (as require() would, once) with its code cache if there is one. */
export function runCached(file: string, env: Record<string, string | undefined> = process.env): ScriptRun {
  const mode = env[CODE_CACHE_VARIABLE];
  const problem = codeCacheModeProblem(mode);
  if (problem) throw new Error(problem);
  // The bundle is ASCII (scripts/bundle/ascii.mjs; test/bundle.test.ts), which Latin-1 reads as it
  // is and faster than UTF-8.
  const source = readFileSync(file, 'latin1');
  const cacheFile = codeCacheFile(file);
  let cachedData: Buffer | undefined;
  if (mode !== 'off') {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      // No cache for this Node: compiled from the source.
    }
  }
  const script = new Script(wrapped(source), { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  // V8 sets cachedDataRejected only when it was handed a cache: false is the one proof it took it.
  const cache: CodeCacheUse =
    mode === 'off' ? 'off' : cachedData === undefined ? 'none' : script.cachedDataRejected === false ? 'accepted' : 'rejected';
  if (mode === 'write') process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
  if (mode === 'report') process.stderr.write(`msg-gateway-mock: code cache of ${file}: ${cache}\n`);
  return { exports: module.exports, cache };
}

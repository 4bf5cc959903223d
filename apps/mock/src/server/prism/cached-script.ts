// Runs one CommonJS file of the bundle (Prism: dist/prism/prism.cjs) with V8's code cache, so a start
// does not compile Prism's 2 MB again. Node 20 keeps no compiled code between processes
// (module.enableCompileCache() arrived in Node 22.1): this file does what that function does, for one
// file, with node:vm's cachedData. The build writes the cache (scripts/bundle/code-cache.mjs) after a
// start and a few answers, so it holds the functions those ran, not only the file's top level.
//
// The cache file is named after the Node version and architecture it was made by; V8 checks it again
// (its version, flags and the source) and ignores one that does not fit, so a changed file compiles
// the source as before: slower, never wrong. Another Node finds no cache beside the file: it compiles
// the source once and writes its own cache as the process exits, into the folder Node's compile cache
// uses (the bin turns that on), named after the file's SHA-256 and that Node; its next starts read it.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
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

/**
 * Where a Node with no cache beside the file keeps its own: the folder of Node's compile cache
 * (NODE_COMPILE_CACHE, or its default in the temporary folder), msg-gateway-mock/ in it.
 */
export function ownCacheDir(): string {
  const nodeDir = (module as { getCompileCacheDir?: () => string | undefined }).getCompileCacheDir?.();
  return join(nodeDir ?? process.env['NODE_COMPILE_CACHE'] ?? join(tmpdir(), 'node-compile-cache'), 'msg-gateway-mock');
}

/** The own cache of the file with this text for the Node running now: <dir>/prism.<SHA-256, 16 hex>.v24.22.3-x64.cache. */
export function ownCacheFile(file: string, text: Buffer, dir: string, version = process.version, arch = process.arch): string {
  const name = basename(file).replace(/\.c?js$/, '');
  return join(dir, `${name}.${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${version}-${arch}.cache`);
}

/** Writes `data` to `file` whole or not at all (another process may be writing it too); a failure only costs the next start its cache. */
function writeWhole(file: string, data: Buffer): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, data);
    renameSync(partial, file);
  } catch {
    // A read-only or full disk: the next start compiles from the source, as this one did.
  }
}

const readIfAny = (file: string): Buffer | undefined => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** Where runCached looks for a cache of its own and when it writes one (tests hand in theirs). */
export interface OwnCache {
  dir: string;
  exit: { once(event: 'exit', listener: () => void): unknown };
}

/** The file's text in the function a CommonJS module runs in; the head is one line, so line numbers stay the file's. */
export function wrapped(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;
}

/** Runs the CommonJS file `file` (as require() would, once) with its code cache if there is one. */
export function runCached(
  file: string,
  env: Record<string, string | undefined> = process.env,
  own: OwnCache = { dir: ownCacheDir(), exit: process },
): ScriptRun {
  const mode = env[CODE_CACHE_VARIABLE];
  const problem = codeCacheModeProblem(mode);
  if (problem) throw new Error(problem);
  // The bundle is ASCII (scripts/bundle/ascii.mjs; test/bundle.test.ts), which Latin-1 reads as it
  // is and faster than UTF-8.
  const text = readFileSync(file);
  const shipped = mode === 'off' ? undefined : readIfAny(codeCacheFile(file));
  // No cache beside the file for this Node: its own, once a start has written it.
  const ownFile = mode === 'off' || mode === 'write' || shipped ? undefined : ownCacheFile(file, text, own.dir);
  const cachedData = shipped ?? (ownFile ? readIfAny(ownFile) : undefined);
  const script = new Script(wrapped(text.toString('latin1')), { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  // V8 sets cachedDataRejected only when it was handed a cache: false is the one proof it took it.
  const cache: CodeCacheUse =
    mode === 'off' ? 'off' : cachedData === undefined ? 'none' : script.cachedDataRejected === false ? 'accepted' : 'rejected';
  // Written as the process exits, so the cache holds what the process ran, not only the file's top level.
  if (mode === 'write') process.once('exit', () => writeFileSync(codeCacheFile(file), script.createCachedData()));
  else if (ownFile && cache !== 'accepted') own.exit.once('exit', () => writeWhole(ownFile, script.createCachedData()));
  if (mode === 'report') process.stderr.write(`msg-gateway-mock: code cache of ${file}: ${cache}${ownFile ? ` (${ownFile})` : ''}\n`);
  return { exports: module.exports, cache };
}

// runCached (src/server/prism/cached-script.ts): a CommonJS file run as require() runs it, with V8's code
// cache when one for this Node is beside it, and without it when there is none, when V8 refuses it
// or when the variable turns it off.
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CODE_CACHE_VARIABLE,
  codeCacheFile,
  codeCacheModeProblem,
  type OwnCache,
  ownCacheFile,
  runCached,
  wrapped,
} from '../src/server/prism/cached-script.js';
import { startMock } from '../src/start.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-cached-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A CommonJS file that uses what a module gets: exports, module, require, __filename and __dirname. */
function moduleFile(name: string): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    `'use strict';
const { basename } = require('node:path');
exports.twice = (n) => n * 2;
module.exports.where = [basename(__filename), __dirname];`,
  );
  return file;
}

/** A cache folder of this test's own, and an exit it emits itself (not the test process's). */
function ownCache(): OwnCache & { exit: EventEmitter } {
  return { dir: mkdtempSync(join(dir, 'own-')), exit: new EventEmitter() };
}

const check = (exports: unknown, name: string) => {
  const { twice, where } = exports as { twice: (n: number) => number; where: string[] };
  expect(twice(21)).toBe(42);
  expect(where).toEqual([name, dir]);
};

describe('runCached', () => {
  it('runs a file with no cache beside it, as require() would', () => {
    const run = runCached(moduleFile('plain.cjs'), {}, ownCache());
    check(run.exports, 'plain.cjs');
    expect(run.cache).toBe('none');
  });

  it("writes this Node's own cache as the process exits when none is beside the file, and the next run takes it", () => {
    const file = moduleFile('own.cjs');
    const own = ownCache();
    expect(runCached(file, {}, own).cache).toBe('none');
    const written = ownCacheFile(file, readFileSync(file), own.dir);
    expect(written).toMatch(new RegExp(`own\\.[0-9a-f]{16}\\.${process.version.replace(/\./g, '\\.')}-${process.arch}\\.cache$`));
    expect(existsSync(written)).toBe(false);
    own.exit.emit('exit');
    expect(readdirSync(own.dir)).toEqual([written.slice(own.dir.length + 1)]);
    const again = runCached(file, {}, own);
    check(again.exports, 'own.cjs');
    expect(again.cache).toBe('accepted');
    // Another text is another file: the cache of the old one is never handed to V8 for it.
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n// changed`);
    expect(runCached(file, {}, own).cache).toBe('none');
    // Turned off, it neither reads nor writes one.
    const off = ownCache();
    expect(runCached(file, { [CODE_CACHE_VARIABLE]: 'off' }, off).cache).toBe('off');
    off.exit.emit('exit');
    expect(readdirSync(off.dir)).toEqual([]);
  });

  it('uses the cache V8 made of the same text, in the name for this Node', () => {
    const file = moduleFile('cached.cjs');
    expect(codeCacheFile(file)).toBe(join(dir, `cached.${process.version}-${process.arch}.cache`));
    const script = new Script(wrapped(readFileSync(file, 'latin1')), { filename: file });
    writeFileSync(codeCacheFile(file), script.createCachedData());
    const own = ownCache();
    const run = runCached(file, {}, own);
    check(run.exports, 'cached.cjs');
    expect(run.cache).toBe('accepted');
    // The cache beside the file is enough: none of its own is written.
    own.exit.emit('exit');
    expect(readdirSync(own.dir)).toEqual([]);
    // Turned off, it compiles from the source.
    expect(runCached(file, { [CODE_CACHE_VARIABLE]: 'off' }, own).cache).toBe('off');
  });

  it('compiles from the source when V8 refuses the cache (another Node, or a changed file)', () => {
    const file = moduleFile('refused.cjs');
    writeFileSync(codeCacheFile(file), Buffer.from('not a code cache'));
    const run = runCached(file, {}, ownCache());
    check(run.exports, 'refused.cjs');
    expect(run.cache).toBe('rejected');
  });

  it('refuses a value of the variable it does not know, saying which it takes', () => {
    const file = moduleFile('mode.cjs');
    const message = `${CODE_CACHE_VARIABLE} is "of": give one of off, report, write, or leave it unset (the cache is read when there is one).`;
    expect(() => runCached(file, { [CODE_CACHE_VARIABLE]: 'of' })).toThrow(message);
    expect(codeCacheModeProblem('of')).toBe(message);
    for (const fine of [undefined, '', 'off', 'report', 'write']) expect(codeCacheModeProblem(fine)).toBeUndefined();
  });

  it('makes startMock refuse to start (OPTIONS) while the variable holds such a value', async () => {
    const before = process.env[CODE_CACHE_VARIABLE];
    process.env[CODE_CACHE_VARIABLE] = 'on';
    try {
      await expect(startMock({ port: 0 })).rejects.toMatchObject({
        name: 'MockStartError',
        code: 'OPTIONS',
        message: `${CODE_CACHE_VARIABLE} is "on": give one of off, report, write, or leave it unset (the cache is read when there is one).`,
      });
    } finally {
      if (before === undefined) delete process.env[CODE_CACHE_VARIABLE];
      else process.env[CODE_CACHE_VARIABLE] = before;
    }
  });
});

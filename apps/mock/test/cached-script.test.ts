// runCached (src/server/prism/cached-script.ts): a CommonJS file run as require() runs it, with V8's code
// cache when one for this Node is beside it, and without it when there is none, when V8 refuses it
// or when the variable turns it off.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_CACHE_VARIABLE, codeCacheFile, codeCacheModeProblem, runCached, wrapped } from '../src/server/prism/cached-script.js';
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

const check = (exports: unknown, name: string) => {
  const { twice, where } = exports as { twice: (n: number) => number; where: string[] };
  expect(twice(21)).toBe(42);
  expect(where).toEqual([name, dir]);
};

describe('runCached', () => {
  it('runs a file with no cache beside it, as require() would', () => {
    const run = runCached(moduleFile('plain.cjs'), {});
    check(run.exports, 'plain.cjs');
    expect(run.cache).toBe('none');
  });

  it('uses the cache V8 made of the same text, in the name for this Node', () => {
    const file = moduleFile('cached.cjs');
    expect(codeCacheFile(file)).toBe(join(dir, `cached.${process.version}-${process.arch}.cache`));
    const script = new Script(wrapped(readFileSync(file, 'latin1')), { filename: file });
    writeFileSync(codeCacheFile(file), script.createCachedData());
    const run = runCached(file, {});
    check(run.exports, 'cached.cjs');
    expect(run.cache).toBe('accepted');
    // Turned off, it compiles from the source.
    expect(runCached(file, { [CODE_CACHE_VARIABLE]: 'off' }).cache).toBe('off');
  });

  it('compiles from the source when V8 refuses the cache (another Node, or a changed file)', () => {
    const file = moduleFile('refused.cjs');
    writeFileSync(codeCacheFile(file), Buffer.from('not a code cache'));
    const run = runCached(file, {});
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

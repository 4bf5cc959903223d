// The runner reaches into one unpublished file of Dredd (src/dredd/internals.cts): it replaces the
// function that sends each request, to bound it. This test fails, naming the Dredd file and what
// moved, when a Dredd upgrade moves anything that replacement relies on; it is also run against
// copies of Dredd's files with each point broken, so that it can fail.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
// The compiled file, as the Dredd child loads it (vitest does not load .cts sources).
const internals = require('../dist/dredd/internals.cjs') as typeof import('../src/dredd/internals.cjs');
const DREDD = dirname(require.resolve('dredd/package.json'));

describe("Dredd's internals the runner relies on", () => {
  it('are where src/dredd/internals.cts expects them in the installed Dredd', () => {
    const problems = internals.internalsProblems();
    expect(problems, `Dredd ${require('dredd/package.json').version} moved what the runner relies on:\n${problems.join('\n')}`).toEqual([]);
  });

  describe('a Dredd where one of them moved', () => {
    const dirs: string[] = [];
    afterAll(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });
    /** A copy of Dredd's build folder, `file` edited by `edit` (or removed when it returns null). */
    function dreddWith(file: 'performRequest.js' | 'TransactionRunner.js', edit: (text: string) => string | null): string {
      const root = mkdtempSync(join(tmpdir(), 'dredd-internals-'));
      dirs.push(root);
      cpSync(join(DREDD, 'build'), join(root, 'build'), { recursive: true });
      // Dredd's own dependencies (`request`…), for the copy to load.
      symlinkSync(dirname(DREDD), join(root, 'node_modules'), 'dir');
      const path = join(root, 'build', file);
      const edited = edit(readFileSync(path, 'utf8'));
      if (edited === null) rmSync(path);
      else writeFileSync(path, edited);
      return root;
    }

    it.each([
      ['performRequest.js', () => null, /^dredd\/build\/performRequest\.js is gone/],
      [
        'performRequest.js',
        (t: string) => t.replace('exports.default = performRequest;', 'exports.send = performRequest;'),
        /performRequest\.js no longer exports default\(uri, request, options, callback\)/,
      ],
      [
        'performRequest.js',
        (t: string) => t.replaceAll('options.request', 'options.client'),
        /performRequest\.js no longer sends through options\.request/,
      ],
      ['TransactionRunner.js', () => null, /^dredd\/build\/TransactionRunner\.js is gone/],
      [
        'TransactionRunner.js',
        (t: string) => t.replace('performRequest_1.default(', 'performRequest_1.send('),
        /TransactionRunner\.js no longer calls performRequest_1\.default/,
      ],
      [
        'TransactionRunner.js',
        (t: string) => t.replaceAll('test.title = transaction.id;', 'test.title = transaction.name;'),
        /TransactionRunner\.js no longer emits 'test error' with the transaction id/,
      ],
    ] as const)('%s, edited: the problem names the file and what moved', (file, edit, expected) => {
      const problems = internals.internalsProblems(dreddWith(file, edit));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(expected);
    });
  });
});

// No package source reaches into Node's module system: nothing under apps/*/src, packages/*/src or
// openapi/src reads or writes require.cache, calls Module's internals or constructs a Module. The
// mock once swapped stand-ins into the module cache while Prism loaded, which worked by luck (a
// function export, a write, instanceof or a method writing `this.x` broke it); it ships as a bundle
// now, and a module that is not wanted is left out of the bundle, not out of the cache.
// @ts-check
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../workspaces.js';

const SOURCES = /^(?:(?:apps|packages)\/[^/]+\/src|openapi\/src)\/.+\.[cm]?[jt]s$/;
/** What is forbidden, each with how it is said. */
const FORBIDDEN = [
  { what: 'touches require.cache', pattern: /\brequire\s*(?:\.\s*cache\b|\[\s*['"`]cache['"`]\s*\])/ },
  { what: "uses Module's internals", pattern: /\bModule\s*\.\s*_[a-zA-Z]+/ },
  { what: 'constructs a Module', pattern: /\bnew\s+(?:[\w$]+\s*\.\s*)?Module\s*\(/ },
  { what: 'imports Module (the class)', pattern: /\bimport\s*\{[^}]*\bModule\b[^}]*\}\s*from\s*['"](?:node:)?module['"]/ },
];

/**
 * `file:line: what` for each forbidden use in `text`.
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
function moduleSystemUses(file, text) {
  return text
    .split('\n')
    .flatMap((line, /** @type {number} */ i) =>
      FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${file}:${i + 1}: ${what}`),
    );
}

describe('package sources leave the module system alone', () => {
  it('in every tracked source file of every package', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\0')
      .filter((f) => SOURCES.test(f));
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.startsWith('apps/mock/src/'))).toBe(true);
    const found = files.flatMap((f) => moduleSystemUses(f, readFileSync(join(repoRoot, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check catches each form, and lets createRequire and require() be', () => {
    const sample = [
      "import { Module } from 'node:module';",
      'if (from.cache[path]) continue; from.cache[path] = standIn; delete require.cache[path];',
      "const cached = require['cache'];",
      'const standIn = new Module(path);',
      'const other = new module.Module(path);',
      'Module._load(request, parent);',
      "import { createRequire } from 'node:module';",
      "const jsf = require('json-schema-faker');",
    ].join('\n');
    expect(moduleSystemUses('x.ts', sample)).toEqual([
      'x.ts:1: imports Module (the class)',
      'x.ts:2: touches require.cache',
      'x.ts:3: touches require.cache',
      'x.ts:4: constructs a Module',
      'x.ts:5: constructs a Module',
      "x.ts:6: uses Module's internals",
    ]);
  });
});

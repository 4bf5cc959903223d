// Generates the table of test numbers in docs/test-numbers.md from the one list in the twin
// (src/twin/test-numbers.ts), so the page cannot drift from what the mock does. A test fails while
// the page is out of date.
//
//   npm run docs -w @msg-gateway/mock     rewrite the table (with the examples table)
//   node .tools/scripts/test-numbers-table.js [--write | --check]   (after tsc -p tsconfig.tools.json)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testNumbersTable } from '../src/twin/test-numbers.js';

export const NUMBERS_START = '<!-- test-numbers:start (generated from src/twin/test-numbers.ts; edit it, then npm run docs) -->';
export const NUMBERS_END = '<!-- test-numbers:end -->';
export const NUMBERS_DOC = join(
  dirname(createRequire(import.meta.url).resolve('@msg-gateway/mock/package.json')),
  'docs',
  'test-numbers.md',
);

/** The page with the block between the markers replaced by the generated table. */
export function withNumbersTable(page: string): string {
  const start = page.indexOf(NUMBERS_START);
  const end = page.indexOf(NUMBERS_END);
  if (start === -1 || end < start) throw new Error(`docs/test-numbers.md has no "${NUMBERS_START}" … "${NUMBERS_END}" block.`);
  return `${page.slice(0, start + NUMBERS_START.length)}\n${testNumbersTable()}\n${page.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const mode = process.argv[2];
  const current = readFileSync(NUMBERS_DOC, 'utf8');
  const next = withNumbersTable(current);
  if (mode === '--write') {
    writeFileSync(NUMBERS_DOC, next);
    console.log(current === next ? 'docs/test-numbers.md table already up to date.' : 'docs/test-numbers.md table updated.');
  } else if (mode === '--check' && current !== next) {
    console.error('docs/test-numbers.md table is out of date: run npm run docs -w @msg-gateway/mock');
    process.exitCode = 1;
  } else if (mode !== '--check') {
    console.log(testNumbersTable());
  }
}

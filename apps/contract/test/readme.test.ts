// The README is something a reader of the repository (or of the npm package) can follow: every
// flag of --help is documented, every link leads to a file or heading that exists, and nothing
// points into the development machine's own folders.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELP } from '../src/options.js';
import { WEBHOOKS_HELP } from '../src/webhooks/options.js';

const README_URL = new URL('../README.md', import.meta.url);
const readme = readFileSync(README_URL, 'utf8');
const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');

/** GitHub's anchor of a heading. */
const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

/** Links of a markdown text that stay inside the repository: relative paths and #anchors. */
const localLinks = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '').filter((link) => !/^[a-z]+:/.test(link));

/** What a link leaves unresolved: a missing file or an anchor no heading has. */
function unresolved(text: string, base: URL): string[] {
  const anchors = new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));
  return localLinks(text).filter((link) =>
    link.startsWith('#') ? !anchors.has(link.slice(1)) : !existsSync(fileURLToPath(new URL(link, base))),
  );
}

/** Paths into folders a reader of the repository does not have. */
const privatePaths = (text: string): string[] => text.match(/(\.\.\/)+shared\/\S*|\/work\/\S*|shared\/reference\S*/g) ?? [];

describe('README', () => {
  it('documents every flag of --help (both commands)', () => {
    for (const flag of new Set([...(HELP.match(/--[a-z][a-z-]+/g) ?? []), ...(WEBHOOKS_HELP.match(/--[a-z][a-z-]+/g) ?? [])])) {
      expect(readme, flag).toContain(`\`${flag}`);
    }
  });

  it('links only to files and headings that exist', () => {
    expect(localLinks(readme).length).toBeGreaterThan(3);
    expect(unresolved(readme, README_URL)).toEqual([]);
    expect(unresolved('[gone](test/e2e/nowhere/snapshot.txt) [typo](#bounds-typo)', README_URL)).toEqual([
      'test/e2e/nowhere/snapshot.txt',
      '#bounds-typo',
    ]);
  });

  it('cites nothing a reader of the repository cannot open', () => {
    expect(privatePaths(readme)).toEqual([]);
    expect(privatePaths(changelog)).toEqual([]);
    expect(privatePaths('observed (../shared/reference/real-gateway-observed.md)')).toEqual([
      '../shared/reference/real-gateway-observed.md)',
    ]);
  });
});

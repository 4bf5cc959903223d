// Every relative link of the repository's Markdown leads somewhere: a file that exists and, with a
// #fragment, a heading that file has. READMEs send readers to docs/ pages and ARCHITECTURE.md to
// each package's docs ("any behaviour in two hops"); a moved heading or file breaks those silently.
// @ts-check
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../workspaces.js';

/** GitHub's anchor of a heading's text. @param {string} heading */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

/** Markdown without its fenced code blocks, where a `#` line is no heading. @param {string} text */
const unfenced = (text) => text.replace(/^```[\s\S]*?^```/gm, '');
/** …and without inline code spans, where a `](x)` is no link either. @param {string} text */
const prose = (text) => unfenced(text).replace(/`[^`]+`/g, '');

/** The anchors of a Markdown text's headings, numbered as GitHub numbers repeats. @param {string} text */
function anchors(text) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  return new Set(
    [...unfenced(text).matchAll(/^#{1,6} (.+)$/gm)].map((m) => {
      const base = anchorOf(m[1] ?? '');
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return count === 0 ? base : `${base}-${count}`;
    }),
  );
}

/**
 * `file: link (why)` for every relative link of `file` that leads nowhere.
 * @param {string} file a path relative to the repository root
 * @param {(path: string) => string | undefined} read the text of a repository file, undefined if absent
 */
function brokenLinks(file, read) {
  const text = read(file) ?? '';
  return [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((link) => !/^[a-z][a-z+.-]*:/i.test(link))
    .flatMap((link) => {
      const [path = '', fragment] = link.split('#');
      const target = path === '' ? file : relative(repoRoot, join(repoRoot, dirname(file), decodeURI(path)));
      const body = path === '' ? text : read(target);
      if (body === undefined) return [`${file}: ${link} (no such file)`];
      if (fragment === undefined || !target.endsWith('.md')) return [];
      return anchors(body).has(decodeURIComponent(fragment)) ? [] : [`${file}: ${link} (no such heading)`];
    });
}

/** @param {string} path */
const readRepoFile = (path) => {
  const full = join(repoRoot, path);
  if (!existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
};

/**
 * The repository's files matching a git pathspec (tracked or new, not ignored) that exist on disk.
 * @param {string} pattern
 */
const listed = (pattern) =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', pattern], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(repoRoot, f)));

describe('Markdown links', () => {
  it('of every Markdown file in the repository lead to a file and heading that exist', () => {
    const files = listed('*.md');
    expect(files).toContain('ARCHITECTURE.md');
    expect(files.flatMap((f) => brokenLinks(f, readRepoFile))).toEqual([]);
  });

  it('ARCHITECTURE.md links every docs/ page of every package: any behaviour in two hops', () => {
    const pages = listed('*/docs/*.md');
    expect(pages.length).toBeGreaterThan(10);
    const architecture = readFileSync(join(repoRoot, 'ARCHITECTURE.md'), 'utf8');
    expect(pages.filter((page) => !architecture.includes(`](${page})`))).toEqual([]);
  });

  it('the check catches a missing file, a missing heading and one in another file', () => {
    /** @type {Record<string, string>} */
    const repo = {
      'a/README.md':
        '# Top\n\n## The twin\n\n[ok](#the-twin) [ok](docs/x.md#rules) [gone](#nope) [gone](docs/y.md) [gone](docs/x.md#typo)\n',
      'a/docs/x.md': '# X\n\n## Rules\n\n[back](../README.md#top) `[code](nowhere.md)`\n\n```\n[fenced](nowhere.md)\n```\n',
    };
    const read = (/** @type {string} */ p) => repo[p];
    expect(brokenLinks('a/README.md', read)).toEqual([
      'a/README.md: #nope (no such heading)',
      'a/README.md: docs/y.md (no such file)',
      'a/README.md: docs/x.md#typo (no such heading)',
    ]);
    expect(brokenLinks('a/docs/x.md', read)).toEqual([]);
  });

  it('names headings as GitHub does', () => {
    expect([...anchors('## `--spec` is watched\n## Pipeline 2: request → mock answer (`apps/mock`)\n## Notes\n## Notes\n')]).toEqual([
      '--spec-is-watched',
      'pipeline-2-request--mock-answer-appsmock',
      'notes',
      'notes-1',
    ]);
  });
});

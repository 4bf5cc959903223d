// The README, and the docs/ pages it links, are something a reader of the repository (or of the npm
// package) can follow: every flag of --help is documented, every link leads to a file or heading that
// exists, nothing points into the development machine's own folders, its programmatic example runs
// (against the mock), and the package exports what it documents, nothing else.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from '@msg-gateway/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELP } from '../src/options.js';
import { WEBHOOKS_HELP } from '../src/webhooks/options.js';

const README_URL = new URL('../README.md', import.meta.url);
const readme = readFileSync(README_URL, 'utf8');
const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');
const DOCS_URL = new URL('../docs/', import.meta.url);
/** The docs/ pages the README links: their URL and text. */
const docs = readdirSync(DOCS_URL)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ url: new URL(name, DOCS_URL), text: readFileSync(new URL(name, DOCS_URL), 'utf8') }));

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
    expect(docs.length).toBeGreaterThan(3);
    for (const page of docs) {
      expect(readme, `the README links ${page.url.pathname}`).toContain(`](docs/${page.url.pathname.split('/').pop()}`);
      expect(unresolved(page.text, page.url), page.url.pathname).toEqual([]);
    }
    expect(unresolved('[gone](test/e2e/nowhere/snapshot.txt) [typo](#bounds-typo)', README_URL)).toEqual([
      'test/e2e/nowhere/snapshot.txt',
      '#bounds-typo',
    ]);
  });

  it('cites nothing a reader of the repository cannot open', () => {
    expect(privatePaths(readme)).toEqual([]);
    expect(privatePaths(changelog)).toEqual([]);
    for (const page of docs) expect(privatePaths(page.text), page.url.pathname).toEqual([]);
    expect(privatePaths('observed (../shared/reference/real-gateway-observed.md)')).toEqual([
      '../shared/reference/real-gateway-observed.md)',
    ]);
  });
});

/** The README's text under a heading, up to the next heading of the same level. */
function section(heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`the README has no heading "${heading}"`);
  const end = readme.indexOf('\n## ', start + heading.length + 2);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('README programmatic use', () => {
  const programmatic = section('## Programmatic use');
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('runs its example, unchanged but for the import path, against the mock', async () => {
    const code = /```ts\n([\s\S]*?)```/.exec(programmatic)?.[1] ?? '';
    expect(code).toContain("from '@msg-gateway/contract'");
    const dir = mkdtempSync(join(tmpdir(), 'contract-readme-'));
    const mock = await startMock({ port: 0 });
    try {
      const file = join(dir, 'example.mts');
      writeFileSync(
        file,
        code.replace("'@msg-gateway/contract'", JSON.stringify(fileURLToPath(new URL('../src/index.ts', import.meta.url)))),
      );
      vi.stubEnv('GATEWAY_URL', mock.url);
      vi.stubEnv('GATEWAY_API_KEY', 'readme-example-key');
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      await import(file);
      expect(log.mock.calls).toEqual([[expect.stringMatching(/^contract met: \d{2,} checks$/)]]);
    } finally {
      await mock.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists every export of the package, and the package exports nothing else', async () => {
    const exported = Object.keys(await import('../src/index.js')).sort();
    expect(exported).toEqual([
      'ContractRunError',
      'EXIT',
      'GATEWAY_VERSION',
      'VERSION',
      'checkReceiver',
      'main',
      'parseCommand',
      'parseWebhooksCommand',
      'runContract',
    ]);
    const index = readFileSync(new URL('../src/index.ts', import.meta.url), 'utf8');
    const names = [...index.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((m) =>
      (m[1] ?? '').split(',').map((n) => n.replace(/^\s*type\s+/, '').trim()),
    );
    expect(names.length).toBeLessThanOrEqual(20);
    for (const name of names) expect(programmatic, name).toContain(`\`${name}\``);
  });
});

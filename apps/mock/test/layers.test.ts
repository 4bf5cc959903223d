// The layering of src/ (ARCHITECTURE.md): each folder imports only from the folders below it, so a
// reader can learn the mock from the bottom up and no change in an upper layer reaches a lower one.
//   common    descriptions, ids, JIDs, the control error: nothing of the mock's own
//   twin      the gateway's state and world, the handlers, and the rules a version gives them (rules.ts)
//   server    HTTP, Prism, the answer to a gateway request; the Gateway a description is served as
//   webhooks  events built, checked and delivered
//   gateways  one home per gateway version (gateways/<profile>/) and their registry (gateways/index.ts)
//   control   the control API and its client
//   ui        the phone page (/__mock/ui/): the world and the webhook log in a browser
//   (root, trigger/)  the composition root (start.ts), the CLI, the public entry: may import anything
// And only gateways/ names a gateway version in code: every other file asks the served gateway
// (Description.gateway) where versions differ. Comments may name versions (they cite the source a
// rule was read from, and the history); strings and identifiers may not.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listProfiles } from '@msg-gateway/openapi/profiles';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const LAYERS = ['common', 'twin', 'server', 'webhooks', 'gateways', 'control', 'ui'] as const;
const TOP = LAYERS.length;

/** The layer of a file under src/: its folder's index in LAYERS, TOP for the root and trigger/. */
function layerOf(file: string): number {
  const folder = relative(SRC, file).split('/')[0] ?? '';
  const index = (LAYERS as readonly string[]).indexOf(folder);
  return index === -1 ? TOP : index;
}

/** Every import of another file of src/ that reaches a layer above the importing file's. */
function upwardImports(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    for (const match of text.matchAll(/\bfrom '(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(path), match[1] ?? '');
      if (layerOf(target) > layerOf(path)) found.push(`${relative(SRC, path)} imports ${relative(SRC, target)}`);
    }
  }
  return found;
}

const sources = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => join(entry.parentPath, entry.name))
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('layers of src/', () => {
  it('no folder imports from a folder above it', () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(upwardImports(sources)).toEqual([]);
  });

  it('catches an import that goes up', () => {
    const twin = join(SRC, 'twin', 'x.ts');
    expect(upwardImports([{ path: twin, text: "import { a } from '../server/http.js';" }])).toEqual(['twin/x.ts imports server/http.js']);
    expect(upwardImports([{ path: twin, text: "import { a } from '../common/random.js';" }])).toEqual([]);
    expect(upwardImports([{ path: join(SRC, 'common', 'y.ts'), text: "import { b } from '../start.js';" }])).toEqual([
      'common/y.ts imports start.js',
    ]);
  });
});

/** The text of a TypeScript file without its comments (strings, template strings and regular expressions kept). */
function codeOf(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`' || (c === '/' && /[(,=:[!&|?{};]\s*$/.test(out.slice(-20)))) {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Ways code names a gateway version, derived from the profile registry (name, release, the release as an identifier). */
const VERSION_NAMES = listProfiles().flatMap((p) => [p.name, p.gatewayVersion, p.gatewayVersion.replaceAll('.', '_')]);
const VERSION_PATTERN = new RegExp(
  `(?<![A-Za-z0-9.])(${VERSION_NAMES.map((name) => name.replaceAll('.', '\\.')).join('|')}|evolution-\\d)(?![A-Za-z0-9])`,
);

/** Every line of code (comments left out) outside gateways/ that names a gateway version. */
function versionsNamed(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const at = relative(SRC, path);
    if (at.startsWith('gateways/') || at.includes('/generated/')) continue;
    for (const line of codeOf(text).split('\n')) if (VERSION_PATTERN.test(line)) found.push(`${at}: ${line.trim()}`);
  }
  return found;
}

describe('versions are named only in gateways/', () => {
  it('no file outside gateways/ names a gateway version in code', () => {
    expect(VERSION_NAMES.length).toBeGreaterThan(2);
    expect(versionsNamed(sources)).toEqual([]);
  });

  it('catches a version in a string or an identifier, not in a comment', () => {
    const [first] = listProfiles();
    if (!first) throw new Error('the registry lists no profile');
    const file = (text: string) => [{ path: join(SRC, 'twin', 'x.ts'), text }];
    expect(versionsNamed(file(`const a = '${first.name}';`))).toHaveLength(1);
    expect(versionsNamed(file(`const RULES_${first.gatewayVersion.replaceAll('.', '_')} = 1;`))).toHaveLength(1);
    expect(versionsNamed(file(`const b = \`as \${x} on ${first.gatewayVersion}\`;`))).toHaveLength(1);
    expect(
      versionsNamed(file(`// read from ${first.name}\n/** as ${first.gatewayVersion} does */\nconst c = /["]/;\nconst d = 1;`)),
    ).toEqual([]);
    expect(versionsNamed([{ path: join(SRC, 'gateways', first.name, 'index.ts'), text: `const e = '${first.name}';` }])).toEqual([]);
  });
});

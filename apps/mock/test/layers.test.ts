// The layering of src/ (ARCHITECTURE.md): each folder imports only from the folders below it, so a
// reader can learn the mock from the bottom up and no change in an upper layer reaches a lower one.
//   common    descriptions, ids, JIDs, the control error: nothing of the mock's own
//   twin      the gateway's state and what 2.1.1 answers in each state
//   server    HTTP, Prism, the answer to a gateway request
//   webhooks  events built, checked and delivered
//   control   the control API and its client
//   ui        the phone page (/__mock/ui/): the world and the webhook log in a browser
//   (root, trigger/)  the composition root (start.ts), the CLI, the public entry: may import anything
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const LAYERS = ['common', 'twin', 'server', 'webhooks', 'control', 'ui'] as const;
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

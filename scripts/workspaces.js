// The workspace folders of the root package.json, resolved from its `workspaces` globs
// (only the `dir` and `dir/*` forms this repo uses).
// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {string[]} */
export function workspaceDirs(root = repoRoot) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return /** @type {string[]} */ (workspaces).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(parent, d.name, 'package.json')))
      .map((d) => join(parent, d.name));
  });
}

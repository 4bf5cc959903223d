// The publishable workspace packages (every workspace not marked private), read from disk.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { repoRoot, workspaceDirs } from './workspaces.js';

/** @returns {{dir: string, rel: string, file: string, pkg: any}[]} */
export function publishablePackages(root = repoRoot) {
  return workspaceDirs(root)
    .map((dir) => {
      const file = join(dir, 'package.json');
      return { dir, rel: relative(root, dir), file, pkg: JSON.parse(readFileSync(file, 'utf8')) };
    })
    .filter(({ pkg }) => !pkg.private);
}

export function writePackageJson(file, pkg) {
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

/** The gateway interface version: `info.version` of the hand-written spec source. */
export function specGatewayVersion(root = repoRoot) {
  return parse(readFileSync(join(root, 'openapi', 'openapi.yaml'), 'utf8')).info.version;
}

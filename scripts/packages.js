// The publishable workspace packages (every workspace not marked private), read from disk.
// @ts-check
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { repoRoot, workspaceDirs } from './workspaces.js';

/**
 * @typedef {{name: string, version: string, private?: boolean, 'x-gateway-version'?: string, bin?: Record<string, string>,
 *   dependencies?: Record<string, string>, devDependencies?: Record<string, string>, peerDependencies?: Record<string, string>,
 *   optionalDependencies?: Record<string, string>, [key: string]: unknown}} PackageJson
 * @returns {{dir: string, rel: string, file: string, pkg: PackageJson}[]}
 */
export function publishablePackages(root = repoRoot) {
  return workspaceDirs(root)
    .map((/** @type {string} */ dir) => {
      const file = join(dir, 'package.json');
      return { dir, rel: relative(root, dir), file, pkg: JSON.parse(readFileSync(file, 'utf8')) };
    })
    .filter(({ pkg }) => !pkg.private);
}

/**
 * @param {string} file
 * @param {PackageJson} pkg
 */
export function writePackageJson(file, pkg) {
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

/**
 * The gateway interface version: `info.version` of the hand-written spec source.
 * @returns {string}
 */
export function specGatewayVersion(root = repoRoot) {
  return parse(readFileSync(join(root, 'openapi', 'openapi.yaml'), 'utf8')).info.version;
}

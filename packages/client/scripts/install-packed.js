#!/usr/bin/env node
// @ts-check
// The package as a user installs it, offline: `npm pack` of this package, unpacked into
// <project>/node_modules/@msg-gateway/client, beside the run-time dependencies its packed
// package.json declares (and theirs, recursively), copied from this repository's node_modules at
// the versions the lockfile installed. Nothing else: what the package needs and does not declare
// is missing there. Used by test/packaging.test.ts (consumers run and type-check against it) and
// bench/run.js (its size). Needs dist/ (`npm run build`).
//
// Usage: node scripts/install-packed.js     prints the installed size of node_modules
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * A fresh project outside the repository (so that nothing resolves from the repository's
 * node_modules) with the packed package installed. `remove()` deletes it.
 * @returns {{ project: string, nodeModules: string, remove: () => void }}
 */
export function installPacked() {
  const project = mkdtempSync(join(tmpdir(), 'msg-gateway-client-installed-'));
  try {
    const nodeModules = join(project, 'node_modules');
    const target = join(nodeModules, '@msg-gateway/client');
    mkdirSync(target, { recursive: true });
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', project], {
        cwd: PACKAGE_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    execFileSync('tar', ['-xzf', join(project, packed.filename), '-C', target, '--strip-components=1']);
    rmSync(join(project, packed.filename));
    copyDependencies(join(target, 'package.json'), PACKAGE_ROOT, nodeModules);
    return { project, nodeModules, remove: () => rmSync(project, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(project, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Copies the dependencies the package.json at `manifest` declares into `nodeModules` (flat), each
 * from where the repository installed it for the package at `installedAt`, then theirs.
 */
function copyDependencies(/** @type {string} */ manifest, /** @type {string} */ installedAt, /** @type {string} */ nodeModules) {
  /** @type {Record<string, string>} */
  const dependencies = JSON.parse(readFileSync(manifest, 'utf8')).dependencies ?? {};
  for (const name of Object.keys(dependencies)) {
    const destination = join(nodeModules, name);
    if (existsSync(destination)) continue;
    const source = packageDir(name, installedAt);
    cpSync(source, destination, { recursive: true, dereference: true });
    copyDependencies(join(source, 'package.json'), source, nodeModules);
  }
}

/** The folder of package `name` as Node resolves it from `dir` (its `exports` may not expose package.json). */
function packageDir(/** @type {string} */ name, /** @type {string} */ dir) {
  const found = (createRequire(join(dir, 'package.json')).resolve.paths(name) ?? [])
    .map((base) => join(base, name))
    .find((candidate) => existsSync(join(candidate, 'package.json')));
  if (!found) throw new Error(`${name} is not installed where ${dir} can find it: run npm install`);
  return found;
}

/** Bytes of every file under `dir` (what `du -sb` counts, less the directories themselves). */
export function sizeOf(/** @type {string} */ dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const installed = installPacked();
  try {
    const packages = readdirSync(installed.nodeModules).flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(installed.nodeModules, name)).map((sub) => `${name}/${sub}`) : [name],
    );
    console.log(`node_modules: ${sizeOf(installed.nodeModules)} bytes in files (${packages.join(', ')})`);
  } finally {
    installed.remove();
  }
}

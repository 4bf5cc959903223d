#!/usr/bin/env node
// Builds every publishable package and packs it into one folder, for projects outside this
// repository while the packages are not on the npm registry:
//
//   npm run pack:all                       build, then write dist-packages/*.tgz (old tarballs removed)
//   node scripts/pack-all.js --no-build    pack what is built already
//   node scripts/pack-all.js --dest <dir>  write the tarballs to <dir> instead
//
// It ends with the line that installs them into a project. Install them together: each package
// pins the others' exact version (the mock needs @msg-gateway/openapi at the same version), which
// npm finds among the tarballs it installs, and nowhere else before publishing.
// `packAll()` is the same, for tests: it returns each package's name and tarball.
// @ts-check
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { publishablePackages } from './packages.js';
import { repoRoot } from './workspaces.js';

export const DEFAULT_DEST = join(repoRoot, 'dist-packages');

/**
 * Packs every publishable package into `dest` (created; its old tarballs removed), after building
 * them unless `build` is false. Returns the tarballs in the order npm packed them.
 * @param {{ dest?: string, build?: boolean, root?: string }} [options]
 * @returns {{ name: string, version: string, file: string }[]}
 */
export function packAll({ dest = DEFAULT_DEST, build = true, root = repoRoot } = {}) {
  const names = publishablePackages(root).map(({ pkg }) => pkg.name);
  if (build) {
    const turbo = join(root, 'node_modules', 'turbo', 'bin', 'turbo');
    const filters = names.map((name) => `--filter=${name}...`);
    execFileSync(process.execPath, [turbo, 'run', 'build', ...filters, '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
  }
  mkdirSync(dest, { recursive: true });
  for (const old of readdirSync(dest).filter((file) => file.endsWith('.tgz'))) rmSync(join(dest, old));
  const args = ['pack', '--json', '--ignore-scripts', '--pack-destination', dest, ...names.flatMap((name) => ['--workspace', name])];
  const packed = JSON.parse(execFileSync('npm', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  return packed.map((/** @type {{ name: string, version: string, filename: string }} */ p) => ({
    name: p.name,
    version: p.version,
    file: join(dest, p.filename),
  }));
}

/** The command that installs the tarballs in `dest` into the project in the current folder. @param {string} dest */
export function installLine(dest) {
  return `npm install ${dest}/*.tgz`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--dest');
  const given = at >= 0 ? args[at + 1] : undefined;
  const unknown = args.filter((arg, i) => !['--no-build', '--dest'].includes(arg) && !(at >= 0 && i === at + 1));
  if ((at >= 0 && !given) || unknown.length > 0) {
    process.stderr.write(
      `pack-all: ${unknown.length > 0 ? `unknown argument ${unknown[0]}` : '--dest needs a folder'}; usage: node scripts/pack-all.js [--no-build] [--dest <dir>]\n`,
    );
    process.exit(2);
  }
  const dest = given ? (isAbsolute(given) ? given : resolve(given)) : DEFAULT_DEST;
  const tarballs = packAll({ dest, build: !args.includes('--no-build') });
  for (const { name, version, file } of tarballs) console.log(`${name}@${version}  ${file}`);
  console.log(`\nInstall them into your project (all together: they pin each other's version):\n\n  ${installLine(dest)}\n`);
}

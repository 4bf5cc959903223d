#!/usr/bin/env node
// Rehearses a release without publishing or touching this checkout: clones the committed HEAD into
// .release-dry-run/, adds a patch changeset if none is pending, runs `changeset version`, the
// gateway-version sync and the version checks there, then `npm publish --dry-run` for each package
// (with this checkout's build output, dist/ and lib/, copied in). Prints what a real release would do.
// @ts-check
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishablePackages } from './packages.js';
import { repoRoot } from './workspaces.js';

const work = join(repoRoot, '.release-dry-run');
const clone = join(work, 'repo');
const changesetBin = join(repoRoot, 'node_modules', '@changesets', 'cli', 'bin.js');
/** @type {(cmd: string, args: string[], cwd?: string) => string} */
const run = (cmd, args, cwd = clone) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const step = (/** @type {string} */ title) => console.log(`\n== ${title}`);

rmSync(work, { recursive: true, force: true });
run('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone], repoRoot);
// changeset status compares with the base branch, which a clone has only as origin/<base> (or not at
// all: a CI checkout of one commit). Give the clone a local one: origin's, else this commit.
const base = JSON.parse(readFileSync(join(clone, '.changeset', 'config.json'), 'utf8')).baseBranch ?? 'main';
const hasRef = (/** @type {string} */ ref) => spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: clone }).status === 0;
if (!hasRef(`refs/heads/${base}`)) run('git', ['branch', base, hasRef(`refs/remotes/origin/${base}`) ? `origin/${base}` : 'HEAD']);

const packages = publishablePackages(clone).map(({ rel }) => rel);
const names = packages.map((dir) => JSON.parse(readFileSync(join(clone, dir, 'package.json'), 'utf8')).name);
const pending = readdirSync(join(clone, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
if (pending.length === 0) {
  writeFileSync(join(clone, '.changeset', 'dry-run.md'), `---\n${names.map((n) => `"${n}": patch`).join('\n')}\n---\n\nDry-run release.\n`);
  console.log('no pending changeset: added a patch changeset for the rehearsal');
}

step('changeset status');
console.log(run(process.execPath, [changesetBin, 'status', '--verbose']));
step('changeset version');
console.log(run(process.execPath, [changesetBin, 'version']));
run(process.execPath, [join(clone, 'scripts', 'sync-gateway-version.js')]);
for (const dir of packages) {
  const pkg = JSON.parse(readFileSync(join(clone, dir, 'package.json'), 'utf8'));
  const internal = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([n]) => names.includes(n));
  console.log(
    `${pkg.name}@${pkg.version} (gateway ${pkg['x-gateway-version']})${internal.length ? ` -> ${internal.map(([n, v]) => `${n}@${v}`).join(', ')}` : ''}`,
  );
}
step('version checks');
console.log(run(process.execPath, [join(clone, 'scripts', 'check-versions.js')]).trim());

step('npm publish --dry-run');
for (const dir of packages) {
  for (const built of ['dist', 'lib']) {
    if (existsSync(join(repoRoot, dir, built))) cpSync(join(repoRoot, dir, built), join(clone, dir, built), { recursive: true });
  }
  // npm prints the tarball listing on stderr as `npm notice` lines.
  const out = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts'], { cwd: join(clone, dir), encoding: 'utf8' });
  console.log(
    `${out.stderr}${out.stdout}`
      .split('\n')
      .filter((l) => l.startsWith('npm notice') || l.startsWith('+'))
      .join('\n'),
  );
  if (out.status !== 0) throw new Error(`npm publish --dry-run failed in ${dir}:\n${out.stderr}`);
}
rmSync(work, { recursive: true, force: true });

// The release path the README gives ("Versioning and releases"), rehearsed: `npm run release:dry-run`
// (scripts/release-dry-run.js) versions a scratch clone of HEAD with changesets, checks the versions
// there and runs `npm publish --dry-run` for every publishable package, and leaves this checkout as
// it was.
// @ts-check
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishablePackages } from '../packages.js';
import { repoRoot } from '../workspaces.js';

const status = () => execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' });

describe('npm run release:dry-run', () => {
  it('is the script the README names, and rehearses publishing every package without touching the checkout', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toMatch(/^npm run release:dry-run\b/m);
    expect(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts['release:dry-run']).toBe(
      'node scripts/release-dry-run.js',
    );
    const before = status();
    const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'release-dry-run.js')], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    for (const step of ['changeset status', 'changeset version', 'version checks', 'npm publish --dry-run'])
      expect(run.stdout).toContain(`== ${step}`);
    for (const { pkg } of publishablePackages()) expect(run.stdout).toMatch(new RegExp(`^\\+ ${pkg.name}@\\d+\\.\\d+\\.\\d+`, 'm'));
    expect(status()).toBe(before);
    expect(existsSync(join(repoRoot, '.release-dry-run'))).toBe(false);
  }, 320_000);
});

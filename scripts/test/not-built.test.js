// A bin run in a clone that was never built (no dist/ or lib/) says so in one line and exits 2,
// instead of Node's ERR_MODULE_NOT_FOUND stack trace: each publishable package's bins, copied
// alone into a folder where nothing is built.
// @ts-check
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publishablePackages } from '../packages.js';

const bins = publishablePackages().flatMap(({ dir, pkg }) =>
  Object.entries(pkg.bin ?? {}).map(([name, file]) => ({ name, dir, file: String(file).replace(/^\.\//, '') })),
);
const root = mkdtempSync(join(tmpdir(), 'msg-gateway-unbuilt-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a bin in an unbuilt clone', () => {
  it('finds the three bins', () => {
    expect(bins.map(({ name }) => name).sort()).toEqual(['msg-gateway-contract', 'msg-gateway-mock', 'msg-gateway-upgrade']);
  });

  it.each(bins)('$name says what to run, in one line, and exits 2', ({ name, dir, file }) => {
    const copy = join(root, name);
    mkdirSync(join(copy, 'bin'), { recursive: true });
    writeFileSync(join(copy, 'package.json'), JSON.stringify({ name, type: 'module' }));
    copyFileSync(join(dir, file), join(copy, file));
    const run = spawnSync(process.execPath, [join(copy, file), '--help'], { cwd: copy, encoding: 'utf8', timeout: 60_000 });
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      new RegExp(`^${name}: this copy is not built \\(.+ is missing\\): run 'npm ci && npm run build' at the root`),
    );
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.status).toBe(2);
  });
});

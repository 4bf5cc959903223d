#!/usr/bin/env node
// Prints the closing line CI reads, "N passed, N failed, N skipped", summed over the JSON reports
// every workspace's vitest run writes to <workspace>/.vitest-results/results.json, and the release
// tier's (`npm run test:release`: scripts/.vitest-results/release/results.json), which CI runs too.
// A workspace that has a `test` script but left no report counts as one failure, and so does a
// missing release report: a crashed or skipped suite must never look green.
// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, workspaceDirs } from './workspaces.js';

let passed = 0;
let failed = 0;
let skipped = 0;
// The repository-level suite (scripts/test) reports like a workspace does, and so does its release tier.
const suites = [
  ...workspaceDirs().map((/** @type {string} */ dir) => ({ dir, report: join(dir, '.vitest-results', 'results.json') })),
  { dir: join(repoRoot, 'scripts'), report: join(repoRoot, 'scripts', '.vitest-results', 'results.json') },
  { dir: join(repoRoot, 'scripts'), report: join(repoRoot, 'scripts', '.vitest-results', 'release', 'results.json') },
];
for (const { dir, report } of suites) {
  const pkgFile = join(dir, 'package.json');
  const pkg = existsSync(pkgFile)
    ? JSON.parse(readFileSync(pkgFile, 'utf8'))
    : { name: 'scripts (repository tests)', scripts: { test: true } };
  if (!pkg.scripts?.test) continue;
  if (!existsSync(report)) {
    console.error(`no test report from ${pkg.name} (${report}): counted as failed`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.success === false && r.numFailedTests === 0 ? 1 : 0);
  skipped += r.numPendingTests + r.numTodoTests;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 ? 1 : 0;

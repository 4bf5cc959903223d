#!/usr/bin/env node
// Prints the closing line CI reads, "N passed, N failed, N skipped", summed over the JSON reports
// every workspace's vitest run writes to <workspace>/.vitest-results/results.json (the repository
// tests' too: scripts/.vitest-results/), or, with --release, the release tier's
// (`npm run test:release`: scripts/.vitest-results/release/results.json).
// A workspace that has a `test` script but left no report counts as one failure, and so does a
// missing release report: a crashed or skipped suite must never look green.
//
// .ci/run runs the suite more than once (the whole suite on two Node versions, the release tier, the
// smoke tier on two more Nodes), and each run's reports replace the last one's. So:
//   node scripts/test-summary.js --save <file> --label <what>   this run's counts, kept in <file>,
//                                                               printed as "<what>: N tests passed…"
//   node scripts/test-summary.js --smoke --save <file> …       the same for the workspaces of the
//                                                               smoke tier only (scripts/smoke.js)
//   node scripts/test-summary.js --release --save <file> …     the same for the release tier
//   node scripts/test-summary.js --total <file>...              the closing line: the sum of those
// Without options: this run's closing line (what `npm test` left).
// @ts-check
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SMOKE } from './smoke.js';
import { repoRoot, workspaceDirs } from './workspaces.js';

/** @typedef {{ label: string, passed: number, failed: number, skipped: number }} Counts */
/** @typedef {{ dir: string, report: string }} Suite */

/** @param {string} dir @returns {Suite} */
const suiteOf = (dir) => ({ dir, report: join(dir, '.vitest-results', 'results.json') });

/**
 * This run's counts, from the reports of `suites`.
 * @param {Suite[]} suites
 * @returns {Omit<Counts, 'label'>}
 */
function countRun(suites) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
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
  return { passed, failed, skipped };
}

const { values, positionals } = parseArgs({
  options: {
    save: { type: 'string' },
    label: { type: 'string' },
    smoke: { type: 'boolean' },
    release: { type: 'boolean' },
    total: { type: 'boolean' },
  },
  allowPositionals: true,
});

/** The suites whose reports this run left: the smoke tier's workspaces, the release tier, or every workspace and the repository tests. */
function suitesOfRun() {
  const scripts = join(repoRoot, 'scripts');
  if (values.release) {
    // The repository's release files, and each workspace that has release suites of its own.
    const releaseOf = (/** @type {string} */ dir) => ({ dir, report: join(dir, '.vitest-results', 'release', 'results.json') });
    const withRelease = workspaceDirs().filter(
      (/** @type {string} */ dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.['test:release'],
    );
    return [...withRelease.map(releaseOf), releaseOf(scripts)];
  }
  if (values.smoke) return Object.keys(SMOKE).map((dir) => suiteOf(join(repoRoot, dir)));
  return [...workspaceDirs().map((/** @type {string} */ dir) => suiteOf(dir)), suiteOf(scripts)];
}

if (values.total) {
  /** @type {Counts[]} */
  const runs = positionals.map((file) =>
    existsSync(file)
      ? JSON.parse(readFileSync(file, 'utf8'))
      : { label: `${file} (no counts: counted as failed)`, passed: 0, failed: 1, skipped: 0 },
  );
  for (const run of runs) console.log(`  ${run.label}: ${run.passed} tests passed, ${run.failed} failed, ${run.skipped} skipped`);
  const sum = (/** @type {'passed' | 'failed' | 'skipped'} */ key) => runs.reduce((total, run) => total + run[key], 0);
  console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
  process.exitCode = sum('failed') > 0 || runs.length === 0 ? 1 : 0;
} else {
  const counts = countRun(suitesOfRun());
  if (values.save) {
    const tier = values.smoke ? ' (smoke tier)' : values.release ? ' (release tier)' : '';
    const label = values.label ?? `Node ${process.version}${tier}`;
    writeFileSync(values.save, JSON.stringify({ label, ...counts }));
    console.log(`${label}: ${counts.passed} tests passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  } else {
    console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
  process.exitCode = counts.failed > 0 ? 1 : 0;
}

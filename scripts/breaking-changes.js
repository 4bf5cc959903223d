#!/usr/bin/env node
// Breaking-change gate between the spec being built and the last released one.
//
//   node scripts/breaking-changes.js [current.json] [released.json]
//   (defaults: openapi/dist/openapi.json and openapi/released/openapi.json)
//
// The diff itself is Redocly CLI's (`redocly diff`, pinned with the rest of Redocly): it rates each
// change by the semver bump it needs and knows direction (a widened enum is a patch in a request
// and major in a response). This script keeps only our own rule on top: a major change needs a
// major step of the toolkit's version (openapi/released/release.json → openapi/package.json;
// under 1.0.0 a minor step counts as major, as in semver ranges). Exit 1 when it does not.
// @ts-check
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot } from './workspaces.js';

const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve('@redocly/cli/package.json', { paths: [join(repoRoot, 'openapi')] })), 'bin', 'cli.js');

/**
 * @typedef {{impact: 'major'|'minor'|'patch', rule: string, message: string, path: string}} Change
 * @typedef {{bump: 'major'|'minor'|'patch'|'none', changes: Change[]}} Diff
 */

/**
 * Redocly's verdict on going from `releasedFile` to `currentFile` (both bundled JSON documents).
 * @param {string} releasedFile
 * @param {string} currentFile
 * @returns {Diff}
 */
export function diffSpecs(releasedFile, currentFile) {
  const run = spawnSync(
    process.execPath,
    [redocly, 'diff', releasedFile, currentFile, '--format', 'json', '--fail-on', 'none', '--config', join(repoRoot, 'redocly.yaml')],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      timeout: 60_000,
    },
  );
  /** @type {{bump?: Diff['bump'], changes: {path: string, kind: string, impact: Change['impact'], verdicts: {ruleId: string, message: string}[]}[]}} */
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    throw new Error(
      `redocly diff gave no report (exit ${run.status}): ${run.stderr
        .split('\n')
        .filter((l) => l.trim() && !/[║╔╚]/.test(l))
        .slice(-3)
        .join(' ')}`,
    );
  }
  const changes = report.changes.flatMap((c) =>
    c.verdicts.length
      ? c.verdicts.map((v) => ({ impact: c.impact, rule: v.ruleId, message: v.message, path: c.path }))
      : [{ impact: c.impact, rule: c.kind, message: `${c.kind} ${c.path}`, path: c.path }],
  );
  return { bump: report.bump ?? 'none', changes };
}

/**
 * True when `next` is a major step from `prev` (under 1.0.0, a minor step counts).
 * @param {string} prev
 * @param {string} next
 */
export function isMajorStep(prev, next) {
  const [pM = 0, pm = 0] = prev.split('.').map(Number);
  const [nM = 0, nm = 0] = next.split('.').map(Number);
  if (pM === 0 && nM === 0) return nm > pm;
  return nM > pM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const currentFile = process.argv[2] ?? join(repoRoot, 'openapi', 'dist', 'openapi.json');
  const releasedFile = process.argv[3] ?? join(repoRoot, 'openapi', 'released', 'openapi.json');
  const releasedVersion = JSON.parse(readFileSync(join(repoRoot, 'openapi', 'released', 'release.json'), 'utf8')).version;
  const version = JSON.parse(readFileSync(join(repoRoot, 'openapi', 'package.json'), 'utf8')).version;
  let diff;
  try {
    diff = diffSpecs(releasedFile, currentFile);
  } catch (error) {
    console.error(
      `breaking-changes: ${error instanceof Error ? error.message : error}. Build the spec first (npm run build -w @msg-gateway/openapi).`,
    );
    process.exit(2);
  }
  const breaking = diff.changes.filter((c) => c.impact === 'major');
  for (const c of breaking) console.log(`breaking: ${c.rule}: ${c.message}`);
  if (breaking.length === 0) {
    console.log(`breaking-changes: none against the released ${releasedVersion} spec (redocly diff: ${diff.bump})`);
  } else if (isMajorStep(releasedVersion, version)) {
    console.log(`breaking-changes: ${breaking.length} breaking change(s), allowed by the major step ${releasedVersion} -> ${version}`);
  } else {
    console.error(
      `breaking-changes: ${breaking.length} breaking change(s) against the released ${releasedVersion} spec, but the version ${version} is not a major step. Make the change compatible, or add a major changeset (npx changeset) and run npm run release:version.`,
    );
    process.exit(1);
  }
}

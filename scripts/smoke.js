#!/usr/bin/env node
// The smoke tier: what .ci/run runs on the Node versions that do not get the whole suite (22 and 26;
// the whole suite runs on 20 and 24). On the Node running it: the build, then a few test files per
// workspace that cover what differs between Node versions: the mock's start and CLI, its replay of
// the real gateways' recordings (runtime words), a contract run through Dredd against the mock, the
// client against the mock, the warnings each CLI prints, and the upgrade CLI.
//
//   PATH="$(scripts/node-runtime.sh 26.12.1):$PATH" npm run test:smoke
//
// Each workspace writes its vitest report as `npm test` does; `node scripts/test-summary.js --smoke`
// sums the workspaces listed here. Exits non-zero when the build or a file failed.
// @ts-check
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './workspaces.js';

/** Test files per workspace folder (relative to the repository). */
export const SMOKE = {
  openapi: ['test/upgrade-no-warnings.test.ts'],
  'packages/client': ['test/evolution-2.1.1.test.ts'],
  'apps/mock': [
    'test/start.test.ts',
    'test/no-warnings.test.ts',
    'test/json-error-words.test.ts',
    'test/url-stand-in.test.ts',
    'test/replay.test.ts',
  ],
  'apps/contract': ['test/mock.test.ts', 'test/no-warnings.test.ts'],
};

function main() {
  const env = { ...process.env, MSG_GATEWAY_NODE: process.version };
  console.log(`smoke tier on Node ${process.version}`);
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: repoRoot, env, stdio: 'inherit' });
  if (build.status !== 0) return 1;
  let status = 0;
  for (const [dir, files] of Object.entries(SMOKE)) {
    const cwd = join(repoRoot, dir);
    rmSync(join(cwd, '.vitest-results'), { recursive: true, force: true });
    const run = spawnSync('npx', ['vitest', 'run', ...files], { cwd, env, stdio: 'inherit' });
    if (run.status !== 0) status = 1;
  }
  return status;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();

// `redocly lint` of every description by its name in redocly.yaml: the contract, then each profile's
// bundle and overlay, as the registry of profiles lists them (no list kept by hand): 0 errors and 0
// warnings, or the exit status says so. Run by `npm run lint` after biome (and after `npm run build`,
// which writes the profile bundles it lints).
// @ts-check
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OPENAPI_ROOT, readRegistry } from './registry.js';
import { lintedApis } from './registry-outputs.js';

const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const apis = lintedApis(readRegistry());
const run = spawnSync(process.execPath, [redocly, 'lint', ...apis, '--max-problems', '1000', '--config', '../redocly.yaml'], {
  cwd: OPENAPI_ROOT,
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(run.status ?? 1);

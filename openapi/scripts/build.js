// Builds dist/ from the split-file source: the bundled spec (YAML and JSON), a fully dereferenced
// bundle (for Dredd, whose parser mislabels status codes of shared $ref responses) and static HTML
// reference docs. Run by `npm run build` (turbo caches it on the inputs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

function run(...args) {
  execFileSync(process.execPath, [redocly, ...args, '--config', '../redocly.yaml'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
}

// Write into a scratch folder and swap it in at the end, so that a reader (a running mock, a
// concurrent test) never sees a half-written dist/.
const tmp = join(root, '.dist-tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(join(tmp, 'docs'), { recursive: true });
try {
  run('bundle', 'openapi.yaml', '-o', '.dist-tmp/openapi.yaml');
  run('bundle', 'openapi.yaml', '-o', '.dist-tmp/openapi.json');
  run('bundle', 'openapi.yaml', '--dereferenced', '-o', '.dist-tmp/openapi.deref.json');
  run('build-docs', 'openapi.yaml', '-o', '.dist-tmp/docs/index.html');
} catch (error) {
  rmSync(tmp, { recursive: true, force: true });
  process.stderr.write(String(error.stderr ?? error.message));
  process.exit(1);
}
rmSync(join(root, 'dist'), { recursive: true, force: true });
renameSync(tmp, join(root, 'dist'));
console.log('openapi: wrote dist/openapi.{yaml,json}, dist/openapi.deref.json, dist/docs/index.html');

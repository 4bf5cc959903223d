// Builds dist/ from the split-file source: the bundled spec (YAML and JSON), a fully dereferenced
// bundle (for Dredd, whose parser mislabels status codes of shared $ref responses) and static HTML
// reference docs that also list, per operation, where Evolution API 2.1.1 deviates (from
// deviations/evolution-2.1.1.yaml). Run by `npm run build` after tsc has compiled src/ to lib/
// (turbo caches it on the inputs).
// @ts-check
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { operations } from '../lib/walk.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/** @param {string[]} args */
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
  writeFileSync(join(tmp, 'docs-source.json'), JSON.stringify(withDeviations(JSON.parse(readFileSync(join(tmp, 'openapi.json'), 'utf8')))));
  run(
    'build-docs',
    '.dist-tmp/docs-source.json',
    '-o',
    '.dist-tmp/docs/index.html',
    '--inlineBundle',
    '--title',
    'Messaging Gateway Interface (Evolution API 2.1.1)',
  );
  rmSync(join(tmp, 'docs-source.json'));
} catch (error) {
  rmSync(tmp, { recursive: true, force: true });
  const failure = /** @type {{stderr?: Buffer, message?: string}} */ (error);
  process.stderr.write(String(failure.stderr ?? failure.message));
  process.exit(1);
}
rmSync(join(root, 'dist'), { recursive: true, force: true });
renameSync(tmp, join(root, 'dist'));

/**
 * The bundle with each operation's recorded 2.1.1 deviations appended to its description (docs only).
 * @param {import('../lib/walk.js').OpenApiDocument} spec
 */
function withDeviations(spec) {
  const { deviations, version } = parse(readFileSync(join(root, 'deviations', 'evolution-2.1.1.yaml'), 'utf8'));
  for (const { operationId, operation } of operations(spec)) {
    const known = /** @type {{id: string, operationId: string, contract: string, gateway: string}[]} */ (deviations).filter(
      (d) => d.operationId === operationId,
    );
    if (!known.length) continue;
    const rows = known.map((d) => `| \`${d.id}\` | ${cell(d.contract)} | ${cell(d.gateway)} |`);
    operation.description = `${(operation.description ?? '').trimEnd()}\n\n**Known deviations of Evolution API ${version}** (contract runs with \`--baseline\` report these as known):\n\n| id | contract | Evolution API ${version} |\n|---|---|---|\n${rows.join('\n')}\n`;
  }
  return spec;
}

/** @param {unknown} text */
function cell(text) {
  return String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
}
console.log('openapi: wrote dist/openapi.{yaml,json}, dist/openapi.deref.json, dist/docs/index.html');

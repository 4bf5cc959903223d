// Builds dist/ from the split-file source, after tsc has compiled src/ to lib/ (`npm run build`;
// turbo caches it on its inputs):
//   dist/openapi.{yaml,json}, dist/openapi.deref.json          the contract (the default everywhere)
//   dist/evolution-2.1.1/openapi.{yaml,json,deref.json}        the evolution-2.1.1 profile: the contract
//                                                              with overlays/evolution-2.1.1.yaml (assembled
//                                                              from profiles/evolution-2.1.1/ by npm run
//                                                              assemble) applied by `redocly bundle --overlay`
//   dist/evolution-2.1.1/deviations.json                       the profile's deviations, each with the
//                                                              operations and parts it changes
//   dist/docs/index.html                                       the reference docs: the contract, where
//                                                              2.1.1 differs under each operation, and the
//                                                              profile's added operations (docs-source.js)
// The dereferenced bundles are for Dredd, whose parser mislabels the status codes of shared $ref
// responses. Everything is written to a scratch folder and swapped in, so a reader (a running mock,
// a concurrent test) never sees half a dist/.
// @ts-check
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { deviations, parseOverlay } from '../lib/overlay.js';
import { overlayFileOf, PROFILE_SOURCES } from './assemble-overlays.js';
import { docsSource } from './docs-source.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/** The profiles: name → its assembled overlay file (relative to openapi/; npm run assemble writes it). */
export const PROFILES = Object.fromEntries(Object.keys(PROFILE_SOURCES).map((name) => [name, overlayFileOf(name)]));

/** @param {string[]} args */
function redoclyRun(...args) {
  execFileSync(process.execPath, [redocly, ...args, '--config', '../redocly.yaml'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

const tmp = '.dist-tmp';
rmSync(join(root, tmp), { recursive: true, force: true });
mkdirSync(join(root, tmp, 'docs'), { recursive: true });
try {
  for (const [dir, overlay] of [['', null], ...Object.entries(PROFILES).map(([name, file]) => [name, file])]) {
    const out = join(tmp, dir ?? '');
    mkdirSync(join(root, out), { recursive: true });
    const withOverlay = overlay ? ['--overlay', overlay] : [];
    redoclyRun('bundle', 'openapi.yaml', ...withOverlay, '-o', join(out, 'openapi.yaml'));
    redoclyRun('bundle', 'openapi.yaml', ...withOverlay, '-o', join(out, 'openapi.json'));
    redoclyRun('bundle', 'openapi.yaml', ...withOverlay, '--dereferenced', '-o', join(out, 'openapi.deref.json'));
  }
  const contract = readJson(join(tmp, 'openapi.json'));
  /** @type {Record<string, import('../lib/overlay.js').Deviation[]>} */
  const byProfile = {};
  for (const [name, file] of Object.entries(PROFILES)) {
    const overlay = parseOverlay(parse(readFileSync(join(root, file), 'utf8')), file);
    byProfile[name] = deviations(contract, [{ overlay, source: file }]);
    writeFileSync(
      join(root, tmp, name, 'deviations.json'),
      `${JSON.stringify({ profile: name, overlay: file, deviations: byProfile[name] }, null, 2)}\n`,
    );
  }
  const profiles = Object.keys(PROFILES).map((name) => ({
    name,
    doc: readJson(join(tmp, name, 'openapi.json')),
    deviations: byProfile[name] ?? [],
  }));
  writeFileSync(join(root, tmp, 'docs-source.json'), JSON.stringify(docsSource(contract, profiles)));
  redoclyRun(
    'build-docs',
    join(tmp, 'docs-source.json'),
    '-o',
    join(tmp, 'docs', 'index.html'),
    '--inlineBundle',
    '--title',
    'Messaging Gateway Interface',
  );
  rmSync(join(root, tmp, 'docs-source.json'));
} catch (error) {
  rmSync(join(root, tmp), { recursive: true, force: true });
  const failure = /** @type {{stderr?: Buffer, message?: string}} */ (error);
  process.stderr.write(`${String(failure.stderr ?? '')}${failure.message ?? ''}\n`);
  process.exit(1);
}
rmSync(join(root, 'dist'), { recursive: true, force: true });
renameSync(join(root, tmp), join(root, 'dist'));
console.log('openapi: wrote dist/ (contract and evolution-2.1.1 bundles, deviations, docs)');

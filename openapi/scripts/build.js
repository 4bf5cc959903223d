// Builds dist/ from the split-file source, after tsc has compiled src/ to lib/ (`npm run build`;
// turbo caches it on its inputs). For the contract and each profile of the registry (registry.js:
// one folder profiles/<name>/ each, built after its base):
//   dist/openapi.{yaml,json}, dist/openapi.deref.json          the contract (the default everywhere)
//   dist/<name>/openapi.{yaml,json,deref.json}                 the profile: the contract with its overlays
//                                                              (its base's, then its own, assembled by npm
//                                                              run assemble) applied by `redocly bundle --overlay`
//   dist/webhooks/<NAME>.schema.json, dist/<name>/webhooks/…  each webhook's payload as a standalone JSON
//                                                              Schema file (webhook-schemas.js)
//   dist/<name>/deviations.json                                its overlay's actions grouped by id: what it
//                                                              changes from its base, operations and parts
//   dist/docs/index.html                                       the contract's reference, where each profile
//                                                              on the contract differs under each operation,
//                                                              and their added operations (docs-source.js)
//   dist/docs/<name>.html                                      each profile's own reference (profile-docs.js)
//   dist/docs/upgrade-<base>-to-<name>.{html,md}                what moving from the base to the profile
//                                                              changes, operation by operation (upgrade.js)
// The dereferenced bundles are for Dredd, whose parser mislabels the status codes of shared $ref
// responses. Everything is written to a scratch folder and swapped in, so a reader (a running mock,
// a concurrent test) never sees half a dist/.
// @ts-check
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { deviations, parseOverlay } from '../lib/overlay.js';
import { upgradeReport } from '../lib/upgrade.js';
import { upgradeHtml, upgradeMarkdown } from '../lib/upgrade-render.js';
import { docsSource } from './docs-source.js';
import { docsPageOf, profileDocsSource, upgradeLinks, upgradePageOf, versionSwitch } from './profile-docs.js';
import { readRegistry } from './registry.js';
import { webhookSchemas } from './webhook-schemas.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/** The profiles, each after its base. */
const registry = readRegistry(root);
/** The profiles: name → its assembled overlay file (relative to openapi/; npm run assemble writes it). */
export const PROFILES = Object.fromEntries(registry.map(({ name, overlay }) => [name, overlay]));

const run = promisify(execFile);
/** How many Redocly processes run at once: each is one process on one core. */
const AT_ONCE = Math.max(1, availableParallelism());

/** @param {string[]} args */
async function redoclyRun(...args) {
  await run(process.execPath, [redocly, ...args, '--config', '../redocly.yaml'], {
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * Runs every job, AT_ONCE at a time (the bundles and the pages do not depend on each other: one
 * after the other they left a core idle at the head of every cold build).
 * @param {(() => Promise<void>)[]} jobs
 */
async function inParallel(jobs) {
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** @param {string} file @param {unknown} value */
const writeJson = (file, value) => writeFileSync(join(root, file), `${JSON.stringify(value, null, 2)}\n`);

/** @param {string} file */
const readOverlay = (file) => ({ overlay: parseOverlay(parse(readFileSync(join(root, file), 'utf8')), file), source: file });

/** @param {string} source @param {string} page @param {string} title */
const buildDocs = (source, page, title) => () =>
  redoclyRun('build-docs', source, '-o', join(tmp, 'docs', page), '--inlineBundle', '--title', title);

const tmp = '.dist-tmp';
rmSync(join(root, tmp), { recursive: true, force: true });
mkdirSync(join(root, tmp, 'docs'), { recursive: true });
try {
  const builds = /** @type {[string, string[]][]} */ ([['', []], ...registry.map((p) => [p.name, p.overlays])]);
  for (const [dir] of builds) mkdirSync(join(root, tmp, dir, 'webhooks'), { recursive: true });
  await inParallel(
    builds.flatMap(([dir, overlays]) => {
      const out = join(tmp, dir);
      const withOverlays = overlays.flatMap((file) => ['--overlay', file]);
      return [
        () => redoclyRun('bundle', 'openapi.yaml', ...withOverlays, '-o', join(out, 'openapi.yaml')),
        () => redoclyRun('bundle', 'openapi.yaml', ...withOverlays, '-o', join(out, 'openapi.json')),
        () => redoclyRun('bundle', 'openapi.yaml', ...withOverlays, '--dereferenced', '-o', join(out, 'openapi.deref.json')),
      ];
    }),
  );
  for (const [dir] of builds) {
    const out = join(tmp, dir);
    const schemas = webhookSchemas(readJson(join(out, 'openapi.deref.json')), dir === '' ? 'the contract' : dir);
    for (const [name, schema] of Object.entries(schemas)) writeJson(join(out, 'webhooks', `${name}.schema.json`), schema);
  }
  const contract = readJson(join(tmp, 'openapi.json'));
  /** @type {Record<string, import('../lib/overlay.js').Deviation[]>} */
  const byProfile = {};
  /** @type {Record<string, import('../lib/walk.js').OpenApiDocument>} */
  const docs = {};
  for (const profile of registry) {
    docs[profile.name] = readJson(join(tmp, profile.name, 'openapi.json'));
    const base = profile.base === 'contract' ? contract : docs[profile.base];
    byProfile[profile.name] = deviations(/** @type {never} */ (base), [readOverlay(profile.overlay)]);
    writeJson(join(tmp, profile.name, 'deviations.json'), {
      profile: profile.name,
      base: profile.base,
      overlay: profile.overlay,
      deviations: byProfile[profile.name],
    });
  }
  const onContract = registry.filter((p) => p.base === 'contract');
  const index = docsSource(
    contract,
    onContract.map((p) => ({ name: p.name, doc: /** @type {never} */ (docs[p.name]), deviations: byProfile[p.name] ?? [] })),
  );
  if (index.info) index.info.description = `${versionSwitch(registry, 'index.html')}\n\n${String(index.info.description ?? '')}`;
  writeJson(join(tmp, 'docs-source.json'), index);
  const pages = [buildDocs(join(tmp, 'docs-source.json'), 'index.html', 'Messaging Gateway Interface')];
  /** @type {string[]} */
  const sources = [join(tmp, 'docs-source.json')];
  for (const profile of registry) {
    const changes = byProfile[profile.name] ?? [];
    const source = join(tmp, `docs-${profile.name}.json`);
    writeJson(source, profileDocsSource(/** @type {never} */ (docs[profile.name]), profile, changes, registry));
    pages.push(buildDocs(source, docsPageOf(profile.name), `Evolution API ${profile.gatewayVersion}`));
    sources.push(source);
    if (profile.base === 'contract') continue;
    const report = upgradeReport(/** @type {never} */ (docs[profile.base]), /** @type {never} */ (docs[profile.name]), changes, {
      from: profile.base,
      to: profile.name,
    });
    const page = upgradePageOf(profile.base, profile.name);
    const links = upgradeLinks(
      /** @type {never} */ (docs[profile.base]),
      /** @type {never} */ (docs[profile.name]),
      profile.base,
      profile.name,
    );
    writeFileSync(join(root, tmp, 'docs', page.replace(/\.html$/, '.md')), upgradeMarkdown(report, undefined, links));
    writeFileSync(join(root, tmp, 'docs', page), upgradeHtml(report, versionSwitch(registry, page), links));
  }
  await inParallel(pages);
  for (const source of sources) rmSync(join(root, source));
} catch (error) {
  rmSync(join(root, tmp), { recursive: true, force: true });
  const failure = /** @type {{stderr?: Buffer, message?: string}} */ (error);
  process.stderr.write(`${String(failure.stderr ?? '')}${failure.message ?? ''}\n`);
  process.exit(1);
}
rmSync(join(root, 'dist'), { recursive: true, force: true });
renameSync(join(root, tmp), join(root, 'dist'));
console.log(
  `openapi: wrote dist/ (the contract and ${registry.map((p) => p.name).join(', ')}: bundles, deviations, webhook schemas, docs)`,
);

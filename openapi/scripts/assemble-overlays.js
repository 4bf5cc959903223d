// Assembles each profile's hand-written parts (profiles/<name>/: profile.yaml lists them) into the one
// OpenAPI Overlay 1.0 document consumers use (overlays/<name>.yaml, committed: the package exports it,
// the build bundles the profile with it, the mock and the contract runner apply it in process), and
// writes what the registry of profiles lists (registry-outputs.js: the registry module's data, the
// package's exports and files, redocly.yaml's apis).
//
//   npm run assemble -w @msg-gateway/openapi            write overlays/<name>.yaml and the registry's files
//   node scripts/assemble-overlays.js --check          exit 1 when a committed one is stale
//
// The parts' text is kept (comments included), each under a header naming its file, so the assembled
// overlay reads like the parts; the result is parsed again and must hold exactly the parts' actions.
// @ts-check
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parse, stringify } from 'yaml';
import { readRegistry } from './registry.js';
import { registryOutputs } from './registry-outputs.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The profiles: name → the folder of its parts (relative to openapi/), bases first (registry.js). */
export const PROFILE_SOURCES = Object.fromEntries(readRegistry(root).map(({ name, folder }) => [name, folder]));

/** The assembled overlay of a profile (relative to openapi/). */
export const overlayFileOf = (/** @type {string} */ name) => `overlays/${name}.yaml`;

/**
 * The files a `parts` entry names: itself, or for `folder/*.yaml` the folder's YAML files by name.
 * @param {string} dir
 * @param {string} entry
 */
function expand(dir, entry) {
  if (!entry.endsWith('/*.yaml')) return [entry];
  const folder = entry.slice(0, -'/*.yaml'.length);
  return readdirSync(join(dir, folder))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/**
 * One part: its text and its actions (a non-empty YAML list of objects).
 * @param {string} dir
 * @param {string} file
 */
function readPart(dir, file) {
  const text = readFileSync(join(dir, file), 'utf8');
  const actions = parse(text);
  if (!Array.isArray(actions) || actions.length === 0 || !actions.every((a) => a && typeof a === 'object' && !Array.isArray(a)))
    throw new Error(`${relative(root, join(dir, file))}: a part must be a non-empty YAML list of overlay actions.`);
  return { text, actions };
}

/**
 * The assembled overlay text of the profile whose parts are in `dir` (absolute).
 * @param {string} dir
 */
export function assembleProfile(dir) {
  const headerText = readFileSync(join(dir, 'profile.yaml'), 'utf8');
  const header = parse(headerText);
  if (!Array.isArray(header?.parts) || header.parts.length === 0)
    throw new Error(`${relative(root, join(dir, 'profile.yaml'))}: \`parts\` must list the part files in order.`);
  const comment = headerText.slice(0, headerText.search(/^[^#\n]/m)).trimEnd();
  const files = header.parts.flatMap((/** @type {string} */ entry) => expand(dir, entry));
  const parts = files.map((/** @type {string} */ file) => ({ file, ...readPart(dir, file) }));
  const source = relative(root, dir);
  const lines = [
    `# GENERATED from ${source}/: edit the parts there, then run`,
    '# `npm run assemble -w @msg-gateway/openapi` (test/overlay-assembly.test.ts fails while this file is stale).',
    '#',
    comment,
    stringify({ overlay: header.overlay, info: header.info }).trimEnd(),
    'actions:',
  ];
  for (const part of parts) {
    lines.push('', `  # ==== ${part.file} ${'='.repeat(Math.max(3, 92 - part.file.length))}`);
    for (const line of part.text.trimEnd().split('\n')) lines.push(line === '' ? '' : `  ${line}`);
  }
  const text = `${lines.join('\n')}\n`;
  const expected = parts.flatMap((/** @type {{actions: unknown[]}} */ p) => p.actions);
  /** @type {unknown} */
  let assembled;
  try {
    assembled = parse(text).actions;
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${source}: the parts do not nest under \`actions:\` (a document marker such as --- in a part?): ${why}`);
  }
  if (!isDeepStrictEqual(assembled, expected))
    throw new Error(`${source}: the assembled overlay does not hold exactly the parts' actions (a part's indentation?).`);
  return text;
}

/**
 * Writes (or with `check`, compares) one generated file; true when it was stale.
 * @param {string} file relative to openapi/
 * @param {string} text
 * @param {boolean} check
 */
function writeOrCheck(file, text, check) {
  let current = '';
  try {
    current = readFileSync(join(root, file), 'utf8');
  } catch {}
  if (current === text) return false;
  if (check) console.error(`openapi/${file} is stale: run npm run assemble -w @msg-gateway/openapi`);
  else {
    writeFileSync(join(root, file), text);
    console.log(`openapi: wrote ${file}`);
  }
  return check;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [name, folder] of Object.entries(PROFILE_SOURCES))
    if (writeOrCheck(overlayFileOf(name), assembleProfile(join(root, folder)), check)) stale++;
  for (const [file, text] of Object.entries(registryOutputs(readRegistry(root), root))) if (writeOrCheck(file, text, check)) stale++;
  process.exit(stale ? 1 : 0);
}

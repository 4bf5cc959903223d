// The registry of gateway profiles: every folder profiles/<name>/ with a profile.yaml is a profile.
// Adding a profile is adding a folder; the assembly, the build, the lint, the package's exports and
// files, redocly.yaml's `apis:`, the docs and the registry module (src/generated/profiles.ts, read by
// the mock, the contract runner and the client generator) all come from this one reading.
//
// profile.yaml's `info` says what the profile is (copied into the assembled overlay, so a consumer
// holding only the overlay knows it too):
//   title               the profile's name, the same as its folder (evolution-2.3.7)
//   x-gateway-version   the gateway release it describes (2.3.7), what GET / answers as `version`
//   x-base              what its overlay applies to: `contract`, or another profile's name
//                       (evolution-2.3.7 is written on evolution-2.1.1: it carries only what changed)
//   x-source            the source it was read from: evolution-api@<commit> (<repository>, <tag>)
// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const OPENAPI_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A profile name as files and package subpaths carry it. */
const NAME = /^[a-z0-9][a-z0-9.-]*$/;

/**
 * @typedef {object} ProfileEntry
 * @property {string} name              the profile's name (its folder)
 * @property {string} folder            its parts, relative to openapi/ (profiles/<name>)
 * @property {string} gatewayVersion    the gateway release it describes
 * @property {string} base              `contract` or the profile its overlay applies to
 * @property {string} source            where its facts come from (evolution-api@<commit> …)
 * @property {string} overlay           its assembled overlay, relative to openapi/ (overlays/<name>.yaml)
 * @property {string[]} overlays        the overlays that turn the contract into it, in order (its base's first)
 */

/**
 * One profile's entry from its profile.yaml; a clear error for a header that lacks a field.
 * @param {string} root
 * @param {string} name
 */
function readEntry(root, name) {
  const file = `profiles/${name}/profile.yaml`;
  const info = parse(readFileSync(join(root, file), 'utf8'))?.info ?? {};
  const problems = [];
  if (info.title !== name) problems.push(`info.title must be the folder's name, "${name}"`);
  for (const field of ['x-gateway-version', 'x-base', 'x-source'])
    if (typeof info[field] !== 'string' || info[field].trim() === '') problems.push(`info.${field} must be a non-empty string`);
  if (problems.length) throw new Error(`${file}: ${problems.join('; ')}.`);
  return {
    name,
    folder: `profiles/${name}`,
    gatewayVersion: String(info['x-gateway-version']),
    base: String(info['x-base']),
    source: String(info['x-source']),
    overlay: `overlays/${name}.yaml`,
    /** @type {string[]} */
    overlays: [],
  };
}

/**
 * Every profile, each after its base (so building in this order always finds the base built), then by name.
 * @param {string} [root] the openapi/ folder
 * @returns {ProfileEntry[]}
 */
export function readRegistry(root = OPENAPI_ROOT) {
  const names = readdirSync(join(root, 'profiles'))
    .filter((name) => existsSync(join(root, 'profiles', name, 'profile.yaml')))
    .sort();
  const bad = names.filter((name) => !NAME.test(name));
  if (bad.length) throw new Error(`profiles/: ${bad.join(', ')} is not a usable profile name (lower case, digits, dots and dashes).`);
  const entries = new Map(names.map((name) => [name, readEntry(root, name)]));
  /** @type {ProfileEntry[]} */
  const ordered = [];
  /** @param {ProfileEntry} entry @param {string[]} seen */
  const visit = (entry, seen) => {
    if (ordered.includes(entry)) return;
    if (seen.includes(entry.name)) throw new Error(`profiles/: the bases go round in a circle: ${[...seen, entry.name].join(' → ')}.`);
    if (entry.base !== 'contract') {
      const base = entries.get(entry.base);
      if (!base)
        throw new Error(
          `${entry.folder}/profile.yaml: info.x-base "${entry.base}" is neither contract nor a profile (${names.join(', ')}).`,
        );
      visit(base, [...seen, entry.name]);
      entry.overlays = [...base.overlays, entry.overlay];
    } else entry.overlays = [entry.overlay];
    ordered.push(entry);
  };
  for (const entry of entries.values()) visit(entry, []);
  return ordered;
}

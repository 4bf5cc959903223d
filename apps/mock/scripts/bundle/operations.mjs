// The operations cache of the bundle (src/server/description/operations-cache.ts): Prism's operations of each
// description the package ships (the contract and every profile @msg-gateway/openapi exports),
// worked out once here, by the Prism the bundle holds, instead of on every start. Each is written to
// dist/operations/<SHA-256 of the description file's text>.json: a start whose description differs finds
// no file and asks Prism, so the cache cannot serve operations of another description.
// @ts-check
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PRISM_FILE } from './prism.mjs';

/**
 * The descriptions the mock serves without --spec, as files: the contract and each profile.
 * @param {string} packageDir
 * @returns {string[]}
 */
export function shippedDescriptions(packageDir) {
  const require = createRequire(join(packageDir, 'package.json'));
  const profiles = shippedProfiles(packageDir);
  return [
    require.resolve('@msg-gateway/openapi/openapi.json'),
    ...profiles.map((name) => require.resolve(`@msg-gateway/openapi/${name}/openapi.json`)),
  ];
}

/**
 * The profiles @msg-gateway/openapi exports (a ./<name>/openapi.json each).
 * @param {string} packageDir
 * @returns {string[]}
 */
export function shippedProfiles(packageDir) {
  /** @type {{ exports?: Record<string, unknown> }} */
  const openapi = createRequire(join(packageDir, 'package.json'))('@msg-gateway/openapi/package.json');
  return Object.keys(openapi.exports ?? {}).flatMap((key) => /^\.\/([^/]+)\/openapi\.json$/.exec(key)?.[1] ?? []);
}

/**
 * The key a start looks a shipped description up by: the SHA-256 of its file's text (textKey in
 * operations-cache.ts: keep them alike).
 * @param {string} text
 */
export const textKey = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Writes the cache for every shipped description, with the Prism of the bundle in `distDir` (its
 * file, prism.mjs). Returns the files written.
 * @param {string} packageDir
 * @param {string} distDir
 */
export async function writeOperations(packageDir, distDir) {
  const { prismModules } = createRequire(import.meta.url)(join(packageDir, PRISM_FILE));
  const { http } = prismModules();
  const dir = join(distDir, 'operations');
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const file of shippedDescriptions(packageDir)) {
    const text = readFileSync(file, 'utf8');
    const operations = await http.getHttpOperationsFromSpec(JSON.parse(text));
    const target = join(dir, `${textKey(text)}.json`);
    writeFileSync(target, JSON.stringify(operations));
    written.push(target);
  }
  return written;
}

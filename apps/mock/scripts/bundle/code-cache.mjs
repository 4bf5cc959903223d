// Prism's code cache (src/server/prism/cached-script.ts): the built package is started in a process of its
// own that writes it as it exits, after what a test suite's first moments do: a start of the
// contract and of each profile, and a few answers of each, the valid and the refused. What those ran
// is then in the cache compiled, not only Prism's top level. Made by this Node, for this Node: a
// user's other Node finds no cache for itself and compiles Prism as before.
// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shippedProfiles } from './operations.mjs';
import { PRISM_FILE } from './prism.mjs';

/** The variable that has the package write its code cache, set to `write` (CODE_CACHE_VARIABLE in src/server/prism/cached-script.ts). */
export const CODE_CACHE_VARIABLE = 'MSG_GATEWAY_MOCK_CODE_CACHE';

/**
 * The code cache's file of Prism's for the Node running now (codeCacheFile in cached-script.ts).
 * @param {string} packageDir
 */
export const codeCacheFile = (packageDir) => join(packageDir, PRISM_FILE.replace(/\.cjs$/, `.${process.version}-${process.arch}.cache`));

/** A body sendLocation takes in the contract and in every profile. */
const SEND_LOCATION = {
  number: '5511912345678',
  name: 'Office',
  address: 'Av. Paulista, 1000',
  latitude: -23.56,
  longitude: -46.65,
};

/**
 * What a test suite's first moments send, as [method, path, body]: a read, a valid and a refused
 * send, an unknown route. The training run sends them to each shipped description; the bundle's
 * test sends them to check that a start and its first answers load none of the lazy files.
 * @type {[string, string, unknown?][]}
 */
export const FIRST_REQUESTS = [
  ['GET', '/instance/connectionState/my-instance'],
  ['POST', '/message/sendLocation/my-instance', SEND_LOCATION],
  ['POST', '/message/sendLocation/my-instance', { number: 5 }],
  ['GET', '/no/such/route'],
];

/**
 * A script's lines that send FIRST_REQUESTS to the mock `mock` (a started handle) and push each
 * status to `statuses`.
 */
export const SEND_FIRST_REQUESTS = `for (const [method, path, body] of ${JSON.stringify(FIRST_REQUESTS)}) {
  const res = await fetch(mock.url + path, { method, headers: { apikey: 'training', 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  await res.arrayBuffer();
  statuses.push(res.status);
}`;

/** @param {string} packageDir */
function trainingRun(packageDir) {
  return `
const { startMock } = await import(${JSON.stringify(pathToFileURL(join(packageDir, 'dist/index.js')).href)});
for (const profile of [undefined, ...${JSON.stringify(shippedProfiles(packageDir))}]) {
  const mock = await startMock({ port: 0, ...(profile ? { profile } : {}) });
  const statuses = [];
  ${SEND_FIRST_REQUESTS}
  await mock.close();
}
`;
}

/** The last lines of `text`, each at most 300 characters (a stack trace's line of the bundle is one long line of code). */
const clipped = (/** @type {string} */ text) =>
  text
    .split('\n')
    .slice(-15)
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
    .join('\n');

/**
 * Writes Prism's code cache for this Node; returns its file.
 * @param {string} packageDir
 */
export function writeCodeCache(packageDir) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', trainingRun(packageDir)], {
    env: { ...process.env, [CODE_CACHE_VARIABLE]: 'write' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const file = codeCacheFile(packageDir);
  if (run.status !== 0 || !existsSync(file))
    throw new Error(
      `The training run for Prism's code cache failed (exit ${run.status}${run.signal ? `, ${run.signal}` : ''}):\n${clipped(run.stderr)}`,
    );
  return file;
}

// @ts-check
// The profiles this package makes an entry of: every one @msg-gateway/openapi ships. Read by the
// generator, the bench and the tests, so that a new profile there needs no edit here.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The profiles @msg-gateway/openapi ships: every `./<name>/openapi.json` of its `exports`, sorted
 * (as the mock's knownProfiles() reads them). A new profile there is a new entry here.
 * @returns {string[]}
 */
export function profileNames() {
  /** @type {{ exports?: Record<string, unknown> }} */
  const pkg = require('@msg-gateway/openapi/package.json');
  return Object.keys(pkg.exports ?? {})
    .map((key) => /^\.\/([^/]+)\/openapi\.json$/.exec(key)?.[1])
    .filter((name) => name !== undefined)
    .sort();
}

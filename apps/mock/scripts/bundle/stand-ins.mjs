// Modules Prism requires that the bundle replaces: it keeps the mock's install and start small, and
// changes nothing an OpenAPI description can ask for.
// - @faker-js/faker: Prism registers it as json-schema-faker's `x-faker` keyword (the contract never
//   uses it; a user's --spec may). The whole package is every locale, about 2,000 modules; the
//   bundle has its English-only build (the same faker, from the copy Prism would load), so `x-faker`
//   still works, in English.
// - postman-collection: @stoplight/http-spec reads Postman collections with it, which the mock
//   never serves (with its own faker). stand-ins/postman-collection.cjs throws a clear error
//   instead, where a collection would be read.
// @ts-check
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The modules the stand-ins replace, for the checks on the bundle (test/bundle.test.ts). */
export const REPLACED = ['@faker-js/faker', 'postman-collection'];

/** @type {import('esbuild').Plugin} */
export const standIns = {
  name: 'msg-gateway-stand-ins',
  setup(build) {
    build.onResolve({ filter: /^postman-collection$/ }, () => ({ path: join(HERE, 'stand-ins', 'postman-collection.cjs') }));
    // Resolved from the importer, so it is that importer's faker, in English.
    build.onResolve({ filter: /^@faker-js\/faker$/ }, async ({ resolveDir, kind }) => {
      const english = await build.resolve('@faker-js/faker/locale/en', { kind, resolveDir });
      return english.errors.length > 0 ? { errors: english.errors } : { path: english.path, namespace: 'faker-english' };
    });
    // The full package's shape ({ default, faker }, what Prism reads) around the English instance.
    build.onLoad({ filter: /.*/, namespace: 'faker-english' }, ({ path }) => ({
      contents: `const faker = require(${JSON.stringify(path)});\nmodule.exports = { default: faker, faker };\n`,
      loader: 'js',
      resolveDir: dirname(path),
    }));
  },
};

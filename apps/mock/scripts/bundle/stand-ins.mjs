// Modules Prism requires that the bundle replaces: it keeps the mock's install and start small, and
// changes nothing an OpenAPI description can ask for.
// - @faker-js/faker: Prism registers it as json-schema-faker's `x-faker` keyword (the contract never
//   uses it; a user's --spec may). The whole package is every locale, about 2,000 modules; the
//   bundle has its English-only build (the same faker, from the copy Prism would load), so `x-faker`
//   still works, in English.
// - postman-collection: @stoplight/http-spec reads Postman collections with it, which the mock
//   never serves (with its own faker). stand-ins/postman-collection.cjs throws a clear error
//   instead, where a collection would be read.
// - Loaded on first use, from a file of their own beside Prism's (dist/prism/lazy/, LAZY): modules
//   Prism requires when it loads but a start never runs. Each was a tenth of a cold start to evaluate
//   and, in Prism's file, read and compiled on every start (together 1.2 MB of its 3.2 MB):
//   - faker, in English: only a generated body reads it;
//   - node-fetch (and whatwg-url, tr46 and their tables under it): for forwarding to an upstream,
//     which the mock never does, and for OpenAPI callbacks;
//   - lodash/fp: Prism's security validator calls it (`set`) only for a request its security refuses;
//   - Prism's reading of a description (getHttpOperationsFromSpec: @stoplight/http-spec for OpenAPI
//     2 and 3 and Postman, the $ref resolver, two YAML parsers, an XML parser, fnv-plus; about a
//     quarter of Prism's file): a start of a shipped description takes its operations from the
//     build (src/server/description/operations-cache.ts); only a --spec file or an overlay needs it.
// - Node's `url`, as the two $RefParser copies' lib/util/url.js require it: stand-ins/url.cjs, with
//   `parse` and `resolve` on the WHATWG URL class. The legacy ones make Node 24+ print a DEP0169
//   deprecation warning on the user's stderr at their first call (a --spec that is no OpenAPI
//   description, such as a Postman collection, reaches one).
// - supports-color, as chalk requires it: stand-ins/no-color.cjs (Prism's log, which chalk colours,
//   is silenced; the real one looks at the terminal as it loads).
// - Deferred (DEFERRED): modules in Prism's file that Prism requires as it loads but calls only in
//   what a start of the mock never does: the proxy agents of its forwarder (with `debug` and
//   `supports-color`, which look at the terminal as they load), seedrandom for seeded generated
//   bodies, mime-types as type-is and accepts require it (its tables are built as it loads; they
//   look a type up only for a short name such as `json`, Prism hands them whole media types), and
//   json-schema-faker's $ref resolver (with a YAML parser and an HTTP resolver; it resolves only
//   when a generated body's schema has a $ref left, and Prism hands it dereferenced schemas). Each is a function that loads the module when first called or read. About 5 ms of a
//   start on Node 20.
// - lodash, where a module reads only members of it (`lodash_1.get(…)`, as TypeScript compiles an
//   import): a module of getters, each requiring lodash's own module of that function
//   (lodash/get) when first read. Evaluating the whole of lodash was about 3 ms of a start; its
//   functions are the same code either way. A module that uses lodash otherwise gets all of it.
// - ajv, as Prism's validator requires it: the same classes, with `validateSchema: false` unless
//   Prism asks otherwise. Checking a schema against its draft's meta-schema compiles that
//   meta-schema first, once per Ajv instance: up to six instances, each about 50 ms of the first
//   request's CPU (measured; a third of a start's CPU in all). The descriptions the mock ships are
//   linted; a user's --spec with a schema its draft forbids is compiled as it is instead of being
//   refused as invalid (on which Prism skipped the validation; it still does if Ajv cannot compile it).
//   And its six instances (three drafts, with and without type coercion) are made when a schema
//   of that draft is first compiled, not when Prism loads: a start reached only two of them, and
//   making the others was about 3 ms of its CPU. (A text change of Prism's validators/utils.js,
//   checked: the build fails if Prism no longer has the text it replaces.)
// @ts-check
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The modules the stand-ins replace, for the checks on the bundle (test/bundle.test.ts). */
export const REPLACED = ['@faker-js/faker', 'postman-collection'];
/** Where the lazy modules' files are, relative to Prism's: what its require() calls name. */
export const LAZY_DIR = './lazy/';
/** The lazy modules' files (without .cjs), each the module it is named after. */
export const LAZY = ['faker-en', 'node-fetch', 'lodash-fp', 'operations'];

const LAZY_MEMBERS = `let real;
const load = () => (real ??= require(FILE));
module.exports = new Proxy({}, {
  get: (_target, key) => Reflect.get(load(), key),
  has: (_target, key) => Reflect.has(load(), key),
});
`;
const LAZY_FAKER = `let faker;
const load = () => (faker ??= require(FILE));
const lazy = new Proxy({}, {
  get: (_target, key) => Reflect.get(load(), key),
  has: (_target, key) => Reflect.has(load(), key),
  ownKeys: () => Reflect.ownKeys(load()),
  getOwnPropertyDescriptor: (_target, key) => {
    const found = Reflect.getOwnPropertyDescriptor(load(), key);
    return found && { ...found, configurable: true };
  },
});
module.exports = { default: lazy, faker: lazy };
`;
const LAZY_NODE_FETCH = `let real;
const load = () => (real ??= require(FILE));
function fetch(url, init) { return load().call(this, url, init); }
fetch.default = fetch;
for (const name of ['Headers', 'Request', 'Response', 'FetchError', 'AbortError'])
  Object.defineProperty(fetch, name, { enumerable: true, get: () => load()[name] });
module.exports = fetch;
`;

const LAZY_OPERATIONS = `let real;
const load = () => (real ??= require(FILE));
module.exports = { getHttpOperationsFromSpec: (...args) => load().getHttpOperationsFromSpec(...args) };
`;

/**
 * The members of lodash `source` (a CommonJS module) reads, sorted; undefined when it does anything
 * else with lodash than reading a member (passing it on, a computed member, a bare mention).
 * @param {string} source
 * @returns {string[] | undefined}
 */
export function lodashMembers(source) {
  const declarations = [...source.matchAll(/\b(?:const|let|var)\s+([\w$]+)\s*=\s*require\((["'])lodash\2\)/g)];
  if (declarations.length === 0) return undefined;
  let rest = source;
  for (const [declaration] of declarations) rest = rest.replace(declaration, '');
  /** @type {Set<string>} */
  const members = new Set();
  for (const [, binding] of declarations) {
    const name = /** @type {string} */ (binding).replace(/\$/g, '\\$');
    for (const use of rest.matchAll(new RegExp(`(?<![\\w$.])${name}(?![\\w$])(\\.([\\w$]+))?`, 'g'))) {
      if (use[2] === undefined) return undefined;
      members.add(use[2]);
    }
  }
  return [...members].sort();
}

/** Where the proxy agents are required: Prism's forwarder, which only an upstream proxy runs. */
const PRISM_FORWARDER = /[\\/]@stoplight[\\/]prism-http[\\/]dist[\\/]forwarder[\\/]index\.js$/;
/** Where seedrandom is required: Prism's body generator, which seeds it only for a generated body. */
const PRISM_GENERATOR = /[\\/]@stoplight[\\/]prism-http[\\/]dist[\\/]mocker[\\/]generator[\\/]JSONSchema\.js$/;
/** The deferred modules (see above), each with the one importer whose require() is deferred. */
export const DEFERRED = /** @type {const} */ ([
  ['http-proxy-agent', PRISM_FORWARDER],
  ['https-proxy-agent', PRISM_FORWARDER],
  ['seedrandom', PRISM_GENERATOR],
  ['mime-types', /[\\/]node_modules[\\/](type-is|accepts)[\\/]index\.js$/],
  ['json-schema-ref-parser', /[\\/]node_modules[\\/]json-schema-faker[\\/]dist[\\/]main\.cjs$/],
]);
/** A function standing in for the module at PATH, which it runs (in Prism's file) when first called, constructed or read. */
const DEFERRED_MODULE = `let real;
const load = () => (real ??= require(PATH));
module.exports = new Proxy(function deferred() {}, {
  apply: (_target, self, args) => Reflect.apply(load(), self, args),
  construct: (_target, args) => Reflect.construct(load(), args),
  get: (_target, key) => Reflect.get(load(), key),
  has: (_target, key) => Reflect.has(load(), key),
});
`;

/** Prism's instances of Ajv, made as its validator loads; replaced by getters that make each on first use. */
const EAGER_INSTANCES = `const ajvInstances = {
    default: createAjvInstances(ajv_1.default),
    draft2019_09: createAjvInstances(_2019_1.default),
    draft2020_12: createAjvInstances(_2020_1.default),
};`;
const LAZY_INSTANCES = `const ajvInstances = {};
for (const [draft, Ajv] of [['default', ajv_1.default], ['draft2019_09', _2019_1.default], ['draft2020_12', _2020_1.default]]) {
    let made;
    Object.defineProperty(ajvInstances, draft, { enumerable: true, get: () => (made ??= createAjvInstances(Ajv)) });
}`;

const UNCHECKED_AJV = `const real = require(PATH);
class Ajv extends real.default {
  constructor(options) {
    super({ validateSchema: false, ...options });
  }
}
module.exports = { ...real, __esModule: true, default: Ajv };
`;
/** The importers that get stand-ins/url.cjs for `url`: $RefParser's URL helpers (both copies). */
const REF_PARSER_URL = /[\\/]json-schema-ref-parser[\\/]lib[\\/]util[\\/]url\.js$/;

/** The importers of Prism's reading of descriptions (./utils/operations): its index, and createInstanceWithSpec. */
const PRISM_HTTP_INDEX = /[\\/]@stoplight[\\/]prism-http[\\/]dist[\\/](index|instanceWithSpec)\.js$/;

/** Prism's validator, the one importer whose Ajv instances skip the meta-schema check. */
const PRISM_VALIDATOR = /[\\/]@stoplight[\\/]prism-http[\\/]dist[\\/]validator[\\/]validators[\\/]utils\.js$/;

/**
 * The stand-ins that replace a module outright (postman-collection, $RefParser's url, chalk's supports-color), for Prism's
 * file and for the lazy files alike: the reading of descriptions (lazy/operations.cjs) is where
 * both are required.
 * @type {import('esbuild').Plugin}
 */
export const replaced = {
  name: 'msg-gateway-replaced',
  setup(build) {
    build.onResolve({ filter: /^postman-collection$/ }, () => ({ path: join(HERE, 'stand-ins', 'postman-collection.cjs') }));
    build.onResolve({ filter: /^url$/ }, ({ importer }) =>
      REF_PARSER_URL.test(importer) ? { path: join(HERE, 'stand-ins', 'url.cjs') } : undefined,
    );
    build.onResolve({ filter: /^supports-color$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]chalk[\\/]/.test(importer) ? { path: join(HERE, 'stand-ins', 'no-color.cjs') } : undefined,
    );
  },
};

/**
 * For the lazy files' own build: node-fetch, which the reading of descriptions requires (its $ref
 * resolver's isomorphic-fetch), is the lazy file beside them, loaded when first called. Bundled in
 * whole, it loaded tr46, whose require('punycode') makes Node 22 and later print a DEP0040 warning
 * on the user's stderr at the first --spec.
 * @type {import('esbuild').Plugin}
 */
export const lazySiblings = {
  name: 'msg-gateway-lazy-siblings',
  setup(build) {
    build.onResolve({ filter: /^node-fetch$/ }, () => ({ path: 'node-fetch', namespace: 'sibling-node-fetch' }));
    build.onResolve({ filter: /^\.\/node-fetch\.cjs$/ }, ({ path }) => ({ path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'sibling-node-fetch' }, () => ({
      contents: LAZY_NODE_FETCH.replace('FILE', JSON.stringify('./node-fetch.cjs')),
      loader: 'js',
    }));
  },
};

/**
 * Resolves the imports `filter` matches (from importers `accepts` takes) to the real module, in
 * `namespace`, where an onLoad writes its stand-in. The stand-in's own require() of the real module
 * is resolved as usual.
 * @param {import('esbuild').PluginBuild} build
 * @param {RegExp} filter
 * @param {string} namespace
 * @param {(importer: string) => boolean} [accepts]
 */
function redirect(build, filter, namespace, accepts = () => true) {
  build.onResolve({ filter }, async ({ path, importer, resolveDir, kind, pluginData }) => {
    if (pluginData?.real || !accepts(importer)) return undefined;
    const real = await build.resolve(path, { kind, resolveDir, pluginData: { real: true } });
    return real.errors.length > 0 ? { errors: real.errors } : { path: real.path, namespace };
  });
}

/**
 * The stand-ins, for the build of Prism's file. Each lazy module it meets is added to `lazy`
 * (name → the path Prism's require() resolves to), for the build of its own file (prism.mjs).
 * @param {Map<string, string>} lazy
 * @returns {import('esbuild').Plugin}
 */
export const standIns = (lazy) => ({
  name: 'msg-gateway-stand-ins',
  setup(build) {
    replaced.setup(build);
    lazyModules(build, lazy);
    deferredModules(build);
    lodashByMember(build);
    prismValidator(build);
  },
});

/**
 * The lazy modules (LAZY): each a file of its own, required by its stand-in on first use.
 * @param {import('esbuild').PluginBuild} build
 * @param {Map<string, string>} lazy
 */
function lazyModules(build, lazy) {
  /** The stand-in's code for lazy module `name` at `path`: `template`, requiring its own file. */
  const lazyModule = (/** @type {string} */ name, /** @type {string} */ path, /** @type {string} */ template) => {
    lazy.set(name, path);
    return {
      contents: template.replace('FILE', JSON.stringify(`${LAZY_DIR}${name}.cjs`)),
      loader: /** @type {const} */ ('js'),
      resolveDir: dirname(path),
    };
  };
  // Those files stay require() calls, run when a member is first read (only they: a package's
  // own ./lazy/ file, if one had such, is bundled as usual).
  const lazyFiles = new Set(LAZY.map((name) => `${LAZY_DIR}${name}.cjs`));
  build.onResolve({ filter: /^\.\/lazy\// }, ({ path }) => (lazyFiles.has(path) ? { path, external: true } : undefined));
  // Resolved from the importer, so it is that importer's faker, in English.
  build.onResolve({ filter: /^@faker-js\/faker$/ }, async ({ resolveDir, kind }) => {
    const english = await build.resolve('@faker-js/faker/locale/en', { kind, resolveDir });
    return english.errors.length > 0 ? { errors: english.errors } : { path: english.path, namespace: 'faker-english' };
  });
  // The full package's shape ({ default, faker }, what Prism reads) around the English instance,
  // required when a member of it is first read (esbuild runs a bundled module at its first
  // require): json-schema-faker takes the object when Prism loads, and reads it for `x-faker`.
  build.onLoad({ filter: /.*/, namespace: 'faker-english' }, ({ path }) => lazyModule('faker-en', path, LAZY_FAKER));
  // lodash/fp's members, each loading it when first read (Prism reads them when it calls them).
  redirect(build, /^lodash\/fp$/, 'lazy-lodash-fp');
  build.onLoad({ filter: /.*/, namespace: 'lazy-lodash-fp' }, ({ path }) => lazyModule('lodash-fp', path, LAZY_MEMBERS));
  // node-fetch's exports (a function, with itself as `default` and its classes), each loading it.
  redirect(build, /^node-fetch$/, 'lazy-node-fetch');
  build.onLoad({ filter: /.*/, namespace: 'lazy-node-fetch' }, ({ path }) => lazyModule('node-fetch', path, LAZY_NODE_FETCH));
  // Prism's reading of descriptions: its one function, loading the file when first called.
  redirect(build, /^\.\/utils\/operations$/, 'lazy-operations', (importer) => PRISM_HTTP_INDEX.test(importer));
  build.onLoad({ filter: /.*/, namespace: 'lazy-operations' }, ({ path }) => lazyModule('operations', path, LAZY_OPERATIONS));
}

/**
 * The deferred modules (DEFERRED): the stand-in requires the real one, in Prism's file, on first use.
 * @param {import('esbuild').PluginBuild} build
 */
function deferredModules(build) {
  for (const [name, importerPattern] of DEFERRED)
    redirect(build, new RegExp(`^${name}$`), 'deferred', (importer) => importerPattern.test(importer));
  build.onLoad({ filter: /.*/, namespace: 'deferred' }, ({ path }) => ({
    contents: DEFERRED_MODULE.replace('PATH', JSON.stringify(path)),
    loader: 'js',
    resolveDir: dirname(path),
  }));
}

/**
 * lodash, by member where a module only reads members of it (see above).
 * @param {import('esbuild').PluginBuild} build
 */
function lodashByMember(build) {
  build.onResolve({ filter: /^lodash$/ }, async ({ importer, resolveDir, pluginData }) => {
    if (pluginData?.real || !importer) return undefined;
    const members = lodashMembers(await readFile(importer, 'utf8'));
    return members ? { path: importer, namespace: 'lodash-members', pluginData: { members, resolveDir } } : undefined;
  });
  build.onLoad({ filter: /.*/, namespace: 'lodash-members' }, ({ pluginData }) => ({
    contents: `module.exports = {\n${pluginData.members.map((/** @type {string} */ m) => `  get ${m}() { return require('lodash/${m}'); },`).join('\n')}\n};\n`,
    loader: 'js',
    resolveDir: pluginData.resolveDir,
  }));
}

/**
 * Prism's validator: its Ajv classes without the meta-schema check, its instances made on first use (see above).
 * @param {import('esbuild').PluginBuild} build
 */
function prismValidator(build) {
  redirect(build, /^ajv(\/dist\/20(19|20))?$/, 'unchecked-ajv', (importer) => PRISM_VALIDATOR.test(importer));
  build.onLoad({ filter: PRISM_VALIDATOR }, async ({ path }) => {
    const text = await readFile(path, 'utf8');
    if (!text.includes(EAGER_INSTANCES))
      throw new Error(`${path} no longer makes its Ajv instances as stand-ins.mjs expects: update EAGER_INSTANCES.`);
    return { contents: text.replace(EAGER_INSTANCES, LAZY_INSTANCES), loader: 'js', resolveDir: dirname(path) };
  });
  build.onLoad({ filter: /.*/, namespace: 'unchecked-ajv' }, ({ path }) => ({
    contents: UNCHECKED_AJV.replace('PATH', JSON.stringify(path)),
    loader: 'js',
    resolveDir: dirname(path),
  }));
}

#!/usr/bin/env node
// @ts-check
// Generates an entry's committed sources from a bundled spec, into one folder:
//   openapi.gen.ts     the `paths`, `operations` and `components` types (openapi-typescript)
//   facade.gen.ts      the facade's methods and the route of each (method, path, query names, body,
//                      retry safety): what a request needs at run time (scripts/facade.js)
//   version.gen.ts     GATEWAY_VERSION, the spec's info.version
//   webhooks.gen.ts    (entries with `webhooks: true`) the validators of the webhook payloads, ajv
//                      standalone code compiled from the spec's schemas (see renderWebhooks)
//   events.gen.ts      (profiles) parseWebhookEvent and the webhook types, over those validators
//   index.gen.ts       (profiles) what the profile's public entry exports
// and, for the profiles (every profile @msg-gateway/openapi ships is an entry: profileNames), the
// entry module src/<profile>.ts and package.json's `exports` and `typesVersions` (profile-entry.js).
//
// Usage: npm run generate -w @msg-gateway/client          every entry of ENTRIES (`npm run build` runs it first)
//        node scripts/generate.js <bundle.json> <folder>  one bundle into one folder (a new entry's first run)
//
// openapi-typescript runs through its Node API, not its CLI: the CLI applies a redocly.yaml found in
// its cwd, and the repository root has one. test/generated.test.ts renders the same files in memory
// and fails when the committed ones differ (drift check), so this module exports its renderers.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderFacade } from './facade.js';
import { entryModule, renderEvents, renderIndex, withProfileEntries } from './profile-entry.js';
import { profileNames } from './profiles.js';

export { profileNames };

import { renderWebhookValidators } from './webhook-validators.js';

// openapi-typescript is loaded without its declarations: they import @redocly/openapi-core's, which
// need packages this repository does not install (json-schema-to-ts, @types/js-yaml), and this
// package type-checks libraries' declarations too (skipLibCheck off). The two functions used:
/**
 * @type {{
 *   default: (schema: unknown, options?: { defaultNonNullable?: boolean }) => Promise<unknown[]>,
 *   astToString: (ast: unknown[]) => string,
 * }}
 */
const openapiTypescript = await import(/** @type {string} */ ('openapi-typescript'));

/** @typedef {import('@msg-gateway/openapi/walk').OpenApiDocument} OpenApiDocument */

/**
 * One entry of the package: which bundle (a specifier of @msg-gateway/openapi, or a path) is
 * generated into which folder (relative to the package root), whether its webhook payload
 * validators are generated too, and, for a profile, its name: a profile's folder also gets its
 * parseWebhookEvent (events.gen.ts) and the module its public entry re-exports (index.gen.ts).
 * @typedef {{ spec: string, out: string, name?: string, webhooks?: boolean, profile?: string }} Entry
 */

const require = createRequire(import.meta.url);
const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @type {Entry[]} */
export const ENTRIES = [
  // The contract: the main entry (src/index.ts) and the webhooks entry (src/webhooks/).
  { spec: '@msg-gateway/openapi/openapi.json', out: 'src/generated', webhooks: true, name: 'the contract' },
  // Each profile: src/<profile>.ts over src/generated/<profile>/.
  ...profileNames().map((profile) => ({
    spec: `@msg-gateway/openapi/${profile}/openapi.json`,
    out: `src/generated/${profile}`,
    name: `the ${profile} profile`,
    webhooks: true,
    profile,
  })),
];

/** Absolute path of a bundle named by a package specifier or a file path. */
function specPath(/** @type {string} */ spec) {
  return spec.startsWith('@') ? require.resolve(spec) : resolve(spec);
}

/** @returns {OpenApiDocument} */
export function loadSpec(/** @type {string} */ spec = ENTRIES[0]?.spec ?? '') {
  return JSON.parse(readFileSync(specPath(spec), 'utf8'));
}

/** The absolute output folder of an entry. */
export function outDir(/** @type {Entry} */ entry) {
  return resolve(PACKAGE_ROOT, entry.out);
}

/** How a header names the bundle: its specifier, or its path relative to the package. */
function sourceName(/** @type {string} */ spec) {
  return spec.startsWith('@') ? spec : relative(PACKAGE_ROOT, resolve(spec));
}

export function header(/** @type {OpenApiDocument} */ doc, /** @type {string} */ spec, /** @type {string} */ what) {
  return [
    `// ${what}`,
    `// Generated from ${sourceName(spec)}: "${doc.info?.title}", info.version ${doc.info?.version}.`,
    '// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.',
    '',
  ].join('\n');
}

/**
 * The `paths`/`operations`/`components` types, as openapi-typescript renders them. The webhooks are
 * left out of `operations` (the client calls the gateway; the gateway calls webhook receivers): their
 * payloads stay typed through `components`.
 */
async function renderTypes(/** @type {OpenApiDocument} */ doc, /** @type {string} */ spec) {
  const { webhooks: _receiverSide, ...callable } = structuredClone(doc);
  // A `default` says what the gateway assumes when a field is left out, not that the field is always
  // there: a request field with one stays optional (getBase64FromMediaMessage's convertToMp4), and an
  // answer's field is present in the type only when its schema lists it as `required`.
  const ast = await openapiTypescript.default(callable, { defaultNonNullable: false });
  return `${header(doc, spec, 'Types of every path, operation and schema of the spec.')}\n${openapiTypescript.astToString(ast)}`;
}

function renderVersion(/** @type {OpenApiDocument} */ doc, /** @type {string} */ spec) {
  return [
    header(doc, spec, 'Version of the spec this entry was generated from.'),
    "/** The gateway interface version this entry speaks: the spec's `info.version`. */",
    `export const GATEWAY_VERSION = ${JSON.stringify(doc.info?.version)};`,
    '',
  ].join('\n');
}

/** The path from the folder `out` (relative to the package) to src/, as an import names it. */
function srcFrom(/** @type {string} */ out) {
  return relative(resolve(PACKAGE_ROOT, out), resolve(PACKAGE_ROOT, 'src')).split(sep).join('/') || '.';
}

/**
 * The typed surface of one entry: the generic machinery of src/core/ applied to this spec's types
 * and generated facade. A public entry (src/index.ts, a profile's index.gen.ts) re-exports it.
 */
function renderClient(
  /** @type {OpenApiDocument} */ doc,
  /** @type {string} */ spec,
  /** @type {string} */ name,
  /** @type {string} */ out,
) {
  const core = `${srcFrom(out)}/core/index.js`;
  return `${header(doc, spec, `The client of ${name}: src/core/ applied to its types and facade.`)}
import type * as core from '${core}';
import type { GatewayClientOptions } from '${core}';
import { GatewayError as CoreGatewayError, isGatewayError as coreIsGatewayError, createGateway } from '${core}';
import type { operations, paths } from './openapi.gen.js';
import { FACADE } from './facade.gen.js';

export type { CallOptions, FetchLike, GatewayClientOptions, GatewayErrorInit, GatewayErrorKind, RetryOptions } from '${core}';
export { DEFAULT_TIMEOUT_MS } from '${core}';
export type { components, operations, paths } from './openapi.gen.js';
export { GATEWAY_VERSION } from './version.gen.js';

/** The operationId of every operation of ${name}. */
export type OperationId = core.OperationIdOf<operations>;
/** Body of the success answer of operation \`K\`. */
export type SuccessBody<K extends OperationId> = core.SuccessBody<operations, K>;
/** The error statuses ${name} documents for \`K\` (for a union of operations: for any of them). */
export type ErrorStatus<K extends OperationId = OperationId> = core.ErrorStatus<operations, K>;
/** Body of the \`S\` answer of \`K\`, as ${name} documents it. */
export type ErrorBody<K extends OperationId, S extends number> = core.ErrorBody<operations, K, S>;
/** The operations for which ${name} documents status \`S\`. */
export type OperationsWithStatus<S extends number> = core.OperationsWithStatus<operations, S>;
/** Query parameters and body fields of \`K\`, merged into the one object its facade method takes. */
export type Input<K extends OperationId> = core.Input<operations, K>;
/** The facade method of operation \`K\`. */
export type OperationMethod<K extends OperationId> = core.OperationMethod<operations, K>;
/** \`gw.<group>.<method>(...)\` for every operation of ${name}. */
export type Facade = core.Facade<operations, typeof FACADE>;
/** The facade plus \`raw\`, the openapi-fetch client of the \`paths\` of ${name}. */
export type GatewayClient = core.GatewayClient<paths, operations, typeof FACADE>;

/** The one error type of the client (one class for every entry); \`is(status)\` and \`body\` are typed from ${name}. */
export type GatewayError<K extends OperationId = OperationId> = core.GatewayError<operations, K>;
export const GatewayError: core.GatewayErrorClass<operations> = CoreGatewayError;
/** A GatewayError for a documented error status \`S\` of operation \`K\`, with the body ${name} gives. */
export type GatewayHttpError<K extends OperationId = OperationId, S extends number = number> = core.GatewayHttpError<operations, K, S>;
/** Narrows an unknown error to a GatewayError, optionally of one status (and operation), typing its body. */
export const isGatewayError = coreIsGatewayError as core.IsGatewayError<operations>;

/** A client of ${name}: the facade (\`gw.message.sendList(...)\`, ...) and \`gw.raw\`. */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  return createGateway<paths, operations, typeof FACADE>(FACADE, options);
}
`;
}

/**
 * Every generated file of one entry as `{ 'openapi.gen.ts': text, ... }`.
 * @returns {Promise<Record<string, string>>}
 */
export async function renderAll(/** @type {Entry} */ { spec, out, name, webhooks = false, profile }) {
  const doc = loadSpec(spec);
  const title = name ?? String(doc.info?.title);
  return {
    'openapi.gen.ts': await renderTypes(doc, spec),
    'facade.gen.ts': renderFacade(doc, header(doc, spec, 'The facade of the spec: every method and the route of its operation.')),
    'version.gen.ts': renderVersion(doc, spec),
    'client.gen.ts': renderClient(doc, spec, title, out),
    ...(webhooks
      ? { 'webhooks.gen.ts': renderWebhookValidators(doc, header(doc, spec, 'Run-time validators of the webhook payloads of the spec.')) }
      : {}),
    ...(profile === undefined
      ? {}
      : {
          'events.gen.ts': renderEvents(
            doc,
            header(doc, spec, `parseWebhookEvent and the webhook types of ${title}.`),
            title,
            srcFrom(out),
          ),
          'index.gen.ts': renderIndex(
            header(doc, spec, `What @msg-gateway/client/${profile} exports: the client and the webhook parser of ${title}.`),
          ),
        }),
  };
}

/**
 * The files outside the generated folders that the profiles decide, by path relative to the
 * package: each profile's entry module (src/<profile>.ts) and package.json with an entry for each.
 * @returns {Record<string, string>}
 */
export function renderEntryFiles(/** @type {Entry[]} */ entries = ENTRIES) {
  const profiles = entries.flatMap((entry) => (entry.profile === undefined ? [] : [entry.profile]));
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8'));
  return {
    ...Object.fromEntries(profiles.map((profile) => [`src/${profile}.ts`, entryModule(profile)])),
    'package.json': `${JSON.stringify(withProfileEntries(pkg, profiles), null, 2)}\n`,
  };
}

/** Writes the generated files of `entry`; returns their names. */
export async function generate(/** @type {Entry} */ entry) {
  const files = await renderAll(entry);
  const dir = outDir(entry);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return Object.keys(files);
}

async function main(/** @type {string[]} */ args) {
  if (args.length !== 0 && args.length !== 2) {
    console.error('usage: node scripts/generate.js [<bundle.json> <output folder>]');
    return 2;
  }
  const [spec, out] = args;
  const entries = spec !== undefined && out !== undefined ? [{ spec, out: resolve(out) }] : ENTRIES;
  for (const entry of entries) {
    const names = await generate(entry);
    console.log(`generated ${names.join(', ')} in ${relative(PACKAGE_ROOT, outDir(entry)) || '.'} from ${specPath(entry.spec)}`);
  }
  if (entries === ENTRIES) {
    for (const [file, text] of Object.entries(renderEntryFiles())) writeFileSync(join(PACKAGE_ROOT, file), text);
    console.log(`generated the profiles' entry modules and package.json's exports: ${profileNames().join(', ')}`);
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (/** @type {unknown} */ error) => {
      console.error(`generate failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}

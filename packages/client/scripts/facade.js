// @ts-check
// Renders an entry's facade.gen.ts: where each operation of a spec sits in the client's facade
// (`gw.<group>.<method>`) and what a request of it needs at run time, one route string per method.
//
// The naming rule (the README states it for users):
//   group   the operation's first tag, in lower case: `gw.message`, `gw.chat`, `gw.profile`…
//   method  the last fixed segment of its path, as the gateway's own routes name it
//           (`POST /message/sendText/{instance}` → `gw.message.sendText`), with the path's resource
//           word (its first segment: Group/Groups under /group/, Chat/Chats under /chat/…) left out
//           when two words or more remain (`updateGroupSubject` → `updateSubject`, `fetchAllGroups`
//           → `fetchAll`, but `fetchInstances`, `findChats` and `leaveGroup` stay whole);
//           a path that is the resource alone (`/schedule`, `/schedule/{scheduleID}`) is named after
//           its HTTP method (POST create, PUT/PATCH update, GET find, DELETE delete);
//           the root path `/` is a method of its own, named after its tag (`gw.information()`).
// Two operations that the rule gives the same name fail the generation, naming both.
//
// A route string is "<operationId> <METHOD> <path>[?<query name>&…][ body| body?][ idempotent][ :<kinds>]":
// `body` a required request body, `body?` an optional one, `idempotent` safe to repeat (GET unless
// `x-idempotent: false`, another method only with `x-idempotent: true`), `:<kinds>` the JSON kinds
// the success answer's schema admits at its top (letters of JSON_KINDS; `:*` any) when that is not
// an object alone, the common case left unwritten to keep the table small. src/core/routes.ts reads it.
import { operations, resolveRef } from '@msg-gateway/openapi/walk';

/** @typedef {import('@msg-gateway/openapi/walk').OpenApiDocument} OpenApiDocument */
/** @typedef {import('@msg-gateway/openapi/walk').WalkedOperation} WalkedOperation */
/** @typedef {{ group: string, method: string | undefined }} FacadeName */

/** What a path that is its resource alone does, by HTTP method. */
const RESOURCE_VERBS = /** @type {Record<string, string>} */ ({
  post: 'create',
  put: 'update',
  patch: 'update',
  get: 'find',
  delete: 'delete',
});

/** The words of a camelCase name: `fetchAllGroups` → ['fetch', 'All', 'Groups']. */
function words(/** @type {string} */ name) {
  return name.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) ?? [name];
}

/** `name` without the resource's word (singular or plural, capitalised, never the first word) when two words or more remain. */
function withoutResource(/** @type {string} */ name, /** @type {string} */ resource) {
  const word = resource.charAt(0).toUpperCase() + resource.slice(1);
  const [first = '', ...rest] = words(name);
  const kept = rest.filter((w) => w !== word && w !== `${word}s`);
  return kept.length + 1 >= 2 && kept.length < rest.length ? first + kept.join('') : name;
}

/**
 * Where the rule puts operation `op`: its group, and its method within it (undefined: the group is
 * itself the method, as `gw.information()`).
 * @returns {FacadeName}
 */
export function facadeName(/** @type {Pick<WalkedOperation, 'operationId' | 'method' | 'path' | 'operation'>} */ op) {
  const tag = op.operation.tags?.[0];
  if (!tag) throw new Error(`${op.operationId} (${op.method.toUpperCase()} ${op.path}) has no tag: the facade groups operations by tag`);
  const group = tag.toLowerCase();
  const fixed = op.path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{'));
  const [resource, ...below] = fixed;
  if (resource === undefined) return { group, method: undefined };
  const last = below.at(-1);
  if (last === undefined) {
    const verb = RESOURCE_VERBS[op.method];
    if (!verb) throw new Error(`${op.operationId}: no facade name for ${op.method.toUpperCase()} on the resource path ${op.path}`);
    return { group, method: verb };
  }
  return { group, method: withoutResource(last, resource) };
}

/** The letter of each JSON kind in a route's `:<kinds>` (src/core/routes.ts reads the same letters). */
const JSON_KINDS = /** @type {Record<string, string>} */ ({
  object: 'o',
  array: 'a',
  null: 'n',
  string: 's',
  number: 'm',
  integer: 'm',
  boolean: 'b',
});
const ANY_KIND = 'oansmb';

/** The letters of `kinds` that are also in `other`, in ANY_KIND's order. */
const both = (/** @type {string} */ kinds, /** @type {string} */ other) => [...kinds].filter((k) => other.includes(k)).join('');

/** The JSON kind letter of a value (a `const` or an `enum` member). */
const kindOfValue = (/** @type {unknown} */ value) =>
  value === null ? 'n' : Array.isArray(value) ? 'a' : (JSON_KINDS[typeof value] ?? 'o');

/**
 * The JSON kinds a schema admits at its top, as letters: its `type`, `const` and `enum`, narrowed
 * by each `allOf` member, and by the union of its `anyOf`/`oneOf` members. Bounded in depth: a schema
 * nested past it admits anything.
 * @returns {string}
 */
export function jsonKinds(/** @type {OpenApiDocument} */ doc, /** @type {unknown} */ schemaOrRef, depth = 0) {
  const schema = /** @type {Record<string, any> | undefined} */ (resolveRef(doc, /** @type {any} */ (schemaOrRef)));
  if (!schema || typeof schema !== 'object' || depth > 16) return ANY_KIND;
  let kinds = ANY_KIND;
  const types = schema.type === undefined ? undefined : [schema.type].flat();
  if (types) kinds = both(kinds, types.map((type) => JSON_KINDS[type] ?? '').join(''));
  if ('const' in schema) kinds = both(kinds, kindOfValue(schema.const));
  if (Array.isArray(schema.enum)) kinds = both(kinds, schema.enum.map(kindOfValue).join(''));
  for (const member of schema.allOf ?? []) kinds = both(kinds, jsonKinds(doc, member, depth + 1));
  for (const union of [schema.anyOf, schema.oneOf]) {
    if (Array.isArray(union)) kinds = both(kinds, union.map((member) => jsonKinds(doc, member, depth + 1)).join(''));
  }
  return kinds;
}

/** The `:<kinds>` token of `op`'s first 2xx JSON answer: '' for an object alone, `:*` for anything (or no JSON answer). */
function answerToken(/** @type {OpenApiDocument} */ doc, /** @type {WalkedOperation['operation']} */ operation) {
  const status = Object.keys(operation.responses ?? {}).find((code) => /^2/.test(code));
  const response = /** @type {{ content?: Record<string, { schema?: unknown }> } | undefined} */ (
    resolveRef(doc, /** @type {any} */ (operation.responses?.[status ?? '']))
  );
  const media = response?.content?.['application/json'];
  const kinds = media ? jsonKinds(doc, media.schema) : ANY_KIND;
  return kinds === 'o' ? [] : [`:${kinds === ANY_KIND ? '*' : kinds}`];
}

/** The route string of `op` (see the header). */
export function routeOf(
  /** @type {OpenApiDocument} */ doc,
  /** @type {WalkedOperation} */ { operationId, method, path, operation, parameters },
) {
  const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const body = resolveRef(doc, operation.requestBody);
  // GET is safe to repeat; another method only where the spec says so (x-idempotent).
  const idempotent = method === 'get' ? operation['x-idempotent'] !== false : operation['x-idempotent'] === true;
  return [
    operationId,
    method.toUpperCase(),
    query.length > 0 ? `${path}?${query.join('&')}` : path,
    ...(body ? [body.required ? 'body' : 'body?'] : []),
    ...(idempotent ? ['idempotent'] : []),
    ...answerToken(doc, operation),
  ].join(' ');
}

/**
 * The facade of a spec: group → method → route (or group → route for a method of its own), in the
 * order of the document. Throws when two operations get one name, or a group would hide `gw.raw`.
 * @returns {Record<string, string | Record<string, string>>}
 */
export function facadeOf(/** @type {OpenApiDocument} */ doc) {
  /** @type {Record<string, string | Record<string, string>>} */
  const facade = {};
  for (const op of operations(doc)) {
    const { group, method } = facadeName(op);
    const entry = facade[group];
    const route = routeOf(doc, op);
    const taken =
      group === 'raw' || (method === undefined ? entry !== undefined : typeof entry === 'string' || entry?.[method] !== undefined);
    if (taken) {
      throw new Error(
        `gw.${method === undefined ? group : `${group}.${method}`} (${op.operationId}) is taken: rename the operation or extend the rule in scripts/facade.js`,
      );
    }
    facade[group] = method === undefined ? route : { ...(typeof entry === 'object' ? entry : {}), [method]: route };
  }
  return facade;
}

/** facade.gen.ts of a spec, below `header`. */
export function renderFacade(/** @type {OpenApiDocument} */ doc, /** @type {string} */ header) {
  const lines = Object.entries(facadeOf(doc)).flatMap(([group, entry]) =>
    typeof entry === 'string'
      ? [`  ${group}: ${JSON.stringify(entry)},`]
      : [`  ${group}: {`, ...Object.entries(entry).map(([method, route]) => `    ${method}: ${JSON.stringify(route)},`), '  },'],
  );
  return [
    header,
    '/**',
    ' * Every operation of the spec as `gw.<group>.<method>` (scripts/facade.js states the naming rule), with',
    ' * its route: "<operationId> <METHOD> <path>[?<query>&…][ body| body?][ idempotent][ :<kinds>]" (src/core/routes.ts).',
    ' */',
    'export const FACADE = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

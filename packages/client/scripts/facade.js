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
// A route string is "<operationId> <METHOD> <path>[?<query name>&…][ body| body?][ idempotent]":
// `body` a required request body, `body?` an optional one, `idempotent` safe to repeat (GET unless
// `x-idempotent: false`, another method only with `x-idempotent: true`). src/core/routes.ts reads it.
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
    ' * its route: "<operationId> <METHOD> <path>[?<query>&…][ body| body?][ idempotent]" (src/core/routes.ts).',
    ' */',
    'export const FACADE = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

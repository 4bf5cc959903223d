// The run-time description of one operation, as a generated facade.gen.ts writes it (one string per
// facade method, rendered by scripts/facade.js): "<operationId> <METHOD> <path>[?<query>&…][ body|
// body?][ idempotent][ :<kinds>]", e.g. "updateGroupSubject POST /group/updateGroupSubject/{instance}?groupJid body".
// `:<kinds>` are the JSON kinds its success answer may have (`:a` an array, `:on` an object or null,
// `:*` anything); without it, an object.
// One string rather than an object keeps the generated table small in every bundle.
import type { OperationRow } from './types.js';

/** The operationId a route string starts with, at the type level. */
export type RouteId<Route> = Route extends `${infer Id} ${string}` ? Id : never;

/** The row of a route string. */
export function decodeRoute(route: string): OperationRow {
  const [id = '', method = '', target = '', ...flags] = route.split(' ');
  const [path = '', query] = target.split('?');
  return {
    id,
    method: method as OperationRow['method'],
    path,
    pathParams: Array.from(path.matchAll(/\{([^}]+)\}/g), ([, name = '']) => name),
    query: query ? query.split('&') : [],
    body: flags.includes('body') ? 'required' : flags.includes('body?') ? 'optional' : 'none',
    idempotent: flags.includes('idempotent'),
    answers: flags.find((flag) => flag[0] === ':')?.slice(1) ?? 'o',
  };
}

// The resource-shaped facade: `gw.<group>.<method>(...)`, one method per operation of an entry's
// spec, built from that entry's own generated FACADE (src/generated/**/facade.gen.ts, whose naming
// rule scripts/facade.js states), so that an entry carries its own operations and no other's. Each
// method takes the path parameter (if any), then one object holding the query parameters and body
// fields (if any), then per-call options. test/facade.test.ts fails when an operation of a spec is
// not reachable.
import type { Call } from './call.js';
import { decodeRoute, type RouteId } from './routes.js';
import type { OperationMethod, OperationRow } from './types.js';

/** A generated FACADE: group → method → route, or group → route for a method of its own (`information`). */
export type FacadeMap = { readonly [group: string]: string | { readonly [method: string]: string } };

type MethodOf<Ops, Route> = OperationMethod<Ops, RouteId<Route> & keyof Ops>;

/** `gw.<group>.<method>(...)` for every route of `Map`, typed from the spec's `Ops`. */
export type Facade<Ops, Map extends FacadeMap> = {
  [G in keyof Map]: Map[G] extends string ? MethodOf<Ops, Map[G]> : { [M in keyof Map[G]]: MethodOf<Ops, Map[G][M]> };
};

/** Every method of a facade as [label, row], e.g. ['message.sendList', { id: 'sendList', … }], in map order. */
export function facadeMethods(map: FacadeMap): [label: string, row: OperationRow][] {
  return Object.entries(map).flatMap(([group, entry]): [string, OperationRow][] =>
    typeof entry === 'string'
      ? [[group, decodeRoute(entry)]]
      : Object.entries(entry).map(([name, route]): [string, OperationRow] => [`${group}.${name}`, decodeRoute(route)]),
  );
}

/** Builds the facade of `map` around `call`, which performs an operation with the method's arguments. */
export function buildFacade<Ops, Map extends FacadeMap>(call: Call, map: Map): Facade<Ops, Map> {
  const facade: Record<string, unknown> = {};
  for (const [label, row] of facadeMethods(map)) {
    const method = (...args: unknown[]) => call(row, label, args);
    const [group = '', name] = label.split('.');
    if (name === undefined) facade[group] = method;
    else facade[group] = { ...(facade[group] as object), [name]: method };
  }
  return facade as Facade<Ops, Map>;
}

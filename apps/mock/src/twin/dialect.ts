// How the gateway being served behaves around its routes, read from the description once:
//   - a gateway profile (evolution-2.1.1, evolution-2.3.7, and anything layered on them: versions/)
//     is served as their Express app serves: the body is parsed before routing, routes are matched
//     leniently, OPTIONS answers 204 everywhere, HEAD runs the GET handler, and the instance is
//     checked before the key
//     (evolution-api@4ca141b4:src/main.ts, src/api/routes/index.router.ts; unchanged in
//     evolution-api@cd800f29; observed on both);
//   - the contract and other descriptions: the key first, then the instance, strict routing.
// The profile says which it is (`info.x-profile`); `x-guard-order` on the document overrides the order.
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { isGatewayProfile } from '../gateways/index.js';

export type Guard = 'instance' | 'key';

export interface Dialect {
  /** Served as 2.1.1's Express layer is (see above). */
  express: boolean;
  /** The order the guards run in. */
  guards: Guard[];
}

const cache = new WeakMap<object, Dialect>();

export function dialectOf(doc: OpenApiDocument | undefined): Dialect {
  if (!doc) return { express: false, guards: ['key', 'instance'] };
  let dialect = cache.get(doc);
  if (!dialect) {
    const info = doc.info as Record<string, unknown> | undefined;
    const express = isGatewayProfile(info?.['x-profile']);
    const declared = (doc as Record<string, unknown>)['x-guard-order'];
    const guards: Guard[] = isGuardOrder(declared) ? declared : express ? ['instance', 'key'] : ['key', 'instance'];
    dialect = { express, guards };
    cache.set(doc, dialect);
  }
  return dialect;
}

function isGuardOrder(value: unknown): value is Guard[] {
  return Array.isArray(value) && value.length === 2 && value.includes('instance') && value.includes('key');
}

// The checks a request passes before any validation, in the dialect's order (2.1.1:
// evolution-api@4ca141b4:src/api/guards/instance.guard.ts and auth.guard.ts, wired in
// src/api/routes/index.router.ts):
//   instance  a route with an {instance} must name an instance that exists: 404 "The "x" instance
//             does not exist". 2.1.1 skips this check for create and fetchInstances by looking for
//             those words in the URL as sent, case and all: `/INSTANCE/create` falls through to the
//             check, finds no name, and is refused 400 `"instanceName" not provided.`. A create of a
//             name in use is refused 403 here too, before the key is looked at.
//   key       the `apikey` header: missing or unknown 401 "Unauthorized"; the global key opens
//             everything; an instance's own token opens the routes of that instance (and
//             fetchInstances, where it lists only that instance).
// Without a global key (--api-key unset) any non-empty key is accepted.

import type { Dialect } from './dialect.js';
import type { TwinInstance } from './instance.js';
import { prismaType } from './prisma.js';
import type { VersionRules } from './rules.js';
import type { World } from './world.js';

export interface GuardRequest {
  /** The URL as sent (path and query). */
  url: string;
  /** The route has an {instance} path parameter. */
  takesInstance: boolean;
  /** Its value, decoded. */
  instanceName: string | undefined;
  /** The operation needs a key (it has a security requirement). */
  secured: boolean;
  /** The apikey header, if sent. */
  key: string | undefined;
  /** The parsed body (create reads its instanceName). */
  body: unknown;
}

export type GuardOutcome = { ok: true; instance: TwinInstance | undefined } | { ok: false; status: number; message: string | string[] };

const CREATE = '/instance/create';
const FETCH_INSTANCES = '/instance/fetchInstances';

export function guard(world: World, dialect: Dialect, request: GuardRequest, rules: VersionRules): GuardOutcome {
  if (!request.secured) return { ok: true, instance: undefined };
  let instance: TwinInstance | undefined;
  for (const check of dialect.guards) {
    if (check === 'instance') {
      const found = instanceCheck(world, dialect, request, rules);
      if (!found.ok) return found;
      instance = found.instance;
    } else {
      const refused = keyCheck(world, request);
      if (refused) return refused;
    }
  }
  return { ok: true, instance };
}

function instanceCheck(world: World, dialect: Dialect, request: GuardRequest, rules: VersionRules): GuardOutcome {
  if (dialect.app && (request.url.includes(CREATE) || request.url.includes(FETCH_INSTANCES))) {
    if (request.url.includes(CREATE)) {
      // The name is looked up in the database before anything checks its type: any other JSON
      // value than a string makes that query fail (observed: a number answers 500).
      const given = isObject(request.body) ? request.body['instanceName'] : undefined;
      if (given !== undefined && typeof given !== 'string') {
        return {
          ok: false,
          status: 500,
          message: [
            `Invalid \`prisma.instance.findMany()\` invocation: Argument \`name\`: Invalid value provided. Expected StringFilter or String, provided ${prismaType(given)}.`,
          ],
        };
      }
      // Without a name the lookup is `where: { name: undefined }`, which Prisma reads as no filter:
      // it finds every instance, so an unnamed create is "in use" as soon as any instance exists
      // (observed: `{}` answers 400 "Invalid integration" on an empty gateway, 403 on one with instances).
      // 2.3.7 lets it through (observed: 400 from the create, with instances present): its rules say.
      const name = nameOf(request.body);
      const unnamedTaken = rules.create.unnamedIsTaken && given === undefined && world.list().length > 0;
      if (name === undefined ? unnamedTaken : world.has(name)) {
        return { ok: false, status: 403, message: [`This name "${name}" is already in use.`] };
      }
    }
    return { ok: true, instance: undefined };
  }
  if (!request.takesInstance || request.instanceName === undefined) {
    return dialect.app ? { ok: false, status: 400, message: ['"instanceName" not provided.'] } : { ok: true, instance: undefined };
  }
  const instance = world.find(request.instanceName);
  if (!instance) return { ok: false, status: 404, message: [`The "${request.instanceName}" instance does not exist`] };
  return { ok: true, instance };
}

function keyCheck(world: World, request: GuardRequest): GuardOutcome | undefined {
  const unauthorized: GuardOutcome = { ok: false, status: 401, message: 'Unauthorized' };
  const { key } = request;
  if (key === undefined || key === '') return unauthorized;
  const global = world.apiKey;
  if (global === undefined || key === global) return undefined;
  if (request.takesInstance && request.instanceName !== undefined) {
    return world.find(request.instanceName)?.token === key ? undefined : unauthorized;
  }
  if (request.url.includes(FETCH_INSTANCES) && world.byToken(key)) return undefined;
  return unauthorized;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function nameOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const name = (body as Record<string, unknown>)['instanceName'];
  return typeof name === 'string' ? name : undefined;
}

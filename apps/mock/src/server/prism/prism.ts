// Prism, in this process: the operations of a spec (`getHttpOperationsFromSpec`) and one Prism
// instance (`createInstance`) that routes, validates and mocks each request the mock's own HTTP
// layer hands it. Prism is loaded (prism-modules.ts; in the bundle, a file of its own run with its
// code cache) by the first loadOperations() of the process, so `--help` and the spec helpers never
// load it; a caller works on operations loadOperations() returned, so by then Prism is loaded.
import type * as PrismCore from '@stoplight/prism-core';
import type * as PrismHttp from '@stoplight/prism-http';
import { packagePath } from '../../common/package-root.js';
import { runCached } from './cached-script.js';
import type { PrismModules } from './prism-modules.js';

/** One operation as Prism reads it from the spec. */
export type Operation = Awaited<ReturnType<typeof PrismHttp.getHttpOperationsFromSpec>>[number];
/** A request as Prism takes it. */
export type PrismRequest = PrismHttp.IHttpRequest;

let loading: Promise<PrismModules> | undefined;
let loaded: PrismModules | undefined;

/**
 * Set by the build's esbuild `define` to where the bundle keeps Prism: a CommonJS file of its own
 * (scripts/bundle/prism.mjs), run with V8's code cache (cached-script.ts). Undeclared elsewhere: the
 * tests import prism-modules.ts.
 */
declare const __MSG_GATEWAY_MOCK_PRISM_BUNDLE__: string | undefined;

/** prism-modules.ts: the bundle's file of it, with its code cache, or the source. */
function prismModulesFile(): Promise<{ prismModules: () => PrismModules }> {
  if (typeof __MSG_GATEWAY_MOCK_PRISM_BUNDLE__ === 'undefined') return import('./prism-modules.js');
  const file = packagePath(__MSG_GATEWAY_MOCK_PRISM_BUNDLE__);
  return Promise.resolve().then(() => runCached(file).exports as { prismModules: () => PrismModules });
}

/** Loads Prism (once per process) and configures its body generator. */
function loadPrism(): Promise<PrismModules> {
  loading ??= prismModulesFile().then(({ prismModules }) => {
    loaded = prismModules();
    return loaded;
  });
  return loading;
}

/** Prism, which loadOperations() loaded; throws if nothing did (a bug in the mock, not a user's error). */
function loadedPrism(): PrismModules {
  if (!loaded) throw new Error('Prism is used before loadOperations() loaded it.');
  return loaded;
}

/** Loads Prism, and resolves with `operations` worked out before (operations-cache.ts). */
export async function withPrism(operations: Operation[]): Promise<Operation[]> {
  await loadPrism();
  return operations;
}

/** The operations of the spec at `source` (a path, JSON or YAML, or a document). Throws if it has none. */
export async function loadOperations(source: string | object): Promise<Operation[]> {
  const operations = await (await loadPrism()).http.getHttpOperationsFromSpec(source);
  if (operations.length === 0) throw new Error('it describes no operations (no path has a method)');
  return operations;
}

/** One rule the request (or the mocked response) broke, as Prism's `sl-violations` header lists it. */
export interface Violation {
  location: string[];
  severity: string;
  code: string | number | undefined;
  message: string;
}

/** An error Prism reports instead of an answer (no route, no method, 406, 401 without a documented 401, …). */
export interface Problem {
  /** Prism's error type without its URL, e.g. NO_PATH_MATCHED_ERROR, NOT_ACCEPTABLE. */
  type: string;
  status: number;
  detail: string;
  headers: Record<string, string>;
  /** Violations that came with it (a 422 when the operation documents no 400). */
  validation: Violation[];
}

export type PrismOutcome =
  | { kind: 'answer'; status: number; headers: Record<string, unknown>; body: unknown; violations: Violation[] }
  | { kind: 'problem'; problem: Problem };

export interface MockBehaviour {
  dynamic: boolean;
  seed: string | undefined;
}

/** What a request asks for with `Prefer` (or `__code`, `__example`, `__dynamic`), as Prism reads it. */
export type Preferences = { [K in keyof PrismHttp.IHttpOperationConfig]?: PrismHttp.IHttpOperationConfig[K] | undefined };

const SEVERITY = ['Error', 'Warning', 'Information', 'Hint'];

export interface PrismCaller {
  /** Prism's reading of the request's preferences, or the problem with them (a 422). */
  preferences(request: PrismRequest): { ok: true; preferences: Preferences } | { ok: false; problem: Problem };
  /** Routes, validates and mocks one request with `preferences`. Rejects only on a bug in Prism (the caller answers 500). */
  answer(request: PrismRequest, operations: Operation[], preferences: Preferences): Promise<PrismOutcome>;
  /** The operation `method path` routes to, if any. */
  route(method: string, path: string, operations: Operation[]): Operation | undefined;
  /** The methods `path` has in `operations` (for Allow and HEAD), upper case. */
  methodsOf(path: string, operations: Operation[]): string[];
  /** The response media types the operation matching `method path` documents. */
  mediaTypesOf(method: string, path: string, operations: Operation[]): string[];
  /** The body of an answer as bytes for its content type (Prism's serialiser: JSON, XML, text). */
  serialize(body: unknown, contentType: string | undefined): string | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function createPrismCaller(behaviour: MockBehaviour): PrismCaller {
  let instance: ReturnType<PrismModules['http']['createInstance']> | undefined;
  const prismInstance = (): NonNullable<typeof instance> => {
    const { core, http } = loadedPrism();
    // Prism's own log is off: what the mock logs is its own request line. (Prism's debug log
    // serialises whole bodies and prints request headers, the API key among them.)
    instance ??= http.createInstance(configFor(behaviour, {}), { logger: core.createLogger('msg-gateway-mock', { level: 'silent' }) });
    return instance;
  };

  const route = (method: string, path: string, operations: Operation[]): Operation | undefined => {
    const result = loadedPrism().route({
      resources: operations,
      input: { method: method.toLowerCase() as PrismRequest['method'], url: { path } },
    });
    return result._tag === 'Right' ? result.right : undefined;
  };

  return {
    preferences(request) {
      const read = loadedPrism().preferences(request);
      return read._tag === 'Left' ? { ok: false, problem: toProblem(read.left) } : { ok: true, preferences: read.right };
    },
    async answer(request, operations, preferences) {
      // A fresh config each time: Prism's mocker writes the Accept media types into the config it
      // is given, and a shared one would carry them into every later request.
      const result = await prismInstance().request(request, operations, configFor(behaviour, preferences))();
      if (result._tag === 'Left') return { kind: 'problem', problem: toProblem(result.left) };
      const { output, validations } = result.right;
      return {
        kind: 'answer',
        status: output.statusCode,
        headers: output.headers ?? {},
        body: output.body,
        violations: [...validations.input.map(violation('request')), ...validations.output.map(violation('response'))],
      };
    },
    route,
    methodsOf(path, operations) {
      return METHODS.filter((method) => route(method, path, operations)).map((m) => m.toUpperCase());
    },
    mediaTypesOf(method, path, operations) {
      const operation = route(method, path, operations);
      const types = (operation?.responses ?? []).flatMap((r) => (r.contents ?? []).map((c) => c.mediaType));
      return [...new Set(types)];
    },
    serialize: (body, contentType) => loadedPrism().serialize(body, contentType),
  };
}

function configFor(behaviour: MockBehaviour, preferences: Preferences): PrismHttp.IHttpConfig {
  const mock: PrismHttp.IHttpOperationConfig = { dynamic: behaviour.dynamic };
  if (behaviour.seed !== undefined) mock.seed = behaviour.seed;
  // Only what the request asked for: an absent preference keeps the mock's own setting.
  for (const [key, value] of Object.entries(preferences)) {
    if (value !== undefined) Object.assign(mock, { [key]: value });
  }
  return {
    checkSecurity: true,
    validateRequest: true,
    validateResponse: true,
    errors: false,
    upstreamProxy: undefined,
    isProxy: false,
    mock,
  };
}

const violation =
  (side: 'request' | 'response') =>
  (diagnostic: PrismCore.IPrismDiagnostic): Violation => ({
    location: [side, ...(diagnostic.path ?? [])],
    severity: SEVERITY[diagnostic.severity] ?? String(diagnostic.severity),
    code: diagnostic.code,
    message: diagnostic.message,
  });

/** Statuses of Prism's error templates, for the errors it wraps in a plain Error (see toProblem). */
const TEMPLATE_STATUS: Record<string, number> = {
  NOT_ACCEPTABLE: 406,
  NOT_FOUND: 404,
  UNPROCESSABLE_ENTITY: 422,
  INVALID_CONTENT_TYPE: 415,
  UNAUTHORIZED: 401,
};

function toProblem(error: Error): Problem {
  const fields = error as Error & { status?: unknown; detail?: unknown; additional?: { headers?: unknown; validation?: unknown } };
  const headers: Record<string, string> = {};
  if (fields.additional?.headers && typeof fields.additional.headers === 'object') {
    for (const [name, value] of Object.entries(fields.additional.headers)) headers[name] = String(value);
  }
  const validation = Array.isArray(fields.additional?.validation) ? (fields.additional.validation as Violation[]) : [];
  // A problem is a ProblemJsonError (name = its type URL). With `Prefer: code=…` Prism sometimes
  // wraps one in a plain Error whose message starts with that URL ("…#NOT_ACCEPTABLE: … We tried
  // default response, but …"): it is still that problem.
  const wrapped = /^https:\/\/stoplight\.io\/prism\/errors#([A-Z_]+)/.exec(error.message);
  const type = error.name.startsWith('https://') ? error.name.replace(/^.*#/, '') : (wrapped?.[1] ?? error.name);
  const status = typeof fields.status === 'number' ? fields.status : (TEMPLATE_STATUS[type] ?? 500);
  return {
    type,
    status,
    detail: typeof fields.detail === 'string' && fields.detail !== '' ? fields.detail : error.message,
    headers,
    validation,
  };
}

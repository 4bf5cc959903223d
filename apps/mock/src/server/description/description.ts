// The description the mock serves, loaded once per start (and again when a watched --spec file
// changes): the OpenAPI document itself (the echo, the gateway's error messages, generated data and
// mock.next() read it), the operations Prism routes and mocks, and the toolkit's one validator over
// that document. The contract, a profile, either with a team's overlays on top, or a file. Every file
// is read with limits (description-files.ts) and Prism is handed the document read, never a path.
import { applyOverlays, type OverlayDocument, OverlayError, parseOverlay } from '@msg-gateway/openapi/overlay';
import { escapeRegExp } from '@msg-gateway/openapi/redact';
import { type BundleValidator, createBundleValidator, describeError, type SchemaViolation } from '@msg-gateway/openapi/validate';
import { type OpenApiDocument, type WalkedOperation, operations as walk } from '@msg-gateway/openapi/walk';
import { profileSpecPath, profileTitle } from '../../common/profiles.js';
import { bundledSpecPath } from '../../common/spec.js';
import type { Dialect } from '../../twin/dialect.js';
import type { VersionRules } from '../../twin/rules.js';
import { loadOperations, type Operation, type Violation, withPrism } from '../prism/prism.js';
import { readDescriptionFile, readDocumentFile, readWholeDocument } from './description-files.js';
import { operationsKey, operationsOf, textKey } from './operations-cache.js';
import { type Precompiled, precompiledValidators } from './precompiled-validators.js';

/** A compiled schema (ajv's, with its raw errors). */
export type ValidateFunction = ReturnType<BundleValidator['compile']>;

/** What to serve: the contract, a profile by name, or a file (JSON or YAML; watched). */
export type DescriptionSource = { kind: 'contract' } | { kind: 'profile'; name: string } | { kind: 'file'; path: string };

export interface LoadedOverlay {
  overlay: OverlayDocument;
  /** The file it came from (named in messages). */
  source: string;
}

/** One operation as both the document and Prism know it. */
export interface ServedOperation {
  operationId: string;
  walked: WalkedOperation;
  prism: Operation;
  /**
   * Path parameter values of a request path this operation matches, decoded; undefined if it does
   * not match. With `ignoreCase`, the path's fixed segments match in any case (as Express routes).
   */
  pathParams(path: string, options?: { ignoreCase?: boolean }): Record<string, string> | undefined;
  /**
   * No other operation of its method has a path template that could match a path this one matches:
   * a request routed here, Prism routes here too, among all the operations or given this one alone.
   */
  unambiguous: boolean;
}

/** What the request carried, for the gateway's validation words. */
export interface RequestFacts {
  query: Record<string, string | string[]>;
  /** The parsed JSON body, null when none was sent, or text for a non-JSON media type. */
  body: unknown;
  /** The Content-Type sent, if any. */
  contentType?: string | undefined;
  /** The body as sent, when `body` is what the mock validated (isNotEmpty reads the fields as sent). */
  sent?: unknown;
}

export interface GatewayMessage {
  /** `response.message` of the 400 envelope. */
  message: unknown;
  /** The same violations as flat text, for the log. */
  lines: string[];
}

/** How the gateway's validator words what is wrong with a request. */
export interface GatewayWords {
  /**
   * The 400 message for a request Prism found invalid, worded and ordered as the gateway's validator
   * words it. `prismViolations` are used for what the document cannot tell.
   */
  message(description: Description, op: ServedOperation, request: RequestFacts, prismViolations: Violation[]): GatewayMessage;
  /** The body of a 400 validation failure of `operationId`, in the form the gateway's router gives that route. */
  validationFailure(operationId: string | undefined, message: unknown, now: number): unknown;
}

/**
 * The gateway a description is served as: everything one gateway version does, from its home
 * (gateways/<profile>/), resolved along the description's profile chain (gateways/index.ts). The
 * layers below read it and name no version.
 */
export interface Gateway {
  /** The profile served (`info.x-profile`), or `contract`. */
  readonly profile: string;
  /** The home that serves it: the profile's own, or the nearest base along its chain that has one. */
  readonly home: string;
  /** What the twin asks where versions differ, and every handler it runs. */
  readonly twin: VersionRules;
  /** How the requests reach the routes (the gateway's web app, or the contract's strict reading). */
  readonly dialect: Dialect;
  /**
   * The Node the version's official image runs on (its Dockerfile's `FROM node:<major>-alpine`): words
   * the gateway passes through from its runtime (a JSON.parse error) are that Node's, whatever Node the
   * mock runs on (common/json-error-words.ts).
   */
  readonly runtime: { readonly node: number };
  readonly words: GatewayWords;
}

/** Resolves the gateway a document is served as; throws (UnknownGatewayError) when no home serves it. */
export type GatewayOf = (doc: OpenApiDocument | undefined) => Gateway;

export interface Description {
  /** How the ready line and messages name it, e.g. "Evolution API 2.1.1 profile". */
  readonly title: string;
  /** The file it was read from (for --spec, the watched file). */
  readonly path: string;
  /** The document (self-contained: files it refers to are inside it), or undefined when it has no `paths` (a Postman collection). */
  readonly doc: OpenApiDocument | undefined;
  /** The gateway it is served as (its home's rules, dialect and words). */
  readonly gateway: Gateway;
  /** The operations as Prism routes them. */
  readonly operations: Operation[];
  /** Every operation of the document that Prism serves, by operationId. */
  readonly byId: ReadonlyMap<string, ServedOperation>;
  /** Names of the headers and query parameters that carry credentials (lower case, never logged). */
  readonly secretNames: ReadonlySet<string>;
  /**
   * The operation `method path` routes to, as Prism routes it (a literal segment wins over a
   * parameter); undefined when none does. Cheaper than asking Prism, which routes again anyway.
   */
  route(method: string, path: string, options?: { ignoreCase?: boolean }): ServedOperation | undefined;
  /** Violations of the schema at `pointer` by `value`; undefined when the schema cannot be compiled. */
  check(pointer: string, value: unknown): SchemaViolation[] | undefined;
  /** The compiled schema at `pointer` (for ajv's raw errors), or undefined. */
  compile(pointer: string): ValidateFunction | undefined;
}

/** Reads and checks overlay files (JSON or YAML); throws OverlayError naming the file and what is wrong. */
export function readOverlays(paths: string[]): LoadedOverlay[] {
  return paths.map((path) => {
    let value: unknown;
    try {
      value = readDocumentFile(path);
    } catch (error) {
      throw new OverlayError(`Cannot use the overlay ${path}: ${error instanceof Error ? error.message : String(error)}.`);
    }
    return { overlay: parseOverlay(value, path), source: path };
  });
}

/** Loads what `source` names, with `overlays` applied in order. Throws when it cannot be served. */
export async function loadDescription(source: DescriptionSource, overlays: LoadedOverlay[], gatewayOf: GatewayOf): Promise<Description> {
  const path = source.kind === 'contract' ? bundledSpecPath() : source.kind === 'profile' ? profileSpecPath(source.name) : source.path;
  // A description the package ships is one JSON file (a bundle): read whole and keyed by its text,
  // not walked for $refs to other files nor written out again to key it (a profile is 0.7 MB).
  const shipped = source.kind !== 'file' && overlays.length === 0 ? readWholeDocument(path) : undefined;
  const value = shipped ? shipped.value : readDescriptionFile(path);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const held = value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;
    throw new Error(`it holds ${held}, not an OpenAPI document (an object with openapi and paths)`);
  }
  let doc = asDocument(value);
  if (overlays.length > 0) {
    if (!doc) throw new OverlayError(`Overlays apply to an OpenAPI document with paths; ${path} has none.`);
    doc = applyOverlays(doc, overlays);
  }
  // Before Prism: a description no gateway home serves is refused at once, saying which folder to add.
  const gateway = gatewayOf(doc);
  // Prism resolves the $refs in place: it gets a copy. Worked out once per description (the
  // package's own by the build): operations-cache.ts.
  const handed = doc ?? value;
  const key = shipped ? textKey(shipped.text) : operationsKey(handed);
  const prismOperations = await withPrism(await operationsOf(handed, () => loadOperations(structuredClone(handed)), key));
  const title =
    source.kind === 'contract'
      ? 'contract'
      : source.kind === 'profile'
        ? profileTitle(source.name)
        : doc?.info?.title
          ? `"${doc.info.title}"`
          : path;
  // A profile served by a base's home says so wherever the description is named (mock.serving, GET /__mock/health, the phone page).
  const named = (doc?.info as Record<string, unknown> | undefined)?.['x-profile'];
  const servedBy = typeof named === 'string' && named !== gateway.home ? ` (${named}, served as ${gateway.home}: no twin of its own)` : '';
  return describe(
    doc,
    gateway,
    prismOperations,
    shipped && doc ? precompiledValidators(key) : () => undefined,
    path,
    `${overlays.length > 0 ? `${title} + ${overlays.length} overlay${overlays.length > 1 ? 's' : ''}` : title}${servedBy}`,
  );
}

function describe(
  doc: OpenApiDocument | undefined,
  gateway: Gateway,
  prismOperations: Operation[],
  precompiled: Precompiled,
  path: string,
  title: string,
): Description {
  const walked = new Map((doc ? walk(doc) : []).map((op) => [`${op.method} ${op.path}`, op]));
  const byId = new Map<string, ServedOperation>();
  const byMethod = new Map<string, ServedOperation[]>();
  for (const prism of prismOperations) {
    const op = walked.get(`${prism.method.toLowerCase()} ${prism.path}`);
    if (!op) continue;
    const served: ServedOperation = { operationId: op.operationId, walked: op, prism, pathParams: pathMatcher(op.path), unambiguous: true };
    byId.set(op.operationId, served);
    byMethod.set(op.method, [...(byMethod.get(op.method) ?? []), served]);
  }
  for (const list of byMethod.values()) {
    for (const served of list)
      served.unambiguous = !list.some((other) => other !== served && overlap(other.walked.path, served.walked.path));
  }
  // Fewer parameters first: /a/b wins over /a/{x}.
  const parameters = (op: ServedOperation): number => (op.walked.path.match(/\{/g) ?? []).length;
  for (const list of byMethod.values()) list.sort((a, b) => parameters(a) - parameters(b));
  let validator: BundleValidator | undefined;
  // The build's validator of a shipped description's pointer (precompiled-validators.ts), else ajv's.
  const compile = (pointer: string): ValidateFunction | undefined => {
    if (!doc) return undefined;
    const built = precompiled(pointer);
    if (built) return built;
    try {
      validator ??= createBundleValidator(doc);
      return validator.compile(pointer);
    } catch {
      // A --spec file with external references, or a schema ajv cannot compile: those features are off.
      return undefined;
    }
  };
  return {
    title,
    path,
    doc,
    gateway,
    operations: prismOperations,
    byId,
    secretNames: credentialNames(prismOperations),
    route: (method, path, options) => byMethod.get(method.toLowerCase())?.find((op) => op.pathParams(path, options) !== undefined),
    compile,
    check(pointer, value) {
      const fn = compile(pointer);
      if (!fn) return undefined;
      return fn(value) ? [] : (fn.errors ?? []).map(describeError);
    },
  };
}

function asDocument(value: unknown): OpenApiDocument | undefined {
  return value !== null && typeof value === 'object' && 'paths' in value ? (value as OpenApiDocument) : undefined;
}

/** Whether some path could match both templates: as many segments, each the same or a parameter in either. */
function overlap(a: string, b: string): boolean {
  const [as, bs] = [a.split('/'), b.split('/')];
  return as.length === bs.length && as.every((segment, i) => segment === bs[i] || segment.includes('{') || (bs[i] ?? '').includes('{'));
}

/** A matcher for a path template such as /instance/connectionState/{instance}. */
function pathMatcher(template: string): ServedOperation['pathParams'] {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const pattern = new RegExp(`^${source}$`);
  const anyCase = new RegExp(`^${source}$`, 'i');
  return (path, options) => {
    const match = (options?.ignoreCase ? anyCase : pattern).exec(path);
    if (!match) return undefined;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const raw = match[i + 1] ?? '';
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        params[name] = raw;
      }
    });
    return params;
  };
}

/** Header and query names of the security schemes (lower case); Authorization always. */
function credentialNames(operations: Operation[]): Set<string> {
  const names = new Set(['authorization']);
  for (const operation of operations) {
    for (const scheme of (operation.security ?? []).flat()) {
      if (scheme.type === 'apiKey') names.add(scheme.name.toLowerCase());
    }
  }
  return names;
}

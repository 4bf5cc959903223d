// The one JSON Schema 2020-12 validator of the bundled contract: the contract runner checks live
// answers with it, the mock checks what it generates, and every test uses it, so what the tests
// exercise is what ships. Strict ajv: an unknown keyword or format in the contract is an error,
// not a silently ignored rule.
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { atPointer, type OpenApiDocument } from './walk.js';

// ajv and ajv-formats are CommonJS; loaded through require so the compiled ESM and the types agree.
// Loaded by the first validator, not with this module: a mock start imports this module but may
// answer its first requests without a validator. From ./ajv.cjs: in lib/, the two bundled into one
// file (scripts/bundle-ajv.js), which loads in a fifth of the time ajv's some ninety files take.
const require = createRequire(import.meta.url);
interface AjvModules {
  Ajv2020: typeof import('ajv/dist/2020.js').default & { _: typeof import('ajv')._ };
  addFormats: typeof import('ajv-formats').default;
  standaloneCode: typeof import('ajv/dist/standalone/index.js').default;
}
let ajvModules: AjvModules | undefined;
function loadAjv(): AjvModules {
  ajvModules ??= require('./ajv.cjs') as AjvModules;
  return ajvModules;
}

/** OpenAPI keywords found around or inside schemas that are not JSON Schema keywords. */
const OPENAPI_KEYWORDS = [
  'openapi',
  'info',
  'servers',
  'security',
  'tags',
  'paths',
  'webhooks',
  'components',
  'jsonSchemaDialect',
  'externalDocs',
  'discriminator',
  'xml',
  'example',
];

/** One rule a value broke, in the terms a report prints. */
export interface SchemaViolation {
  /** JSON pointer of the offending value ('' for the root). */
  pointer: string;
  /** The JSON Schema keyword broken (type, required, enum, ...). */
  keyword: string;
  params: Record<string, unknown>;
  /** "(root): must have required property 'status' [required]" */
  message: string;
}

export interface BundleValidator {
  /** The compiled validator of the schema at `pointer` (a JSON pointer into the document). */
  compile(pointer: string): ValidateFunction;
  /** Violations of the schema at `pointer` by `value`; empty when it is valid. */
  validate(pointer: string, value: unknown): SchemaViolation[];
}

/**
 * The ajv options that decide what is valid: every validator of this project (this module, and the
 * client's ahead-of-time compiled webhook validators) uses exactly these.
 */
export const VALIDATION_OPTIONS = {
  allErrors: true,
  strict: true,
  allowUnionTypes: true,
  // The contract's schemas are meta-validated by its own tests; doing it on every start costs a
  // third of a second.
  validateSchema: false,
} as const;

/**
 * The address of a document's schemas in its ajv (each validator has an ajv of its own): in errors'
 * schemaPath, the same for the validators compiled at run time and ahead (validatorsSource).
 */
const DOCUMENT_ID = 'https://msg-gateway.invalid/bundle.json';

/**
 * A validator of the schemas of a whole document, so they keep their internal `$ref`s. Every `x-`
 * keyword the document uses inside a schema is accepted as an annotation.
 *
 * Lazy: ajv is given only the schemas a compiled pointer reaches (the one at the pointer and those
 * its `$ref`s lead to, transitively), each once, under the address its `$ref`s name
 * (`<document>#/components/schemas/X`); not the whole document up front. Handing ajv the document
 * made it walk every node of it (examples and all) before the first check: most of the mock's
 * first answer.
 */
export function createBundleValidator(doc: OpenApiDocument): BundleValidator {
  const { compile } = bundleAjv(doc, { optimize: false });
  return {
    compile,
    validate(pointer, value) {
      const fn = compile(pointer);
      return fn(value) ? [] : (fn.errors ?? []).map(describeError);
    },
  };
}

/**
 * The validators of `pointers` into `doc` as one CommonJS module of standalone code (ajv's
 * `standaloneCode`): `exports[pointer]` is the function `createBundleValidator(doc).compile(pointer)`
 * would compile, the same options, the same schemas under the same addresses, so the same verdicts
 * and errors, without ajv or the document at run time. The code still `require()`s ajv's run-time
 * helpers and ajv-formats' formats by package name: bundle it (the mock's build does, for the
 * descriptions it ships, so a start compiles no schema).
 */
export function validatorsSource(doc: OpenApiDocument, pointers: readonly string[]): string {
  const { Ajv2020, standaloneCode } = loadAjv();
  const formats = Ajv2020._`require("ajv-formats/dist/formats").fullFormats`;
  // Smaller code, the same verdicts and errors (schemaPath included): optimised, and the schemas
  // without their annotations (descriptions and examples, which the code would embed).
  const { ajv, compile } = bundleAjv(doc, { optimize: true, source: true, formats }, withoutAnnotations);
  const exported: Record<string, string> = {};
  for (const pointer of pointers) {
    compile(pointer);
    exported[pointer] = rootKey(pointer);
  }
  return standaloneCode(ajv, exported);
}

type AjvInstance = InstanceType<AjvModules['Ajv2020']>;

/** How ajv itself resolves a reference against the document's address: the key it looks up. */
function addressOf(ajv: AjvInstance, id: string, ref: string): string {
  return ajv.opts.uriResolver.resolve(id, ref).replace(/#\/?$/, '');
}

function addressOfPointer(ajv: AjvInstance, id: string, pointer: string): string {
  return addressOf(ajv, id, `#${pointer.replace(/^#/, '').split('/').map(encodeURIComponent).join('/')}`);
}

/** The key of the root schema compiled for `pointer`: `{ $ref: <its address> }` (so both compilers report the same schemaPath). */
const rootKey = (pointer: string): string => `${DOCUMENT_ID}/roots/${encodeURIComponent(pointer)}`;

/** An ajv of `doc` (the options of this project, `code` as given) and its compile-by-pointer, cached. */
function bundleAjv(
  doc: OpenApiDocument,
  code: Record<string, unknown>,
  prepare: (schema: unknown) => unknown = (schema) => schema,
): { ajv: AjvInstance; compile: (pointer: string) => ValidateFunction } {
  const { Ajv2020, addFormats } = loadAjv();
  const ajv = new Ajv2020({ ...VALIDATION_OPTIONS, code });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  const reached = new SchemaSet(
    doc,
    (ref) => addressOf(ajv, DOCUMENT_ID, ref),
    (keyword) => ajv.addKeyword(keyword),
  );
  const cache = new Map<string, ValidateFunction>();
  const compile = (pointer: string): ValidateFunction => {
    let fn = cache.get(pointer);
    if (!fn) {
      const address = addressOfPointer(ajv, DOCUMENT_ID, pointer);
      for (const [key, schema] of reached.add(address)) ajv.addSchema(prepare(schema) as object, key);
      ajv.addSchema({ $ref: address }, rootKey(pointer));
      fn = ajv.getSchema(rootKey(pointer)) as ValidateFunction;
      cache.set(pointer, fn);
    }
    return fn;
  };
  return { ajv, compile };
}

/** Keywords that describe a schema without constraining it. */
const ANNOTATIONS = new Set(['title', 'description', 'examples', 'example', '$comment', 'discriminator', 'externalDocs', 'xml']);
/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas (JSON Schema 2020-12). */
const SCHEMA = new Set([
  'not',
  'if',
  'then',
  'else',
  'items',
  'contains',
  'propertyNames',
  'contentSchema',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
]);
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAP = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);

/**
 * `schema` without its annotations (and `x-` keywords) at every level, which decide nothing: what
 * code compiled ahead keeps of a schema (validatorsSource here, the client's webhook validators).
 * Only keywords known to hold schemas are walked: a `const`, an `enum`, a `default` and property
 * names are kept as they are.
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA.has(key)) copy[key] = withoutAnnotations(value);
    else if (SCHEMA_LIST.has(key) && Array.isArray(value)) copy[key] = value.map(withoutAnnotations);
    else if (SCHEMA_MAP.has(key) && value !== null && typeof value === 'object')
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)]));
    else copy[key] = value;
  }
  return copy;
}

/** The schemas of a document handed to ajv so far, by address, and the `x-` keywords they use. */
class SchemaSet {
  private readonly added = new Set<string>();
  private readonly keywords = new Set<string>();

  constructor(
    private readonly doc: unknown,
    private readonly addressOf: (ref: string) => string,
    private readonly addKeyword: (keyword: string) => void,
  ) {}

  /**
   * The schemas not added yet that `address` reaches (itself, and what `$ref`s lead to), with their
   * addresses; their new `x-` keywords are declared first. A reference whose target is not in the
   * document is left to ajv, which reports it when compiling.
   */
  add(address: string): [string, unknown][] {
    const found: [string, unknown][] = [];
    const pending = [address];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (this.added.has(next)) continue;
      const schema = this.target(next);
      if (schema === undefined) continue;
      this.added.add(next);
      found.push([next, schema]);
      this.visit(schema, pending);
    }
    return found;
  }

  /** The node an address of this document points at (its fragment, percent-decoded), if any. */
  private target(address: string): unknown {
    const hash = address.indexOf('#');
    if (hash === -1 || this.addressOf('#') !== address.slice(0, hash)) return undefined;
    try {
      // Each segment percent-decoded on its own: an encoded "/" (%2F) stays inside its segment.
      const segments = address
        .slice(hash + 1)
        .split('/')
        .map((segment) => decodeURIComponent(segment).replaceAll('/', '~1'));
      return atPointer(this.doc, segments.join('/'));
    } catch {
      return undefined; // a malformed escape: ajv reports the reference
    }
  }

  /** Queues the addresses of the local `$ref`s under `node` and declares its new `x-` keywords. */
  private visit(node: unknown, pending: string[]): void {
    const seen = new Set<object>();
    const walk = (value: unknown): void => {
      if (value === null || typeof value !== 'object' || seen.has(value)) return;
      seen.add(value);
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith('#')) pending.push(this.addressOf(child));
        else if (key.startsWith('x-') && !this.keywords.has(key)) {
          this.keywords.add(key);
          this.addKeyword(key);
        }
        walk(child);
      }
    };
    walk(node);
  }
}

export function describeError(error: ErrorObject): SchemaViolation {
  const where = error.instancePath === '' ? '(root)' : error.instancePath;
  let detail = error.message ?? 'is invalid';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    detail += ` (${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`;
  }
  if (error.keyword === 'additionalProperties') detail += ` "${String(params.additionalProperty)}"`;
  return { pointer: error.instancePath, keyword: error.keyword, params, message: `${where}: ${detail} [${error.keyword}]` };
}

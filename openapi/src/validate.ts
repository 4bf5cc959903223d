// The one JSON Schema 2020-12 validator of the bundled contract: the contract runner checks live
// answers with it, the mock checks what it generates, and every test uses it, so what the tests
// exercise is what ships. Strict ajv: an unknown keyword or format in the contract is an error,
// not a silently ignored rule.
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { OpenApiDocument } from './walk.js';

// ajv and ajv-formats are CommonJS; loaded through require so the compiled ESM and the types agree.
// Loaded by the first validator, not with this module: ajv is some ninety files, and a mock start
// imports this module but may answer its first requests without a validator.
const require = createRequire(import.meta.url);
interface AjvModules {
  Ajv2020: typeof import('ajv/dist/2020.js').default;
  addFormats: typeof import('ajv-formats').default;
}
let ajvModules: AjvModules | undefined;
function loadAjv(): AjvModules {
  ajvModules ??= { Ajv2020: require('ajv/dist/2020.js'), addFormats: require('ajv-formats') };
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

let documents = 0;

/**
 * A validator holding the whole document, so schemas keep their internal `$ref`s. Every `x-`
 * keyword the document uses inside a schema is accepted as an annotation.
 */
export function createBundleValidator(doc: OpenApiDocument): BundleValidator {
  const id = `https://msg-gateway.invalid/bundle-${++documents}.json`;
  const { Ajv2020, addFormats } = loadAjv();
  const ajv = new Ajv2020({ ...VALIDATION_OPTIONS, code: { optimize: false } });
  addFormats(ajv);
  ajv.addVocabulary([...OPENAPI_KEYWORDS, ...extensionKeywords(doc)]);
  ajv.addSchema({ ...doc, $id: id });
  const cache = new Map<string, ValidateFunction>();
  const compile = (pointer: string): ValidateFunction => {
    let fn = cache.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `${id}#${pointer.replace(/^#/, '').split('/').map(encodeURIComponent).join('/')}` });
      cache.set(pointer, fn);
    }
    return fn;
  };
  return {
    compile,
    validate(pointer, value) {
      const fn = compile(pointer);
      return fn(value) ? [] : (fn.errors ?? []).map(describeError);
    },
  };
}

/** Every `x-…` key used anywhere in the document (ajv's strict mode would reject them in schemas). */
function extensionKeywords(doc: unknown): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      visit(child);
    }
  };
  visit(doc);
  return [...found];
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

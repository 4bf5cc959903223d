// Reading a bundled OpenAPI document: its operations, its local $refs, the first example of a body
// and the JSON pointer of a response schema. The one implementation for everything in this
// repository that walks the contract (the mock, the contract runner, the client's generator, the
// breaking-change gate, the docs build and the tests), shipped so consumers can use it too.

/** A JSON Schema as it appears in the document: an object, or `true`/`false`. */
export type SchemaObject = { [keyword: string]: unknown } | boolean;

/** A `$ref` object, or the node it stands for. */
export type Ref<T> = T | { $ref: string };

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
  [extension: `x-${string}`]: unknown;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, Ref<ExampleObject>>;
  [extension: `x-${string}`]: unknown;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, Ref<ExampleObject>>;
  [extension: `x-${string}`]: unknown;
}

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
  [extension: `x-${string}`]: unknown;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
  [extension: `x-${string}`]: unknown;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Ref<ParameterObject>[];
  requestBody?: Ref<RequestBodyObject>;
  responses?: Record<string, Ref<ResponseObject>>;
  security?: SecurityRequirement[];
  deprecated?: boolean;
  [extension: `x-${string}`]: unknown;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = { [M in HttpMethod]?: OperationObject } & {
  parameters?: Ref<ParameterObject>[];
  summary?: string;
  description?: string;
  [extension: `x-${string}`]: unknown;
};

export interface OpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string; [key: string]: unknown };
  servers?: unknown[];
  security?: SecurityRequirement[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, PathItemObject | undefined>;
  webhooks?: Record<string, PathItemObject | undefined>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    responses?: Record<string, Ref<ResponseObject>>;
    parameters?: Record<string, Ref<ParameterObject>>;
    examples?: Record<string, Ref<ExampleObject>>;
    requestBodies?: Record<string, Ref<RequestBodyObject>>;
    securitySchemes?: Record<string, Ref<{ type?: string; in?: string; name?: string; [key: string]: unknown }>>;
    [section: string]: Record<string, unknown> | undefined;
  };
  [key: string]: unknown;
}

/** JSON-pointer escaping of one segment: "/message/sendList/{instance}" → "~1message~1sendList~1{instance}". */
export const escapePointerSegment = (segment: string | number): string => String(segment).replaceAll('~', '~0').replaceAll('/', '~1');

/** The node at a local JSON pointer ("#/components/x" or "/components/x"), or undefined. */
export function atPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '#') return doc;
  return pointer
    .replace(/^#?\//, '')
    .split('/')
    .reduce<unknown>((node, segment) => {
      if (node === null || typeof node !== 'object') return undefined;
      return (node as Record<string, unknown>)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
    }, doc);
}

const isRef = (node: unknown): node is { $ref: unknown } => node !== null && typeof node === 'object' && '$ref' in node;

/**
 * Follows local `$ref`s until a node without one; undefined for a missing target, a non-local
 * reference or a cycle (more than 32 hops).
 */
export function resolveRef<T>(doc: unknown, node: Ref<T> | undefined): T | undefined {
  let current: unknown = node;
  for (let hops = 0; isRef(current); hops++) {
    if (hops > 32 || typeof current.$ref !== 'string' || !current.$ref.startsWith('#/')) return undefined;
    current = atPointer(doc, current.$ref);
  }
  return current as T | undefined;
}

/** The JSON pointer a node resolves to: its own `$ref` target (followed), or `pointer` if it has none. */
export function resolvedPointer(doc: unknown, node: unknown, pointer: string): string | undefined {
  let current = node;
  let at = pointer;
  for (let hops = 0; isRef(current); hops++) {
    if (hops > 32 || typeof current.$ref !== 'string' || !current.$ref.startsWith('#/')) return undefined;
    at = current.$ref.slice(1);
    current = atPointer(doc, current.$ref);
  }
  return current === undefined ? undefined : at;
}

export interface WalkedOperation {
  operationId: string;
  /** Lower case, as in the document. */
  method: HttpMethod;
  path: string;
  /** JSON pointer of the operation object, e.g. `/paths/~1schedule/post`. */
  pointer: string;
  operation: OperationObject;
  pathItem: PathItemObject;
  /** Path-level parameters first, an operation-level one replacing the path-level one with the same `in` and `name`. */
  parameters: ParameterObject[];
}

/** Every operation of `paths` (or of `webhooks`), in document order, with resolved parameters. */
export function operations(doc: OpenApiDocument, section: 'paths' | 'webhooks' = 'paths'): WalkedOperation[] {
  return Object.entries(doc[section] ?? {}).flatMap(([path, pathItem]) => {
    if (!pathItem) return [];
    return HTTP_METHODS.flatMap((method) => {
      const operation = pathItem[method];
      if (!operation) return [];
      const parameters = new Map<string, ParameterObject>();
      for (const ref of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = resolveRef(doc, ref);
        if (parameter) parameters.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      return [
        {
          operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
          method,
          path,
          pointer: `/${section}/${escapePointerSegment(path)}/${method}`,
          operation,
          pathItem,
          parameters: [...parameters.values()],
        },
      ];
    });
  });
}

/**
 * The example of a parameter: its own `example`, else its schema's `example`, the first of the
 * schema's `examples`, or the schema's `default`.
 */
export function parameterExample(doc: unknown, parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const schema = resolveRef<unknown>(doc, parameter.schema);
  if (schema === null || typeof schema !== 'object') return undefined;
  const { example, examples, default: fallback } = schema as { example?: unknown; examples?: unknown; default?: unknown };
  if (example !== undefined) return example;
  if (Array.isArray(examples) && examples.length > 0) return examples[0];
  return fallback;
}

/** The example a media type shows first: `example`, else the value of the first of `examples`. */
export function firstExample(doc: unknown, media: MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? undefined : resolveRef(doc, first)?.value;
}

/** The media type object of a request body or response for `mediaType` (default: the JSON one). */
export function mediaOf(
  doc: unknown,
  holder: Ref<RequestBodyObject | ResponseObject> | undefined,
  mediaType?: string,
): MediaTypeObject | undefined {
  const content = resolveRef(doc, holder)?.content;
  if (!content) return undefined;
  const type = mediaType ?? Object.keys(content).find((t) => /json/i.test(t)) ?? Object.keys(content)[0];
  return type === undefined ? undefined : content[type];
}

/**
 * JSON pointer of the schema of one response (`status`, `mediaType`) of an operation, following a
 * shared `$ref` response (`#/components/responses/...`); undefined when the document has none.
 */
export function responseSchemaPointer(
  doc: OpenApiDocument,
  op: Pick<WalkedOperation, 'pointer' | 'operation'>,
  status: string,
  mediaType = 'application/json',
): string | undefined {
  const response = op.operation.responses?.[status];
  const at = resolvedPointer(doc, response, `${op.pointer}/responses/${escapePointerSegment(status)}`);
  const resolved = resolveRef(doc, response);
  if (at === undefined || resolved?.content?.[mediaType]?.schema === undefined) return undefined;
  return `${at}/content/${escapePointerSegment(mediaType)}/schema`;
}

/** JSON pointer of the request body schema of an operation for `mediaType`; undefined when it has none. */
export function requestSchemaPointer(
  doc: OpenApiDocument,
  op: Pick<WalkedOperation, 'pointer' | 'operation'>,
  mediaType = 'application/json',
): string | undefined {
  const body = op.operation.requestBody;
  const at = resolvedPointer(doc, body, `${op.pointer}/requestBody`);
  const resolved = resolveRef(doc, body);
  if (at === undefined || resolved?.content?.[mediaType]?.schema === undefined) return undefined;
  return `${at}/content/${escapePointerSegment(mediaType)}/schema`;
}

/**
 * A copy of `node` (default, when no node is given: the whole document) with every local `$ref`
 * replaced by its target; a reference that would recurse into itself, or whose target is missing,
 * is left as its `$ref`.
 */
export function dereference<T = unknown>(doc: unknown, ...node: [node?: unknown]): T {
  // An explicit `undefined` node is undefined, not the document (a schema that is not there).
  return dereferenceNode(doc, node.length === 0 ? doc : node[0], []) as T;
}

function dereferenceNode(doc: unknown, node: unknown, stack: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => dereferenceNode(doc, item, stack));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    // One hop at a time, so a chain that returns to itself is caught by the stack.
    const target = ref.startsWith('#/') && !stack.includes(ref) ? atPointer(doc, ref) : undefined;
    if (target === undefined) return { $ref: ref };
    return dereferenceNode(doc, target, [...stack, ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, dereferenceNode(doc, value, stack)]));
}

// Reading a bundled OpenAPI document: its operations and its local $refs. The one implementation
// for everything in this repository that walks the contract (the mock, the contract runner, the
// client's generator, the breaking-change gate and the tests), shipped so consumers can use it too.

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** JSON-pointer escaping of one segment: "/message/sendList/{instance}" → "~1message~1sendList~1{instance}". */
export const escapePointerSegment = (segment) => String(segment).replaceAll('~', '~0').replaceAll('/', '~1');

/** The node at a local JSON pointer ("#/components/x" or "/components/x"), or undefined. */
export function atPointer(doc, pointer) {
  return pointer
    .replace(/^#?\//, '')
    .split('/')
    .reduce((node, segment) => node?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
}

/**
 * Follows local `$ref`s until a node without one; undefined for a missing target, a non-local
 * reference or a cycle (more than 32 hops).
 */
export function resolveRef(doc, node) {
  let current = node;
  for (let hops = 0; current?.$ref !== undefined; hops++) {
    if (hops > 32 || typeof current.$ref !== 'string' || !current.$ref.startsWith('#/')) return undefined;
    current = atPointer(doc, current.$ref);
  }
  return current;
}

/**
 * Every operation, in document order. `parameters` are resolved, path-level ones first, an
 * operation-level parameter replacing the path-level one with the same `in` and `name`.
 */
export function operations(doc) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, pathItem]) =>
    HTTP_METHODS.filter((method) => pathItem?.[method]).map((method) => {
      const operation = pathItem[method];
      const parameters = new Map();
      for (const ref of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = resolveRef(doc, ref);
        if (parameter) parameters.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      return {
        operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method,
        path,
        pointer: `/paths/${escapePointerSegment(path)}/${method}`,
        operation,
        pathItem,
        parameters: [...parameters.values()],
      };
    }),
  );
}

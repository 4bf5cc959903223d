// A schema as the validator sees it for one value: the schema itself, the target of its $ref, and
// its allOf parts, resolved (the profiles compose request schemas with allOf). Used by the rules that
// read marks (x-not-empty, x-unvalidated, x-untyped) from the schema a request field falls under.
import { type OpenApiDocument, resolveRef } from '@msg-gateway/openapi/walk';

export type SchemaNode = Record<string, unknown>;
/** How deep a request body is followed (the gateway's bodies are shallow; a deeper one is not read). */
export const MAX_SCHEMA_DEPTH = 8;

/** The schema and the schemas it stands for: its $ref's target and its allOf parts, resolved. */
export function branches(doc: OpenApiDocument, node: unknown, depth = 0): SchemaNode[] {
  if (!isSchemaNode(node) || depth > MAX_SCHEMA_DEPTH) return [];
  const resolved = resolveRef<unknown>(doc, node as never);
  const self = isSchemaNode(resolved) ? resolved : node;
  const parts = Array.isArray(self['allOf']) ? self['allOf'].flatMap((part) => branches(doc, part, depth + 1)) : [];
  return [self, ...(self !== node ? [node] : []), ...parts];
}

export const isSchemaNode = (value: unknown): value is SchemaNode => value !== null && typeof value === 'object' && !Array.isArray(value);

// What the gateway's own validator leaves unchecked, left out of what the mock validates. A profile
// marks a request field `x-unvalidated` (the gateway's schema does not declare it: any value passes)
// or `x-untyped` (declared without a type: a value of another type passes, and only an object is
// checked further), e.g. 2.1.1's quoted, mentionsEveryOne or findMessages' page
// (evolution-api@4ca141b4:src/validate/message.schema.ts, quotedOptionsSchema;
// src/validate/chat.schema.ts, messageValidateSchema). The request is validated without those
// values; the twin still gets the body as sent, so the service trips over them as the gateway's does.
import { atPointer, type OpenApiDocument } from '@msg-gateway/openapi/walk';
import { branches, isSchemaNode as isNode, MAX_SCHEMA_DEPTH as MAX_DEPTH, type SchemaNode as Node } from './schema-branches.js';

/** `body` without the values the schema at `pointer` marks as unchecked; `body` itself when it has none. */
export function withoutUnchecked(doc: OpenApiDocument | undefined, pointer: string | undefined, body: unknown): unknown {
  if (!doc || pointer === undefined) return body;
  const schema = atPointer(doc, pointer);
  let changed = false;
  const strip = (value: unknown, node: unknown, depth: number): unknown => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
    const schemas = branches(doc, node);
    if (Array.isArray(value)) {
      const items = schemas.map((s) => s['items']).find((i) => i !== undefined);
      if (items === undefined) return value;
      // An item the gateway does not check (its schema has no `items`, or items without a type) is
      // left out of what is validated: only the array around it is checked.
      const kept = value.filter((item) => !unchecked(doc, items, item));
      if (kept.length !== value.length) changed = true;
      return kept.map((item) => strip(item, items, depth + 1));
    }
    const out: Node = {};
    for (const [field, child] of Object.entries(value as Node)) {
      const declared = schemas.map((s) => (s['properties'] as Node | undefined)?.[field]).find((p) => p !== undefined);
      if (declared !== undefined && unchecked(doc, declared, child)) {
        changed = true;
        continue;
      }
      out[field] = declared === undefined ? child : strip(child, declared, depth + 1);
    }
    return out;
  };
  const stripped = strip(body, schema, 0);
  return changed ? stripped : body;
}

/** Whether the gateway lets `value` through unchecked at the property schema `node` (the marks sit beside a $ref or on its target). */
function unchecked(doc: OpenApiDocument, node: unknown, value: unknown): boolean {
  const marked = (key: string) => branches(doc, node).some((s) => s[key] === true) || (isNode(node) && node[key] === true);
  if (marked('x-unvalidated')) return true;
  if (!marked('x-untyped')) return false;
  const type = branches(doc, node)
    .map((s) => s['type'])
    .find((t) => t !== undefined);
  return type !== undefined && !hasType(value, type);
}

function hasType(value: unknown, type: unknown): boolean {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return [type].flat().some((t) => t === kind || (t === 'integer' && typeof value === 'number' && Number.isInteger(value)));
}

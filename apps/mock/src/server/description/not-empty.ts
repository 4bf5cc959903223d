// 2.1.1's isNotEmpty, as its validator applies it. A schema built with isNotEmpty(a, b, …) carries,
// after its properties and required lists, `if: {propertyNames: {enum: [a, b, …]}}, then: {properties:
// {a: {minLength: 1, description: 'The "a" cannot be empty'}, …}}`
// (evolution-api@4ca141b4:src/validate/message.schema.ts, chat.schema.ts, group.schema.ts,
// label.schema.ts, settings.schema.ts, proxy.schema.ts, template.schema.ts: isNotEmpty). The
// validator (jsonschema, `^1.4.1`, 1.5.0 as installed) checks `if` by the names of the object's own
// fields: only when every field sent is in the list does `then` apply, and then each listed field
// that is an empty string fails, in the list's order, worded by its description; a field of another
// type passes (minLength checks strings only), and an enum field that is empty gets its enum error
// and this one. A profile names the list as `x-not-empty` on the object's schema (in the source's
// order); the field schemas may carry `minLength: 1` for readers, which the mock's validation does not
// apply to listed fields (withNotEmptyStandIns): this module decides, from the request as sent. Where
// the source's own property schema has `minLength: 1` too (the `where` of findChats, findContacts and
// findMessages: evolution-api@4ca141b4:src/validate/chat.schema.ts, contactValidateSchema and
// messageValidateSchema), the validator reports both, its minimum length first: the profile names
// those fields `x-min-length-kept`, and they keep their minLength.
import { atPointer, type OpenApiDocument } from '@msg-gateway/openapi/walk';
import { branches, MAX_SCHEMA_DEPTH as MAX_DEPTH, type SchemaNode as Node } from './schema-branches.js';

/** What a listed empty field is validated as (a string that is not empty: every other check words it as it words ""). */
const STAND_IN = '\u0000';

export interface NotEmptyFailure {
  /** The path of the empty field from the body (property names, array indexes as strings). */
  segments: string[];
  /** Its position in the list (the order the validator reports them in). */
  index: number;
  text: string;
}

/** Every isNotEmpty failure of `body` under the schema at `pointer`, outermost object first. */
export function notEmptyFailures(doc: OpenApiDocument | undefined, pointer: string | undefined, body: unknown): NotEmptyFailure[] {
  if (!doc || pointer === undefined) return [];
  const out: NotEmptyFailure[] = [];
  walk(doc, atPointer(doc, pointer), body, [], 0, (list, value, segments) => {
    if (!Object.keys(value).every((field) => list.includes(field))) return;
    for (const [index, field] of list.entries()) {
      if (value[field] === '') out.push({ segments: [...segments, field], index, text: `The "${field}" cannot be empty` });
    }
  });
  return out;
}

/**
 * `body` with each listed empty string replaced by a stand-in, for the mock's schema validation (the
 * profile's `minLength: 1` on such a field must not refuse what isNotEmpty lets through); `body`
 * itself when nothing was replaced.
 */
export function withNotEmptyStandIns(doc: OpenApiDocument | undefined, pointer: string | undefined, body: unknown): unknown {
  if (!doc || pointer === undefined || body === null || typeof body !== 'object') return body;
  const copy = structuredClone(body);
  let changed = false;
  walk(doc, atPointer(doc, pointer), copy, [], 0, (list, value, _segments, kept) => {
    for (const field of list) {
      if (value[field] !== '' || kept.includes(field)) continue;
      value[field] = STAND_IN;
      changed = true;
    }
  });
  return changed ? copy : body;
}

type Visit = (list: string[], value: Node, segments: string[], kept: string[]) => void;

/** Calls `visit` for each object of `value` whose schema has an x-not-empty list, outer objects first. */
function walk(doc: OpenApiDocument, node: unknown, value: unknown, segments: string[], depth: number, visit: Visit): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  const schemas = branches(doc, node);
  if (Array.isArray(value)) {
    const items = schemas.map((s) => s['items']).find((i) => i !== undefined);
    if (items !== undefined) for (const [i, item] of value.entries()) walk(doc, items, item, [...segments, String(i)], depth + 1, visit);
    return;
  }
  const record = value as Node;
  const fields = Object.keys(record);
  for (const field of fields) {
    const declared = schemas.map((s) => (s['properties'] as Node | undefined)?.[field]).find((p) => p !== undefined);
    if (declared !== undefined) walk(doc, declared, record[field], [...segments, field], depth + 1, visit);
  }
  const list = schemas.map((s) => s['x-not-empty']).find((l) => Array.isArray(l));
  const kept = schemas.map((s) => s['x-min-length-kept']).find((l) => Array.isArray(l));
  if (Array.isArray(list)) visit(list.map(String), record, segments, Array.isArray(kept) ? kept.map(String) : []);
}

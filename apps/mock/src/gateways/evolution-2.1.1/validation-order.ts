// The order in which 2.1.1's validator reports a body's violations. jsonschema (`^1.4.1` in
// evolution-api@4ca141b4:package.json, 1.5.0 as installed) walks a schema's keywords in the order the
// schema object lists them (lib/validator.js, validateSchema: `for (var key in schema)`), and every
// request schema of 2.1.1 lists them the same way: `type`, then `properties` (each field in turn,
// its own type before its enum, pattern or length, then what it contains), then `required` (in
// its order), then isNotEmpty's `if`/`then` last (evolution-api@4ca141b4:src/validate/*.schema.ts).
// So a field of the wrong type is named before a missing one, and an empty one after both. The
// mock's validator (ajv) finds the same violations in another order; this sorts them back.
import { atPointer, type OpenApiDocument, resolveRef } from '@msg-gateway/openapi/walk';

type Node = Record<string, unknown>;

/** Where a keyword stands in a schema, as 2.1.1's schemas list them. */
const RANK: Record<string, number> = { type: 0, enum: 1, const: 1, contains: 3, items: 3, properties: 3, required: 4, 'x-not-empty': 6 };
/** Keywords on a value itself (lengths, patterns, formats, bounds): after its type and enum, before what it contains. */
const VALUE_RANK = 2;
const UNKNOWN = 999;

/**
 * The sort key of a violation at `segments` (below the schema at `pointer`) of `keyword`: one pair per
 * level down (the field's place among its object's properties, or the item's index), then the
 * keyword's rank and its place in a list (required's, x-not-empty's).
 */
export function orderOf(
  doc: OpenApiDocument | undefined,
  pointer: string,
  segments: string[],
  keyword: string,
  params: Record<string, unknown>,
): number[] {
  if (!doc) return [];
  const key: number[] = [];
  let node: unknown = atPointer(doc, pointer);
  for (const segment of segments) {
    const schemas = branches(doc, node);
    const items = schemas.map((s) => s['items']).find((i) => i !== undefined);
    if (/^\d+$/.test(segment) && items !== undefined) {
      key.push(RANK['items'] as number, Number(segment));
      node = items;
      continue;
    }
    const names = schemas.flatMap((s) => Object.keys((s['properties'] as Node | undefined) ?? {}));
    const index = names.indexOf(segment);
    key.push(RANK['properties'] as number, index < 0 ? UNKNOWN : index);
    node = schemas.map((s) => (s['properties'] as Node | undefined)?.[segment]).find((p) => p !== undefined);
  }
  const schemas = branches(doc, node);
  if (keyword === 'required') {
    const required = schemas.flatMap((s) => (Array.isArray(s['required']) ? (s['required'] as unknown[]) : []));
    const index = required.indexOf(params['missingProperty']);
    return [...key, RANK['required'] as number, index < 0 ? UNKNOWN : index];
  }
  if (keyword === 'x-not-empty') return [...key, RANK['x-not-empty'] as number, Number(params['index'] ?? 0)];
  return [...key, RANK[keyword] ?? VALUE_RANK];
}

/** `found` sorted by their keys (stable: equal keys keep the validator's order; no key sorts last). */
export function sortedByOrder<T extends { order?: number[] }>(found: T[]): T[] {
  return found
    .map((item, i) => ({ item, i }))
    .sort((a, b) => compare(a.item.order, b.item.order) || a.i - b.i)
    .map(({ item }) => item);
}

function compare(a: number[] | undefined, b: number[] | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** The schema and the schemas it stands for: its $ref's target and its allOf parts, resolved. */
function branches(doc: OpenApiDocument, node: unknown, depth = 0): Node[] {
  if (!isNode(node) || depth > 8) return [];
  const resolved = resolveRef<unknown>(doc, node as never);
  const self = isNode(resolved) ? resolved : node;
  const parts = Array.isArray(self['allOf']) ? self['allOf'].flatMap((part) => branches(doc, part, depth + 1)) : [];
  return [self, ...(self !== node ? [node] : []), ...parts];
}

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

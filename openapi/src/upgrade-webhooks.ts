// What a webhook receiver meets when its gateway moves to the next profile: the fields of each
// event's payload that the later profile adds, removes or describes differently, read from the two
// profiles' webhook schemas (no list written by hand). A field is named by its path in the delivery
// (`data.key.remoteJidAlt`; `[]` for the items of an array).
import { atPointer, type OpenApiDocument, operations, resolveRef, type SchemaObject } from './walk.js';

export interface FieldChange {
  path: string;
  /** What differs: the field's type, its allowed values (before: those removed, after: those added), its format, or its description. */
  what: 'type' | 'values' | 'format' | 'description';
  before: string;
  after: string;
}

export interface WebhookUpgrade {
  /** The webhook's key in the description (`MESSAGES_UPSERT`); `*` for the changes every event shares. */
  event: string;
  added: string[];
  removed: string[];
  changed: FieldChange[];
  /** An event only the later profile sends (all its fields are new). */
  new?: true;
  /** For `*`: the events both profiles have whose payload does not change at all. */
  except?: string[];
}

/** What one field of a payload says: its type, values, format and description. */
interface Field {
  type: string;
  values: string;
  format: string;
  description: string;
}

/** How deep a payload is read (a recursive schema stops here). */
const MAX_DEPTH = 12;

/** Every field of `schema` by path, its `allOf`/`oneOf`/`anyOf` branches merged. */
function fieldsOf(doc: OpenApiDocument, schema: unknown): Map<string, Field> {
  const fields = new Map<string, Field>();
  const visit = (node: unknown, path: string, depth: number, refs: string[]): void => {
    if (node === null || typeof node !== 'object' || depth > MAX_DEPTH) return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      if (refs.includes(ref) || !ref.startsWith('#/')) return;
      visit(resolveRef<SchemaObject>(doc, { $ref: ref }) ?? atPointer(doc, ref.slice(1)), path, depth, [...refs, ref]);
      return;
    }
    const s = node as Record<string, unknown>;
    if (path) {
      const field = fields.get(path) ?? { type: '', values: '', format: '', description: '' };
      const join = (a: string, b: unknown) =>
        b === undefined ? a : [...new Set([...a.split(' | ').filter(Boolean), String(JSON.stringify(b))])].join(' | ');
      field.type = join(field.type, s.type);
      field.values = join(field.values, s.enum ?? s.const);
      field.format = join(field.format, s.format ?? s.pattern);
      if (typeof s.description === 'string' && !field.description) field.description = s.description.replace(/\s+/g, ' ').trim();
      fields.set(path, field);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
      if (Array.isArray(s[key])) for (const branch of s[key] as unknown[]) visit(branch, path, depth + 1, refs);
    if (s.properties && typeof s.properties === 'object')
      for (const [name, sub] of Object.entries(s.properties)) visit(sub, path ? `${path}.${name}` : name, depth + 1, refs);
    if (s.items) visit(s.items, `${path}[]`, depth + 1, refs);
  };
  visit(schema, '', 0, []);
  return fields;
}

/** Each webhook's payload schema, by its key. */
function payloads(doc: OpenApiDocument): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const op of operations(doc, 'webhooks')) {
    const body = resolveRef(doc, op.operation.requestBody);
    const schema = body?.content?.['application/json']?.schema;
    if (schema) out.set(op.path, schema);
  }
  return out;
}

/** The values a `values` text names (enum lists flattened), to say which were added and removed. */
const valuesOf = (text: string): string[] =>
  text
    .split(' | ')
    .filter(Boolean)
    .flatMap((one) => {
      const parsed: unknown = JSON.parse(one);
      return (Array.isArray(parsed) ? parsed : [parsed]).map((v) => JSON.stringify(v));
    });

/** A change of allowed values as what was added and removed (an enum of thirty names differs by one). */
function valuesChange(path: string, before: string, after: string): FieldChange {
  const was = new Set(valuesOf(before));
  const now = new Set(valuesOf(after));
  const added = [...now].filter((v) => !was.has(v));
  const removed = [...was].filter((v) => !now.has(v));
  return { path, what: 'values', before: removed.join(', '), after: added.join(', ') };
}

/** The key of a change, to find those every event shares. */
const changeKey = (c: FieldChange) => JSON.stringify([c.path, c.what, c.before, c.after]);

/**
 * The changes every changed event of both profiles shares (the delivery's envelope) as one entry,
 * `event` "*" (with the events that do not change at all as `except`), taken out of each such
 * event's own; an event left with none is dropped. `kept`: the events both profiles have (a new
 * event's fields are all new).
 */
function shared(hooks: WebhookUpgrade[], kept: ReadonlySet<string>): WebhookUpgrade[] {
  const both = hooks.filter((h) => kept.has(h.event));
  if (both.length < 2) return hooks;
  const [first, ...rest] = both as [WebhookUpgrade, ...WebhookUpgrade[]];
  const added = first.added.filter((path) => rest.every((h) => h.added.includes(path)));
  const changed = first.changed.filter((c) => rest.every((h) => h.changed.some((d) => changeKey(d) === changeKey(c))));
  if (added.length === 0 && changed.length === 0) return hooks;
  const keys = new Set(changed.map(changeKey));
  const own = hooks
    .map((h) =>
      kept.has(h.event)
        ? { ...h, added: h.added.filter((p) => !added.includes(p)), changed: h.changed.filter((c) => !keys.has(changeKey(c))) }
        : h,
    )
    .filter((h) => h.added.length || h.removed.length || h.changed.length);
  const except = [...kept].filter((event) => !both.some((h) => h.event === event));
  return [{ event: '*', added, removed: [], changed, ...(except.length && { except }) }, ...own];
}

/**
 * The webhook payloads whose fields differ between the two profiles, in the later one's order; the
 * changes every event shares first, as one entry with `event` "*".
 */
export function webhookChanges(fromDoc: OpenApiDocument, toDoc: OpenApiDocument): WebhookUpgrade[] {
  const before = payloads(fromDoc);
  const after = payloads(toDoc);
  const out: WebhookUpgrade[] = [];
  for (const [event, schema] of after) {
    const old = before.has(event) ? fieldsOf(fromDoc, before.get(event)) : new Map<string, Field>();
    const now = fieldsOf(toDoc, schema);
    const added = [...now.keys()].filter((path) => !old.has(path));
    const removed = [...old.keys()].filter((path) => !now.has(path));
    const changed: FieldChange[] = [];
    for (const [path, field] of now) {
      const was = old.get(path);
      if (!was) continue;
      for (const what of ['type', 'values', 'format', 'description'] as const) {
        if (was[what] === field[what]) continue;
        changed.push(
          what === 'values' ? valuesChange(path, was.values, field.values) : { path, what, before: was[what], after: field[what] },
        );
      }
    }
    if (added.length || removed.length || changed.length)
      out.push({ event, added, removed, changed, ...(!before.has(event) && { new: true as const }) });
  }
  return shared(out, new Set([...after.keys()].filter((event) => before.has(event))));
}

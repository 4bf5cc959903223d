// The probes of the third held-out set (issue 24 §5, `words2`): request bodies and queries that
// differ in kind from the earlier sets' variations (variations.ts), picked by a seeded generator so
// that another seed probes other fields. Each probe is derived from the operation's schema and
// example, never from a recorded answer.
//
// Kinds: a string field given a boolean or an object, a number or boolean field given a string, every
// string field empty at once, a required field (chosen by the seed) left out, an enum value in the
// wrong case or as a number, a number negative or fractional, an array item of the wrong type, an
// empty array, a nested object with a field left out, a body that is JSON null, a string or a number,
// a body that is not JSON, a group query that is not a group JID.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = {
  type?: unknown;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
};

/** A small seeded generator (mulberry32): the same seed picks the same fields. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: T[]): T | undefined => items[Math.floor(random() * items.length)];

/** Up to `count` distinct items, chosen by the generator. */
function pickSome<T>(random: () => number, items: T[], count: number): T[] {
  const left = [...items];
  const out: T[] = [];
  while (out.length < count && left.length > 0) out.push(...left.splice(Math.floor(random() * left.length), 1));
  return out;
}

/** The probes of one body: [label, body as sent (a string: some are not JSON)]. */
export function bodyProbes(example: Record<string, Json>, schema: Schema, random: () => number): [string, string][] {
  const out: [string, Json | { raw: string }][] = [];
  const fields = Object.keys(example);
  const strings = fields.filter((f) => typeof example[f] === 'string');
  const others = fields.filter((f) => typeof example[f] === 'number' || typeof example[f] === 'boolean');
  for (const f of pickSome(random, strings, 2)) out.push([`type/boolean-for:${f}`, { ...example, [f]: true }]);
  for (const f of pickSome(random, fields, 2)) out.push([`type/object-for:${f}`, { ...example, [f]: {} }]);
  for (const f of pickSome(random, others, 2)) {
    out.push([`type/string-for:${f}`, { ...example, [f]: typeof example[f] === 'boolean' ? 'true' : 'abc' }]);
  }
  if (strings.length > 1) out.push(['empty/all-strings', { ...example, ...Object.fromEntries(strings.map((f) => [f, ''])) }]);
  for (const f of pickSome(random, strings, 1)) out.push([`empty/${f}`, { ...example, [f]: '' }]);
  const required = (schema.required ?? []).filter((f) => f in example);
  for (const f of pickSome(random, required, 2)) out.push([`missing/${f}`, without(example, f)]);
  out.push(...enumProbes(example, schema, random), ...numberProbes(example, random), ...nestedProbes(example, random));
  out.push(['body/json-null', null], ['body/json-string', 'hello'], ['body/json-number', 5]);
  out.push(['body/not-json', { raw: '{"number": ' }]);
  return out.map(([label, body]) => [label, isRaw(body) ? body.raw : JSON.stringify(body)]);
}

const isRaw = (body: unknown): body is { raw: string } =>
  body !== null && typeof body === 'object' && !Array.isArray(body) && typeof (body as { raw?: unknown }).raw === 'string';

function without(record: Record<string, Json>, field: string): Record<string, Json> {
  const { [field]: _left, ...rest } = record;
  return rest;
}

/** An enum field (top level) given its value in the other case, or a number. */
function enumProbes(example: Record<string, Json>, schema: Schema, random: () => number): [string, Json][] {
  const enums = Object.entries(schema.properties ?? {}).filter(([f, p]) => Array.isArray(p.enum) && typeof example[f] === 'string');
  const chosen = pick(random, enums);
  if (chosen === undefined) return [];
  const [field] = chosen;
  const value = example[field] as string;
  const flipped = value === value.toUpperCase() ? value.toLowerCase() : value.toUpperCase();
  return [
    [`enum/other-case:${field}`, { ...example, [field]: flipped }],
    [`enum/number:${field}`, { ...example, [field]: 1 }],
  ];
}

/** A number field (top level) negative, or fractional. */
function numberProbes(example: Record<string, Json>, random: () => number): [string, Json][] {
  const field = pick(
    random,
    Object.keys(example).filter((f) => typeof example[f] === 'number'),
  );
  if (field === undefined) return [];
  return [
    [`number/negative:${field}`, { ...example, [field]: -1 }],
    [`number/fraction:${field}`, { ...example, [field]: 1.5 }],
  ];
}

/** An array field's first item of the wrong type, the array empty, a nested object without one of its fields. */
function nestedProbes(example: Record<string, Json>, random: () => number): [string, Json][] {
  const out: [string, Json][] = [];
  const arrays = Object.keys(example).filter((f) => Array.isArray(example[f]) && (example[f] as Json[]).length > 0);
  const a = pick(random, arrays);
  if (a !== undefined) {
    const items = example[a] as Json[];
    const wrong = typeof items[0] === 'string' ? 7 : 'not-an-item';
    out.push([`nested/item-wrong-type:${a}`, { ...example, [a]: [wrong, ...items.slice(1)] }]);
    out.push([`nested/empty-array:${a}`, { ...example, [a]: [] }]);
  }
  const objects = Object.keys(example).filter((f) => isRecord(example[f]) && Object.keys(example[f] as object).length > 0);
  const o = pick(random, objects);
  if (o !== undefined) {
    const inner = example[o] as Record<string, Json>;
    const field = pick(random, Object.keys(inner)) as string;
    out.push([`nested/missing:${o}.${field}`, { ...example, [o]: without(inner, field) }]);
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value);

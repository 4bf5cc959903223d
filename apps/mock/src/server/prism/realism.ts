// Generated bodies (--dynamic, `Prefer: dynamic=true`) made realistic where json-schema-faker cannot
// be: it picks a field's `examples` (see generator.ts), but knows nothing of time and invents text
// for fields without examples. This pass walks the generated body with its schema and
//   - puts Unix timestamps near now: fields whose description says Unix, or whose examples are all
//     Unix times in seconds or milliseconds (integers, or digit strings as 2.1.1's protobuf fields are);
//   - puts `format: date-time` values near now;
//   - gives a value a `const` or `enum` pins that value (json-schema-faker does not always);
//   - gives a base64 key or hash (`contentEncoding: base64`, short examples) fresh bytes;
//   - gives a field without examples the value the documented examples have at the same place (a
//     URL, a message), else, by its name, an id shaped like the gateway's (cuid rows, UUIDs);
// and keeps the result only if it still validates against the schema.
import { isDeepStrictEqual } from 'node:util';
import { atPointer, escapePointerSegment, resolvedPointer } from '@msg-gateway/openapi/walk';
import { base64Of, below, cuid, type Random, uuid } from '../../common/random.js';
import type { Description } from '../description/description.js';

export interface RealismInput {
  description: Description;
  /** JSON pointer of the response schema. */
  pointer: string;
  /** The documented examples of that response (where a field without examples takes its value from). */
  examples: unknown[];
  random: Random;
  /** Now, in milliseconds since the epoch. */
  now: number;
}

type Json = Record<string, unknown>;
type Path = (string | number)[];
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Unix seconds (and milliseconds) from 2001-09-09 to 2100: what a timestamp example looks like. */
const UNIX_SECONDS = { min: 1_000_000_000, max: 4_102_444_800 };
const UNIX_MILLISECONDS = { min: UNIX_SECONDS.min * 1000, max: UNIX_SECONDS.max * 1000 };
const DAY_MS = 86_400_000;

export function realistic(value: unknown, input: RealismInput): unknown {
  const { description } = input;
  if (!description.doc) return value;
  const result = visit(input, input.pointer, value, []);
  return description.check(input.pointer, result)?.length === 0 ? result : value;
}

function visit(input: RealismInput, pointer: string, value: unknown, path: Path): unknown {
  const { doc } = input.description;
  const at = resolvedPointer(doc, atPointer(doc, pointer), pointer);
  const node = at === undefined ? undefined : atPointer(doc, at);
  if (at === undefined || !isObject(node)) return value;
  let current = value;
  for (const [i] of (Array.isArray(node['allOf']) ? node['allOf'] : []).entries())
    current = visit(input, `${at}/allOf/${i}`, current, path);
  for (const keyword of ['oneOf', 'anyOf']) {
    const branches = Array.isArray(node[keyword]) ? (node[keyword] as unknown[]) : [];
    const fits = branches.findIndex((_, i) => input.description.check(`${at}/${keyword}/${i}`, current)?.length === 0);
    if (fits !== -1) current = visit(input, `${at}/${keyword}/${fits}`, current, path);
  }
  const properties = node['properties'];
  if (isObject(current) && isObject(properties)) {
    const out: Json = { ...current };
    for (const key of Object.keys(current)) {
      if (key in properties) out[key] = visit(input, `${at}/properties/${escapePointerSegment(key)}`, current[key], [...path, key]);
    }
    current = out;
  }
  if (Array.isArray(current) && isObject(node['items'])) {
    current = current.map((item, i) => visit(input, `${at}/items`, item, [...path, i]));
  }
  return leaf(input, node, current, path);
}

function leaf(input: RealismInput, node: Json, value: unknown, path: Path): unknown {
  const { random, now } = input;
  const key = [...path].reverse().find((segment) => typeof segment === 'string') ?? '';
  const digits = typeof value === 'string' && /^\d+$/.test(value);
  const unit = ((typeof value === 'number' && Number.isInteger(value)) || digits) && unixUnit(node);
  if (unit) {
    let time = Math.floor(now / 1000) - below(random, 2 * 86_400);
    if (unit === 'milliseconds') time = time * 1000 + below(random, 1000);
    if (typeof node['minimum'] === 'number') time = Math.max(time, node['minimum']);
    if (typeof node['maximum'] === 'number') time = Math.min(time, node['maximum']);
    return typeof value === 'number' ? time : String(time);
  }
  if (typeof value === 'string' && node['format'] === 'date-time') return new Date(now - below(random, 7 * DAY_MS)).toISOString();
  const pinned = pinnedValue(input, node, value, path);
  if (pinned !== undefined) return pinned;
  const bytes = typeof value === 'string' ? keyLength(node) : undefined;
  if (bytes !== undefined) return base64Of(random, bytes);
  const sourced = ['examples', 'example', 'enum', 'const', 'pattern'].some((k) => k in node);
  if (sourced) return value;
  if (typeof value === 'string') {
    if (node['format'] === 'uuid') return uuid(random);
    const documented = exampleAt(input.examples, path, (v) => typeof v === 'string');
    if (documented !== undefined) return documented;
    if (['uri', 'url', 'iri', 'uri-reference'].includes(String(node['format'])) || /url$/i.test(key))
      return `https://gateway.example.com/${key}`;
    if (key === 'id') return cuid(random);
    if (/Id$/.test(key)) return uuid(random);
    return value;
  }
  if (Object.keys(node).every((k) => ['description', 'title', '$comment'].includes(k))) {
    // A field the schema leaves open (`{}`, e.g. a media size): what the documentation shows there.
    const documented = exampleAt(input.examples, path, (v) => v !== undefined);
    if (documented !== undefined) return documented;
  }
  return value;
}

/**
 * The value a schema pins with `const` or `enum` where the generated one is not it: json-schema-faker
 * merges `allOf` and then prefers the base schema's `examples` to a branch's `const` (a send record's
 * `messageType: const: conversation` came out as the base's example `locationMessage`). An enum
 * takes the documented example's value where it is one of its values.
 */
function pinnedValue(input: RealismInput, node: Json, value: unknown, path: Path): unknown {
  if ('const' in node) return isDeepStrictEqual(node['const'], value) ? undefined : structuredClone(node['const']);
  const allowed = Array.isArray(node['enum']) ? node['enum'] : [];
  if (allowed.length === 0 || allowed.some((v) => isDeepStrictEqual(v, value))) return undefined;
  const documented = exampleAt(input.examples, path, (v) => allowed.some((a) => isDeepStrictEqual(a, v)));
  return documented ?? structuredClone(allowed[below(input.random, allowed.length)]);
}

/** Seconds or milliseconds when the field is a Unix time: its description says so, or its examples all are. */
function unixUnit(node: Json): 'seconds' | 'milliseconds' | undefined {
  const description = typeof node['description'] === 'string' ? node['description'] : '';
  if (/\bunix\b/i.test(description)) return /\bmilliseconds\b/i.test(description) ? 'milliseconds' : 'seconds';
  const examples = (Array.isArray(node['examples']) ? node['examples'] : []).map((e) =>
    typeof e === 'number' ? e : typeof e === 'string' && /^\d+$/.test(e) ? Number(e) : Number.NaN,
  );
  const all = (range: { min: number; max: number }): boolean =>
    examples.length > 0 && examples.every((n) => Number.isInteger(n) && n >= range.min && n <= range.max);
  return all(UNIX_SECONDS) ? 'seconds' : all(UNIX_MILLISECONDS) ? 'milliseconds' : undefined;
}

/**
 * The length in bytes of a base64 key, hash or secret (`contentEncoding: base64`, examples all of
 * one length, 32 bytes at most: a media key, a SHA-256, a poll's secret): each answer gets fresh
 * bytes, as each upload or poll gets its own. Longer content (a file, a thumbnail) keeps its example.
 */
function keyLength(node: Json): number | undefined {
  if (node['contentEncoding'] !== 'base64' || !Array.isArray(node['examples'])) return undefined;
  const lengths = new Set(node['examples'].map((e) => (typeof e === 'string' ? Buffer.from(e, 'base64').length : -1)));
  const [length] = [...lengths];
  return lengths.size === 1 && length !== undefined && length > 0 && length <= 32 ? length : undefined;
}

/** The value the documented examples have at `path` (array positions fall back to the first element). */
function exampleAt(examples: unknown[], path: Path, accept: (value: unknown) => boolean): unknown {
  for (const example of examples) {
    let node: unknown = example;
    for (const segment of path) {
      if (Array.isArray(node)) node = node[typeof segment === 'number' && segment < node.length ? segment : 0];
      else node = isObject(node) && typeof segment === 'string' ? node[segment] : undefined;
    }
    if (accept(node)) return structuredClone(node);
  }
  return undefined;
}

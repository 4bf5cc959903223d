// Which request a queued answer is for (mock.next(op, { match })), and, when none of the answers
// queued for an operation matched a request, which came closest and why (WireMock's near misses).
// The rule: every field a matcher lists must equal the request's; a field it leaves out matches
// anything. `instance` is the {instance} path parameter, `path` the path as sent (no query), `body`
// maps dotted paths into the JSON body ("key.remoteJid", "numbers.0") to the value found there,
// compared as JSON (deep equality, order of keys aside).
import { clip } from '@msg-gateway/openapi/redact';
import type { Description } from '../description/description.js';
import type { AnswerMatch, Difference } from './next-answer.js';

export type { AnswerMatch, Difference };

/** What of a request a matcher looks at. */
export interface MatchedRequest {
  instance: string | undefined;
  path: string;
  body: unknown;
}

/** The most fields one matcher may list in `body`. */
export const MAX_MATCH_FIELDS = 32;

/** What differs between `match` and the request: empty when the answer is for it. */
export function differences(match: AnswerMatch | undefined, request: MatchedRequest): Difference[] {
  if (match === undefined) return [];
  const found: Difference[] = [];
  if (match.instance !== undefined && match.instance !== request.instance)
    found.push({ field: 'instance', expected: match.instance, actual: request.instance });
  if (match.path !== undefined && match.path !== request.path) found.push({ field: 'path', expected: match.path, actual: request.path });
  for (const [dotted, expected] of Object.entries(match.body ?? {})) {
    const actual = valueAt(request.body, dotted);
    if (!sameJson(expected, actual)) found.push({ field: `body.${dotted}`, expected, actual });
  }
  return found;
}

/** The value at a dotted path ("a.b.0"): a segment of digits indexes an array. */
export function valueAt(root: unknown, dotted: string): unknown {
  let node = root;
  for (const segment of dotted.split('.')) {
    if (Array.isArray(node) && /^\d+$/.test(segment)) node = node[Number(segment)];
    else if (node !== null && typeof node === 'object' && !Array.isArray(node) && Object.hasOwn(node, segment))
      node = (node as Record<string, unknown>)[segment];
    else return undefined;
  }
  return node;
}

/** Equal as JSON: same type and value, arrays in order, objects with the same keys in any order. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const left = Object.keys(a);
  const right = b as Record<string, unknown>;
  return (
    left.length === Object.keys(right).length &&
    left.every((key) => Object.hasOwn(right, key) && sameJson((a as Record<string, unknown>)[key], right[key]))
  );
}

/**
 * `match` checked for `operationId`: an object of `instance`, `path` and `body` only; a path the
 * operation answers (so a matcher that can never match is refused when queued, not silently kept);
 * body fields as dotted paths of non-empty segments, at most MAX_MATCH_FIELDS.
 */
export function checkMatch(description: Description, operationId: string, match: unknown, fail: (why: string) => never): AnswerMatch {
  if (match === null || typeof match !== 'object' || Array.isArray(match))
    fail('match must be an object such as { instance: "shop-42", body: { number: "5511988887777" } }.');
  const { instance, path, body, ...rest } = match as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) fail(`match has unknown field ${unknown.map((k) => `"${k}"`).join(', ')}; a matcher has instance, path, body.`);
  if (instance !== undefined && (typeof instance !== 'string' || instance === ''))
    fail(`match.instance must be an instance name, got ${JSON.stringify(instance)}.`);
  if (path !== undefined) checkPath(description, operationId, path, fail);
  if (body !== undefined) checkBodyFields(body, fail);
  return {
    ...(instance !== undefined && { instance: instance as string }),
    ...(path !== undefined && { path: path as string }),
    ...(body !== undefined && { body: structuredClone(body as Record<string, unknown>) }),
  };
}

function checkPath(description: Description, operationId: string, path: unknown, fail: (why: string) => never): void {
  if (typeof path !== 'string' || !path.startsWith('/'))
    fail(`match.path must be a path starting with "/" (without the query), got ${JSON.stringify(path)}.`);
  const op = description.byId.get(operationId);
  if (op && op.pathParams(path as string) === undefined)
    fail(`match.path ${JSON.stringify(path)} is not a path of ${operationId}, whose paths are ${op.walked.path}.`);
}

function checkBodyFields(body: unknown, fail: (why: string) => never): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    fail('match.body must be an object of dotted paths and values, such as { "number": "5511988887777", "options.delay": 0 }.');
  const fields = Object.keys(body as object);
  if (fields.length === 0) fail('match.body lists no field: leave it out to match any body.');
  if (fields.length > MAX_MATCH_FIELDS) fail(`match.body lists ${fields.length} fields; a matcher may list ${MAX_MATCH_FIELDS} at most.`);
  const bad = fields.find((field) => field.split('.').some((segment) => segment === ''));
  if (bad !== undefined) fail(`match.body's field ${JSON.stringify(bad)} is not a dotted path: write "key.remoteJid", "numbers.0".`);
}

/** The near miss in words, for the log line: which answer came closest and what differed (values clipped). */
export function nearMissReason(miss: { operationId: string; queued: number; closest: number; differences: Difference[] }): string {
  const shown = (value: unknown): string => (value === undefined ? 'nothing' : clip(JSON.stringify(value), 80));
  const what = miss.differences.map((d) => `${d.field} (wanted ${shown(d.expected)}, got ${shown(d.actual)})`).join(', ');
  return `near miss: ${miss.queued} answer${miss.queued === 1 ? '' : 's'} queued for ${miss.operationId}, none matched; the closest (queued ${ordinal(miss.closest)}) differs in ${what}`;
}

/** The near miss as a response header value: the fields only (no values), printable ASCII. */
export function nearMissHeader(miss: { operationId: string; queued: number; closest: number; differences: Difference[] }): string {
  const fields = miss.differences.map((d) => d.field).join(', ');
  return clip(`${miss.operationId}: ${miss.queued} queued, none matched; closest #${miss.closest} differs in ${fields}`, 400).replace(
    /[^\x20-\x7e]/g,
    '?',
  );
}

const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

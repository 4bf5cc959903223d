// Writes a list of requests for the recorder (record.ts) from a profile's description: the variations
// the held-out recordings of issue 24 §5 and issue 26 send, chosen before any was sent to the twin.
// They differ on purpose from the first held-out set (which sent each field missing, each top-level
// field of the wrong type, an unknown enum value): here each field is null, an array in place of a
// value, an empty string, a nested field of the wrong type, an unknown extra field, a body that is an
// array, an empty or repeated query, a trailing slash, the instance's own token, and an instance that
// does not exist.
//
//   node .tools/scripts/replay/variations.js --profile evolution-2.1.1 --prefix words > requests.jsonl
//
// Every operation of the profile is used except those that change the instance's lifecycle (create,
// connect, restart, logout, delete), list every instance (fetchInstances, the root) or route through
// a proxy (setProxy). URLs in bodies point at 127.0.0.1:4141, where the recorder makes sure nothing
// listens. Instances are `<prefix>-<state>-0` (the replay and the recorder build them).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import {
  dereference,
  firstExample,
  type OpenApiDocument,
  operations,
  type RequestBodyObject,
  resolveRef,
  type WalkedOperation,
} from '@msg-gateway/openapi/walk';
import { HEADERS, type Line, STATES, UNREACHABLE } from './probe-lines.js';

const LEFT_OUT = /^(createInstance|connectInstance|restartInstance|logoutInstance|deleteInstance|fetchInstances|getInformation|setProxy)$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { type?: unknown; required?: string[]; properties?: Record<string, Schema> };

/** The variations of one operation's body: [label, body]. */
function bodyVariations(example: Record<string, Json>, schema: Schema): [string, Json][] {
  const out: [string, Json][] = [
    ['body/extra-field', { ...example, wordsUnknownField: 'x' }],
    ['body/array-body', [example]],
  ];
  const required = (schema.required ?? []).filter((f) => f in example);
  for (const field of required.slice(0, 2)) out.push([`body/null:${field}`, { ...example, [field]: null }]);
  const scalars = Object.keys(example).filter((f) => ['string', 'number', 'boolean'].includes(typeof example[f]));
  for (const field of scalars.slice(0, 2)) out.push([`body/array-for:${field}`, { ...example, [field]: [example[field] as Json] }]);
  const strings = required.filter((f) => typeof example[f] === 'string');
  for (const field of strings.slice(0, 1)) out.push([`body/empty-string:${field}`, { ...example, [field]: '' }]);
  for (const [path, wrong] of nestedLeaves(example).slice(0, 2)) {
    out.push([`body/nested-wrong-type:${path.join('.')}`, setAt(example, path, wrong) as Json]);
  }
  return out;
}

/** Leaves at depth 2 or more, each with a value of another type: a string becomes a number, anything else a string. */
function nestedLeaves(value: Json, path: (string | number)[] = []): [(string | number)[], Json][] {
  if (value !== null && typeof value === 'object') {
    const entries: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    return entries.flatMap(([key, child]) => nestedLeaves(child, [...path, key]));
  }
  if (path.length < 2) return [];
  return [[path, typeof value === 'string' ? 12345 : 'not-a-value']];
}

function setAt(value: Json, path: (string | number)[], leaf: Json): Json {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setAt(v, rest, leaf) : v));
  const record = value as Record<string, Json>;
  return { ...record, [head]: setAt(record[head] ?? null, rest, leaf) };
}

/** The lines of one operation in one state. */
function linesOf(doc: OpenApiDocument, op: WalkedOperation, state: string, prefix: string): Omit<Line, 'step'>[] {
  const instance = `${prefix}-${state}-0`;
  const queries = op.parameters.filter((p) => p.in === 'query' && p.required);
  const query = queries.map((p) => `${p.name}=${p.name === 'groupJid' ? '120363025246125486%40g.us' : 'ZzTestCode123'}`).join('&');
  const path = (name: string, q = query, tail = '') => `${op.path.replace('{instance}', name)}${tail}${q ? `?${q}` : ''}`;
  const media = resolveRef<RequestBodyObject>(doc, op.operation.requestBody)?.content?.['application/json'];
  const example = media
    ? (JSON.parse(JSON.stringify(firstExample(doc, media) ?? {}).replace(/https?:\/\/[^/"]+/g, UNREACHABLE)) as Json)
    : null;
  const body = example === null ? null : JSON.stringify(example);
  const base = { seq: `matrix/${state}/${op.operationId}`, state, op: op.operationId };
  const line = (label: string, p: string, b: string | null, key = '<admin-key>') => ({
    ...base,
    label,
    request: { method: op.method.toUpperCase(), path: p, headers: { ...HEADERS, apikey: key }, body: b },
  });
  const out = [line('path/trailing-slash', path(instance, query, '/'), body)];
  if (state === 'close') out.push(line('auth/instance-token', path(instance), body, '<instance-token>'));
  for (const q of queries) {
    out.push(line(`query/${q.name}-empty`, path(instance, query.replace(new RegExp(`${q.name}=[^&]*`), `${q.name}=`)), body));
    out.push(line(`query/${q.name}-twice`, path(instance, `${query}&${q.name}=other`), body));
  }
  if (example !== null && typeof example === 'object' && !Array.isArray(example)) {
    const schema = dereference<Schema>(doc, media?.schema);
    for (const [label, value] of bodyVariations(example, schema)) out.push(line(label, path(instance), JSON.stringify(value)));
  }
  return out;
}

function main(): void {
  const { values } = parseArgs({ options: { profile: { type: 'string' }, prefix: { type: 'string' } } });
  const profile = values.profile ?? 'evolution-2.1.1';
  const prefix = values.prefix ?? 'words';
  if (!/^[a-z]+$/.test(prefix)) throw new Error(`--prefix ${prefix}: lower-case letters only (the replay reads <prefix>-<state>-<k>).`);
  const file = createRequire(import.meta.url).resolve(`@msg-gateway/openapi/${profile}/openapi.json`);
  const doc = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  const lines: Line[] = [];
  for (const op of operations(doc).filter((o) => !LEFT_OUT.test(o.operationId))) {
    for (const state of STATES) {
      for (const [step, l] of linesOf(doc, op, state, prefix).entries()) lines.push({ ...l, step });
    }
    const absent = `${prefix}-absent-0`;
    lines.push({
      seq: `matrix/absent/${op.operationId}`,
      step: 0,
      state: 'absent',
      op: op.operationId,
      label: 'path/absent',
      request: {
        method: op.method.toUpperCase(),
        path: op.path.replace('{instance}', absent),
        headers: { ...HEADERS, apikey: '<admin-key>' },
        body: null,
      },
    });
  }
  process.stdout.write(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
}

main();

// Writes the request list of the third 2.1.1 held-out set (`words2`, issue 24 §5) for the recorder
// (record.ts): every operation of the profile, the probes of probes.ts spread over the closed,
// connecting and logged-out states by a seeded rotation (a field's probe in two of them), the example body in each of those states,
// and an instance that does not exist (with and without a body). The lifecycle routes (create,
// connect, restart, logout, delete) and fetchInstances are probed only against instances that do not
// exist (creates that fail validation), so the matrix instances keep their states.
//
//   node .tools/scripts/replay/probe-requests.js --profile evolution-2.1.1 --prefix hw3 --seed 211 > requests.jsonl
//
// URLs in bodies point at 127.0.0.1:4141, where the recorder makes sure nothing listens.
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
import { bodyProbes, type Json, type Schema, seeded } from './probes.js';

const LIFECYCLE = /^(createInstance|connectInstance|restartInstance|logoutInstance|deleteInstance|fetchInstances|getInformation)$/;

interface Op {
  op: WalkedOperation;
  example: Json;
  schema: Schema;
  query: string;
}

function describe(doc: OpenApiDocument, op: WalkedOperation): Op {
  const queries = op.parameters.filter((p) => p.in === 'query' && p.required);
  const query = queries.map((p) => `${p.name}=${p.name === 'groupJid' ? '120363025246125486%40g.us' : 'ZzTestCode123'}`).join('&');
  const media = resolveRef<RequestBodyObject>(doc, op.operation.requestBody)?.content?.['application/json'];
  const example = media
    ? (JSON.parse(JSON.stringify(firstExample(doc, media) ?? {}).replace(/https?:\/\/[^/"]+/g, UNREACHABLE)) as Json)
    : null;
  return { op, example, schema: dereference<Schema>(doc, media?.schema) ?? {}, query };
}

function line(o: Op, state: string, name: string, label: string, body: string | null, query = o.query): Omit<Line, 'step'> {
  const path = `${o.op.path.replace('{instance}', name)}${query ? `?${query}` : ''}`;
  return {
    seq: `matrix/${state}/${o.op.operationId}`,
    state,
    op: o.op.operationId,
    label,
    request: { method: o.op.method.toUpperCase(), path, headers: { ...HEADERS, apikey: '<admin-key>' }, body },
  };
}

/** The probes of an operation on the matrix instances: each probe in one state, the example in all. */
function matrixLines(o: Op, prefix: string, random: () => number): Omit<Line, 'step'>[] {
  const body = o.example === null ? null : JSON.stringify(o.example);
  const probes: [string, string | null, string?][] = [];
  if (o.example !== null && typeof o.example === 'object' && !Array.isArray(o.example))
    probes.push(...bodyProbes(o.example, o.schema, random));
  for (const name of o.query
    .split('&')
    .filter(Boolean)
    .map((q) => q.split('=')[0] as string)) {
    const other = o.query.replace(new RegExp(`${name}=[^&]*`), `${name}=${name === 'groupJid' ? '5511999999999%40s.whatsapp.net' : '%20'}`);
    probes.push([`query/${name}-other-kind`, body, other]);
  }
  const offset = Math.floor(random() * STATES.length);
  const out = STATES.map((state) => line(o, state, `${prefix}-${state}-0`, 'valid/example', body));
  for (const [i, [label, probe, query]] of probes.entries()) {
    // A probe of a field in two states (does the state change the answer?), a probe of the body's form in one.
    for (const k of label.startsWith('body/') ? [0] : [0, 1]) {
      const state = STATES[(i + offset + k) % STATES.length] as string;
      out.push(line(o, state, `${prefix}-${state}-0`, label, probe, query));
    }
  }
  return out;
}

/** Lines against instances that do not exist: the path's, and (create) the body's. */
function absentLines(o: Op, prefix: string, random: () => number, counter: { next: number }): Omit<Line, 'step'>[] {
  const name = `${prefix}-absent-0`;
  const body = o.example === null ? null : JSON.stringify(o.example);
  if (o.op.operationId === 'getInformation') return [line(o, 'absent', name, 'valid/root', null)];
  if (o.op.operationId === 'fetchInstances') {
    return ['instanceName=' + name, 'instanceId=not-an-id', 'instanceName='].map((q) => line(o, 'absent', name, `query/${q}`, null, q));
  }
  if (o.op.operationId !== 'createInstance') {
    return [line(o, 'absent', name, 'path/absent-with-body', body), line(o, 'absent', `${prefix}-absent-1`, 'path/absent-no-body', null)];
  }
  const example = { ...(o.example as Record<string, Json>), instanceName: '' };
  // Only the probes that break validation: a create that succeeded would make an instance.
  const failing = bodyProbes(example, o.schema, random).filter(([label]) => !/^(missing\/(?!instanceName)|nested\/|number\/)/.test(label));
  return failing.map(([label, probe]) => {
    const named = probe.replace('"instanceName":""', `"instanceName":"${prefix}-new-${counter.next++}"`);
    return line(o, 'absent', name, `create/${label}`, named);
  });
}

function main(): void {
  const { values } = parseArgs({ options: { profile: { type: 'string' }, prefix: { type: 'string' }, seed: { type: 'string' } } });
  const profile = values.profile ?? 'evolution-2.1.1';
  const prefix = values.prefix ?? 'hw';
  if (!/^[a-z][a-z0-9]*$/.test(prefix))
    throw new Error(`--prefix ${prefix}: a lower-case letter, then letters or digits (the replay reads <prefix>-<state>-<k>).`);
  const random = seeded(Number(values.seed ?? 211));
  const file = createRequire(import.meta.url).resolve(`@msg-gateway/openapi/${profile}/openapi.json`);
  const doc = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  const lines: Line[] = [];
  const counter = { next: 0 };
  for (const op of operations(doc)) {
    const o = describe(doc, op);
    const lifecycle = LIFECYCLE.test(op.operationId);
    const all = [...(lifecycle ? [] : matrixLines(o, prefix, random)), ...absentLines(o, prefix, random, counter)];
    const steps = new Map<string, number>();
    for (const l of all) {
      const step = steps.get(l.seq) ?? 0;
      steps.set(l.seq, step + 1);
      lines.push({ ...l, step });
    }
  }
  process.stdout.write(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
}

main();

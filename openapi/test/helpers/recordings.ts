// The exchanges recorded from a real gateway (apps/mock/test/fixtures/recordings/<profile>/exchanges.jsonl),
// checked against a profile: each stable answer must be one the profile describes for the operation
// the request reaches (its status declared, its body valid against that status' schema).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBundleValidator } from '../../src/validate.js';
import { escapePointerSegment, type OpenApiDocument, operations, type ResponseObject, resolveRef } from '../../src/walk.js';

export interface Exchange {
  seq: string;
  step: number;
  state: string;
  op: string;
  label: string;
  request: { method: string; path: string; headers: Record<string, string>; body: string | null };
  response: { status: number; headers: Record<string, string>; body: string; json: unknown };
  stable: boolean;
  racy: boolean;
  kind?: string;
}

/** The stable, non-racy request/answer lines of a profile's recording (deliveries left out). */
export function recordedExchanges(profile: string): Exchange[] {
  const file = fileURLToPath(new URL(`../../../apps/mock/test/fixtures/recordings/${profile}/exchanges.jsonl`, import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Exchange)
    .filter((line) => line.kind === undefined && line.stable && !line.racy);
}

/** The recording's placeholders as values of the kind they replaced, so a schema can judge them. */
const PLACEHOLDERS: Record<string, unknown> = {
  '<epoch>': 1764892800,
  '<iso-date>': '2025-12-05T00:00:00.000Z',
  '<uuid>': '9e3b6c8a-1f2d-4e5b-8a7c-3d2e1f0a9b8c',
  '<cuid>': 'cmhx1a2b30000abcd1234efgh',
  '<admin-key>': 'B6D711FCDE4D4FD5936544120E713976',
  '<instance-token>': '0E9B2C7A-4F1D-4B8E-9A6C-5D3E2F1A0B9C',
};

function restore(value: unknown, timestampPaths: RegExp): unknown {
  if (Array.isArray(value)) return value.map((v) => restore(v, timestampPaths));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restore(v, timestampPaths)]));
  if (typeof value === 'string' && value in PLACEHOLDERS) return PLACEHOLDERS[value];
  if (typeof value === 'string') return value.replace(/<(uuid|cuid|iso-date|instance-token|admin-key)>/g, (m) => String(PLACEHOLDERS[m]));
  return value;
}

/** A path template as a RegExp over request paths, one segment per parameter. */
function templateRegExp(template: string): RegExp {
  const pattern = template
    .split(/\{[^}]+\}/)
    .map((piece) => piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}/?$`, 'i');
}

export interface Verdict {
  exchange: Exchange;
  operationId: string | undefined;
  problem: string | undefined;
}

/** Checks each exchange against `doc`; returns one verdict per exchange. */
export function judgeExchanges(doc: OpenApiDocument, exchanges: Exchange[]): Verdict[] {
  const validator = createBundleValidator(doc);
  const ops = operations(doc).map((op) => ({ ...op, re: templateRegExp(op.path) }));
  return exchanges.map((exchange) => {
    const path = (exchange.request.path.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
    const method = exchange.request.method.toLowerCase();
    const op = ops.find((o) => o.method === method && o.re.test(decodeURIComponent(path)));
    if (!op) return { exchange, operationId: undefined, problem: undefined };
    const status = String(exchange.response.status);
    const responses = op.operation.responses ?? {};
    const declared = responses[status] ?? responses.default;
    if (!declared)
      return {
        exchange,
        operationId: op.operationId,
        problem: `status ${status} not described (described: ${Object.keys(responses).join(' ')})`,
      };
    const response = resolveRef<ResponseObject>(doc, declared);
    const media = response?.content?.['application/json'];
    if (!media?.schema || exchange.response.json === undefined) return { exchange, operationId: op.operationId, problem: undefined };
    const base =
      '$ref' in declared
        ? declared.$ref.slice(1)
        : `/paths/${escapePointerSegment(op.path)}/${op.method}/responses/${status in responses ? status : 'default'}`;
    const violations = validator.validate(`${base}/content/application~1json/schema`, restore(exchange.response.json, /$^/));
    return {
      exchange,
      operationId: op.operationId,
      problem: violations.length
        ? violations
            .map((v) => v.message)
            .slice(0, 3)
            .join('; ')
        : undefined,
    };
  });
}

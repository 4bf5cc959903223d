// Load with autocannon, and the requests the bench sends: the documented example request of each
// measured operation, as a client would send it.
import { createRequire } from 'node:module';
import { type ExampleRequest, exampleRequest, operations, readSpec } from '../src/common/spec.js';

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<LoadResult>;

const require = createRequire(import.meta.url);
// autocannon ships no types: the part used here is typed above.
const autocannon: Autocannon = require('autocannon');

export interface Target {
  id: string;
  request: ExampleRequest;
}

/** The example request of each of `ids` in the description at `specPath` (the contract by default); throws for one it lacks. */
export function targetsOf(ids: string[], specPath?: string): Target[] {
  const spec = readSpec(specPath);
  if (!spec) throw new Error(`The bundled spec ${specPath ?? ''} is missing: npm run build -w @msg-gateway/openapi`);
  const byId = new Map(operations(spec).map((op) => [op.operationId, op]));
  return ids.map((id) => {
    const op = byId.get(id);
    if (!op) throw new Error(`${id} is not in the spec`);
    return { id, request: exampleRequest(spec, op) };
  });
}

export function send(url: string, request: ExampleRequest): Promise<Response> {
  const init: RequestInit = { method: request.method, headers: request.headers };
  if (request.body !== undefined) init.body = JSON.stringify(request.body);
  return fetch(url + request.path, init);
}

/** How hard and how long each load run is. */
export interface LoadSettings {
  seconds: number;
  connections: number;
}

/** `connections` clients sending `request` back to back for `seconds` (default: the settings'). */
export function load(url: string, request: ExampleRequest, settings: LoadSettings, seconds = settings.seconds): Promise<LoadResult> {
  return autocannon({
    url: url + request.path,
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    connections: settings.connections,
    duration: seconds,
  });
}

/** A 1 s run whose figures are discarded: the JIT warmed up, the connections open. */
export async function warmUp(url: string, request: ExampleRequest, settings: LoadSettings): Promise<void> {
  await load(url, request, settings, 1);
}

export interface Row {
  server: string;
  id: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
}

/** A run's row; throws when any request failed or was not 2xx (a figure of errors is no figure). */
export function row(server: string, id: string, result: LoadResult): Row {
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) throw new Error(`${server} ${id}: ${bad} of ${result.requests.total} requests failed or were not 2xx`);
  return { server, id, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const upper = sorted[Math.floor(mid)] ?? Number.NaN;
  return Number.isInteger(mid) ? ((sorted[mid - 1] ?? Number.NaN) + upper) / 2 : upper;
}

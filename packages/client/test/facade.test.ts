// Every operation of the contract is reachable through exactly one facade method, and the
// run-time table the facade uses agrees with the spec. Adding an operation to the spec without a
// facade method fails here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACADE } from '../src/facade.js';
import { OPERATIONS } from '../src/generated/operations.gen.js';
import { createGatewayClient, type GatewayClient, type OperationId } from '../src/index.js';
import { loadSpec, specOperations } from './helpers/spec.js';
import { json, portIsFree, startTestServer, type TestServer } from './helpers/servers.js';

const spec = loadSpec();
const ops = specOperations(spec);

/** [label, operationId] of every facade method, e.g. ['message.sendList', 'sendList']. */
const facadeMethods: [string, OperationId][] = Object.entries(FACADE).flatMap(([group, entry]) =>
  typeof entry === 'string'
    ? [[group, entry] as [string, OperationId]]
    : Object.entries(entry).map(([name, id]) => [`${group}.${name}`, id] as [string, OperationId]),
);

describe('facade map', () => {
  it('reaches every operationId of the spec exactly once', () => {
    const reached = facadeMethods.map(([, id]) => id).sort();
    expect(reached).toEqual(ops.map((op) => op.id).sort());
    expect(new Set(reached).size).toBe(reached.length);
  });

  it('groups the methods by the tag of their operation', () => {
    for (const [label, id] of facadeMethods) {
      const op = ops.find((o) => o.id === id)!;
      expect(op.operation.tags.map((t: string) => t.toLowerCase()), label).toContain(label.split('.')[0]);
    }
  });

  it('uses a run-time table that matches the spec', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(ops.map((op) => op.id).sort());
    for (const op of ops) {
      const row = OPERATIONS[op.id as OperationId];
      expect(row.method, op.id).toBe(op.method.toUpperCase());
      expect(row.path, op.id).toBe(op.path);
      expect(row.pathParams, op.id).toEqual(op.parameters.filter((p) => p.in === 'path').map((p) => p.name));
      expect(row.query, op.id).toEqual(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
      expect(row.body === 'none', op.id).toBe(!op.operation.requestBody);
    }
  });

  it('is documented: the README lists every method', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const [label, id] of facadeMethods) {
      expect(readme, label).toContain(`\`gw.${label}(`);
      expect(readme, label).toContain(`| ${id} |`);
    }
  });

  it('finds at most one path parameter per operation (the facade takes it positionally)', () => {
    for (const op of ops) expect(op.parameters.filter((p) => p.in === 'path').length, op.id).toBeLessThanOrEqual(1);
  });
});

describe('facade calls', () => {
  let server: TestServer;
  let gw: GatewayClient;
  beforeAll(async () => {
    server = await startTestServer();
    gw = createGatewayClient({ baseUrl: server.url, apiKey: 'facade-key', retries: 0 });
  });
  afterAll(async () => {
    await server.stop();
    expect(await portIsFree(server.port)).toBe(true);
  });

  it.each(facadeMethods)('gw.%s sends the method and path of %s', async (label, id) => {
    server.reset((_req, res) => json(res, 200, { ok: true }));
    const row = OPERATIONS[id];
    const method = label.split('.').reduce((node: any, key) => node[key], gw) as (...args: unknown[]) => Promise<unknown>;
    const args: unknown[] = row.pathParams.map(() => 'x y');
    const takesInput = row.query.length > 0 || row.body !== 'none';
    if (takesInput) args.push(Object.fromEntries([...row.query.map((q) => [q, 'q-value']), ['field', 1]]));
    await expect(method(...args)).resolves.toEqual({ ok: true });
    expect(server.seen).toHaveLength(1);
    const [seen] = server.seen;
    const url = new URL(seen!.url, server.url);
    expect(seen!.method).toBe(row.method);
    expect(decodeURIComponent(url.pathname)).toBe(row.path.replace(/\{[^}]+\}/, 'x y'));
    expect(seen!.headers.apikey).toBe('facade-key');
    for (const q of row.query) expect(url.searchParams.get(q)).toBe('q-value');
    if (row.body === 'none') {
      expect(seen!.body).toBe('');
    } else {
      // Query parameters are split off the input object; the rest is the JSON body.
      expect(JSON.parse(seen!.body)).toEqual({ field: 1 });
      expect(seen!.headers['content-type']).toBe('application/json');
    }
  });
});

// Every operation of each entry's spec (the contract, the evolution-2.1.1 profile) is reachable
// through exactly one facade method, and the run-time table the facade uses agrees with that spec.
// Adding an operation to a spec without a facade method fails here.
import { readFileSync } from 'node:fs';
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFacade, facadeMethods } from '../src/core/facade.js';
import { OPERATIONS } from '../src/generated/operations.gen.js';
import { CLIENT_ENTRIES } from './helpers/entries.js';
import { argumentsOf, methodOf, methods, methodsOf } from './helpers/facade.js';
import { specView } from './helpers/spec.js';

describe.each(CLIENT_ENTRIES)('facade map of $name', ({ spec, table }) => {
  const { ops } = specView(spec);
  const reachable = methodsOf(table);

  it('reaches every operationId of its spec exactly once', () => {
    const reached = reachable.map(([, id]) => id).sort();
    expect(reached).toEqual(ops.map((op) => op.operationId).sort());
    expect(new Set(reached).size).toBe(reached.length);
  });

  it('groups the methods by the tag of their operation', () => {
    for (const [label, id] of reachable) {
      const op = ops.find((o) => o.operationId === id);
      expect(
        op?.operation.tags?.map((t) => t.toLowerCase()),
        label,
      ).toContain(label.split('.')[0]);
    }
  });

  it('uses a run-time table that matches its spec', () => {
    expect(Object.keys(table).sort()).toEqual(ops.map((op) => op.operationId).sort());
    for (const op of ops) {
      const row = table[op.operationId];
      expect(row?.method, op.operationId).toBe(op.method.toUpperCase());
      expect(row?.path, op.operationId).toBe(op.path);
      expect(row?.pathParams, op.operationId).toEqual(op.parameters.filter((p) => p.in === 'path').map((p) => p.name));
      expect(row?.query, op.operationId).toEqual(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
      expect(row?.body === 'none', op.operationId).toBe(!op.operation.requestBody);
    }
  });

  it('finds at most one path parameter per operation (the facade takes it positionally)', () => {
    for (const op of ops) expect(op.parameters.filter((p) => p.in === 'path').length, op.operationId).toBeLessThanOrEqual(1);
  });
});

describe('facade map', () => {
  it('names no operation that the contract lacks (a misspelt id would silently drop a method)', () => {
    for (const [label, id] of facadeMethods()) expect(Object.keys(OPERATIONS), label).toContain(id);
  });

  it('leaves out, type and object, the methods whose operation a spec lacks', () => {
    const { restartInstance, createSchedule, updateSchedule, ...rest } = OPERATIONS;
    const call = async () => undefined;
    const facade = buildFacade(call, rest) as unknown as Record<string, Record<string, unknown>>;
    expect(facade.schedule).toBeUndefined();
    expect(facade.instance?.restart).toBeUndefined();
    expect(typeof facade.instance?.logout).toBe('function');
    expect(Object.keys(facade).sort()).toEqual(['chat', 'group', 'information', 'instance', 'message', 'profile', 'webhook']);
    expect([restartInstance.method, createSchedule.method, updateSchedule.method]).toEqual(['PUT', 'POST', 'PUT']);
  });

  it('is documented: the README lists every method of the contract', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const [label, id] of methods) {
      expect(readme, label).toContain(`\`gw.${label}(`);
      expect(readme, label).toContain(`| ${id} |`);
    }
  });
});

describe.each(CLIENT_ENTRIES)('facade calls of $name', ({ table, createGatewayClient }) => {
  let server: TestServer;
  let gw: object;
  beforeAll(async () => {
    server = await startTestServer();
    gw = createGatewayClient({ baseUrl: server.url, apiKey: 'facade-key', retries: 0 });
  });
  afterAll(() => server.close());

  it.each(methodsOf(table))('gw.%s sends the method and path of %s', async (label, id) => {
    server.reset((_req, res) => json(res, 200, { ok: true }));
    const row = table[id];
    if (!row) throw new Error(`no row for ${id}`);
    await expect(methodOf(gw, label)(...argumentsOf(id, 'x y', table))).resolves.toEqual({ ok: true });
    expect(server.seen).toHaveLength(1);
    const [seen] = server.seen;
    const url = new URL(seen?.url ?? '', server.url);
    expect(seen?.method).toBe(row.method);
    expect(decodeURIComponent(url.pathname)).toBe(row.path.replace(/\{[^}]+\}/, 'x y'));
    expect(seen?.headers.apikey).toBe('facade-key');
    for (const q of row.query) expect(url.searchParams.get(q)).toBe('q-value');
    if (row.body === 'none') {
      expect(seen?.body).toBe('');
    } else {
      // Query parameters are split off the input object; the rest is the JSON body.
      expect(JSON.parse(seen?.body ?? '')).toEqual({ field: 1 });
      expect(seen?.headers['content-type']).toBe('application/json');
    }
  });
});

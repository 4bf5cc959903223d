// The client against a real Prism mock of the bundled contract (started here on a free port,
// stopped after): every facade method with the spec's own request example, typed 401/404/400.
import { startMock } from '@msg-gateway/mock';
import { resolveRef } from '@msg-gateway/openapi/walk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACADE } from '../src/facade.js';
import { createGatewayClient, GatewayError, isGatewayError, type GatewayClient } from '../src/index.js';
import { portIsFree } from './helpers/servers.js';
import {
  createValidator,
  errorSchema,
  loadSpec,
  requestExample,
  specOperations,
  successSchema,
  type SpecOperation,
} from './helpers/spec.js';

const KEY = 'mock-test-key';
const spec = loadSpec();
const ops = specOperations(spec);
const validate = createValidator(spec);

type Method = (...args: unknown[]) => Promise<unknown>;
/** The facade method of an operationId, found through the facade map. */
function methodOf(gw: GatewayClient, id: string): Method {
  for (const [group, entry] of Object.entries(FACADE)) {
    if (entry === id) return (gw as unknown as Record<string, Method>)[group]!;
    if (typeof entry === 'object') {
      for (const [name, target] of Object.entries(entry)) {
        if (target === id) return (gw as unknown as Record<string, Record<string, Method>>)[group]![name]!;
      }
    }
  }
  throw new Error(`no facade method for ${id}`);
}

/** The facade arguments built from the spec's examples: path parameter, then query + body. */
function exampleArguments(op: SpecOperation): unknown[] {
  const args: unknown[] = op.parameters.filter((p) => p.in === 'path').map((p) => p.example);
  const query = Object.fromEntries(op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.example]));
  const body = requestExample(spec, op);
  if (Object.keys(query).length > 0 || body !== undefined) args.push({ ...query, ...(body as object) });
  return args;
}

let mock: Awaited<ReturnType<typeof startMock>>;
let gw: GatewayClient;

beforeAll(async () => {
  mock = await startMock();
  gw = createGatewayClient({ baseUrl: mock.url, apiKey: KEY });
});

afterAll(async () => {
  await mock.stop();
  expect(await portIsFree(mock.port)).toBe(true);
});

describe('every facade method against the mock', () => {
  it('uses a validator that rejects a body breaking the schema', () => {
    const op = ops.find((o) => o.id === 'connectionState')!;
    expect(validate(successSchema(spec, op).pointer, { instance: { instanceName: 7 } })).not.toEqual([]);
  });

  it.each(ops.map((op) => [op.id, op] as const))('%s answers a body valid against the spec', async (_id, op) => {
    const body = await methodOf(gw, op.id)(...exampleArguments(op));
    expect(validate(successSchema(spec, op).pointer, body)).toEqual([]);
    expect(body).not.toBeUndefined();
  });
});

describe('typed errors from the mock', () => {
  it('turns a request without a key into a typed 401', async () => {
    // A fetch that drops the header the middleware set: what a misconfigured proxy would do.
    const keyless = createGatewayClient({
      baseUrl: mock.url,
      apiKey: KEY,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.delete('apikey');
        return fetch(input, { ...init, headers });
      },
    });
    const op = ops.find((o) => o.id === 'connectionState')!;
    const error = await keyless.instance.connectionState('my-instance').catch((e: unknown) => e);
    expect(isGatewayError(error, 'connectionState', 401)).toBe(true);
    const e = error as GatewayError;
    expect(e.kind).toBe('http');
    expect(e.status).toBe(401);
    expect(validate(errorSchema(spec, op, 401), e.body)).toEqual([]);
    expect(e.message).toContain('GET /instance/connectionState/my-instance');
    expect(e.message).toContain('401');
  });

  const with404 = ops.filter((op) => op.operation.responses['404']);
  it.each(with404.map((op) => [op.id, op] as const))('%s: Prefer code=404 gives a typed 404 with the document body', async (_id, op) => {
    const error = await methodOf(gw, op.id)(...exampleArguments(op), { headers: { Prefer: 'code=404' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    const e = error as GatewayError;
    expect(e.is(404)).toBe(true);
    expect(e.operationId).toBe(op.id);
    const response = resolveRef(spec, op.operation.responses['404']);
    const documented = resolveRef(spec, Object.values(response.content['application/json'].examples)[0]).value;
    expect(e.body).toEqual(documented);
    expect(validate(errorSchema(spec, op, 404), e.body)).toEqual([]);
  });

  it('surfaces a body the mock rejects as a typed 400 naming the violations', async () => {
    const error = await gw.message
      .sendLocation('my-instance', { number: 5511999999999, name: 'Office' } as never)
      .catch((e: unknown) => e);
    expect(isGatewayError(error, 'sendLocation', 400)).toBe(true);
    const e = error as GatewayError;
    expect(e.attempts).toBe(1);
    expect(validate(errorSchema(spec, ops.find((o) => o.id === 'sendLocation')!, 400), e.body)).toEqual([]);
    expect(e.message).toContain('POST /message/sendLocation/my-instance (sendLocation)');
    expect(e.message).toMatch(/latitude/);
  });

  it('surfaces a schedule with both repeats and until as a 400', async () => {
    const body = { phone: '+5511999999999', text: 'hi', sendAt: 1767225600, channel: 'whatsapp', cronExpr: '0 9 * * *', repeats: 3, until: 1798761600 };
    const error = await gw.schedule.create(body as never).catch((e: unknown) => e);
    expect(isGatewayError(error, 'createSchedule', 400)).toBe(true);
  });

  it('surfaces a query parameter outside its pattern as a typed 400', async () => {
    const error = await gw.group.participants('my-instance', { groupJid: 'not-a-group' }).catch((e: unknown) => e);
    expect(isGatewayError(error, 'fetchGroupParticipants', 400)).toBe(true);
    expect((error as GatewayError).message).toMatch(/query parameter groupjid must match pattern/i);
  });
});

describe('raw client against the mock', () => {
  it('returns { data } and { error } tuples with the key sent', async () => {
    const ok = await gw.raw.GET('/instance/connectionState/{instance}', { params: { path: { instance: 'my-instance' } } });
    expect(ok.data?.instance.instanceName).toBe('my-instance');
    const missing = await gw.raw.GET('/instance/connectionState/{instance}', {
      params: { path: { instance: 'my-instance' } },
      headers: { Prefer: 'code=404' },
    });
    expect(missing.data).toBeUndefined();
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error).toBe('Not Found');
  });
});

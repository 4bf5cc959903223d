// The client against the real mock of the bundled contract (@msg-gateway/mock, in this process on a
// port the OS picks, closed after): every facade method with the spec's own request example, and
// typed 401/404/400 errors, all checked with the shared validator.
import { startMock } from '@msg-gateway/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient, isGatewayError } from '../src/index.js';
import { methodOf, methods } from './helpers/facade.js';
import { failure } from './helpers/failure.js';
import { bodySchema, exampleArguments, operation, ops, responseExample, successStatus, validator } from './helpers/spec.js';

const KEY = 'tk5-Tc6I85o4p33jiW';

/** The facade label of an operationId. */
function labelOf(id: string): string {
  const found = methods.find(([, target]) => target === id);
  if (!found) throw new Error(`no facade method for ${id}`);
  return found[0];
}

let mock: Awaited<ReturnType<typeof startMock>>;
let gw: GatewayClient;

beforeAll(async () => {
  mock = await startMock({ port: 0 });
  gw = createGatewayClient({ baseUrl: mock.url, apiKey: KEY });
});

afterAll(() => mock.close());

describe('every facade method against the mock', () => {
  it('uses a validator that rejects a body breaking the schema', () => {
    const op = operation('connectionState');
    expect(validator.validate(bodySchema(op, successStatus(op)), { instance: { instanceName: 7 } })).not.toEqual([]);
  });

  it.each(ops.map((op) => [op.operationId, op] as const))('%s answers a body valid against the spec', async (_id, op) => {
    // An instance of its own: the mock keeps what each call changes (a send makes a message that the
    // example of getBase64FromMediaMessage then does not name).
    const body = await methodOf(gw, labelOf(op.operationId))(...exampleArguments(op, `every-${op.operationId}`));
    expect(body).not.toBeUndefined();
    expect(validator.validate(bodySchema(op, successStatus(op)), body)).toEqual([]);
  });
});

describe('typed errors from the mock', () => {
  it('turns a request without a key into a typed 401', async () => {
    // A fetch that drops the header the client set: what a misconfigured proxy would do.
    const keyless = createGatewayClient({
      baseUrl: mock.url,
      apiKey: KEY,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.delete('apikey');
        return fetch(input, { ...init, headers });
      },
    });
    const e = await failure(keyless.instance.connectionState('my-instance'));
    expect(isGatewayError(e, 'connectionState', 401)).toBe(true);
    expect(e.kind).toBe('http');
    expect(e.status).toBe(401);
    expect(validator.validate(bodySchema(operation('connectionState'), '401'), e.body)).toEqual([]);
    expect(e.message).toContain('GET /instance/connectionState/my-instance');
    expect(e.message).toContain(`the gateway at ${mock.url} answered 401`);
  });

  const with404 = ops.filter((op) => op.operation.responses?.['404']);
  it.each(with404.map((op) => [op.operationId, op] as const))(
    '%s: Prefer code=404 gives a typed 404 with the document body',
    async (_id, op) => {
      const e = await failure(methodOf(gw, labelOf(op.operationId))(...exampleArguments(op), { headers: { Prefer: 'code=404' } }));
      expect(e.is(404)).toBe(true);
      expect(e.operationId).toBe(op.operationId);
      expect(e.body).toEqual(responseExample(op, '404'));
      expect(validator.validate(bodySchema(op, '404'), e.body)).toEqual([]);
    },
  );

  it('surfaces a body the mock rejects as a typed 400 naming the violations', async () => {
    const e = await failure(gw.message.sendLocation('my-instance', { number: 5511999999999, name: 'Office' } as never));
    expect(isGatewayError(e, 'sendLocation', 400)).toBe(true);
    expect(e.attempts).toBe(1);
    expect(validator.validate(bodySchema(operation('sendLocation'), '400'), e.body)).toEqual([]);
    expect(e.message).toContain('POST /message/sendLocation/my-instance (sendLocation)');
    expect(e.message).toMatch(/latitude/);
  });

  it('surfaces a schedule with both repeats and until as a 400', async () => {
    const body = {
      phone: '+5511999999999',
      text: 'hi',
      sendAt: 1767225600,
      channel: 'whatsapp',
      cronExpr: '0 9 * * *',
      repeats: 3,
      until: 1798761600,
    };
    const e = await failure(gw.schedule.create(body as never));
    expect(isGatewayError(e, 'createSchedule', 400)).toBe(true);
  });

  it('surfaces a query parameter outside its pattern as a typed 400', async () => {
    const e = await failure(gw.group.participants('my-instance', { groupJid: 'not-a-group' }));
    expect(isGatewayError(e, 'fetchGroupParticipants', 400)).toBe(true);
    expect(e.message).toMatch(/query parameter groupjid must match pattern/i);
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

// A 2xx whose JSON is not of a kind the description promises (`null`, an array, a string where an
// object is due) is an `invalid-response`, not a success: against a local server answering what a
// broken proxy or gateway could, for both client entries. Deep input is bounded: a 100,000-deep
// array as a success or as an error body gives an error, never a stack overflow. And the kinds each
// operation admits come from its description: every documented success example is admitted.
import { startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonKinds } from '../scripts/facade.js';
import { createGatewayClient as createProfileClient } from '../src/evolution-2.1.1.js';
import { createGatewayClient } from '../src/index.js';
import { CLIENT_ENTRIES } from './helpers/entries.js';
import { failure } from './helpers/failure.js';
import { specView } from './helpers/spec.js';

const KEY = 'tk10-PYsan9SxkK1L7p';
const DEEP = 100_000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;

let server: TestServer;
const contract = () => createGatewayClient({ baseUrl: server.url, apiKey: KEY, retries: 0 });
const profile = () => createProfileClient({ baseUrl: server.url, apiKey: KEY, retries: 0 });
/** The server answers every request `status` with `text` as JSON. */
const answer = (status: number, text: string) =>
  server.reset((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(text);
  });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a 2xx of a kind the description does not promise', () => {
  it.each([
    ['null', 'null'],
    ['an array', '[{"instance":{"instanceName":"my-instance","state":"open"}}]'],
    ['a string', '"open"'],
    ['a number', '42'],
    ['a boolean', 'true'],
  ])('is an invalid-response when the description promises an object: %s', async (kind, text) => {
    answer(200, text);
    const e = await failure(contract().instance.connectionState('my-instance'), { key: KEY });
    expect(e.kind).toBe('invalid-response');
    expect(e.status).toBe(200);
    expect(e.body).toBe(text);
    expect(e.message).toContain(
      `GET /instance/connectionState/my-instance (connectionState): the gateway at ${server.url} answered 200 OK with ${kind} where the description promises an object`,
    );
  });

  it('is an invalid-response when an array is promised and an object comes (findChats)', async () => {
    answer(200, '{"chats":[]}');
    const e = await failure(contract().chat.findChats('my-instance'), { key: KEY });
    expect(e.kind).toBe('invalid-response');
    expect(e.message).toContain('with an object where the description promises an array');
  });

  it('resolves what the description promises: null where the profile allows it (findWebhook), an array (findChats)', async () => {
    answer(200, 'null');
    await expect(profile().webhook.find('my-instance')).resolves.toBeNull();
    expect((await failure(contract().webhook.find('my-instance'), { key: KEY })).message).toContain(
      'with null where the description promises an object',
    );
    answer(200, '[]');
    await expect(profile().chat.findChats('my-instance')).resolves.toEqual([]);
    expect((await failure(profile().webhook.find('my-instance'), { key: KEY })).message).toContain(
      'with an array where the description promises an object or null',
    );
  });
});

describe('deep input, bounded', () => {
  it(`rejects a ${DEEP}-deep array where an object is promised, without a stack overflow, its message short`, async () => {
    answer(200, deepArray);
    const e = await failure(contract().instance.connectionState('my-instance'), { key: KEY });
    expect(e.kind).toBe('invalid-response');
    expect(e.message).toContain('with an array where the description promises an object');
    expect(e.message.length).toBeLessThan(400);
    expect(String(e.body)).toHaveLength(2 * DEEP);
  });

  it(`gives a ${DEEP}-deep error body as an http error, its body cut, without a stack overflow`, async () => {
    answer(500, deepArray);
    const e = await failure(contract().instance.connectionState('my-instance'), { key: KEY });
    expect(e.kind).toBe('http');
    expect(e.status).toBe(500);
    expect(JSON.stringify(e.body)).toContain('[nested too deeply]');
  });

  it(`resolves an object that holds a ${DEEP}-deep array (the client checks the top only)`, async () => {
    answer(200, `{"instance":${deepArray}}`);
    const state = (await contract().instance.connectionState('my-instance')) as unknown as { instance: unknown[] };
    expect(Array.isArray(state.instance)).toBe(true);
  });
});

describe.each(CLIENT_ENTRIES)('the kinds each operation of $name admits', ({ spec, table }) => {
  const view = specView(spec);

  it('admit every documented success example (the description decides: scripts/facade.js jsonKinds)', () => {
    let checked = 0;
    for (const op of view.ops) {
      const row = table[op.operationId];
      expect(row, op.operationId).toBeDefined();
      const example = view.responseExample(op, view.successStatus(op));
      if (example === undefined || row === undefined || row.answers === '*') continue;
      const kind = example === null ? 'n' : Array.isArray(example) ? 'a' : typeof example === 'number' ? 'm' : String(typeof example)[0];
      expect(row.answers, `${op.operationId}'s example is ${kind}`).toContain(kind);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    // Not every operation answers an object: the kinds are read per operation.
    expect(new Set(Object.values(table).map((row) => row.answers)).size).toBeGreaterThan(1);
  });

  it('are read from a schema as JSON Schema composes them', () => {
    const doc = { openapi: '3.1.0', components: { schemas: { Obj: { type: 'object' }, Arr: { type: 'array' } } } };
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    expect(jsonKinds(doc, ref('Obj'))).toBe('o');
    expect(jsonKinds(doc, { anyOf: [ref('Obj'), { type: 'null' }] })).toBe('on');
    expect(jsonKinds(doc, { type: ['object', 'null'], allOf: [ref('Obj')] })).toBe('o');
    expect(jsonKinds(doc, { oneOf: [ref('Arr'), { const: 'x' }, { enum: [1, true] }] })).toBe('asmb');
    expect(jsonKinds(doc, {})).toBe('oansmb');
  });
});

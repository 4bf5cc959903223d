// "." and ".." (and their percent-encoded forms) as a path parameter would be resolved away by URL
// parsing (`gw.instance.logout('..')` would send DELETE /instance/): the facade and the raw client
// refuse them with a clear error and send nothing. A request that was sent is recorded by the
// server before the call can settle, so "nothing arrived" is checked after the call without a race.
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient } from '../src/index.js';
import { argumentsOf, methodOf, methods } from './helpers/facade.js';

const DOT_SEGMENTS = ['.', '..', '%2e', '%2E', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e'];
// Names that merely contain dots are instance names like any other.
const FINE = ['...', 'a..b', '.hidden', 'my.instance', '..a', '%2e%2e%2e'];

let server: TestServer;
let gw: GatewayClient;

/** The rejection of `promise`: the test fails if the call resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the call resolved; it must be refused before sending'),
    (e: unknown) => e,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  gw = createGatewayClient({ baseUrl: `${server.url}/evolution`, apiKey: 'tk4-hrCwe6Vd4ZIQvF', retries: 0 });
});
beforeEach(() => {
  server.reset((_req, res) => json(res, 200, { ok: true }));
});
afterAll(() => server.close());

describe('the facade', () => {
  it.each(DOT_SEGMENTS)('refuses %j as gw.instance.logout() instance, sending nothing', async (value) => {
    const e = await rejection(gw.instance.logout(value));
    expect(e).toBeInstanceOf(TypeError);
    expect(String(e)).toBe(
      `TypeError: gw.instance.logout: instance must not be "." or ".." (nor %2e forms), got ${JSON.stringify(value)}: ` +
        'URLs drop such a segment, so the request would reach another path. Nothing was sent.',
    );
    expect(server.seen).toHaveLength(0);
  });

  const withPathParameter = methods.filter(([, id]) => argumentsOf(id, '..').includes('..'));
  it.each(withPathParameter)('refuses ".." in gw.%s (%s)', async (label, id) => {
    const e = await rejection(methodOf(gw, label)(...argumentsOf(id, '..')));
    expect(e).toBeInstanceOf(TypeError);
    expect(String(e)).toContain(`gw.${label}: `);
    expect(String(e)).toContain('must not be "." or ".."');
    expect(server.seen).toHaveLength(0);
  });

  it('covers every operation with a path parameter', () => {
    expect(withPathParameter.map(([, id]) => id)).toContain('updateSchedule');
    expect(withPathParameter.length).toBeGreaterThan(20);
  });

  it.each(FINE)('sends %j, encoded, to its own path', async (value) => {
    await expect(gw.instance.logout(value)).resolves.toEqual({ ok: true });
    expect(server.seen.map((r) => r.url)).toEqual([`/evolution/instance/logout/${encodeURIComponent(value)}`]);
  });
});

describe('the raw client', () => {
  it.each(DOT_SEGMENTS)('refuses %j as a path parameter, sending nothing', async (value) => {
    const e = await rejection(gw.raw.DELETE('/instance/logout/{instance}', { params: { path: { instance: value } } }));
    expect(e).toBeInstanceOf(TypeError);
    expect(String(e)).toContain(`gw.raw.DELETE("/instance/logout/{instance}"): instance must not be "." or ".."`);
    expect(server.seen).toHaveLength(0);
  });

  it('refuses a dot segment written into the path itself', async () => {
    const path = '/instance/logout/..' as '/instance/logout/{instance}';
    const e = await rejection(gw.raw.DELETE(path, { params: { path: { instance: 'x' } } }));
    expect(String(e)).toContain('must not be "." or ".."');
    expect(server.seen).toHaveLength(0);
  });

  it.each(FINE)('sends %j, encoded, to its own path', async (value) => {
    const { data } = await gw.raw.DELETE('/instance/logout/{instance}', { params: { path: { instance: value } } });
    expect(data).toEqual({ ok: true });
    expect(server.seen.map((r) => r.url)).toEqual([`/evolution/instance/logout/${encodeURIComponent(value)}`]);
  });
});

// Half of a UTF-16 surrogate pair (a string cut in the middle of an emoji) cannot be percent-encoded:
// encodeURIComponent throws a bare URIError. The facade refuses it with a TypeError naming the
// parameter (the raw client, plain openapi-fetch, throws openapi-fetch's URIError).
describe('a lone surrogate', () => {
  const message = (where: string, name: string, index: number) =>
    `TypeError: ${where}: ${name} has a lone surrogate at index ${index} (half an emoji?): a URL cannot carry it. Nothing was sent.`;

  it.each([
    ['\uD800', 0],
    ['ab\uDC00', 2],
    ['😀'.slice(0, 1), 0],
  ])('in a path parameter (%j) is refused by the facade, naming it, sending nothing', async (value, index) => {
    const e = await rejection(gw.instance.connectionState(value));
    expect(e).toBeInstanceOf(TypeError);
    expect(String(e)).toBe(message('gw.instance.connectionState', 'instance', index));
    expect(server.seen).toHaveLength(0);
  });

  it('in a query parameter is refused by the facade, naming it, sending nothing', async () => {
    const e = await rejection(gw.group.participants('my-instance', { groupJid: '120363@g.us\uD83D' }));
    expect(String(e)).toBe(message('gw.group.participants', 'groupJid', 11));
    expect(server.seen).toHaveLength(0);
  });

  it('is not a whole pair: an emoji is sent, encoded', async () => {
    await expect(gw.instance.logout('loja-😀')).resolves.toEqual({ ok: true });
    expect(server.seen.map((r) => r.url)).toEqual([`/evolution/instance/logout/${encodeURIComponent('loja-😀')}`]);
  });
});

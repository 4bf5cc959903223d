// The client against a local server that misbehaves on purpose, in the ways a mock cannot: a body
// that never ends, a dropped connection, a 503 then a 200, HTML where JSON belongs; retries counted
// on the server side or at the fetch the client calls, never timed. Deadlines and retries that the
// mock's faults can drive (`Prefer: code=503`, `Prefer: delay=…`) are in mock-faults.test.ts.
import { json, misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient, type GatewayClientOptions } from '../src/index.js';
import { failure } from './helpers/failure.js';

const KEY = 'tk6-yEpJobIp0i7yzo';
// Fast backoff so that retries do not slow the suite; nothing here asserts on durations.
const FAST_RETRY = { limit: 2, baseDelayMs: 1, maxDelayMs: 5 };
const STATE = { instance: { instanceName: 'my-instance', state: 'open' } };
const LOCATION = { number: '5511999999999', name: 'Office', address: 'Av. Paulista, 1000', latitude: -23.56, longitude: -46.65 };
const SCHEDULE = { phone: '+5511999999999', text: 'hi', sendAt: 1767225600, channel: 'whatsapp' };

let server: TestServer;
let gw: GatewayClient;
const client = (options: Partial<GatewayClientOptions> = {}) =>
  createGatewayClient({ baseUrl: server.url, apiKey: KEY, retries: FAST_RETRY, ...options });

/** A fetch that counts the requests the client hands it: known the moment a call settles. */
function countingFetch() {
  const counter = {
    sent: 0,
    fetch: (input: string | Request, init?: RequestInit) => {
      counter.sent++;
      return fetch(input, init);
    },
  };
  return counter;
}

beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => {
  gw = client();
});
afterAll(() => server.close());

describe('deadlines', () => {
  it('times out a body that never ends, after the headers arrived', async () => {
    // The server proves it sent the headers and a first byte (the write callback runs once they are
    // handed to the socket); the client proves it had them: the error carries their status and says
    // the body was cut short. A deadline that fired before the headers gives neither, and fails here.
    let headersSent = false;
    server.reset((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"instance":', () => {
        headersSent = true;
      });
    });
    const e = await failure(client({ timeoutMs: 1000 }).instance.connectionState('my-instance'), { key: KEY });
    expect(headersSent).toBe(true);
    expect(e.kind).toBe('timeout');
    expect(e.status).toBe(200);
    expect(e.message).toContain(`the gateway at ${server.url} sent the headers (200 OK) but not the whole body`);
  });

  it('does not send anything when the signal is already aborted', async () => {
    server.reset((_req, res) => json(res, 200, STATE));
    const counter = countingFetch();
    const e = await failure(client({ fetch: counter.fetch }).instance.connectionState('my-instance', { signal: AbortSignal.abort() }), {
      key: KEY,
    });
    expect(e.kind).toBe('aborted');
    expect(counter.sent).toBe(0);
  });
});

describe('retries', () => {
  it('repeats a GET whose connection drops, then reports the network failure and its cause', async () => {
    server.reset(misbehave.drop());
    const e = await failure(gw.instance.connectionState('my-instance'), { key: KEY });
    expect(e.kind).toBe('network');
    expect(server.seen).toHaveLength(3);
    expect(e.attempts).toBe(3);
    expect(e.message).toContain('GET /instance/connectionState/my-instance (connectionState) failed after 3 attempts');
    expect(e.message).toContain(`network error talking to ${server.url}`);
    expect(e.message).toMatch(/(closed|reset|hang up|terminated)/i);
    expect(e.cause).toBeInstanceOf(Error);
  });

  it('never repeats a POST send whose connection drops', async () => {
    server.reset(misbehave.drop());
    const e = await failure(gw.message.sendLocation('my-instance', LOCATION), { key: KEY });
    expect(e.kind).toBe('network');
    expect(server.seen).toHaveLength(1);
    expect(e.message).toContain('POST /message/sendLocation/my-instance (sendLocation) failed:');
  });

  it('names an unreachable gateway and the refused address', async () => {
    const spare = await startTestServer();
    await spare.close();
    const e = await failure(createGatewayClient({ baseUrl: spare.url, apiKey: KEY, retries: FAST_RETRY }).information(), { key: KEY });
    expect(e.kind).toBe('network');
    expect(e.message).toContain(`GET / (getInformation) failed after 3 attempts: network error talking to ${spare.url}`);
    expect(e.message).toContain('ECONNREFUSED');
    expect(e.message).toContain('Check baseUrl and that the gateway is running.');
  });

  const flaky = () => server.reset((_req, res) => (server.seen.length === 1 ? json(res, 503, { status: 503 }) : json(res, 200, STATE)));

  it('answers a GET that gets 503 then 200 (two requests)', async () => {
    flaky();
    await expect(gw.instance.connectionState('my-instance')).resolves.toEqual(STATE);
    expect(server.seen).toHaveLength(2);
    expect(server.seen.every((r) => r.headers.apikey === KEY)).toBe(true);
  });

  it.each([502, 504])('repeats a GET on %i', async (status) => {
    server.reset((_req, res) => (server.seen.length === 1 ? json(res, status, {}) : json(res, 200, STATE)));
    await expect(gw.instance.connectionState('my-instance')).resolves.toEqual(STATE);
    expect(server.seen).toHaveLength(2);
  });

  it('repeats updateSchedule (a full replacement) with the same body', async () => {
    flaky();
    await gw.schedule.update('3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48', SCHEDULE);
    expect(server.seen).toHaveLength(2);
    expect(server.seen.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(server.seen.map((r) => JSON.parse(r.body))).toEqual([SCHEDULE, SCHEDULE]);
  });
});

describe('invalid responses', () => {
  const html = '<!doctype html><html><body><h1>Welcome to nginx</h1></body></html>';

  it('reports an HTML 200 as an invalid response naming the path and the content type', async () => {
    server.reset((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html);
    });
    const e = await failure(gw.instance.connectionState('my-instance'), { key: KEY });
    expect(e.kind).toBe('invalid-response');
    expect(e.status).toBe(200);
    expect(e.body).toBe(html);
    expect(e.message).toContain('GET /instance/connectionState/my-instance (connectionState)');
    expect(e.message).toContain('not JSON (content-type text/html)');
    expect(e.is(404 as never)).toBe(false);
  });

  it('reports an HTML error page (a proxy 502) as an invalid response with its status', async () => {
    server.reset((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end(html);
    });
    const e = await failure(gw.message.sendLocation('my-instance', LOCATION), { key: KEY });
    expect(e.kind).toBe('invalid-response');
    expect(e.status).toBe(502);
  });

  it('reports an empty 200 as an invalid response', async () => {
    server.reset((_req, res) => {
      res.writeHead(200, { 'content-length': '0' });
      res.end();
    });
    const e = await failure(gw.instance.connectionState('my-instance'), { key: KEY });
    expect(e.kind).toBe('invalid-response');
    expect(e.message).toContain('empty body');
  });

  it('keeps the path of a base URL with a path prefix in messages', async () => {
    server.reset((_req, res) => json(res, 404, { status: 404, error: 'Not Found', response: { message: ['nope'] } }));
    const e = await failure(client({ baseUrl: `${server.url}/evolution/` }).instance.connectionState('a/b'), { key: KEY });
    expect(server.seen[0]?.url).toBe('/evolution/instance/connectionState/a%2Fb');
    expect(e.path).toBe('/evolution/instance/connectionState/a%2Fb');
    expect(e.is(404)).toBe(true);
  });

  it('quotes a message that is an object or a list of objects as JSON, bounded, with the key redacted', async () => {
    const validation = [{ property: 'number', constraints: { isString: 'number must be a string', echo: KEY.toUpperCase() } }];
    server.reset((_req, res) => json(res, 400, { status: 400, error: 'Bad Request', response: { message: validation } }));
    const list = await failure(gw.instance.connectionState('my-instance'), { key: KEY });
    expect(list.message).toContain(
      'answered 400 Bad Request: {"property":"number","constraints":{"isString":"number must be a string","echo":"[redacted]"}}',
    );
    expect(list.message).not.toContain('[object Object]');
    server.reset((_req, res) => json(res, 400, { status: 400, error: 'Bad Request', response: { message: { why: 'x'.repeat(5000) } } }));
    const object = await failure(gw.instance.connectionState('my-instance'), { key: KEY });
    expect(object.message).toMatch(/: \{"why":"x{150,}…/);
    expect(object.message.length).toBeLessThan(600);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 2000; i++) deep = [deep];
    server.reset((_req, res) => json(res, 400, { status: 400, error: 'Bad Request', response: { message: deep } }));
    const nested = await failure(gw.instance.connectionState('my-instance'), { key: KEY });
    expect(nested.message).toContain(': [[[[[[[[[…]]]]]]]]');
  });
});

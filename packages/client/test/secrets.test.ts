// The API key must never show up in an error (message, String, JSON, util.inspect, stack), in the
// client object, or in anything printed, whatever goes wrong, even when the server echoes it.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, GatewayError, type GatewayClient } from '../src/index.js';
import { json, portIsFree, startTestServer, type TestServer } from './helpers/servers.js';

const KEY = 'sk-test-SECRET-9f8e7d';

let server: TestServer;
let gw: GatewayClient;
let printed = '';
const restore: (() => void)[] = [];

beforeAll(async () => {
  // Capture everything printed while the tests run, through console and the raw streams.
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      printed += String(chunk);
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
    restore.push(() => (stream.write = write as typeof stream.write));
  }
  // Console output is recorded (as the console would render it) and kept off the test report.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => void (printed += args.map((a) => inspect(a, { depth: 10 })).join(' '));
    restore.push(() => (console[method] = original));
  }
  server = await startTestServer();
  gw = createGatewayClient({ baseUrl: server.url, apiKey: KEY, retries: { limit: 1, baseDelayMs: 1, maxDelayMs: 1 } });
});

afterAll(async () => {
  for (const undo of restore) undo();
  await server.stop();
  expect(await portIsFree(server.port)).toBe(true);
  expect(printed).not.toContain(KEY);
});

/** Every rendering of `error` someone might log or ship. */
function renderings(error: unknown): string[] {
  const e = error as GatewayError;
  return [
    e.message,
    String(e),
    e.stack ?? '',
    JSON.stringify(e),
    inspect(e, { depth: 10 }),
    inspect(e, { depth: 10, showHidden: true }),
    JSON.stringify(e.body ?? null),
  ];
}

const echoKey = (status: number) => (req: { headers: Record<string, unknown> }, res: Parameters<typeof json>[0]) =>
  json(res, status, { status, error: 'Unauthorized', response: { message: `bad key ${String(req.headers.apikey)}` } });

describe('the API key stays secret', () => {
  it.each([
    ['an HTTP error whose body echoes the key', () => server.reset(echoKey(401))],
    ['an HTML answer that echoes the key', () =>
      server.reset((req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<p>your key is ${String(req.headers.apikey)}</p>`);
      })],
    ['a dropped connection', () => server.reset((req) => req.socket.destroy())],
    ['a timeout', () => server.reset(() => {})],
  ])('after %s', async (_name, arrange) => {
    arrange();
    const error = await gw.instance.connectionState('my-instance', { timeoutMs: 1500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    // The key really was sent: the test would be empty otherwise.
    expect(server.seen[0]?.headers.apikey).toBe(KEY);
    for (const text of renderings(error)) expect(text).not.toContain(KEY);
    console.error('request failed:', error);
    expect(printed).toContain('GatewayError');
  });

  it('after a refused connection', async () => {
    const spare = await startTestServer();
    await spare.stop();
    const error = await createGatewayClient({ baseUrl: spare.url, apiKey: KEY, retries: 0 }).information().catch((e: unknown) => e);
    expect((error as GatewayError).kind).toBe('network');
    for (const text of renderings(error)) expect(text).not.toContain(KEY);
  });

  it('when a custom fetch throws an error that quotes the key', async () => {
    const leaky = createGatewayClient({
      baseUrl: server.url,
      apiKey: KEY,
      retries: 0,
      fetch: async (_input, init) => {
        throw new Error(`proxy refused request with apikey=${new Headers(init?.headers).get('apikey')}`);
      },
    });
    const error = await leaky.information().catch((e: unknown) => e);
    expect((error as GatewayError).kind).toBe('network');
    expect((error as GatewayError).message).toContain('proxy refused request with apikey=[redacted]');
    for (const text of renderings(error)) expect(text).not.toContain(KEY);
  });

  it('when the key is passed where a path parameter belongs', async () => {
    server.reset(() => {});
    const error = await gw.instance.connectionState(KEY, { timeoutMs: 1 }).then(() => null, (e: unknown) => e);
    // The instance name is sent (it is not known to be the key) but never echoed by errors.
    for (const text of renderings(error)) expect(text).not.toContain(KEY);
  });

  it('in configuration errors', () => {
    for (const options of [
      { baseUrl: KEY, apiKey: KEY },
      { baseUrl: 'http://127.0.0.1:1', apiKey: `${KEY}\n` },
      { baseUrl: 'http://127.0.0.1:1', apiKey: KEY, timeoutMs: -1 },
    ]) {
      let error: unknown;
      try {
        createGatewayClient(options);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(TypeError);
      expect(String(error)).not.toContain(KEY);
      expect(inspect(error)).not.toContain(KEY);
    }
  });

  it('in the client object', () => {
    expect(inspect(gw, { depth: 10, showHidden: true })).not.toContain(KEY);
    expect(JSON.stringify(gw)).not.toContain(KEY);
  });
});

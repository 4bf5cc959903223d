// The API key must never show up in an error (message, String, JSON, util.inspect, stack), in the
// client object, or in anything printed, whatever goes wrong, even when the server echoes it, in
// any form (raw, JSON- or URL-escaped, clipped).
import { inspect } from 'node:util';
import { FRAGMENT_LENGTH, secretForms } from '@msg-gateway/openapi/redact';
import { json, misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient, GatewayError } from '../src/index.js';
import { failure } from './helpers/failure.js';

// Characters that JSON and URLs escape, so that every escaped form differs from the raw one; long
// enough that a message clipped before redaction would still show a piece of it.
const KEY = `sk-test-SECRET-9f8e7d/"quote"\\back&amp<tag> é ${'x'.repeat(220)}`;
// What must never appear: the key's start (a clipped copy starts with it) and its escaped forms.
const LEAKS = ['sk-test-SECRET', JSON.stringify(KEY).slice(1, 40), encodeURIComponent(KEY).slice(0, 40), 'SECRET-9f8e7d'];

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
    restore.push(() => {
      stream.write = write as typeof stream.write;
    });
  }
  // Console output is recorded (as the console would render it) and kept off the test report.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      printed += args.map((a) => inspect(a, { depth: 10 })).join(' ');
    };
    restore.push(() => {
      console[method] = original;
    });
  }
  server = await startTestServer();
  gw = createGatewayClient({ baseUrl: server.url, apiKey: KEY, retries: { limit: 1, baseDelayMs: 1, maxDelayMs: 1 } });
});

afterAll(async () => {
  for (const undo of restore) undo();
  await server.close();
  for (const leak of LEAKS) expect(printed).not.toContain(leak);
});

/** Every rendering of `error` someone might log or ship. */
function renderings(error: GatewayError | TypeError): string[] {
  return [
    error.message,
    String(error),
    error.stack ?? '',
    JSON.stringify(error),
    inspect(error, { depth: 10 }),
    inspect(error, { depth: 10, showHidden: true }),
    JSON.stringify(error instanceof GatewayError ? (error.body ?? null) : null),
  ];
}

function expectNoKey(error: GatewayError | TypeError) {
  for (const text of renderings(error)) for (const leak of LEAKS) expect(text).not.toContain(leak);
}

const key = (req: { headers: Record<string, unknown> }) => String(req.headers.apikey);

describe('the API key stays secret', () => {
  it.each([
    [
      'an HTTP error whose body echoes the key',
      () =>
        server.reset((req, res) => json(res, 401, { status: 401, error: 'Unauthorized', response: { message: `bad key ${key(req)}` } })),
    ],
    [
      'an HTTP error whose body echoes the key in a name and a nested array',
      () =>
        server.reset((req, res) =>
          json(res, 400, { status: 400, error: 'Bad Request', response: { message: [[`x ${key(req)}`]], [key(req)]: 1 } }),
        ),
    ],
    [
      'an HTML answer that echoes the key',
      () =>
        server.reset((req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end(`<p>your key is ${key(req)}</p>`);
        }),
    ],
    [
      'a text answer that echoes the JSON-escaped key',
      () =>
        server.reset((req, res) => {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`upstream said ${JSON.stringify({ key: key(req) })}`);
        }),
    ],
    [
      'a text answer that echoes the URL-encoded key',
      () =>
        server.reset((req, res) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(`GET /?apikey=${encodeURIComponent(key(req))} failed`);
        }),
    ],
    [
      'a redirect whose Location carries the key',
      () =>
        server.reset((req, res) => {
          res.writeHead(307, { location: `http://127.0.0.1:1/${encodeURIComponent(key(req))}/x?k=${encodeURIComponent(key(req))}` });
          res.end();
        }),
    ],
    ['a dropped connection', () => server.reset(misbehave.drop())],
  ])('after %s', async (_name, arrange) => {
    arrange();
    const error = await failure(gw.instance.connectionState('my-instance'), { key: KEY });
    // The key really was sent: the test would be empty otherwise.
    expect(server.seen[0]?.headers.apikey).toBe(KEY);
    expectNoKey(error);
    console.error('request failed:', error);
    expect(printed).toContain('GatewayError');
  });

  it('after a timeout', async () => {
    server.reset(misbehave.hang());
    const error = await failure(gw.instance.connectionState('my-instance', { timeoutMs: 200 }), { key: KEY });
    expect(error.kind).toBe('timeout');
    expectNoKey(error);
  });

  it('after a refused connection', async () => {
    const spare = await startTestServer();
    await spare.close();
    const error = await failure(createGatewayClient({ baseUrl: spare.url, apiKey: KEY, retries: 0 }).information(), { key: KEY });
    expect(error.kind).toBe('network');
    expectNoKey(error);
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
    const error = await failure(leaky.information(), { key: KEY });
    expect(error.kind).toBe('network');
    expect(error.message).toContain('proxy refused request with apikey=[redacted]');
    expectNoKey(error);
  });

  it('when the key is passed where a path parameter belongs', async () => {
    // The instance name is sent (it is not known to be the key) but never echoed by errors.
    server.reset((req, res) => json(res, 404, { status: 404, error: 'Not Found', response: { message: [`no instance at ${req.url}`] } }));
    const error = await failure(gw.instance.connectionState(KEY), { key: KEY });
    expect(error.kind).toBe('http');
    expect(server.seen[0]?.url).toBe(`/instance/connectionState/${encodeURIComponent(KEY)}`);
    expect(error.path).toBe('/instance/connectionState/[redacted]');
    expectNoKey(error);
  });

  it('in configuration and argument errors', async () => {
    const errors: TypeError[] = [];
    for (const options of [
      { baseUrl: KEY, apiKey: KEY },
      { baseUrl: 'http://127.0.0.1:1', apiKey: `${KEY}\n` },
      { baseUrl: 'http://127.0.0.1:1', apiKey: KEY, timeoutMs: KEY as unknown as number },
      { baseUrl: 'http://127.0.0.1:1', apiKey: KEY, retries: { limit: KEY as unknown as number } },
    ]) {
      expect(() => createGatewayClient(options)).toThrow(TypeError);
      try {
        createGatewayClient(options);
      } catch (e) {
        errors.push(e as TypeError);
      }
    }
    for (const call of [
      () => gw.instance.connectionState('my-instance', { timeoutMs: KEY as unknown as number }),
      () => gw.message.sendLocation('my-instance', KEY as never),
    ]) {
      const outcome = await call().then(
        () => expect.fail('the call resolved; a TypeError was expected'),
        (e: unknown) => e,
      );
      expect(outcome).toBeInstanceOf(TypeError);
      errors.push(outcome as TypeError);
    }
    expect(errors).toHaveLength(6);
    for (const error of errors) expectNoKey(error);
  });

  it('in the client object', () => {
    expect(inspect(gw, { depth: 10, showHidden: true })).not.toContain('SECRET');
    expect(JSON.stringify(gw)).not.toContain('SECRET');
  });
});

describe('pieces of the API key stay secret', () => {
  // A key as gateways issue them (32 characters), and one with characters JSON escapes, whose
  // doubly escaped form differs from the raw one.
  const RANDOM = '3F2B1C9E8D4A4E6B9A7C2D1E0F5B6A48';
  const ODD = 'k3y"with\\back-slash-and-quotes-7f9c2e81';

  /** The runs of FRAGMENT_LENGTH characters of any form of `secret` that `text` shows, in any case. */
  const piecesIn = (text: string, secret: string): string[] => {
    const runs = secretForms(secret).flatMap((f) =>
      [...Array(Math.max(0, f.length - FRAGMENT_LENGTH + 1)).keys()].map((i) => f.slice(i, i + FRAGMENT_LENGTH)),
    );
    const lower = text.toLowerCase();
    return [...new Set(runs)].filter((run) => lower.includes(run.toLowerCase()));
  };

  const echoes: [string, (k: string) => string][] = [
    ['a 20-character prefix and a 20-character suffix (together, the whole key)', (k) => `bad key ${k.slice(0, 20)}…${k.slice(-20)}`],
    ['a 22-character piece from the middle', (k) => `token ${k.slice(5, 27)} rejected`],
    ['an 8-character piece', (k) => `starts with ${k.slice(0, FRAGMENT_LENGTH)}`],
    ['the key JSON-escaped twice (a body quoting a body)', (k) => JSON.stringify({ log: JSON.stringify({ apikey: k }) })],
    ['a piece of the twice-escaped key', (k) => JSON.stringify(JSON.stringify(k)).slice(3, 30)],
    ['the key upper-cased', (k) => `bad key ${k.toUpperCase()}`],
    ['the key lower-cased and URL-encoded', (k) => `/x?apikey=${encodeURIComponent(k.toLowerCase())}`],
  ];

  it.each([RANDOM, ODD].flatMap((secret) => echoes.map(([name, echo]) => [name, secret, echo] as const)))(
    'when the gateway echoes %s (key %j)',
    async (_name, secret, echo) => {
      server.reset((req, res) => json(res, 401, { status: 401, error: 'Unauthorized', response: { message: echo(key(req)) } }));
      const client = createGatewayClient({ baseUrl: server.url, apiKey: secret, retries: { limit: 1, baseDelayMs: 1, maxDelayMs: 1 } });
      const error = await failure(client.instance.connectionState('my-instance'), { key: secret });
      expect(server.seen[0]?.headers.apikey).toBe(secret);
      expect(error.message).toContain('[redacted]');
      for (const text of renderings(error)) expect(piecesIn(text, secret), text).toEqual([]);
    },
  );
});

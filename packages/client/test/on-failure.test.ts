// What a call needs only once it fails (the redactor, the error's text, the Retry-After reader, a
// redirect's location) is loaded then, from src/core/on-failure.ts (load-on-failure.ts). Here that
// load fails, as a browser's fetch of its chunk can: the call still rejects with a GatewayError of the
// right kind and status, that shows nothing the caller or the gateway wrote (the key may be in it),
// and the next failure, once the module can be had, gets the whole error again.
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const KEY = 'SECRET-on-failure-key-0123456789';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.doUnmock('../src/core/on-failure.js');
  vi.resetModules();
});

/** A fresh copy of the entry (its own load-on-failure state), with on-failure.ts failing to load until `restore()`. */
async function entryWithoutOnFailure() {
  vi.resetModules();
  vi.doMock('../src/core/on-failure.js', () => {
    throw new Error('the chunk could not be fetched');
  });
  const entry = await import('../src/index.js');
  return { ...entry, restore: () => vi.doUnmock('../src/core/on-failure.js') };
}

/** The rejection of `promise`; fails the test if it resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the call resolved'),
    (error: unknown) => error,
  );
}

describe('when on-failure.ts cannot be loaded', () => {
  it('rejects with a GatewayError of the right kind and status that shows nothing the caller or the gateway wrote', async () => {
    const { createGatewayClient, GatewayError } = await entryWithoutOnFailure();
    server.reset((req, res) => json(res, 404, { status: 404, error: 'Not Found', response: { message: [`no ${req.url} with ${KEY}`] } }));
    const gw = createGatewayClient({ baseUrl: server.url, apiKey: KEY, retries: 0 });
    const error = await rejection(gw.instance.connectionState(KEY));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      operationId: 'connectionState',
      method: 'GET',
      path: '/instance/connectionState/{instance}',
      body: undefined,
      attempts: 1,
      origin: server.url,
    });
    expect((error as Error).message).toBe(
      'GET /instance/connectionState/{instance} (connectionState) failed: http (404); the details could not be loaded',
    );
    expect(JSON.stringify(error)).not.toContain('SECRET');
    expect(String((error as Error).cause)).not.toContain('SECRET');
  });

  it('waits the usual backoff where a 503 asked for a Retry-After it cannot read, and names no redirect target', async () => {
    const { createGatewayClient } = await entryWithoutOnFailure();
    let calls = 0;
    server.reset((_req, res) => {
      calls++;
      res.writeHead(503, { 'retry-after': '3600', 'content-type': 'application/json' }).end('{"status":503}');
    });
    const gw = createGatewayClient({ baseUrl: server.url, apiKey: KEY, retries: { limit: 1, baseDelayMs: 1, maxDelayMs: 1 } });
    // Read, the Retry-After (an hour) would end the call at once, past its deadline; unread, the backoff repeats it.
    const error = await rejection(gw.instance.connectionState('my-instance', { timeoutMs: 60_000 }));
    expect(calls).toBe(2);
    expect(error).toMatchObject({ kind: 'http', status: 503, attempts: 2, retryAt: undefined });

    server.reset((_req, res) => {
      res.writeHead(302, { location: `http://elsewhere.invalid/${KEY}` }).end();
    });
    const redirected = await rejection(gw.instance.connectionState('my-instance'));
    expect(redirected).toMatchObject({ kind: 'redirect', status: 302, location: undefined });
  });

  it('tries again at the next failure, and then builds the whole error', async () => {
    const { createGatewayClient, restore } = await entryWithoutOnFailure();
    server.reset((_req, res) => json(res, 404, { status: 404, error: 'Not Found', response: { message: ['gone'] } }));
    const gw = createGatewayClient({ baseUrl: server.url, apiKey: KEY, retries: 0 });
    await expect(rejection(gw.instance.connectionState('shop-42'))).resolves.toMatchObject({ body: undefined });
    restore();
    const error = await rejection(gw.instance.connectionState('shop-42'));
    expect(error).toMatchObject({ path: '/instance/connectionState/shop-42', body: { status: 404, response: { message: ['gone'] } } });
    expect((error as Error).message).toContain(`answered 404 Not Found: gone`);
  });
});

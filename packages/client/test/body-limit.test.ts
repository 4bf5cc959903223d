// A gateway (or whatever answers at baseUrl) that sends a body larger than `maxBodyBytes`: the call
// fails with a GatewayError of kind `body-too-large` that names the limit and how to raise it, and
// the body is read chunk by chunk and dropped at the limit. The server proves the client stopped
// reading: it sends with backpressure, and the connection closes long before it has sent it all.
import type { ServerResponse } from 'node:http';
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES } from '../src/core/body.js';
import { createGatewayClient, type GatewayClientOptions } from '../src/index.js';
import { failure } from './helpers/failure.js';

const KEY = 'tk9-NbPbSCNV9Sxgr2';
const MiB = 1024 * 1024;
const STATE = { instance: { instanceName: 'my-instance', state: 'open' } };
const STATE_BYTES = Buffer.byteLength(JSON.stringify(STATE));

let server: TestServer;
const client = (options: Partial<GatewayClientOptions> = {}) =>
  createGatewayClient({ baseUrl: server.url, apiKey: KEY, retries: 0, timeoutMs: 20_000, ...options });

/** Streams `total` bytes of a JSON string with `status`, respecting backpressure; `sent` and `closed` say how far it got. */
function streamed(total: number, status = 200, headers: Record<string, string> = {}) {
  const progress = { sent: 0, closed: undefined as Promise<void> | undefined };
  server.reset((_req, res: ServerResponse) => {
    progress.closed = new Promise((resolve) => res.on('close', () => resolve()));
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    res.write('"');
    const pump = (): void => {
      while (progress.sent < total && !res.destroyed) {
        progress.sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!res.destroyed) res.end('"');
    };
    pump();
  });
  return progress;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('maxBodyBytes', () => {
  it('fails a 2xx body past the limit, naming the limit and how to raise it, and stops reading it', async () => {
    const total = 256 * MiB;
    const progress = streamed(total);
    const e = await failure(client({ maxBodyBytes: MiB }).instance.connectionState('my-instance'), { key: KEY });
    expect(e.kind).toBe('body-too-large');
    expect(e.status).toBe(200);
    expect(e.body).toBeUndefined();
    expect(e.message).toBe(
      `GET /instance/connectionState/my-instance (connectionState): the gateway at ${server.url} answered 200 OK with a body over ` +
        `maxBodyBytes (${MiB} bytes), not kept: raise maxBodyBytes (client or call option) if that is expected`,
    );
    await progress.closed;
    // What the kernel's socket buffers hold is all that went beyond the limit.
    expect(progress.sent).toBeLessThan(total / 2);
  });

  it('fails an error body past the limit the same way (openapi-fetch would read it whole)', async () => {
    const total = 256 * MiB;
    const progress = streamed(total, 500);
    const e = await failure(client({ maxBodyBytes: MiB }).instance.connectionState('my-instance'), { key: KEY });
    expect(e.kind).toBe('body-too-large');
    expect(e.status).toBe(500);
    await progress.closed;
    expect(progress.sent).toBeLessThan(total / 2);
  });

  it('fails at once when the declared Content-Length is past the limit, without waiting for the body', async () => {
    server.reset((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(64 * MiB) });
      res.write('"'); // and nothing more: a client that waited for the body would time out
    });
    const e = await failure(client({ maxBodyBytes: MiB, timeoutMs: 10_000 }).instance.connectionState('my-instance'), { key: KEY });
    expect(e.kind).toBe('body-too-large');
  });

  it('accepts a body of exactly the limit, and refuses one byte more', async () => {
    server.reset((_req, res) => json(res, 200, STATE));
    await expect(client({ maxBodyBytes: STATE_BYTES }).instance.connectionState('my-instance')).resolves.toEqual(STATE);
    const e = await failure(client({ maxBodyBytes: STATE_BYTES - 1 }).instance.connectionState('my-instance'));
    expect(e.kind).toBe('body-too-large');
  });

  it('counts bytes as they arrive, also without a Content-Length', async () => {
    server.reset((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(STATE));
    });
    await expect(client({ maxBodyBytes: STATE_BYTES }).instance.connectionState('my-instance')).resolves.toEqual(STATE);
    expect((await failure(client({ maxBodyBytes: STATE_BYTES - 1 }).instance.connectionState('my-instance'))).kind).toBe('body-too-large');
  });

  it('reads a body whose characters are split between chunks', async () => {
    const answer = { instance: { instanceName: 'promoção-😀', state: 'open' } };
    const bytes = Buffer.from(JSON.stringify(answer));
    const cut = bytes.indexOf(Buffer.from('ç')) + 1;
    server.reset((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // The second half waits until the first has left: two chunks, the cut inside "ç".
      res.write(bytes.subarray(0, cut), () => setTimeout(() => res.end(bytes.subarray(cut)), 20));
    });
    await expect(client().instance.connectionState('my-instance')).resolves.toEqual(answer);
  });

  it('is overridden per call', async () => {
    server.reset((_req, res) => json(res, 200, STATE));
    const gw = client({ maxBodyBytes: 1 });
    await expect(gw.instance.connectionState('my-instance', { maxBodyBytes: STATE_BYTES })).resolves.toEqual(STATE);
    const e = await failure(client().instance.connectionState('my-instance', { maxBodyBytes: 1 }));
    expect(e.message).toContain('over maxBodyBytes (1 bytes)');
  });

  it(`defaults to 32 MiB (${DEFAULT_MAX_BODY_BYTES} bytes)`, async () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(32 * MiB);
    const progress = streamed(DEFAULT_MAX_BODY_BYTES + MiB);
    const e = await failure(client().instance.connectionState('my-instance'));
    expect(e.kind).toBe('body-too-large');
    expect(e.message).toContain(`maxBodyBytes (${32 * MiB} bytes)`);
    await progress.closed;
  });

  it.each([
    [0, 'createGatewayClient: maxBodyBytes must be a whole number of bytes ≥ 1, got 0.'],
    [-1, 'createGatewayClient: maxBodyBytes must be a whole number of bytes ≥ 1, got -1.'],
    [1.5, 'createGatewayClient: maxBodyBytes must be a whole number of bytes ≥ 1, got 1.5.'],
    [Number.POSITIVE_INFINITY, 'createGatewayClient: maxBodyBytes must be a whole number of bytes ≥ 1, got Infinity.'],
    // A string is described, never quoted: it could be the key, and no redactor is loaded before a call fails.
    ['1mb', 'createGatewayClient: maxBodyBytes must be a whole number of bytes ≥ 1, got a string.'],
  ])('refuses %s as an option, and per call', async (value, message) => {
    expect(() => client({ maxBodyBytes: value as number })).toThrow(message);
    await expect(client().information({ maxBodyBytes: value as number })).rejects.toThrow(
      message.replace('createGatewayClient:', 'gw.information:'),
    );
  });
});

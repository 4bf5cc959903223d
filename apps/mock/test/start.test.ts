// startMock, the API other packages' tests use: it listens on a port the OS picks and reports it,
// close() frees the port and ends open connections, a busy port or a bad spec is a clear error,
// and an aborted start leaves nothing listening.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptsConnections, canListen, eventually } from '@msg-gateway/test-utils/ports';
import { afterAll, describe, expect, it } from 'vitest';
import { MockStartError, startMock } from '../src/index.js';
import { sendRaw } from './helpers/http.js';

const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const listening = (): number => process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap').length;
/** True once no more servers are open in this process than `before` (a failed listen's handle closes a tick later). */
const backTo = (before: number): Promise<boolean> => eventually(() => listening() <= before, { everyMs: 10 });
const failure = (promise: Promise<unknown>): Promise<MockStartError> =>
  promise.then(
    () => {
      throw new Error('startMock resolved');
    },
    (error: unknown) => {
      if (!(error instanceof MockStartError)) throw error;
      return error;
    },
  );

describe('startMock', () => {
  it('listens on the port the OS picked and answers there; close() frees it', async () => {
    const mock = await startMock({ port: 0 });
    expect(mock.port).toBeGreaterThan(0);
    expect(mock.host).toBe('127.0.0.1');
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`);
    expect((await fetch(`${mock.url}/`, { headers: { apikey: 'k' } })).status).toBe(200);
    // While it runs the port is taken (so the checks after close() can tell a difference).
    expect(await acceptsConnections(mock.port)).toBe(true);
    expect(await canListen(mock.port)).toBe(false);
    await mock.close();
    expect(await acceptsConnections(mock.port)).toBe(false);
    expect(await canListen(mock.port)).toBe(true);
    await mock.close(); // idempotent
  });

  it('close() ends open keep-alive connections instead of waiting for them', async () => {
    const mock = await startMock();
    const socket = connect({ port: mock.port, host: '127.0.0.1' });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: k\r\n\r\n'); // keep-alive by default
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    await mock.close();
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  it('reports a busy port from the listen error itself (EADDRINUSE)', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const error = await failure(startMock({ port: address.port }));
      expect(error.code).toBe('EADDRINUSE');
      expect(error.message).toBe(
        `Port ${address.port} on 127.0.0.1 is already in use. Stop whatever is listening there or choose another port (--port or PORT).`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('reports a host that is not an address of this machine (EADDRNOTAVAIL)', async () => {
    const error = await failure(startMock({ host: '192.0.2.1' }));
    expect(error.code).toBe('EADDRNOTAVAIL');
    expect(error.message).toMatch(/^Cannot listen on host "192\.0\.2\.1": it is not an address of this machine/);
  });

  it('reports a spec it cannot serve (SPEC), and leaves nothing listening', async () => {
    const before = listening();
    const empty = join(dir, 'empty.json');
    writeFileSync(empty, JSON.stringify({ openapi: '3.1.0', info: { title: 'empty', version: '1' }, paths: {} }));
    const noOperations = await failure(startMock({ spec: empty }));
    expect(noOperations.code).toBe('SPEC');
    expect(noOperations.message).toBe(`Cannot serve ${empty}: it describes no operations (no path has a method)`);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"openapi": "3.1.0", "paths": {');
    expect((await failure(startMock({ spec: broken }))).code).toBe('SPEC');
    expect(await backTo(before)).toBe(true);
  });

  it('rejects with ABORTED when the signal is aborted before or during the start, and leaves nothing listening', async () => {
    const before = listening();
    expect((await failure(startMock({ signal: AbortSignal.abort() }))).code).toBe('ABORTED');
    const controller = new AbortController();
    const starting = startMock({ signal: controller.signal });
    controller.abort(); // the spec is still being read
    expect((await failure(starting)).code).toBe('ABORTED');
    expect(await backTo(before)).toBe(true);
  });

  it('closes a started mock when its signal is aborted', async () => {
    const controller = new AbortController();
    const mock = await startMock({ signal: controller.signal });
    expect(await acceptsConnections(mock.port)).toBe(true);
    controller.abort();
    await mock.close();
    expect(await acceptsConnections(mock.port)).toBe(false);
  });

  it('serves several mocks side by side, each on its own port', async () => {
    const [a, b] = await Promise.all([startMock(), startMock({ dynamic: true, seed: 1 })]);
    try {
      expect(a.port).not.toBe(b.port);
      const raw = await sendRaw(
        b.port,
        'GET /instance/connectionState/x HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: k\r\nConnection: close\r\n\r\n',
      );
      expect(raw.status).toBe(200);
      expect((await fetch(`${a.url}/instance/connectionState/x`, { headers: { apikey: 'k' } })).status).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

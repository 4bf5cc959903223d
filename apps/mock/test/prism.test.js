// startMock, the launcher other packages' tests use: it owns the real Prism PID, stops it cleanly,
// refuses a busy port, can be aborted while loading, and never lets an API key into its logs.
import { createServer } from 'node:net';
import { describe, it } from 'vitest';
import { MockStartError, startMock } from '../src/prism.js';
import { eventually, isAlive, portIsClosed } from './helpers/processes.js';

// Independent tests (own ports), run concurrently; `expect` comes from each test's context.
describe.concurrent('startMock', () => {
  it('runs Prism as the process it holds, and stop() ends it and frees the port', async ({ expect }) => {
    const mock = await startMock();
    expect(isAlive(mock.pid)).toBe(true);
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`);
    expect((await fetch(`${mock.url}/`, { headers: { apikey: 'k' } })).status).toBe(200);
    await mock.stop();
    expect(await mock.exited).toEqual({ code: null, signal: 'SIGTERM' });
    expect(isAlive(mock.pid)).toBe(false);
    expect(await portIsClosed(mock.port)).toBe(true);
    await mock.stop(); // idempotent
  });

  it('rejects a busy port with code EADDRINUSE before starting Prism', async ({ expect }) => {
    const blocker = createServer();
    await new Promise((r) => blocker.listen(0, '127.0.0.1', r));
    try {
      const error = await startMock({ port: blocker.address().port }).catch((e) => e);
      expect(error).toBeInstanceOf(MockStartError);
      expect(error.code).toBe('EADDRINUSE');
      expect(error.message).toMatch(/already in use/);
    } finally {
      blocker.close();
    }
  });

  it('kills Prism when the start-up is aborted', async ({ expect }) => {
    const controller = new AbortController();
    const lines = [];
    const starting = startMock({ signal: controller.signal, logLevel: 'info', onLog: (l) => lines.push(l) });
    // Abort once Prism has printed something, i.e. the process exists and is loading.
    expect(await eventually(() => lines.length > 0, { timeoutMs: 20000 })).toBe(true);
    controller.abort();
    const error = await starting.catch((e) => e);
    expect(error.code).toBe('ABORTED');
  });

  it('redacts the API key from Prism’s debug log (which prints request headers)', async ({ expect }) => {
    const key = 'SECRET-startMock-key-93c2';
    const lines = [];
    const mock = await startMock({ logLevel: 'debug', onLog: (l) => lines.push(l) });
    try {
      await (await fetch(`${mock.url}/instance/connectionState/my-instance`, { headers: { apikey: key } })).text();
      expect(await eventually(() => lines.some((l) => /apikey: <redacted>/.test(l)))).toBe(true);
      expect(lines.join('\n')).not.toContain(key);
    } finally {
      await mock.stop();
    }
  });
});

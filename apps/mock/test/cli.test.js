// The msg-gateway-mock command as a user runs it: a real process, a real port. What it prints,
// how flags and environment pick the port, how it fails, and that stopping it leaves nothing behind.
// Each Prism start costs about two seconds of CPU, so each test that starts one checks a whole
// scenario (start → answer → stop → clean-up). The tests are independent (own ports, own processes)
// and run concurrently; `expect` comes from each test's context for that reason.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { freePort } from '../src/ports.js';
import { BIN, childPids, eventually, isAlive, parseReadyLine, portIsClosed, spawnCli } from './helpers/processes.js';

const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

/** Send `signal` to the CLI; check it exits 0, that its Prism child is gone and the port is free. */
async function expectCleanStop(expect, run, signal, port) {
  const [prism] = childPids(run.child.pid);
  expect(prism, 'the CLI runs Prism as its child').toBeDefined();
  expect(isAlive(prism)).toBe(true);
  run.child.kill(signal);
  const result = await run.exited;
  expect(result.code).toBe(0);
  expect(result.stderr).toMatch(new RegExp(`stopped \\(${signal}\\); port ${port} released`));
  expect(await eventually(() => !isAlive(prism))).toBe(true);
  expect(await portIsClosed(port)).toBe(true);
  return result;
}

describe.concurrent('msg-gateway-mock', () => {
  it('prints one ready line whose curl works, and stops cleanly on SIGTERM', async ({ expect }) => {
    const port = await freePort();
    const run = spawnCli(['--port', String(port)]);
    const line = await run.ready;
    expect(line).toBe(
      `Mock gateway (Evolution API 2.1.1 contract) on http://127.0.0.1:${port} — try: curl -H 'apikey: any-key' http://127.0.0.1:${port}/instance/connectionState/my-instance`,
    );
    const { header, key, tryUrl } = parseReadyLine(line);
    const res = await fetch(tryUrl, { headers: { [header]: key } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ instance: { instanceName: 'my-instance', state: 'open' } });
    const { stdout } = await expectCleanStop(expect, run, 'SIGTERM', port);
    expect(stdout).toBe(`${line}\n`);
  });

  it('takes HOST and PORT from the environment, lets --port win, and stops cleanly on SIGINT', async ({ expect }) => {
    const [flagPort, envPort] = [await freePort(), await freePort()];
    const run = spawnCli(['--port', String(flagPort)], { env: { PORT: String(envPort), HOST: 'localhost' } });
    const { url } = parseReadyLine(await run.ready);
    expect(url).toBe(`http://localhost:${flagPort}`);
    expect((await fetch(`${url}/`, { headers: { apikey: 'k' } })).status).toBe(200);
    expect(await portIsClosed(envPort)).toBe(true);
    await expectCleanStop(expect, run, 'SIGINT', flagPort);
  });

  it('stops when the npm script shell that started it dies (what a SIGTERM to `npm start` does)', async ({ expect }) => {
    const port = await freePort();
    // What `npm start` runs: sh -c "turbo … && node bin/msg-gateway-mock.js" (no exec).
    const run = spawnCli([], { command: `true && "${process.execPath}" "${BIN}" --port ${port}`, env: { npm_lifecycle_event: 'start' } });
    await run.ready;
    const [cli] = childPids(run.child.pid);
    const [prism] = childPids(cli);
    expect(isAlive(cli)).toBe(true);
    expect(isAlive(prism)).toBe(true);
    run.child.kill('SIGKILL'); // sh dies, as it does on the SIGTERM npm forwards to it
    expect(await eventually(() => !isAlive(cli) && !isAlive(prism))).toBe(true);
    expect(await portIsClosed(port)).toBe(true);
  });

  it('leaves no Prism behind even when the CLI is killed with SIGKILL', async ({ expect }) => {
    const port = await freePort();
    const run = spawnCli(['--port', String(port)]);
    await run.ready;
    const [prism] = childPids(run.child.pid);
    expect(isAlive(prism)).toBe(true);
    run.child.kill('SIGKILL');
    expect(await eventually(() => !isAlive(prism))).toBe(true);
    expect(await portIsClosed(port)).toBe(true);
  });

  it('never prints the API key, even with --verbose', async ({ expect }) => {
    const key = 'SECRET-msg-gateway-mock-key-7d41';
    const run = spawnCli(['--port', '0', '--verbose']);
    const { url } = parseReadyLine(await run.ready);
    const post = (body) =>
      fetch(`${url}/message/sendLocation/my-instance`, {
        method: 'POST',
        headers: { apikey: key, 'content-type': 'application/json' },
        body,
      });
    await (await fetch(`${url}/instance/connectionState/my-instance`, { headers: { apikey: key } })).text();
    await (await post('{}')).text();
    await (await post('{not json')).text();
    run.child.kill('SIGTERM');
    const { stdout, stderr } = await run.exited;
    expect(stderr).toMatch(/connectionState/); // --verbose did log the requests…
    expect(stderr).toMatch(/required property 'number'/); // …and the violations
    expect(stdout + stderr).not.toContain(key);
  });

  describe('failures are one clear message, never a stack trace', () => {
    it.for([
      [['--port', 'abc'], {}, /^msg-gateway-mock: --port must be a whole number from 0 to 65535/],
      [['--bogus'], {}, /^msg-gateway-mock: Unknown option --bogus/],
      [[], { PORT: 'abc' }, /^msg-gateway-mock: PORT must be a whole number/],
    ])('%j %j exits 2', async ([args, env, message], { expect }) => {
      const { code, stdout, stderr } = await spawnCli(args, { env }).exited;
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
      expect(stderr).toMatch(/--help/);
      expect(stderr).not.toMatch(STACK_LINE);
    });

    it('exits 1 when the port is busy', async ({ expect }) => {
      const blocker = createServer();
      await new Promise((r) => blocker.listen(0, '127.0.0.1', r));
      const { port } = blocker.address();
      try {
        const { code, stdout, stderr } = await spawnCli(['--port', String(port)]).exited;
        expect(code).toBe(1);
        expect(stdout).toBe('');
        expect(stderr.trim()).toBe(
          `msg-gateway-mock: Port ${port} on 127.0.0.1 is already in use. Stop whatever is listening there or choose another port (--port or PORT).`,
        );
      } finally {
        blocker.close();
      }
    });

    it('exits 1 when the host is not an address of this machine', async ({ expect }) => {
      const { code, stderr } = await spawnCli(['--host', '192.0.2.1', '--port', '0']).exited;
      expect(code).toBe(1);
      expect(stderr).toMatch(/^msg-gateway-mock: Cannot listen on host "192.0.2.1": it is not an address of this machine/);
      expect(stderr).not.toMatch(STACK_LINE);
    });

    it('exits 1 with Prism’s reason when the spec has no operations', async ({ expect }) => {
      const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-'));
      const spec = join(dir, 'empty.json');
      writeFileSync(spec, JSON.stringify({ openapi: '3.1.0', info: { title: 'empty', version: '1' }, paths: {} }));
      try {
        const { code, stderr } = await spawnCli(['--spec', spec, '--port', '0']).exited;
        expect(code).toBe(1);
        expect(stderr.trim()).toBe(`msg-gateway-mock: Prism could not serve ${spec}: No operations found in the current file.`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

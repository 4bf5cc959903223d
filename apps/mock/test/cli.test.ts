// The msg-gateway-mock command as a user runs it: a real process on a port it picks (--port 0, read
// back from the ready line). What it prints, how flags and environment pick the port, how it fails,
// that no request takes it down, and that stopping it frees the port. The tests are independent
// (own processes, own ports) and run concurrently; `expect` comes from each test's context.

import { profileNames } from '@msg-gateway/openapi/profiles';
import { acceptsConnections, holdPort } from '@msg-gateway/test-utils/ports';
import type { CliRun } from '@msg-gateway/test-utils/processes';
import { beforeAll, describe, it } from 'vitest';
import { exampleRequest } from '../src/common/spec.js';
import { startMock } from '../src/start.js';
import { assertBuilt, BIN, parseReadyLine, READY, spawnCli, spawnShell } from './helpers/cli.js';
import { op, spec } from './helpers/contract.js';
import { send, sendRaw } from './helpers/http.js';

/** The profiles the openapi package ships, as a message lists them (one source: its registry). */
const KNOWN_PROFILES = profileNames().sort().join(', ').replaceAll('.', '\\.');

const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;
beforeAll(assertBuilt);

/** Resolves with the exit, or rejects after `ms` (a process that should have stopped and did not). */
function exitWithin(run: CliRun, ms = 60_000): CliRun['exited'] {
  return Promise.race([
    run.exited,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`still running after ${ms} ms:\n${run.out.stderr}`)), ms).unref(),
    ),
  ]);
}

describe.concurrent('msg-gateway-mock', () => {
  it('prints one ready line whose curl works, and stops cleanly on SIGTERM, freeing the port', async ({ expect }) => {
    const run = spawnCli(['--port', '0']);
    const line = await run.ready(READY);
    const { port, header, key, tryUrl } = parseReadyLine(line);
    expect(line).toBe(
      `Mock gateway (Evolution API 2.1.1 contract) on http://127.0.0.1:${port} — try: curl -H 'apikey: any-key' http://127.0.0.1:${port}/instance/connectionState/my-instance`,
    );
    const res = await fetch(tryUrl, { headers: { [header]: key } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ instance: { instanceName: 'my-instance', state: 'open' } });
    expect(await acceptsConnections(port)).toBe(true);
    run.child.kill('SIGTERM');
    const { code, stdout, stderr } = await exitWithin(run);
    expect(code).toBe(0);
    expect(stdout).toBe(`${line}\n`);
    // One line per request by default, then the goodbye.
    expect(stderr).toMatch(
      new RegExp(
        `^GET /instance/connectionState/my-instance → 200 \\(\\d+ ms\\)\nmsg-gateway-mock: stopped \\(SIGTERM\\); port ${port} released\\.\n$`,
      ),
    );
    expect(await acceptsConnections(port)).toBe(false);
  });

  it('stops when the npm script shell that started it dies (what a SIGTERM to `npm start` does)', async ({ expect }) => {
    // What `npm start` runs: sh -c "turbo … && node apps/mock/bin/msg-gateway-mock.js" (no exec).
    const run = spawnShell(`true && "${process.execPath}" "${BIN}" --port 0`, { env: { npm_lifecycle_event: 'start' } });
    const { port } = parseReadyLine(await run.ready(READY));
    run.child.kill('SIGKILL'); // sh dies, as it does on the SIGTERM npm forwards to it
    // `exited` waits for the output pipes, which the mock inherited: they close when the mock exits.
    const { stderr } = await exitWithin(run);
    expect(stderr).toBe(`msg-gateway-mock: stopped (the npm script that ran it ended); port ${port} released.\n`);
    expect(await acceptsConnections(port)).toBe(false);
  });

  it('is the only process on its port: killed with SIGKILL, nothing keeps listening', async ({ expect }) => {
    const run = spawnCli(['--port', '0']);
    const { port } = parseReadyLine(await run.ready(READY));
    expect(await acceptsConnections(port)).toBe(true);
    run.child.kill('SIGKILL');
    expect((await exitWithin(run)).signal).toBe('SIGKILL');
    expect(await acceptsConnections(port)).toBe(false);
  });

  it('survives every request that used to take it down, and keeps answering', async ({ expect }) => {
    const run = spawnCli(['--port', '0']);
    const { url, port } = parseReadyLine(await run.ready(READY));
    const connectionState = exampleRequest(spec, op('connectionState'));
    const sendLocation = exampleRequest(spec, op('sendLocation'));
    const statuses: number[] = [];
    for (const accept of ['json', 'text/html;']) statuses.push((await send(url, connectionState, { headers: { accept } })).status);
    for (const bad of ['100%', '%zz', '%c0%af'])
      statuses.push((await send(url, connectionState, { path: `/instance/connectionState/${bad}` })).status);
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    statuses.push(
      (await send(url, exampleRequest(spec, op('logoutInstance')), { rawBody: deep, headers: { 'content-type': 'application/json' } }))
        .status,
    );
    statuses.push((await send(url, sendLocation, { headers: { 'content-type': ';;;' } })).status);
    const jsone = Buffer.concat([
      Buffer.from('POST /message/sendLocation/x HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: k\r\nContent-Type: application/json'),
      Buffer.from('é'),
      Buffer.from('\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'),
    ]);
    statuses.push((await sendRaw(port, jsone)).status);
    statuses.push((await sendRaw(port, 'GET // HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).status);
    // logout takes no body: the deep one is ignored (issue 12), not parsed.
    expect(statuses).toEqual([200, 200, 400, 400, 400, 200, 415, 415, 404]);
    expect((await send(url, connectionState)).status).toBe(200);
    expect(run.child.exitCode).toBeNull();
    // Rejected requests are logged on stderr, one line each, saying why.
    expect(run.out.stderr).toMatch(/^GET \/instance\/connectionState\/100% → 400 \(\d+ ms\) — The path .* has invalid percent-encoding/m);
    run.child.kill('SIGTERM');
    expect((await exitWithin(run)).code).toBe(0);
  });

  it('never prints the API key, in text or JSON logs', async ({ expect }) => {
    const key = 'SECRET-msg-gateway-mock-key-7d41';
    const run = spawnCli(['--port', '0']);
    const { url } = parseReadyLine(await run.ready(READY));
    const headers = { apikey: key };
    await send(url, exampleRequest(spec, op('connectionState')), { headers });
    await send(url, exampleRequest(spec, op('sendLocation')), { headers, body: {} });
    await send(url, exampleRequest(spec, op('sendLocation')), { headers, rawBody: `{not json ${key}` });
    await send(url, exampleRequest(spec, op('connectionState')), { headers, path: `/instance/connectionState/${key}?apikey=${key}` });
    run.child.kill('SIGTERM');
    const { stdout, stderr } = await exitWithin(run);
    expect(stderr).toMatch(/^GET \/instance\/connectionState\/my-instance → 200/m); // every request is logged…
    expect(stderr).toMatch(/instance requires property "number"/); // …and why one was rejected
    expect(stderr).toMatch(/\[redacted\]/);
    expect(stdout + stderr).not.toContain(key);
  });

  it('--api-key (or MOCK_API_KEY) is enforced and never printed; a weak one is warned about', async ({ expect }) => {
    const key = 'SECRET-mock-global-key-5be2';
    const byFlag = spawnCli(['--port', '0', '--instances', 'shop-42', '--api-key', key]);
    const byEnv = spawnCli(['--port', '0', '--instances', 'shop-42'], { env: { MOCK_API_KEY: key } });
    const weak = spawnCli(['--port', '0', '--api-key', 'k']);
    for (const run of [byFlag, byEnv]) {
      const { url } = parseReadyLine(await run.ready(READY));
      const path = '/instance/connectionState/shop-42';
      expect((await fetch(`${url}${path}`, { headers: { apikey: key } })).status).toBe(200);
      expect((await fetch(`${url}${path}`, { headers: { apikey: 'any-key' } })).status).toBe(401);
      expect((await fetch(`${url}${path}?apikey=${key}`, { headers: { apikey: `${key}x` } })).status).toBe(401);
      run.child.kill('SIGTERM');
      const { stdout, stderr } = await exitWithin(run);
      expect(stderr).toMatch(/→ 401/);
      expect(stdout + stderr).not.toContain(key);
      expect(stderr).not.toMatch(/warning/);
    }
    await weak.ready(READY);
    weak.child.kill('SIGTERM');
    const { stderr } = await exitWithin(weak);
    expect(stderr).toMatch(/^msg-gateway-mock: warning: the API key is only 1 character long: easy to guess/m);
  });

  it('--dynamic --seed gives the same bodies as startMock with that seed in another process', async ({ expect }) => {
    const run = spawnCli(['--port', '0', '--dynamic', '--seed', '1', '--log', 'json']);
    const line = await run.ready(READY);
    expect(line).toMatch(/^Mock gateway \(Evolution API 2\.1\.1 contract, generated bodies, seed 1\) on/);
    const inProcess = await startMock({ dynamic: true, seed: 1 });
    try {
      // Operations whose answers hold neither a clock-dependent value nor a fresh id: the rest
      // depend on when they are answered (dynamic.test.ts fixes the clock for those).
      for (const id of [
        'getInformation',
        'markMessageAsRead',
        'fetchPrivacySettings',
        'setPresence',
        'connectionState',
        'fetchGroupParticipants',
      ]) {
        const request = exampleRequest(spec, op(id));
        const [cli, here] = await Promise.all([send(parseReadyLine(line).url, request), send(inProcess.url, request)]);
        expect(cli.status, id).toBe(200 + (id === 'markMessageAsRead' || id === 'setPresence' ? 1 : 0));
        expect(cli.body, id).toEqual(here.body);
      }
    } finally {
      await inProcess.close();
      run.child.kill('SIGTERM');
      await exitWithin(run);
    }
    // --log json: one JSON object per request line.
    const logged = run.out.stderr.split('\n').filter((l) => l.startsWith('{'));
    expect(logged.map((l) => (JSON.parse(l) as { operationId?: string }).operationId)).toContain('setPresence');
  });

  it('serves the 2.1.1 profile with --profile, and refuses an unknown profile with exit 2', async ({ expect }) => {
    const run = spawnCli(['--port', '0', '--profile', 'evolution-2.1.1']);
    const line = await run.ready(READY);
    expect(line).toMatch(/^Mock gateway \(Evolution API 2\.1\.1 profile\) on /);
    const { url } = parseReadyLine(line);
    const res = await fetch(`${url}/instance/restart/shop-42`, { method: 'POST', headers: { apikey: 'k' } });
    expect(res.status).toBe(200);
    run.child.kill('SIGTERM');
    expect((await exitWithin(run)).code).toBe(0);
    const unknown = await exitWithin(spawnCli(['--profile', 'evolution-9.9']));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      new RegExp(`^msg-gateway-mock: --profile: Unknown profile "evolution-9\\.9"\\. Known profiles: ${KNOWN_PROFILES};`),
    );
  });

  it('answers --help and --version with exit 0', async ({ expect }) => {
    const help = await exitWithin(spawnCli(['--help']));
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: msg-gateway-mock \[options\]/);
    const version = await exitWithin(spawnCli(['--version']));
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\S* \(Evolution API 2\.1\.1 contract\)\n$/);
  });

  describe('failures are one clear message, never a stack trace', () => {
    it.for([
      [['--port', 'abc'], {}, /^msg-gateway-mock: --port must be a whole number from 0 to 65535/],
      [['--bogus'], {}, /^msg-gateway-mock: Unknown option --bogus/],
      [
        ['--acks', 'bogus'],
        {},
        /^msg-gateway-mock: --acks is none \(stays PENDING; the default\), sent, delivered, read .*; got "bogus"\.\n/,
      ],
      [[], { PORT: 'abc' }, /^msg-gateway-mock: PORT must be a whole number/],
    ] as const)('%j %j exits 2', async ([args, env, message], { expect }) => {
      const { code, stdout, stderr } = await exitWithin(spawnCli([...args], { env }));
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
      expect(stderr).toMatch(/--help/);
      expect(stderr).not.toMatch(STACK_LINE);
    });

    it('exits 1 when the port is busy', async ({ expect }) => {
      const busy = await holdPort();
      try {
        const { code, stdout, stderr } = await exitWithin(spawnCli(['--port', String(busy.port)]));
        expect(code).toBe(1);
        expect(stdout).toBe('');
        expect(stderr).toBe(
          `msg-gateway-mock: Port ${busy.port} on 127.0.0.1 is already in use. Stop whatever is listening there or choose another port (--port or PORT).\n`,
        );
      } finally {
        await busy.close();
      }
    });
  });
});

// The machine-readable ready signal (--ready-json, --ready-file), the ready line of a mock with no
// instance (its curl creates one, and works), and the start event of a mock with no instance.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../src/start.js';
import { assertBuilt, READY, spawnCli } from './helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-ready-'));
/** Every mock this file starts: one a failed check left running is stopped at the end. */
const started: ReturnType<typeof spawnCli>[] = [];
const cli = (args: string[]): ReturnType<typeof spawnCli> => {
  const run = spawnCli(args);
  started.push(run);
  return run;
};
beforeAll(assertBuilt);
afterAll(async () => {
  for (const run of started.filter((r) => r.child.exitCode === null && r.child.signalCode === null)) {
    run.child.kill('SIGTERM');
    await run.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** The request the prose ready line's curl makes: method, headers, body and URL. */
function curlOf(line: string): { url: string; init: RequestInit } {
  const curl = line.slice(line.indexOf('try: curl ') + 'try: curl '.length);
  const method = /-X (\w+)/.exec(curl)?.[1] ?? 'GET';
  const headers = Object.fromEntries([...curl.matchAll(/-H '([^:]+): ([^']*)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
  const body = /-d '([^']*)'/.exec(curl)?.[1];
  const url = /(http:\/\/\S+)$/.exec(curl)?.[1] ?? '';
  return { url, init: { method, headers, ...(body !== undefined && { body }) } };
}

describe('the ready signal', () => {
  it('--ready-json prints {url, port, pid, profile} as the stdout line and --ready-file writes it; the file goes at the stop', async () => {
    const file = join(dir, 'ready.json');
    const run = cli(['--port', '0', '--profile', 'evolution-2.3.7', '--ready-json', '--ready-file', file, '--log', 'off']);
    const line = await run.ready(/^\{/);
    const signal = JSON.parse(line) as { url: string; port: number; pid: number; profile: string };
    expect(signal).toEqual({ url: `http://127.0.0.1:${signal.port}`, port: signal.port, pid: run.child.pid, profile: 'evolution-2.3.7' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(signal);
    expect((await fetch(`${signal.url}/`, { headers: { apikey: 'k' } }).then((r) => r.json())) as unknown).toMatchObject({
      version: '2.3.7',
    });
    run.child.kill('SIGTERM');
    const { code, stdout, stderr } = await run.exited;
    expect(code).toBe(0);
    expect(stdout).toBe(`${line}\n`);
    expect(stderr.split('\n')[0]).toMatch(READY); // the prose line, for people, on stderr
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a --ready-file in a folder that does not exist (exit 2, one line)', async () => {
    const run = cli(['--port', '0', '--ready-file', join(dir, 'no-such-folder', 'ready.json')]);
    const { code, stderr } = await run.exited;
    expect(code).toBe(2);
    expect(stderr).toMatch(/^msg-gateway-mock: --ready-file needs a file path in a folder that exists/);
  });
});

describe('a mock started with --instances none', () => {
  it.each([
    ['evolution-2.3.7', 201],
    [undefined, 201],
  ])('suggests a curl that works (%s): it creates an instance', async (profile, status) => {
    const run = cli(['--port', '0', '--instances', 'none', '--log', 'off', ...(profile ? ['--profile', profile] : [])]);
    try {
      const line = await run.ready(READY);
      expect(line).not.toContain('connectionState');
      const { url, init } = curlOf(line);
      const res = await fetch(url, init);
      expect(res.status, await res.clone().text()).toBe(status);
      const list = (await fetch(url.replace(/\/(instance\/create|__mock\/instances)$/, '/__mock/instances')).then((r) => r.json())) as {
        name: string;
      }[];
      expect(list.map((i) => i.name)).toEqual(['my-instance']);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

  describe('delivers application.startup only for an instance that exists', () => {
    let hooks: TestServer;
    beforeAll(async () => {
      hooks = await startTestServer((_req, res) => json(res, 200, {}));
    });
    afterAll(() => hooks.close());

    it.each([
      ['none', []],
      ['shop-42', ['shop-42']],
      ['*', ['my-instance']],
    ])('--instances %s: %j', async (instances, expected) => {
      hooks.reset((_req, res) => json(res, 200, {}));
      const mock = await startMock({ port: 0, instances, webhook: { url: `${hooks.url}/hooks` } });
      try {
        await mock.deliveries.settled(30_000);
        const startups = hooks.seen.map((seen) => JSON.parse(seen.body) as { event: string; instance: string });
        expect(startups.filter((p) => p.event === 'application.startup').map((p) => p.instance)).toEqual(expected);
      } finally {
        await mock.close();
      }
    });
  });
});

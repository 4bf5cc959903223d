// The CLI's main() in this process, with its own stdout, stderr and signals: the same code the bin
// runs, without the second a new process spends loading Prism. (cli.test.ts runs the real bin.)
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptsConnections, eventually, holdPort } from '@msg-gateway/test-utils/ports';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { parseReadyLine, READY } from './helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[], env: Record<string, string> = {}) {
  const out = { stdout: '', stderr: '' };
  const signals = new EventEmitter();
  let parent = 1000;
  const exit = main({
    argv,
    env,
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
    signals: {
      on: (signal, listener) => signals.on(signal, listener),
      off: (signal, listener) => signals.off(signal, listener),
    },
    parentPid: () => parent,
  });
  const ready = async (): Promise<string> => {
    const line = await eventually(() => out.stdout.split('\n').find((l) => READY.test(l)));
    if (!line) throw new Error(`no ready line; stderr: ${out.stderr}`);
    return line;
  };
  return { out, exit, ready, signal: (name: string) => signals.emit(name, name), orphan: () => (parent = 1) };
}

describe('main()', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'])('stops on %s with exit 0, saying so, and frees the port', async (signal) => {
    const cli = run(['--port', '0']);
    const { port } = parseReadyLine(await cli.ready());
    expect(await acceptsConnections(port)).toBe(true);
    cli.signal(signal);
    expect(await cli.exit).toBe(0);
    expect(cli.out.stderr).toBe(`msg-gateway-mock: stopped (${signal}); port ${port} released.\n`);
    expect(await acceptsConnections(port)).toBe(false);
  });

  it('stops when an npm script started it and its parent is gone, not otherwise', async () => {
    const npm = run(['--port', '0'], { npm_lifecycle_event: 'start' });
    const plain = run(['--port', '0']);
    const [npmPort, plainPort] = [parseReadyLine(await npm.ready()).port, parseReadyLine(await plain.ready()).port];
    npm.orphan();
    plain.orphan();
    expect(await npm.exit).toBe(0);
    expect(npm.out.stderr).toBe(`msg-gateway-mock: stopped (the npm script that ran it ended); port ${npmPort} released.\n`);
    // `nohup msg-gateway-mock &` outlives its shell: still answering after the npm one stopped.
    expect(await acceptsConnections(plainPort)).toBe(true);
    plain.signal('SIGTERM');
    expect(await plain.exit).toBe(0);
  });

  it('stops without a ready line when the signal comes while the spec is loading', async () => {
    const cli = run(['--port', '0']);
    cli.signal('SIGINT');
    expect(await cli.exit).toBe(0);
    expect(cli.out.stdout).toBe('');
    expect(cli.out.stderr).toBe('msg-gateway-mock: stopped (SIGINT) before the mock was ready.\n');
  });

  it('takes PORT and HOST from the environment', async () => {
    const busy = await holdPort();
    try {
      const fromEnv = run([], { PORT: String(busy.port) });
      expect(await fromEnv.exit).toBe(1);
      expect(fromEnv.out.stderr).toBe(
        `msg-gateway-mock: Port ${busy.port} on 127.0.0.1 is already in use. Stop whatever is listening there or choose another port (--port or PORT).\n`,
      );
      const flagWins = run(['--port', '0'], { PORT: String(busy.port), HOST: 'localhost' });
      const { url, port } = parseReadyLine(await flagWins.ready());
      expect(url).toBe(`http://localhost:${port}`);
      flagWins.signal('SIGTERM');
      expect(await flagWins.exit).toBe(0);
    } finally {
      await busy.close();
    }
  });

  it('exits 1 with one line when the host is not local or the spec cannot be served', async () => {
    const host = run(['--host', '192.0.2.1', '--port', '0']);
    expect(await host.exit).toBe(1);
    expect(host.out.stderr).toMatch(
      /^msg-gateway-mock: Cannot listen on host "192\.0\.2\.1": it is not an address of this machine\. .*\n$/,
    );
    const file = join(dir, 'not-openapi.json');
    writeFileSync(file, '{"hello": "world"}');
    const spec = run(['--spec', file, '--port', '0']);
    expect(await spec.exit).toBe(1);
    expect(spec.out.stderr).toBe(`msg-gateway-mock: Cannot serve ${file}: Unsupported document format\n`);
  });

  it('prints every request on stderr by default, JSON lines with --log json, nothing with --log off', async () => {
    const outputs: Record<string, string> = {};
    for (const format of ['text', 'json', 'off']) {
      const cli = run(['--port', '0', ...(format === 'text' ? [] : ['--log', format])]);
      const { url } = parseReadyLine(await cli.ready());
      await (await fetch(`${url}/instance/connectionState/x`, { headers: { apikey: 'k' } })).text();
      await (await fetch(`${url}/instance/connectionState/x`)).text();
      cli.signal('SIGTERM');
      await cli.exit;
      outputs[format] = cli.out.stderr.replace(/^msg-gateway-mock: stopped.*\n/m, '');
    }
    const text = (outputs['text'] ?? '').split('\n').filter(Boolean);
    expect(text).toHaveLength(2);
    expect(text[0]).toMatch(/^GET \/instance\/connectionState\/x → 200 \(\d+ ms\)$/);
    expect(text[1]).toMatch(
      /^GET \/instance\/connectionState\/x → 401 \(\d+ ms\) — Invalid security scheme used: the apikey header is missing/,
    );
    const json = (outputs['json'] ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json.map((e) => [e['kind'], e['method'], e['target'], e['operationId'], e['status']])).toEqual([
      ['request', 'GET', '/instance/connectionState/x', 'connectionState', 200],
      ['request', 'GET', '/instance/connectionState/x', 'connectionState', 401],
    ]);
    expect(json[0]?.['time']).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(outputs['off']).toBe('');
  });

  it('--verbose: the text log with the headers of each request, the key redacted (in JSON lines with --log json)', async () => {
    const key = 'VERBOSE-secret-key-91c3';
    const outputs: string[] = [];
    for (const extra of [[], ['--log', 'json']]) {
      const cli = run(['--port', '0', '--verbose', ...extra]);
      const { url } = parseReadyLine(await cli.ready());
      await (await fetch(`${url}/instance/connectionState/x`, { headers: { apikey: key, 'x-request-id': `id-${key}` } })).text();
      cli.signal('SIGTERM');
      expect(await cli.exit).toBe(0);
      outputs.push(cli.out.stderr);
    }
    const [text = '', json = ''] = outputs;
    expect(text).toMatch(/^GET \/instance\/connectionState\/x → 200 \(\d+ ms\)\n( {4}[a-z-]+: .*\n)+msg-gateway-mock: stopped/);
    expect(text).toContain('\n    apikey: [redacted]\n');
    expect(text).toContain('\n    x-request-id: id-[redacted]\n');
    const event = JSON.parse(json.split('\n')[0] ?? '') as { headers?: Record<string, string> };
    expect(event.headers).toMatchObject({ apikey: '[redacted]', 'x-request-id': 'id-[redacted]' });
    expect(text + json).not.toContain(key);
  });

  it('serves the profile --profile names, and MOCK_PROFILE when the flag is absent', async () => {
    for (const [argv, env] of [
      [['--profile', 'evolution-2.1.1'], {}],
      [[], { MOCK_PROFILE: 'evolution-2.1.1' }],
    ] as const) {
      const cli = run(['--port', '0', '--log', 'off', ...argv], env);
      const line = await cli.ready();
      expect(line).toMatch(/^Mock gateway \(Evolution API 2\.1\.1 profile\) on /);
      const { url } = parseReadyLine(line);
      // Restart is a POST on 2.1.1 (a PUT under the contract).
      expect((await fetch(`${url}/instance/restart/x`, { method: 'POST', headers: { apikey: 'k' } })).status).toBe(200);
      cli.signal('SIGTERM');
      expect(await cli.exit).toBe(0);
    }
  });

  it("exits 2 with the overlay's own message when an overlay does not apply", async () => {
    const file = join(dir, 'stale-overlay.yaml');
    writeFileSync(
      file,
      'overlay: 1.0.0\ninfo: {title: stale, version: 1.0.0}\nactions:\n  - target: $.paths["/no/such/path"].get\n    update: {summary: x}\n',
    );
    const cli = run(['--port', '0', '--overlay', file]);
    expect(await cli.exit).toBe(2);
    expect(cli.out.stdout).toBe('');
    expect(cli.out.stderr).toBe(
      `msg-gateway-mock: ${file}: actions[0] changes nothing: its target $.paths["/no/such/path"].get selects no node of the description.\nRun 'msg-gateway-mock --help' for the options.\n`,
    );
  });

  it('reloads a --spec file that changes, and prints why it keeps the last version while the file is half written', async () => {
    const file = join(dir, 'watched.json');
    const specWith = (paths: string[]): string =>
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Watched', version: '1' },
        paths: Object.fromEntries(
          paths.map((p) => [
            p,
            { get: { responses: { '200': { description: 'ok', content: { 'application/json': { example: { p } } } } } } },
          ]),
        ),
      });
    writeFileSync(file, specWith(['/a']));
    const cli = run(['--port', '0', '--spec', file]);
    const url = /^Mock of "Watched" on (http:\/\/\S+) — try: curl http:\/\/\S+\/a$/.exec(await cli.ready())?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    writeFileSync(file, specWith(['/a', '/b']));
    expect(await eventually(async () => (await fetch(`${url}/b`)).status === 200)).toBe(true);
    expect(cli.out.stderr).toContain(`${file} changed: now serving its 2 operations.\n`);
    writeFileSync(file, specWith(['/a', '/b', '/c']).slice(0, 40));
    expect(await eventually(() => cli.out.stderr.includes('cannot be served'))).toBe(true);
    expect(cli.out.stderr).toMatch(/cannot be served \(.+\); still serving the last version that could\.\n/);
    expect(cli.out.stderr).not.toMatch(/^\s+at /m);
    expect((await fetch(`${url}/b`)).status).toBe(200);
    cli.signal('SIGTERM');
    expect(await cli.exit).toBe(0);
  });
});

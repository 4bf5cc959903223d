// Runs that cannot check the gateway end with exit code 2 and one clear message, never a stack
// trace, never a hang and never a pass: bad flags, no key or a key no header can carry, an
// unreachable or misbehaving gateway, an unusable overlay, hooks that do not load, nothing left
// to check. None of these messages repeats the key or a URL's credentials. Mistakes found before
// anything is sent go through `main` in this process; the rest run the real CLI.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { profileNames } from '@msg-gateway/openapi/profiles';
import { misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractRunError } from '../src/errors.js';
import { escapeXml } from '../src/report/junit.js';
import { runContract } from '../src/run.js';
import { type BrokenGateway, startBrokenGateway } from './fixtures/broken-gateway.js';
import { runCli, runMain, TEST_KEY } from './helpers/cli.js';
import { runOptions } from './helpers/options.js';

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
const oneLine = (text: string) => expect(text.trimEnd().split('\n')).toHaveLength(1);

/** A port nothing listens on: held by a server that is then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the CLI refuses bad input with a clear message', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists what is missing', async () => {
    const { code, stderr, stdout } = await runMain([]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^msg-gateway-contract: Missing --url <url> \(or GATEWAY_URL\) and --instance <name> \(or GATEWAY_INSTANCE\)/);
    noStack(stderr);
  });

  it('refuses a key given as a flag, without printing it', async () => {
    const { code, stderr } = await runMain(['--url', server.url, '--instance', 'x', '--api-key', 'flag-key-value-42']);
    expect(code).toBe(2);
    expect(stderr).toContain('--api-key is refused');
    expect(stderr).toContain('GATEWAY_API_KEY');
    expect(stderr).not.toContain('flag-key-value-42');
  });

  it('needs GATEWAY_API_KEY', async () => {
    const { code, stderr } = await runMain(['--url', server.url, '--instance', 'x'], { key: null });
    expect(code).toBe(2);
    expect(stderr).toMatch(/GATEWAY_API_KEY is not set/);
  });

  it('refuses a key the apikey header cannot carry before sending anything, without printing it', async () => {
    server.reset((_req, res) => {
      res.end();
    });
    for (const key of ['line-one-key\nline-two', 'emoji-key-🔑-1234']) {
      const { code, stderr, stdout } = await runMain(['--url', server.url, '--instance', 'x'], { key });
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^msg-gateway-contract: GATEWAY_API_KEY contains .* the `apikey` header cannot carry/);
      expect(stderr).not.toMatch(/line-one|line-two|emoji-key/);
    }
    expect(server.seen).toEqual([]);
  });

  it('refuses "." and ".." as --instance before sending anything', async () => {
    server.reset((_req, res) => {
      res.end();
    });
    for (const instance of ['..', '.']) {
      const { code, stderr } = await runMain(['--url', server.url, '--instance', instance]);
      expect(code).toBe(2);
      expect(stderr).toMatch(/is not an instance name: URL normalisation removes/);
    }
    expect(server.seen).toEqual([]);
  });

  it('explains a malformed URL', async () => {
    const { code, stderr } = await runMain(['--url', '127.0.0.1:8080', '--instance', 'x']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/"127.0.0.1:8080" is not a URL. Give the gateway's base address with its scheme/);
  });

  it('never prints the credentials or the query of a malformed URL', async () => {
    for (const url of [
      'http://user:pw-s3cret@127.0.0.1:99999',
      'http://user:pw-s3cret@gate way:8080',
      'http://127.0.0.1:8080/?token=pw-s3cret',
    ]) {
      const { code, stderr, stdout } = await runMain(['--url', url, '--instance', 'x']);
      expect(code, url).toBe(2);
      expect(stderr, url).toMatch(/^msg-gateway-contract: --url/);
      expect(stderr + stdout, url).not.toContain('pw-s3cret');
    }
  });

  it('quotes why an overlay file is unusable, before sending anything', async () => {
    server.reset((_req, res) => {
      res.end();
    });
    const dir = mkdtempSync(join(tmpdir(), 'contract-overlays-'));
    try {
      const file = (name: string, text: string): string => {
        writeFileSync(join(dir, name), text);
        return name;
      };
      const cases: [string, RegExp][] = [
        ['missing.yaml', /^msg-gateway-contract: Cannot read the overlay missing\.yaml: no such file\.\n$/],
        [file('broken.yaml', 'actions: [\n  - target: "$.x"\n'), /^msg-gateway-contract: The overlay broken\.yaml is not YAML or JSON: /],
        [
          file('empty.json', '{"overlay": "1.0.0", "info": {"title": "t", "version": "1"}, "actions": []}'),
          /empty\.json is not a usable overlay:\n {2}- `actions` must be a non-empty list/,
        ],
        [
          file(
            'typo.yaml',
            [
              'overlay: 1.0.0',
              'info: {title: acme, version: 1.0.0}',
              'actions:',
              "  - target: $.paths['/nope'].get",
              '    x-id: acme-typo',
              '    remove: true',
            ].join('\n'),
          ),
          /^msg-gateway-contract: typo\.yaml: actions\[0\] \(acme-typo\) changes nothing: its target \$\.paths\['\/nope'\]\.get selects no node of the description\.\n$/,
        ],
      ];
      for (const [name, message] of cases) {
        const { code, stderr, stdout } = await runMain(['--url', server.url, '--instance', 'x', '--overlay', name], { cwd: dir });
        expect(code, name).toBe(2);
        expect(stdout, name).toBe('');
        expect(stderr, name).toMatch(message);
        noStack(stderr);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(server.seen).toEqual([]);
  });

  it('names the profiles it knows', async () => {
    const { code, stderr } = await runMain(['--url', server.url, '--instance', 'x', '--profile', 'evolution-9.9.9']);
    expect(code).toBe(2);
    expect(stderr).toBe(
      `msg-gateway-contract: --profile "evolution-9.9.9" is not a profile of this toolkit. Profiles: ${profileNames().sort().join(', ')}.\n`,
    );
  });

  it('writes the --junit file with one error test case when it cannot check (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-junit-'));
    try {
      // A usage error found before the command line was understood, and one found while loading the overlays.
      for (const argv of [
        ['--url', server.url, '--instance', 'x', '--colour', 'loud', '--junit', 'out/a.xml'],
        ['--url', server.url, '--instance', 'x', '--overlay', 'missing.yaml', '--junit=out/b.xml'],
      ]) {
        const { code, stderr } = await runMain(argv, { cwd: dir });
        expect(code).toBe(2);
        const name = (argv.at(-1) ?? '').replace('--junit=', '');
        const xml = readFileSync(join(dir, name), 'utf8');
        expect(xml).toContain('<testsuites name="msg-gateway-contract" tests="1" failures="0" skipped="0" errors="1"');
        expect(xml).toMatch(/<testcase classname="msg-gateway-contract" name="the run could check nothing \(exit 2\)"/);
        const first = stderr.replace(/^msg-gateway-contract: /, '').split('\n')[0] ?? '';
        expect(xml).toContain(`<error message="${escapeXml(first)}" type="could-not-check">`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 with "nothing was checked" when every selected check is skipped', async () => {
    const { code, stdout, stderr } = await runMain(['--url', server.url, '--instance', 'x', '--only', 'updateSchedule:200,sendList:201']);
    expect(code).toBe(2);
    expect(stdout).toMatch(/updateSchedule +success .*skipped: changes state/);
    expect(stderr).toMatch(/Nothing was checked: every selected check is skipped/);
  });
});

describe('a gateway that cannot be reached: exit 2 and one line', () => {
  let closer: Server;
  let hanging: TestServer;
  beforeAll(async () => {
    // Accepts every connection and closes it at once.
    closer = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => closer.listen(0, '127.0.0.1', resolve));
    hanging = await startTestServer(misbehave.hang());
  });
  afterAll(async () => {
    await new Promise((resolve) => closer.close(resolve));
    await hanging.close();
  });

  it('connection refused', async () => {
    const port = await closedPort();
    const { code, stderr, stdout } = await runCli(['--url', `http://127.0.0.1:${port}`, '--instance', 'x']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `msg-gateway-contract: Cannot reach the gateway at http://127.0.0.1:${port}: connection refused. Check --url and that the gateway is running.\n`,
    );
  });

  it('a server that accepts the connection and closes it at once', async () => {
    const { port } = closer.address() as AddressInfo;
    const { code, stderr, stdout } = await runCli(['--url', `http://127.0.0.1:${port}`, '--instance', 'x']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    oneLine(stderr);
    expect(stderr).toBe(
      `msg-gateway-contract: Cannot reach the gateway at http://127.0.0.1:${port}: the connection was closed without an answer. Check --url and that the gateway is running.\n`,
    );
  });

  it('a server that never answers: "no answer within N s"', async () => {
    const { code, stderr, stdout } = await runCli(['--url', hanging.url, '--instance', 'x', '--timeout', '1']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    oneLine(stderr);
    expect(stderr).toBe(
      `msg-gateway-contract: Cannot reach the gateway at ${hanging.url}: no answer within 1 s. Check --url and that the gateway is running.\n`,
    );
    expect(hanging.seen).toHaveLength(1);
  });
});

describe('hooks that do not do their job fail the run', () => {
  let gw: BrokenGateway;
  const options = () => runOptions(['--url', gw.url, '--instance', gw.instance, '--only', 'getInformation'], { GATEWAY_API_KEY: TEST_KEY });
  const quiet = { out: () => {} };
  const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

  beforeAll(async () => {
    // Broken so that Dredd, left without the hooks, would still pass it (it checks no schema).
    gw = await startBrokenGateway({
      apiKey: TEST_KEY,
      faults: { getInformation: { body: (b: Record<string, unknown>) => ({ ...b, version: 211 }) } },
    });
  });
  afterAll(() => gw.close());

  it('when the hooks file cannot load', async () => {
    const error = await runContract(options(), { ...quiet, hooksPath: fixture('hooks-that-throw.cjs') }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContractRunError);
    expect((error as ContractRunError).message).toMatch(/The Dredd hooks did not run/);
    expect((error as ContractRunError).details).toMatch(/Skipping hook loading.*hooks-that-throw\.cjs/);
  });

  it('when the hooks load but skip everything (Dredd alone would exit 0)', async () => {
    const error = await runContract(options(), { ...quiet, hooksPath: fixture('hooks-that-skip-everything.cjs') }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContractRunError);
    expect((error as ContractRunError).message).toMatch(/The Dredd hooks did not run/);
  });
});

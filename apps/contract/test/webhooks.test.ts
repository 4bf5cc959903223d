// `msg-gateway-contract webhooks`: every webhook event example of the contract is delivered to a
// local receiver, in both URL styles; a receiver that answers 500, hangs on an event or redirects
// elsewhere fails (and the other origin receives nothing); one that cannot be reached is exit 2.
// The key in the environment never reaches the receiver, and the payloads' apikey stays null.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { json, misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadContract } from '../src/description/contract.js';
import { webhookExamples } from '../src/webhooks/events.js';
import { normalise, runCli, runMain, TEST_KEY } from './helpers/cli.js';

const examples = webhookExamples(loadContract().document);
const events = new Set(examples.map((e) => e.event));
const delivered = (server: TestServer) => server.seen.map((r) => JSON.parse(r.body) as { event: string; apikey: unknown });

/** A port nothing listens on: held by a server that is then closed. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('webhooks --receiver', () => {
  let receiver: TestServer;
  let elsewhere: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'contract-webhooks-'));
  beforeAll(async () => {
    receiver = await startTestServer();
    elsewhere = await startTestServer((_req, res) => json(res, 200, {}));
  });
  beforeEach(() => {
    receiver.reset((_req, res) => json(res, 200, { received: true }));
    elsewhere.reset((_req, res) => json(res, 200, {}));
  });
  afterAll(async () => {
    await receiver.close();
    await elsewhere.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers every event example of the contract to a good receiver, in both URL styles, and passes', async () => {
    expect(events.size).toBe(29);
    expect(events.has('ALL_EVENTS')).toBe(false);
    // 2.1.1 sends its ERRORS event to a URL of its own, never to an instance's receiver.
    expect(events.has('ERRORS')).toBe(false);
    expect(events.has('INSTANCE_CREATE')).toBe(true);
    const junit = join(dir, 'good.xml');
    const run = await runCli(['webhooks', '--receiver', `${receiver.url}/hooks/evolution`, '--url-style', 'both', '--junit', junit]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(receiver.seen).toHaveLength(examples.length * 2);
    expect(new Set(delivered(receiver).map((p) => p.event)).size).toBe(events.size);
    for (const seen of receiver.seen) {
      expect(seen.method).toBe('POST');
      expect(seen.headers['content-type']).toBe('application/json');
    }
    const paths = receiver.seen.map((r) => r.url);
    expect(paths.filter((p) => p === '/hooks/evolution')).toHaveLength(examples.length);
    // 2.1.1's webhookByEvents: the dotted event name in kebab case.
    for (const path of [
      '/hooks/evolution/messages-upsert',
      '/hooks/evolution/application-startup',
      '/hooks/evolution/group-participants-update',
      '/hooks/evolution/groups-update',
    ]) {
      expect(paths, path).toContain(path);
    }
    // Each payload is the example, untouched: no key in it, in any delivery.
    expect(delivered(receiver).every((p) => p.apikey === null)).toBe(true);
    for (const seen of receiver.seen) expect(seen.body + JSON.stringify(seen.headers)).not.toContain(TEST_KEY);
    expect(run.stdout).toMatch(
      new RegExp(
        `msg-gateway-contract webhooks: ${examples.length * 2} passed, 0 failed \\(${examples.length * 2} deliveries of 29 events\\)`,
      ),
    );
    expect(readFileSync(junit, 'utf8')).toContain(`tests="${examples.length * 2}" failures="0" skipped="0" errors="0"`);
    await expect(normalise(`exit code: ${run.code}\n--- stdout\n${run.stdout}--- stderr\n${run.stderr}`)).toMatchFileSnapshot(
      './e2e/webhooks/snapshot.txt',
    );
  });

  it('fails a receiver that answers 500, quoting its answer', async () => {
    receiver.reset((_req, res) => json(res, 500, { error: 'database down' }));
    const junit = join(dir, 'down.xml');
    const { code, stdout } = await runMain(['webhooks', '--receiver', `${receiver.url}/hooks`, '--junit', junit]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^MESSAGES_UPSERT +MessagesUpsert +plain +POST \/hooks +500 +FAILED$/m);
    expect(stdout).toMatch(
      /x MESSAGES_UPSERT \(MessagesUpsert, plain\): POST \/hooks\n +status 500, expected 2xx; body: \{"error":"database down"\}/,
    );
    expect(stdout).toMatch(new RegExp(`0 passed, ${examples.length} failed`));
    expect(readFileSync(junit, 'utf8')).toContain(`failures="${examples.length}"`);
  });

  it('fails the deliveries a receiver does not answer in time, and goes on', async () => {
    receiver.reset((req, res, seen) => {
      if (seen.body.includes('"event":"messages.upsert"')) return misbehave.hang()(req, res, seen);
      json(res, 200, {});
    });
    const { code, stdout } = await runMain(['webhooks', '--receiver', receiver.url, '--timeout', '0.3']);
    expect(code).toBe(1);
    const upserts = examples.filter((e) => e.event === 'MESSAGES_UPSERT').length;
    expect(stdout.match(/no answer: no answer within 0\.3 s/g)).toHaveLength(upserts);
    expect(stdout).toMatch(new RegExp(`${examples.length - upserts} passed, ${upserts} failed`));
  });

  it('fails a receiver that redirects elsewhere, naming the Location; the other origin receives nothing', async () => {
    receiver.reset(misbehave.redirect(`${elsewhere.url}/collect?token=abc`, 307));
    const { code, stdout } = await runMain(['webhooks', '--receiver', receiver.url]);
    expect(code).toBe(1);
    expect(stdout).toContain(`redirected to ${elsewhere.url}/collect?… (status 307; not followed: deliveries go to --receiver only)`);
    expect(stdout).not.toContain('token=abc');
    expect(elsewhere.seen).toEqual([]);
    expect(receiver.seen).toHaveLength(examples.length);
  });

  it('exits 2 when the receiver cannot be reached, or stops answering', async () => {
    const port = await closedPort();
    const refused = await runMain(['webhooks', '--receiver', `http://127.0.0.1:${port}/hooks`, '--junit', 'refused.xml'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      `msg-gateway-contract: Cannot reach the receiver at http://127.0.0.1:${port}/hooks: no answer: connection refused. Check --receiver and that it is running.\n`,
    );
    // CI still gets its artifact: one error case saying why.
    expect(readFileSync(join(dir, 'refused.xml'), 'utf8')).toMatch(/errors="1"[\s\S]*<error message="Cannot reach the receiver at /);
    let answered = 0;
    receiver.reset((req, res, seen) => (answered++ < 2 ? json(res, 200, {}) : misbehave.hang()(req, res, seen)));
    const stopped = await runMain(['webhooks', '--receiver', receiver.url, '--timeout', '0.2']);
    expect(stopped.code).toBe(2);
    expect(stopped.stderr).toMatch(
      /The receiver stopped answering \(3 deliveries in a row got no answer\), so the run gave up: \d+ deliveries were left unchecked\./,
    );
    expect(receiver.seen).toHaveLength(5);
  });

  it('refuses bad flags with one line, sending nothing', async () => {
    for (const [argv, message] of [
      [['webhooks'], /Missing --receiver <url>/],
      [['webhooks', '--receiver', receiver.url, '--url-style', 'kebab'], /--url-style "kebab" is not one of plain, by-events, both/],
      [
        ['webhooks', '--receiver', `${receiver.url}/hooks?token=s3cret`],
        /--receiver "http:\/\/127\.0\.0\.1:\d+\/hooks\?…" must be a base address without \?query/,
      ],
      [['webhooks', '--receiver', 'ftp://127.0.0.1/hooks'], /must start with http/],
    ] as const) {
      const { code, stderr } = await runMain([...argv]);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr).not.toContain('s3cret');
    }
    expect(receiver.seen).toEqual([]);
  });
});

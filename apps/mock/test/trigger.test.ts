// `msg-gateway-mock trigger` (issue 13 item 3): a running mock delivers one event on demand, through
// its control route. main() runs in this process against mocks in this process (the README example
// test runs the real bins). What it prints, and its exit codes: 0 delivered, 1 not delivered, 2 bad
// arguments or data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { type MockHandle, startMock } from '../src/index.js';
import { contract, messages } from './helpers/descriptions.js';

const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-trigger-'));
let hooks: TestServer;
let mock: MockHandle;
let plain: MockHandle;
let notAMock: TestServer;
beforeAll(async () => {
  hooks = await startTestServer();
  notAMock = await startTestServer((_req, res) => json(res, 404, { message: 'Cannot POST /__mock/events' }));
  [mock, plain] = await Promise.all([
    startMock({ webhook: { url: `${hooks.url}/hooks`, events: ['MESSAGES_UPSERT', 'CALL'] } }),
    startMock(),
  ]);
});
afterAll(async () => {
  await Promise.all([mock.close(), plain.close(), hooks.close(), notAMock.close()]);
  rmSync(dir, { recursive: true, force: true });
});

async function trigger(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { stdout: '', stderr: '' };
  const code = await main({
    argv: ['trigger', ...argv],
    env: {},
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
  });
  return { code, ...out };
}

const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('msg-gateway-mock trigger', () => {
  it('delivers the example of the event, for the instance, merged with --data; prints what was delivered', async () => {
    hooks.reset((_req, res) => {
      res.end();
    });
    const data = file('message.json', JSON.stringify({ pushName: 'Ana', message: { conversation: 'Tem pão de queijo?' } }));
    const run = await trigger('MESSAGES_UPSERT', '--instance', 'shop-42', '--data', data, '--url', mock.url);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [head, ...rest] = run.stdout.split('\n');
    expect(head).toBe(`Delivered messages.upsert (shop-42) to ${hooks.url}/hooks: 200.`);
    const printed = JSON.parse(rest.join('\n')) as Record<string, unknown>;
    // What was delivered, as printed: the instance's token (apikey) redacted.
    const token = mock.instances.get('shop-42').token;
    expect(hooks.seen.map((s) => JSON.parse(s.body))).toEqual([{ ...printed, apikey: token }]);
    expect(run.stdout).not.toContain(token);
    expect(printed).toMatchObject({
      event: 'messages.upsert',
      instance: 'shop-42',
      data: { pushName: 'Ana', message: { conversation: 'Tem pão de queijo?' }, messageType: 'conversation' },
      apikey: '[redacted]',
      server_url: mock.url,
    });
    expect(messages(contract.payloadViolations(printed))).toBe('');
  });

  it('takes dotted names too; exits 1 for an event the mock is not subscribed to', async () => {
    hooks.reset((_req, res) => {
      res.end();
    });
    expect((await trigger('call', '--url', mock.url)).code).toBe(0);
    const skipped = await trigger('LOGOUT_INSTANCE', '--url', mock.url);
    expect(skipped.code).toBe(1);
    expect(skipped.stderr).toBe(
      `msg-gateway-mock trigger: logout.instance (my-instance) was not delivered to ${hooks.url}/hooks: skipped, not subscribed: the webhook's events do not include LOGOUT_INSTANCE.\n`,
    );
    expect(hooks.seen.map((s) => (JSON.parse(s.body) as { event: string }).event)).toEqual(['call']);
  });

  it('exits 1 when the receiver fails, saying how', async () => {
    hooks.reset((_req, res) => json(res, 422, { error: 'unknown instance' }));
    const run = await trigger('CALL', '--url', mock.url);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `msg-gateway-mock trigger: call (my-instance) was not delivered to ${hooks.url}/hooks: failed, the receiver answered 422: {"error":"unknown instance"} (not retried).\n`,
    );
  });

  it('exits 2 for data the event schema refuses, naming the field (and the file)', async () => {
    const data = file('wrong.json', JSON.stringify({ key: { fromMe: 'yes' } }));
    const run = await trigger('MESSAGES_UPSERT', '--data', data, '--url', mock.url);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `msg-gateway-mock trigger: The messages.upsert event with this data was not sent: it does not match the description's MESSAGES_UPSERT schema: /data/key/fromMe: must be boolean [type]. (data from ${data})\n`,
    );
  });

  it('exits 2 for a data file that is missing or not JSON, an unknown event, no event', async () => {
    const notJson = file('not.json', '{"pushName": ');
    const cases: [string[], RegExp][] = [
      [['MESSAGES_UPSERT', '--data', notJson], /^msg-gateway-mock trigger: --data: .*not\.json is not JSON \(/],
      [['MESSAGES_UPSERT', '--data', join(dir, 'nope.json')], /^msg-gateway-mock trigger: --data: there is no file at .*nope\.json\./],
      [['MESSAGE_UPSERT'], /^msg-gateway-mock trigger: There is no webhook event "MESSAGE_UPSERT"\. The events are APPLICATION_STARTUP, /],
      [[], /^msg-gateway-mock trigger: Name the event to deliver, e.g\. msg-gateway-mock trigger MESSAGES_UPSERT\./],
      [['CALL', 'CALL'], /^msg-gateway-mock trigger: One event at a time; unexpected "CALL"\./],
      [['CALL', '--url', 'ftp://x'], /^msg-gateway-mock trigger: --url must be the running mock's http:\/\/ URL/],
      [['CALL', '--bogus'], /^msg-gateway-mock trigger: Unknown option --bogus\./],
    ];
    for (const [argv, message] of cases) {
      const run = await trigger(...argv, ...(argv.includes('--url') ? [] : ['--url', mock.url]));
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.stderr, argv.join(' ')).toMatch(message);
      expect(run.stderr).toMatch(/Run 'msg-gateway-mock trigger --help' for the options\.\n$/);
    }
  });

  it('exits 1 when the mock has no webhook URL, when no mock runs there, when something else answers', async () => {
    const noWebhook = await trigger('CALL', '--url', plain.url);
    expect(noWebhook.code).toBe(1);
    expect(noWebhook.stderr).toMatch(
      /^msg-gateway-mock trigger: This mock has no webhook to deliver to\. Start the mock with a webhook URL \(--webhook-url/,
    );

    const gone = await startMock();
    await gone.close();
    const notRunning = await trigger('CALL', '--url', gone.url);
    expect(notRunning.code).toBe(1);
    expect(notRunning.stderr).toBe(
      `msg-gateway-mock trigger: No mock is running at ${gone.url} (connection refused). Start one with msg-gateway-mock --webhook-url <receiver URL>, or point --url at yours.\n`,
    );

    const other = await trigger('CALL', '--url', notAMock.url);
    expect(other.code).toBe(1);
    expect(other.stderr).toBe(
      `msg-gateway-mock trigger: ${notAMock.url} does not look like a msg-gateway-mock: it answered 404 to POST /__mock/events ({"message":"Cannot POST /__mock/events"}). Check --url.\n`,
    );
  });

  it('--help prints the usage; MOCK_URL is the default --url', async () => {
    const help = await trigger('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: msg-gateway-mock trigger <EVENT> \[options\]/);
    hooks.reset((_req, res) => {
      res.end();
    });
    const out = { stdout: '', stderr: '' };
    const code = await main({
      argv: ['trigger', 'CALL'],
      env: { MOCK_URL: mock.url },
      stdout: { write: (text: string) => (out.stdout += text) },
      stderr: { write: (text: string) => (out.stderr += text) },
    });
    expect(code).toBe(0);
    expect(out.stdout).toMatch(/^Delivered call \(my-instance\) to /);
  });
});

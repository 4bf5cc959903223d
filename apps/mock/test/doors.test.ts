// The mock's doors over HTTP: which Host and Origin it answers (DNS rebinding, pages of other
// origins), where it delivers webhooks (loopback unless allowed), the control API's preflight and
// the headers a page may read, and the bounds the docs promise (%zz in a control path, one
// Content-Type, the --state file's size).
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { type MockHandle, MockStartError, startMock } from '../src/index.js';
import { MAX_STATE_FILE_BYTES } from '../src/twin/state-file.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  body: string;
}

/** One request with headers fetch cannot set (Host), over node:http. */
function send(url: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const json = (body: unknown) => ({ 'content-type': 'application/json', apikey: 'k' as string, body: JSON.stringify(body) });
const post = (body: unknown, headers: Record<string, string> = {}) => {
  const { body: text, ...base } = json(body);
  return { method: 'POST', headers: { ...base, ...headers }, body: text };
};

let profile: MockHandle;
let contract: MockHandle;
let allowing: MockHandle;
const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-doors-'));

beforeAll(async () => {
  [profile, contract, allowing] = await Promise.all([
    startMock({ profile: 'evolution-2.1.1', webhook: { url: 'http://127.0.0.1:9/hooks', headers: { authorization: 'Bearer s3cret' } } }),
    startMock(),
    startMock({
      profile: 'evolution-2.1.1',
      allowedHosts: ['mock'],
      corsOrigins: ['https://app.example.test'],
      webhookHosts: ['receiver', '10.0.0.5'],
    }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([profile?.close(), contract?.close(), allowing?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('Host: only this machine, or a host the user allowed (DNS rebinding)', () => {
  const rebound = { host: 'attacker.example:4010', apikey: 'k' };

  it.each([
    ['GET', '/webhook/find/my-instance', undefined],
    ['GET', '/instance/fetchInstances', undefined],
    ['POST', '/message/sendText/my-instance', JSON.stringify({ number: '5511999999999', text: 'hi' })],
    ['POST', '/webhook/set/my-instance', JSON.stringify({ webhook: { enabled: true, url: 'http://127.0.0.1:9/x' } })],
    ['OPTIONS', '*', undefined],
  ])('refuses %s %s with a foreign Host: 403 in the gateway envelope, naming --allowed-host', async (method, path, body) => {
    const res = await send(profile.url, path === '*' ? '/' : path, {
      method,
      headers: { ...rebound, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body }),
    });
    expect(res.status).toBe(403);
    const envelope = JSON.parse(res.body);
    expect(envelope).toMatchObject({ status: 403, error: 'Forbidden' });
    expect(envelope.response.message).toHaveLength(1);
    expect(envelope.response.message[0]).toMatch(/^Host "attacker\.example:4010" is not this machine: .*--allowed-host attacker\.example /);
    // Nothing of the webhook's secret is in it.
    expect(res.body).not.toContain('s3cret');
  });

  it('refuses every control route with a foreign Host, in the control error shape', async () => {
    for (const [method, path] of [
      ['GET', '/__mock/health'],
      ['PUT', '/__mock/state'],
      ['POST', '/__mock/events'],
      ['GET', '/__mock/instances/my-instance'],
    ] as const) {
      const res = await send(profile.url, path, { method, headers: { host: 'rebound.example' } });
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({
        mock: 'control-error',
        status: 403,
        message: expect.stringMatching(/--allowed-host rebound\.example/),
      });
    }
  });

  it('answers loopback names and addresses, with any port', async () => {
    for (const host of ['localhost', 'localhost:4010', '127.0.0.1:1', '127.1.2.3', '[::1]:4010', 'app.localhost:5173', 'LOCALHOST']) {
      const res = await send(profile.url, '/webhook/find/my-instance', { headers: { host, apikey: 'k' } });
      expect(res.status, host).toBe(200);
    }
    // A request without a Host (HTTP/1.0; no browser sends one) is answered too: see hardening.test.ts.
  });

  it('answers a host given with allowedHosts (--allowed-host), and still refuses others', async () => {
    expect((await send(allowing.url, '/webhook/find/my-instance', { headers: { host: 'mock:4010', apikey: 'k' } })).status).toBe(200);
    expect((await send(allowing.url, '/__mock/health', { headers: { host: 'MOCK' } })).status).toBe(200);
    expect((await send(allowing.url, '/webhook/find/my-instance', { headers: { host: 'mock.evil.example', apikey: 'k' } })).status).toBe(
      403,
    );
    // And the same hosts are refused by a mock that was not told.
    expect((await send(profile.url, '/__mock/health', { headers: { host: 'mock:4010' } })).status).toBe(403);
  });

  it('refuses a Host that is not a host (a user part, a path)', async () => {
    for (const host of ['attacker.example@127.0.0.1', '127.0.0.1/x']) {
      expect((await send(profile.url, '/__mock/health', { headers: { host } })).status, host).toBe(403);
    }
  });
});

describe('Origin: a page of a foreign origin is refused on every route', () => {
  it('refuses a simple cross-origin request (a form POST) on a gateway route before it acts', async () => {
    const before = profile.requests.length;
    const res = await send(profile.url, '/message/sendText/my-instance', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain', apikey: 'k' },
      body: 'number=1&text=hi',
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).response.message[0]).toMatch(
      /^Pages of https:\/\/evil\.example may not use this mock: .*--cors-origin https:\/\/evil\.example/,
    );
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(profile.requests.length).toBe(before);
  });

  it('refuses its preflight and its reads, on gateway and control routes', async () => {
    const preflight = await send(profile.url, '/webhook/find/my-instance', {
      method: 'OPTIONS',
      headers: { origin: 'http://attacker.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey' },
    });
    expect(preflight.status).toBe(403);
    expect((await send(profile.url, '/webhook/find/my-instance', { headers: { origin: 'null', apikey: 'k' } })).status).toBe(403);
    expect((await send(profile.url, '/__mock/requests', { headers: { origin: 'http://attacker.test' } })).status).toBe(403);
  });

  it('answers loopback origins and the origins given with corsOrigins', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:3000', 'https://[::1]:8443', 'http://app.localhost:5173']) {
      const res = await send(profile.url, '/webhook/find/my-instance', { headers: { origin, apikey: 'k' } });
      expect(res.status, origin).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    const own = await send(allowing.url, '/webhook/find/my-instance', { headers: { origin: 'https://app.example.test', apikey: 'k' } });
    expect(own.status).toBe(200);
    expect(
      (await send(profile.url, '/webhook/find/my-instance', { headers: { origin: 'https://app.example.test', apikey: 'k' } })).status,
    ).toBe(403);
  });

  it("refuses corsOrigins '*' at start, and --cors-origin '*' at the command line, saying why", async () => {
    await expect(startMock({ corsOrigins: ['*'] })).rejects.toMatchObject({
      code: 'OPTIONS',
      message: expect.stringMatching(/^corsOrigins: \* is refused: .*Name each origin/),
    });
    const out = { stdout: '', stderr: '' };
    const code = await main({
      argv: ['--cors-origin', '*'],
      env: {},
      stdout: { write: (t: string) => (out.stdout += t) },
      stderr: { write: (t: string) => (out.stderr += t) },
      signals: new EventEmitter() as never,
    });
    expect(code).toBe(2);
    expect(out.stderr).toMatch(/^msg-gateway-mock: --cors-origin \* is refused: /);
  });
});

describe('webhook targets: this machine only, unless allowed', () => {
  const refusedBody = (host: string) => ({
    status: 400,
    error: 'Bad Request',
    response: {
      message: [
        `The mock delivers webhooks to this machine only (localhost, 127.0.0.1, [::1]), not to ${host}: allow that host with --allow-webhook-host ${host} (startMock({ webhookHosts: ['${host}'] })), or any host with --allow-any-webhook-target.`,
      ],
    },
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://10.0.0.1:8080/', '10.0.0.1'],
    ['https://user:pass@192.168.1.1/admin', '192.168.1.1'],
    ['http://0.0.0.0:22/', '0.0.0.0'],
    ['http://[::]:22/', '[::]'],
    ['http://[::ffff:10.0.0.1]/', '[::ffff:a00:1]'],
    ['http://hooks.example.org/evolution', 'hooks.example.org'],
    ['http://localhost.example.org/', 'localhost.example.org'],
    ['http://127.0.0.1.nip.io/', '127.0.0.1.nip.io'],
  ])("POST /webhook/set refuses %s with 2.1.1's 400 shape, saying how to allow it", async (url, host) => {
    const res = await send(profile.url, '/webhook/set/my-instance', post({ webhook: { enabled: true, url } }));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(refusedBody(host));
    // Not stored: the instance keeps the mock's default webhook.
    expect(JSON.parse((await send(profile.url, '/webhook/find/my-instance', { headers: { apikey: 'k' } })).body).url).toBe(
      'http://127.0.0.1:9/hooks',
    );
  });

  it.each([
    'http://127.0.0.1:9/a',
    'http://2130706433:9/b',
    'http://0x7f.1:9/c',
    'http://127.9.8.7:9/d',
    'http://[::1]:9/e',
    'http://[::ffff:127.0.0.1]:9/f',
    'http://user:pass@localhost:9/g',
    'https://contract-run.invalid/webhook',
  ])('POST /webhook/set takes the loopback (or never resolving .invalid) target %s', async (url) => {
    const res = await send(profile.url, '/webhook/set/my-instance', post({ webhook: { enabled: true, url } }));
    expect(res.status, res.body).toBe(201);
  });

  it('answers an unknown instance 404 before it judges the target, as the gateway orders its checks', async () => {
    const none = await startMock({ profile: 'evolution-2.1.1', instances: 'none' });
    try {
      const res = await send(none.url, '/webhook/set/nobody', post({ webhook: { enabled: true, url: 'http://10.0.0.1/' } }));
      expect(res.status).toBe(404);
    } finally {
      await none.close();
    }
  }, 120_000);

  it("refuses the create body's webhook the same way, and creates nothing", async () => {
    const name = `doors-${process.pid}`;
    const res = await send(
      profile.url,
      '/instance/create',
      post({ instanceName: name, integration: 'WHATSAPP-BAILEYS', webhook: { url: 'http://10.0.0.1/hook', enabled: true } }),
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(refusedBody('10.0.0.1'));
    expect(profile.instances.list().map((i) => i.name)).not.toContain(name);
  });

  it('takes a host allowed with webhookHosts (--allow-webhook-host), and every host with anyWebhookTarget', async () => {
    for (const url of ['http://receiver:3000/hooks', 'http://10.0.0.5/x']) {
      expect((await send(allowing.url, '/webhook/set/my-instance', post({ webhook: { enabled: true, url } }))).status, url).toBe(201);
    }
    expect(
      (await send(allowing.url, '/webhook/set/my-instance', post({ webhook: { enabled: true, url: 'http://10.0.0.6/' } }))).status,
    ).toBe(400);
    const any = await startMock({ profile: 'evolution-2.1.1', anyWebhookTarget: true });
    try {
      expect((await send(any.url, '/webhook/set/my-instance', post({ webhook: { enabled: true, url: 'http://10.0.0.6/' } }))).status).toBe(
        201,
      );
    } finally {
      await any.close();
    }
  }, 120_000);

  it('refuses a default or errors webhook outside loopback at start (WEBHOOK_TARGET), and the CLI exits 1 saying how to allow it', async () => {
    for (const options of [{ webhook: { url: 'http://10.0.0.1/hooks' } }, { errorsWebhook: { url: 'https://hooks.example.org/errors' } }]) {
      const error = await startMock(options).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MockStartError);
      expect(error).toMatchObject({
        code: 'WEBHOOK_TARGET',
        message: expect.stringMatching(/--allow-webhook-host (10\.0\.0\.1|hooks\.example\.org) /),
      });
    }
    const out = { stdout: '', stderr: '' };
    const code = await main({
      argv: ['--port', '0', '--webhook-url', 'http://169.254.169.254/latest/meta-data/'],
      env: {},
      stdout: { write: (t: string) => (out.stdout += t) },
      stderr: { write: (t: string) => (out.stderr += t) },
      signals: new EventEmitter() as never,
    });
    expect(code).toBe(1);
    expect(out.stderr).toBe(
      "msg-gateway-mock: webhook: The mock delivers webhooks to this machine only (localhost, 127.0.0.1, [::1]), not to 169.254.169.254: allow that host with --allow-webhook-host 169.254.169.254 (startMock({ webhookHosts: ['169.254.169.254'] })), or any host with --allow-any-webhook-target.\n",
    );
  });
});

describe('the control API from pages it allows: preflight, exposed headers', () => {
  it('grants a preflight of a loopback origin the methods and headers it asks for, varying by Origin', async () => {
    for (const [path, method] of [
      ['/__mock/events', 'POST'],
      ['/__mock/state', 'PUT'],
    ] as const) {
      const res = await send(profile.url, path, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods']).split(', ')).toContain(method);
      expect(res.headers['access-control-allow-headers']).toBe('content-type');
      expect(String(res.headers.vary)).toMatch(/\borigin\b/);
    }
  });

  it("names sl-violations (and the mock's other headers) in Access-Control-Expose-Headers, never *", async () => {
    const res = await send(contract.url, '/message/sendLocation/my-instance', post({}, { origin: 'http://localhost:5173' }));
    expect(res.headers['sl-violations']).toBeDefined();
    const exposed = String(res.headers['access-control-expose-headers']).split(', ');
    expect(exposed).toContain('sl-violations');
    expect(exposed).not.toContain('*');
    const control = await send(profile.url, '/__mock/health', { headers: { origin: 'http://localhost:5173' } });
    expect(String(control.headers['access-control-expose-headers']).split(', ')).toContain('x-mock-control');
  });
});

describe('bounds the docs promise', () => {
  it.each([
    ['GET', '/__mock/instances/%zz', undefined],
    ['DELETE', '/__mock/instances/%zz%', undefined],
    ['PUT', '/__mock/instances/%zz/state', { state: 'open' }],
    ['POST', '/__mock/instances/%E0%A4%A/pair', undefined],
    ['POST', '/__mock/instances/%zz/messages', { from: '5511999999999', text: 'hi' }],
  ])('%s %s answers 400 in the control error shape, not a 500', async (method, path, body) => {
    const res = await send(profile.url, path, {
      method,
      ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    expect(res.status, res.body).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      mock: 'control-error',
      status: 400,
      message: expect.stringMatching(/^The path \/__mock\/instances\/.* has invalid percent-encoding: a literal % is written %25\./),
    });
  });

  it("a queued content-type replaces the mock's own: one Content-Type header", async () => {
    contract.next('findWebhook', { headers: { 'Content-Type': 'application/vnd.test+json' } });
    const res = await send(contract.url, '/webhook/find/my-instance', { headers: { apikey: 'k' } });
    const types = res.rawHeaders.filter((_, i) => i % 2 === 0 && res.rawHeaders[i]?.toLowerCase() === 'content-type');
    expect(types).toHaveLength(1);
    expect(res.headers['content-type']).toBe('application/vnd.test+json');
  });

  it(`refuses a state file over ${MAX_STATE_FILE_BYTES / 1024 / 1024} MiB before reading it: STATE, and exit 1 at the command line`, async () => {
    const big = join(dir, 'big-state.json');
    writeFileSync(big, '{"instances":[]}');
    truncateSync(big, 101 * 1000 * 1000); // sparse: 101 MB on paper, nothing on disk
    const message = `The state file ${big} is 101000000 bytes, over the 64 MiB a state file may take: seed fewer chats and messages.`;
    await expect(startMock({ state: big })).rejects.toMatchObject({ name: 'MockStartError', code: 'STATE', message });
    const out = { stdout: '', stderr: '' };
    const code = await main({
      argv: ['--port', '0', '--state', big],
      env: {},
      stdout: { write: (t: string) => (out.stdout += t) },
      stderr: { write: (t: string) => (out.stderr += t) },
      signals: new EventEmitter() as never,
    });
    expect(code).toBe(1);
    expect(out.stderr).toBe(`msg-gateway-mock: ${message}\n`);
  });
});

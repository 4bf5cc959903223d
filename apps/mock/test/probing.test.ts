// What probing found the mock printing or answering that it should not: the gateway's key where a
// request with a wrong key carried it (its path; a control request's body), in any case; a webhook
// receiver's answer that echoes a --webhook-header secret, in the log; a webhook URL's query on the
// phone page; and the smaller findings: the served version in the health answer, nosniff on JSON
// answers.

import { redactor } from '@msg-gateway/openapi/redact';
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHandle, type MockLogEvent, startMock } from '../src/index.js';
import { DeliveryLog } from '../src/ui/delivery-log.js';
import type { Job } from '../src/webhooks/deliveries.js';

const KEY = 'Gw7kP2rX9mQ4tL8vN3bZ';
const HOOK_SECRET = 'hs-4Rt9Wq2Lm7Xp3Kd8';
const lines: { line: string; event: MockLogEvent }[] = [];
let receiver: TestServer;
let mock: MockHandle;

/** Everything the mock printed or recorded, as one text. */
const printed = async () =>
  [
    ...lines.map((l) => `${l.line}\n${JSON.stringify(l.event)}`),
    JSON.stringify(await (await fetch(`${mock.url}/__mock/requests`)).json()),
  ].join('\n');

/** Whether `text` holds the secret (or a run of 8 of its characters) in any case. */
const holds = (text: string, secret: string) => {
  const lower = text.toLowerCase();
  for (let i = 0; i + 8 <= secret.length; i++) if (lower.includes(secret.slice(i, i + 8).toLowerCase())) return true;
  return false;
};

beforeAll(async () => {
  // A receiver that echoes the secret header it got, upper-cased, in a 400 (not retried).
  receiver = await startTestServer((req, res) => json(res, 400, { echoed: String(req.headers['x-secret']).toUpperCase() }));
  mock = await startMock({
    profile: 'evolution-2.3.7',
    apiKey: KEY,
    instances: 'my-instance',
    webhook: { url: `${receiver.url}/hook?k=${HOOK_SECRET}`, headers: { 'X-Secret': HOOK_SECRET }, retries: 0 },
    log: (line, event) => lines.push({ line, event }),
  });
}, 120_000);
afterAll(async () => {
  await mock?.close();
  await receiver?.close();
});

describe('the gateway key', () => {
  it('is redacted from the log and the request list where a request with a wrong key put it in the path, in any case', async () => {
    for (const form of [KEY, KEY.toUpperCase()]) {
      const res = await fetch(`${mock.url}/instance/connectionState/${form}`, { headers: { apikey: 'wrong-key-0000' } });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    const text = await printed();
    expect(text).toContain('/instance/connectionState/[redacted]');
    expect(holds(text, KEY)).toBe(false);
  });

  it('is not echoed by a control error', async () => {
    const res = await fetch(`${mock.url}/__mock/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: KEY, instance: 'my-instance' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain('[redacted]');
    expect(holds(body.message, KEY)).toBe(false);
    expect(holds(await printed(), KEY)).toBe(false);
  });
});

describe("a webhook receiver's answer", () => {
  it('is logged with the --webhook-header secret it echoes redacted, in the text and the JSON event', async () => {
    const res = await fetch(`${mock.url}/__mock/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'messages.upsert', instance: 'my-instance' }),
    });
    expect(res.status).toBeLessThan(300);
    await mock.deliveries.settled(60_000);
    const failed = lines.filter((l) => l.event.kind === 'webhook' && l.event.outcome === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.map((l) => l.line).join('\n')).toContain('the receiver answered 400');
    expect(failed.map((l) => l.line).join('\n')).toContain('[redacted]');
    expect(holds(await printed(), HOOK_SECRET)).toBe(false);
  });
});

describe("the phone page's delivery log", () => {
  it("shows a webhook URL's query names, never their values, nor a header secret the receiver echoed", () => {
    const log = new DeliveryLog(
      () => redactor(KEY),
      () => {},
    );
    const job: Job = {
      event: 'messages.upsert',
      instance: 'my-instance',
      url: `http://127.0.0.1:9/hook?k=${HOOK_SECRET}&plain=x#top`,
      payload: { event: 'messages.upsert' },
      headers: { 'X-Secret': HOOK_SECRET },
      timeoutMs: 1000,
      retries: 0,
    };
    const events = log.events();
    events.queued?.(job);
    events.attempted?.(job, 1, { kind: 'answered', status: 400, location: undefined, body: `echo ${HOOK_SECRET.toUpperCase()}` });
    const [entry] = log.list();
    expect(entry?.url).toBe('http://127.0.0.1:9/hook?k=[redacted]&plain=[redacted]#top');
    expect(entry?.attempts[0]?.answer).toBe('echo [redacted]');
  });
});

describe('smaller findings', () => {
  it("health names the served description's gateway version, as GET / does", async () => {
    const root = (await (await fetch(`${mock.url}/`, { headers: { apikey: KEY } })).json()) as { version: string };
    const health = (await (await fetch(`${mock.url}/__mock/health`)).json()) as { gatewayVersion: string };
    expect(health.gatewayVersion).toBe(root.version);
    expect(health.gatewayVersion).toBe('2.3.7');
  });

  it('JSON answers of the gateway and of the control API say nosniff', async () => {
    for (const [path, headers] of [
      ['/instance/connectionState/my-instance', { apikey: KEY }],
      ['/instance/connectionState/my-instance', { apikey: 'wrong-key-0000' }],
      ['/__mock/health', {}],
      ['/__mock/no-such-route', {}],
    ] as const) {
      const res = await fetch(`${mock.url}${path}`, { headers });
      expect(res.headers.get('content-type'), path).toMatch(/json/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

describe("a suite's request log", () => {
  it('keeps every request across resets in the log events, while mock.requests holds only those since the reset', async () => {
    const before = lines.filter((l) => l.event.kind === 'request').length;
    await fetch(`${mock.url}/instance/connectionState/my-instance`, { headers: { apikey: KEY } });
    await mock.reset();
    await fetch(`${mock.url}/instance/fetchInstances`, { headers: { apikey: KEY } });
    const logged = lines.flatMap((l) => (l.event.kind === 'request' ? [l.event] : [])).slice(before);
    expect(logged.map((e) => e.operationId)).toEqual(['connectionState', 'fetchInstances']);
    expect(mock.requests.map((r) => r.operationId)).toEqual(['fetchInstances']);
    // One JSON line per event is what msg-gateway-upgrade --log reads.
    expect(JSON.parse(JSON.stringify(logged[0]))).toMatchObject({
      kind: 'request',
      method: 'GET',
      target: '/instance/connectionState/my-instance',
    });
  });
});

describe('an instance named with control characters, a path or 10,000 characters', () => {
  it("breaks none of the mock's routes, log lines or page", async () => {
    const names = ['bad\u0000name', 'two\r\nlines\u001b[31m', '../../etc/passwd', 'n'.repeat(10_000)];
    const from = lines.length;
    for (const instanceName of names) {
      const res = await fetch(`${mock.url}/instance/create`, {
        method: 'POST',
        headers: { apikey: KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ instanceName, integration: 'WHATSAPP-BAILEYS' }),
      });
      expect(res.status, JSON.stringify(instanceName.slice(0, 20))).toBeLessThan(500);
      await res.arrayBuffer();
    }
    for (const path of ['/__mock/instances', '/__mock/ui/state', '/__mock/requests', '/__mock/health']) {
      const res = await fetch(`${mock.url}${path}`);
      expect(res.status, path).toBe(200);
      await res.json();
    }
    // A delivery for such an instance is logged with its name (the receiver refuses it).
    const emitted = await fetch(`${mock.url}/__mock/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'messages.upsert', instance: names[1] }),
    });
    expect(emitted.status).toBeLessThan(300);
    await emitted.arrayBuffer();
    const fetched = await fetch(`${mock.url}/instance/fetchInstances`, { headers: { apikey: KEY } });
    expect(fetched.status).toBe(200);
    await mock.deliveries.settled(60_000);
    const written = lines.slice(from).map((l) => l.line);
    expect(written.some((line) => line.includes('(two\\u000d\\u000alines\\u001b[31m)'))).toBe(true);
    // No raw control character but the line breaks of verbose headers (none here).
    for (const line of written) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});

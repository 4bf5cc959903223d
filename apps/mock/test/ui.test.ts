// The phone page (/__mock/ui/) in real headless Chromium (Debian's /usr/bin/chromium via
// playwright-core, no download): the instances and their state, a QR code scanned with a click, a
// message typed as the contact reaching a real receiver as messages.upsert (in the chat and in the
// delivery log, live), a sendText through the gateway's API showing up live, message text shown as
// text. And over plain HTTP: the doors (a foreign Host or Origin gets 403), the page's headers, no
// token in what the page gets, the stream's cap and its end on mock.close(). Every wait is for the
// page or an event; the time-outs only bound a hang. MOCK_UI_SHOTS=<dir> keeps the screenshots.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHandle, startMock } from '../src/index.js';
import { MAX_STREAMS } from '../src/ui/streams.js';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
const inCi = process.env['CI'] === 'true';
if (!available && !inCi) console.log(`ui.test.ts: skipped, ${CHROMIUM} is missing (apt-get install chromium); CI runs it.`);
const WAIT = { timeout: 60_000 };

interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A GET with the headers given as they are (a Host of our choosing), read whole or until `until` is in the body (after `after`). */
function raw(url: string, headers: Record<string, string>, until?: string, after = ''): Promise<Raw & { res: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, res });
      res.on('data', (chunk: string) => {
        body += chunk;
        const from = body.indexOf(after);
        if (until !== undefined && from !== -1 && body.indexOf(until, from + after.length) !== -1) done();
      });
      res.on('end', done);
    });
    req.on('error', reject);
    req.end();
  });
}

interface BotDelivery {
  event: string;
  instance: string;
  data?: { key?: { remoteJid: string; fromMe: boolean }; message?: { conversation?: string } };
}

describe.runIf(available || inCi)('the phone page in Chromium', () => {
  let browser: Browser;
  let mock: MockHandle;
  let receiver: Server;
  const received: { event: string; text?: string }[] = [];
  const shots = process.env['MOCK_UI_SHOTS'] ?? mkdtempSync(join(tmpdir(), 'msg-gateway-mock-ui-'));

  beforeAll(async () => {
    if (!available) throw new Error(`${CHROMIUM} is missing: CI installs it (apt-get install -y chromium, in .ci/run).`);
    // The bot: it takes every delivery and answers what it saw.
    receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const payload = JSON.parse(body) as BotDelivery;
        const text = payload.data?.message?.conversation;
        received.push({ event: payload.event, ...(text !== undefined && { text }) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bot: 'saw it', event: payload.event }));
        if (payload.event === 'messages.upsert' && payload.data?.key?.fromMe === false && text?.startsWith('Hi')) void answer(payload);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    mock = await startMock({ profile: 'evolution-2.1.1', webhook: { url: `http://127.0.0.1:${port}/bot` }, instances: 'none' });
    mock.instances.create({ name: 'shop-phone', state: 'close', number: '5511988887777' });
    mock.instances.create({ name: 'support', state: 'open' });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 120_000);

  /** The bot answers a greeting with sendText, with the instance's token, as a bot on a real gateway does. */
  async function answer(payload: BotDelivery): Promise<void> {
    const token = mock.instances.get(payload.instance).token;
    await fetch(`${mock.url}/message/sendText/${encodeURIComponent(payload.instance)}`, {
      method: 'POST',
      headers: { apikey: token, 'content-type': 'application/json' },
      body: JSON.stringify({ number: payload.data?.key?.remoteJid.split('@')[0], text: 'Thanks! A person will answer soon.' }),
    });
  }

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
    await new Promise((resolve) => receiver?.close(resolve));
    if (!process.env['MOCK_UI_SHOTS']) rmSync(shots, { recursive: true, force: true });
  });

  const instance = (page: Page, name: string) => page.locator(`#instances li[data-instance="${name}"]`);
  const shot = async (page: Page, name: string) => {
    const path = join(shots, name);
    await page.screenshot({ path, fullPage: true });
    expect(statSync(path).size).toBeGreaterThan(5000);
  };

  it('shows the instances with their state; a click connects one and a click on its QR code opens it, without a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${mock.url}/__mock/ui/`);
    await instance(page, 'support').locator('[data-state="open"]').waitFor(WAIT);
    await instance(page, 'shop-phone').locator('[data-state="close"]').waitFor(WAIT);
    await instance(page, 'shop-phone').locator('[data-action="connect"]').click();
    const qr = instance(page, 'shop-phone').locator('[data-action="scan"] img');
    await qr.waitFor(WAIT);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(mock.instances.get('shop-phone').state).toBe('connecting');
    await shot(page, 'qr-1280.png');
    await instance(page, 'shop-phone').locator('[data-action="scan"]').click();
    await instance(page, 'shop-phone').locator('[data-state="open"]').waitFor(WAIT);
    expect(mock.instances.get('shop-phone').state).toBe('open');
    await page.close();
  }, 120_000);

  /** A new page on the phone page, in a new chat of the instance `support` with `number`. */
  async function chatWith(number: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${mock.url}/__mock/ui/`);
    await instance(page, 'support').click();
    await page.locator('#new-chat-number').fill(number);
    await page.locator('#new-chat button').click();
    return page;
  }

  it("a message typed as the contact shows in the chat, reaches the bot, shows in the log as a delivered messages.upsert with the bot's answer, and the bot's reply shows in the chat", async () => {
    const page = await chatWith('55 11 91234-5678');
    await page.locator('#kind-fields input[name="text"]').fill('Hi, is my order on its way?');
    await page.locator('#send').click();
    await page.locator('#messages li.bubble.in', { hasText: 'Hi, is my order on its way?' }).waitFor(WAIT);
    // Its delivery: the entry whose payload holds the text (the payload is in the entry, folded).
    const delivered = page.locator('#deliveries li[data-event="messages.upsert"][data-outcome="delivered"]', {
      hasText: 'Hi, is my order on its way?',
    });
    await delivered.waitFor(WAIT);
    await delivered.locator('summary').click();
    await delivered.locator('[data-attempt="1"]', { hasText: '"bot":"saw it"' }).waitFor(WAIT);
    await expect.poll(() => delivered.locator('pre').textContent(), WAIT).toContain('Hi, is my order on its way?');
    expect(received).toContainEqual({ event: 'messages.upsert', text: 'Hi, is my order on its way?' });
    // The bot's answer (its sendText) shows in the chat, live, with its status.
    const reply = page.locator('#messages li.bubble.out', { hasText: 'Thanks! A person will answer soon.' });
    await reply.waitFor(WAIT);
    expect(await reply.locator('.ticks').getAttribute('title')).toMatch(/^[A-Z_]+$/);
    await page.locator('#chats li[data-chat="5511912345678@s.whatsapp.net"]').waitFor(WAIT);
    await shot(page, 'chat-1280.png');
    await page.close();
  }, 120_000);

  it("shows the bot's answer with its receipts: to the test number that reads, its ticks say READ", async () => {
    const page = await chatWith('+44 7700 900004');
    await page.locator('#kind-fields input[name="text"]').fill('Hi, did you read this?');
    await page.locator('#send').click();
    const reply = page.locator('#messages li.bubble.out', { hasText: 'Thanks! A person will answer soon.' });
    await reply.waitFor(WAIT);
    await expect.poll(() => reply.locator('.ticks').getAttribute('title'), WAIT).toBe('READ');
    await shot(page, 'receipts-1280.png');
    await page.close();
  }, 120_000);

  it('makes a message of another kind arrive from the composer (a location, its optional name left empty): stored and delivered as a locationMessage', async () => {
    const page = await chatWith('55 11 97777-0001');
    await page.locator('#kind').selectOption('location');
    await page.locator('#kind-fields input[name="latitude"]').fill('-23.55');
    await page.locator('#kind-fields input[name="longitude"]').fill('-46.63');
    await page.locator('#send').click();
    const delivered = page.locator('#deliveries li[data-event="messages.upsert"][data-outcome="delivered"]', { hasText: '5511977770001' });
    await delivered.waitFor(WAIT);
    const payload = JSON.parse((await delivered.locator('pre').textContent()) ?? '{}') as { data?: { message?: Record<string, unknown> } };
    expect(payload.data?.message?.['locationMessage']).toMatchObject({ degreesLatitude: -23.55, degreesLongitude: -46.63 });
    expect(payload.data?.message?.['locationMessage']).not.toHaveProperty('name');
    await page.close();
  }, 120_000);

  it('a sendText through the gateway API shows in the open chat live, with its status, and its receipts as a test steps them', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${mock.url}/__mock/ui/`);
    await instance(page, 'support').click();
    await page.locator('#chats li[data-chat="5511912345678@s.whatsapp.net"]').click();
    await page.locator('#messages li.bubble.in').first().waitFor(WAIT);
    const token = mock.instances.get('support').token;
    const sent = await fetch(`${mock.url}/message/sendText/support`, {
      method: 'POST',
      headers: { apikey: token, 'content-type': 'application/json' },
      body: JSON.stringify({ number: '5511912345678', text: 'Yes! It ships today.' }),
    });
    expect(sent.status).toBe(201);
    const bubble = page.locator('#messages li.bubble.out', { hasText: 'Yes! It ships today.' });
    await bubble.waitFor(WAIT);
    expect(await bubble.getAttribute('data-status')).toMatch(/^[A-Z_]+$/);
    await page.locator('#deliveries li[data-event="send.message"]').first().waitFor(WAIT);
    await shot(page, 'chat-390.png');
    // Receipts stepped by the test show live: the bubble's status and ticks follow each step.
    const keyId = ((await sent.json()) as { key: { id: string } }).key.id;
    mock.instances.receipts('support', keyId, 'DELIVERY_ACK');
    await expect.poll(() => bubble.getAttribute('data-status'), WAIT).toBe('DELIVERY_ACK');
    mock.instances.receipts('support', keyId, 'READ');
    await expect.poll(() => bubble.locator('.ticks').getAttribute('title'), WAIT).toBe('READ');
    await page.close();
  }, 120_000);

  it('shows a delivery the receiver refused once: each attempt with its answer, the wait before the retry, then delivered', async () => {
    let refused = false;
    const flaky = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const first = body.includes('are you there?') && !refused;
        if (first) refused = true;
        res.writeHead(first ? 503 : 200, { 'content-type': 'text/plain' }).end(first ? 'busy, try later' : 'ok now');
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/flaky`;
    const own = await startMock({ profile: 'evolution-2.1.1', instances: 'none', webhook: { url, retries: 2 } });
    try {
      own.instances.create({ name: 'flaky-shop', state: 'open' });
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${own.url}/__mock/ui/`);
      own.instances.receive('flaky-shop', { from: '5511900000777', text: 'are you there?' });
      const entry = page.locator('#deliveries li[data-event="messages.upsert"][data-outcome="delivered"]');
      await entry.waitFor(WAIT);
      await entry.locator('summary').click();
      await entry
        .locator('[data-attempt="1"]', { hasText: '503' })
        .filter({ hasText: 'busy, try later' })
        .filter({ hasText: 'retry in' })
        .waitFor(WAIT);
      await entry.locator('[data-attempt="2"]', { hasText: 'ok now' }).waitFor(WAIT);
      expect(await entry.locator('summary .tries').getAttribute('title')).toBe('2 attempts');
      await shot(page, 'retry-1280.png');
      await page.close();
    } finally {
      await own.close();
      await new Promise((resolve) => flaky.close(resolve));
    }
  }, 120_000);

  it('shows a message body that holds HTML as text: nothing of it runs or becomes an element', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${mock.url}/__mock/ui/`);
    await instance(page, 'support').click();
    const evil = '<img src=x onerror="document.title=\'pwned\';alert(1)"><b>bold</b>';
    mock.instances.receive('support', { from: '5511900000666', text: evil, pushName: '<script>alert(2)</script>' });
    await page.locator('#chats li[data-chat="5511900000666@s.whatsapp.net"]').click();
    const bubble = page.locator('#messages li.bubble.in .text');
    await bubble.first().waitFor(WAIT);
    expect(await bubble.first().textContent()).toBe(evil);
    expect(await page.locator('#messages img, #messages b, #chats script, #deliveries img').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');
    expect(alerts).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('the phone page over HTTP', () => {
  let mock: MockHandle;

  beforeAll(async () => {
    mock = await startMock({ instances: 'none', apiKey: 'phone-page-global-key-0001' });
    mock.instances.create({ name: 'kept-secret', state: 'open', token: 'instance-token-never-shown-0001' });
  }, 120_000);
  afterAll(() => mock?.close());

  it('serves the page with a strict Content-Security-Policy and its script and style from the mock itself', async () => {
    const page = await raw(`${mock.url}/__mock/ui/`, {});
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await raw(`${mock.url}/__mock/ui/page.js`, {});
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('new EventSource(');
    expect(script.body).not.toContain('innerHTML');
    expect((await raw(`${mock.url}/__mock/ui/page.css`, {})).status).toBe(200);
    expect((await raw(`${mock.url}/__mock/ui/nothing`, {})).status).toBe(404);
  });

  it('gives a foreign Host or Origin 403, for the page, its state and its stream', async () => {
    for (const path of ['/__mock/ui/', '/__mock/ui/state', '/__mock/ui/events']) {
      const rebound = await raw(`${mock.url}${path}`, { host: `rebound.example:${mock.port}` });
      expect(rebound.status, path).toBe(403);
      expect(rebound.body).toMatch(/--allowed-host rebound\.example/);
      const foreign = await raw(`${mock.url}${path}`, { origin: 'https://evil.example' });
      expect(foreign.status, path).toBe(403);
      const local = await raw(`${mock.url}${path}`, { host: `localhost:${mock.port}` }, 'event: deliveries');
      expect(local.status, path).toBe(200);
      local.res.destroy();
    }
  });

  it('never gives the page an instance token or the API key', async () => {
    mock.instances.receive('kept-secret', { from: '5511900000001', text: 'my token is instance-token-never-shown-0001' });
    const state = await raw(`${mock.url}/__mock/ui/state`, {});
    expect(state.status).toBe(200);
    expect(state.body).toContain('kept-secret');
    expect(state.body).toContain('my token is [redacted]');
    expect(state.body).not.toContain('instance-token-never-shown-0001');
    expect(state.body).not.toContain('phone-page-global-key-0001');
  });

  it("never gives the page a token in the delivery log: not in the payload, not in the receiver's answer", async () => {
    const token = 'instance-token-echoed-back-0002';
    const echo = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`got it, your token is ${token}`));
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const own = await startMock({ instances: 'none', webhook: { url: `http://127.0.0.1:${(echo.address() as AddressInfo).port}/` } });
    try {
      own.instances.create({ name: 'echoed', state: 'open', token });
      own.instances.receive('echoed', { from: '5511900000002', text: `psst: ${token}` });
      expect((await own.deliveries.settled(60_000)).settled).toBe(true);
      const stream = await raw(`${own.url}/__mock/ui/events`, {}, '\n\n', 'event: deliveries');
      stream.res.destroy();
      const log = stream.body.slice(stream.body.indexOf('event: deliveries'));
      expect(log).toContain('messages.upsert');
      expect(log).toContain('psst: [redacted]');
      expect(log).toContain('got it, your token is [redacted]');
      expect(log).not.toContain(token);
    } finally {
      await own.close();
      await new Promise((resolve) => echo.close(resolve));
    }
  });

  it(`keeps at most ${MAX_STREAMS} streams open, and ends them when the mock closes`, async () => {
    const own = await startMock({ instances: 'none' });
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS }, () => raw(`${own.url}/__mock/ui/events`, {}, 'event: deliveries')),
    );
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS).fill(200));
    expect(streams[0]?.headers['content-type']).toMatch(/^text\/event-stream/);
    const over = await raw(`${own.url}/__mock/ui/events`, {});
    expect(over.status).toBe(503);
    expect(over.body).toMatch(/close one/);
    const ended = streams.map((s) => new Promise<boolean>((resolve) => s.res.once('end', () => resolve(true))));
    await own.close();
    expect(await Promise.all(ended)).toEqual(Array(MAX_STREAMS).fill(true));
  });
});

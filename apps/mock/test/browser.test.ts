// The control API from a real browser: a page on http://localhost:<port> (a Vite app, say) drives
// the mock on 127.0.0.1 with fetch, with and without credentials, and reads what the mock exposes;
// a page of another origin, and a page whose name was re-pointed at 127.0.0.1 (DNS rebinding), are
// refused. Headless Chromium from Debian (/usr/bin/chromium) via playwright-core, no download.
// Without Chromium the suite fails in CI (CI=true: .ci/run installs it) and is skipped, saying
// why, elsewhere.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHandle, startMock } from '../src/index.js';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
const inCi = process.env['CI'] === 'true';
if (!available && !inCi) console.log(`browser.test.ts: skipped, ${CHROMIUM} is missing (apt-get install chromium); CI runs it.`);

/** A server on 127.0.0.1:0 answering every request with `answer`. */
async function serve(answer: (req: IncomingMessage, body: string) => { status: number; type: string; text: string }): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const { status, type, text } = answer(req, body);
      res.writeHead(status, { 'content-type': type }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const portOf = (server: Server): number => (server.address() as AddressInfo).port;
const PAGE = '<!doctype html><meta charset="utf-8"><title>frontend</title><h1>A frontend on this origin</h1><pre id="out"></pre>';

describe.runIf(available || inCi)('the control API in Chromium', () => {
  let browser: Browser;
  let mock: MockHandle;
  let pages: Server;
  let receiver: Server;
  const received: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-browser-'));

  beforeAll(async () => {
    if (!available) throw new Error(`${CHROMIUM} is missing: CI installs it (apt-get install -y chromium, in .ci/run).`);
    receiver = await serve((req, body) => {
      received.push(`${req.url} ${body.slice(0, 60)}`);
      return { status: 200, type: 'text/plain', text: 'ok' };
    });
    pages = await serve(() => ({ status: 200, type: 'text/html; charset=utf-8', text: PAGE }));
    mock = await startMock({ webhook: { url: `http://127.0.0.1:${portOf(receiver)}/hooks` } });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--host-resolver-rules=MAP attacker.test 127.0.0.1'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
    for (const server of [pages, receiver]) await new Promise((resolve) => server?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A fetch run in the page; resolves with its status and some headers, or the error's message. */
  async function pageFetch(
    page: Page,
    url: string,
    init: { method: string; body?: unknown; credentials: 'include' | 'omit'; headers?: Record<string, string> },
  ) {
    return page.evaluate(
      async ({ url, init }) => {
        try {
          const res = await fetch(url, {
            method: init.method,
            credentials: init.credentials,
            headers: { ...(init.body !== undefined && { 'content-type': 'application/json' }), ...init.headers },
            ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
          });
          const text = await res.text();
          const line = `${init.method} ${url} (${init.credentials}) → ${res.status}`;
          document.getElementById('out')?.append(`${line}\n`);
          return { status: res.status, text, violations: res.headers.get('sl-violations'), control: res.headers.get('x-mock-control') };
        } catch (error) {
          document.getElementById('out')?.append(`${init.method} ${url} → ${String(error)}\n`);
          return { error: String(error) };
        }
      },
      { url, init },
    );
  }

  it('a page on http://localhost drives POST /__mock/events and PUT /__mock/state, with and without credentials', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${portOf(pages)}/`);
    for (const credentials of ['omit', 'include'] as const) {
      const event = await pageFetch(page, `${mock.url}/__mock/events`, {
        method: 'POST',
        credentials,
        body: { event: 'MESSAGES_UPSERT', instance: 'my-instance' },
      });
      expect(event).toMatchObject({ status: 200, control: 'true' });
      expect(JSON.parse((event as { text: string }).text)).toMatchObject({ outcome: 'delivered' });
      const state = await pageFetch(page, `${mock.url}/__mock/state`, {
        method: 'PUT',
        credentials,
        body: { instances: [{ name: `browser-${credentials}` }] },
      });
      expect(state).toMatchObject({ status: 204 });
      expect(mock.instances.list().map((i) => i.name)).toEqual([`browser-${credentials}`]);
    }
    expect(received.filter((line) => line.startsWith('/hooks ') && line.includes('"messages.upsert"'))).toHaveLength(2);
    // A gateway answer's sl-violations can be read with credentials (it is named, not `*`).
    const invalid = await pageFetch(page, `${mock.url}/message/sendLocation/browser-include`, {
      method: 'POST',
      credentials: 'include',
      headers: { apikey: 'browser-key' },
      body: {},
    });
    expect(invalid).toMatchObject({ status: 400, violations: expect.stringMatching(/.+/) });
    const shot = join(dir, 'localhost-page.png');
    await page.screenshot({ path: shot, fullPage: true });
    expect(statSync(shot).size).toBeGreaterThan(1000);
    if (process.env['MOCK_BROWSER_SHOTS']) await page.screenshot({ path: join(process.env['MOCK_BROWSER_SHOTS'], 'localhost-page.png') });
    await page.close();
  }, 120_000);

  it('a page of another origin is refused: its fetch fails and the mock does nothing', async () => {
    const page = await browser.newPage();
    await page.goto(`http://attacker.test:${portOf(pages)}/`);
    const before = mock.instances.list();
    for (const credentials of ['omit', 'include'] as const) {
      const state = await pageFetch(page, `${mock.url}/__mock/state`, { method: 'PUT', credentials, body: { instances: [] } });
      expect(state).toEqual({ error: expect.stringMatching(/Failed to fetch/) });
    }
    expect(mock.instances.list()).toEqual(before);
    await page.close();
  }, 120_000);

  it('a page whose name was re-pointed at 127.0.0.1 (DNS rebinding) gets 403 from the mock itself', async () => {
    const page = await browser.newPage();
    const rebound = `http://attacker.test:${mock.port}`;
    const landing = await page.goto(`${rebound}/webhook/find/my-instance`);
    expect(landing?.status()).toBe(403);
    // Same-origin now, so no CORS is needed: the Host gives it away.
    const read = await pageFetch(page, `${rebound}/webhook/find/my-instance`, {
      method: 'GET',
      credentials: 'omit',
      headers: { apikey: 'k' },
    });
    expect(read).toMatchObject({ status: 403, text: expect.stringMatching(/--allowed-host attacker\.test/) });
    const control = await pageFetch(page, `${rebound}/__mock/state`, { method: 'PUT', credentials: 'omit', body: { instances: [] } });
    expect(control).toMatchObject({ status: 403 });
    await page.screenshot({ path: join(dir, 'rebound-page.png') });
    await page.close();
  }, 120_000);
});

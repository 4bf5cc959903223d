// Deep links into the built references (dist/docs/<name>.html), in headless Chromium from Debian
// (/usr/bin/chromium) via playwright-core, opened from file:// as a reader opens them: the upgrade
// page links each operation in the form the pages route (src/docs-link.ts), and following the link
// to sendButtons lands on that operation of the 2.3.7 reference, not on "No page at this address".
// Without Chromium the suite fails in CI (CI=true: .ci/run installs it) and is skipped, saying why,
// elsewhere.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePageOf } from '../scripts/profile-docs.js';
import { operationLinks } from '../src/docs-link.js';
import { operations } from '../src/walk.js';
import { loadSpec } from './load-spec.js';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
const inCi = process.env['CI'] === 'true';
if (!available && !inCi) console.log(`docs-links.test.ts: skipped, ${CHROMIUM} is missing (apt-get install chromium); CI runs it.`);

const DOCS = fileURLToPath(new URL('../dist/docs/', import.meta.url));
const FROM = 'evolution-2.1.1';
const TO = 'evolution-2.3.7';
const to = loadSpec(`../dist/${TO}/openapi.json`);
const UPGRADE = upgradePageOf(FROM, TO);
const NOT_FOUND = 'No page at this address';
/** Headless Chromium reads a 3 MB page and starts it in seconds; this only bounds a hang. */
const PAGE_MS = 60_000;

const sendButtons = operations(to).find((op) => op.operationId === 'sendButtons');

describe.runIf(available || inCi)('deep links into the docs pages, in Chromium', () => {
  let browser: Browser;
  const shots = mkdtempSync(join(tmpdir(), 'openapi-docs-links-'));

  beforeAll(async () => {
    if (!available) throw new Error(`${CHROMIUM} is missing: CI installs it (apt-get install -y chromium, in .ci/run).`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(shots, { recursive: true, force: true });
  });

  it('links every operation of the upgrade page in the routed form, #/<tag>/<operation>', () => {
    const html = readFileSync(join(DOCS, UPGRADE), 'utf8');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '').filter((href) => href.includes('#'));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^evolution-[\d.]+\.html#\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(hrefs).toContain(operationLinks(to, `${TO}.html`).get('sendButtons'));
  });

  it('follows the upgrade page to sendButtons on the 2.3.7 reference, and lands on the operation', async () => {
    if (!sendButtons) throw new Error(`${TO} has no sendButtons`);
    const href = operationLinks(to, `${TO}.html`).get('sendButtons') ?? '';
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(pathToFileURL(join(DOCS, UPGRADE)).href);
    await page.click(`a[href="${href}"]`);
    // The operation's own panel: its method and path, which the side menu does not show.
    await page.getByText(sendButtons.path, { exact: true }).first().waitFor({ timeout: PAGE_MS });
    expect(page.url()).toBe(pathToFileURL(join(DOCS, href.split('#')[0] ?? '')).href + href.slice(href.indexOf('#')));
    expect(await page.getByText(NOT_FOUND).count()).toBe(0);
    // Its title is shown (visible, not only in the DOM): the page scrolled to it and drew it. The
    // screenshot is for a person to look at; its size says nothing a loaded machine keeps the same.
    await page
      .getByText(sendButtons.operation.summary ?? '', { exact: true })
      .last()
      .waitFor({ state: 'visible', timeout: PAGE_MS });
    await page.screenshot({ path: join(shots, 'sendButtons.png') });
    await page.close();
  }, 120_000);

  it("writes the same links as the reference's own menu, for every operation it lists", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(pathToFileURL(join(DOCS, `${TO}.html`)).href);
    await page.waitForFunction(() => document.querySelectorAll('a[href^="#/"]').length > 10, null, { timeout: PAGE_MS });
    const menu = await page.evaluate(() => Array.from(document.querySelectorAll('a[href^="#/"]')).map((a) => a.getAttribute('href') ?? ''));
    await page.close();
    const ours = new Set([...operationLinks(to, `${TO}.html`).values()].map((link) => link.slice(link.indexOf('#'))));
    const listed = menu.filter((href) => href.split('/').length === 3);
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((href) => !ours.has(href))).toEqual([]);
  }, 120_000);
});

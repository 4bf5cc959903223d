// The chats as the phone page shows them, in headless Chromium (Debian's /usr/bin/chromium with
// playwright-core) on a 2.3.7 mock on a free port: one chat per person (an @lid sender and the phone
// number the bot answers are one), titles that say a name and a number once and a group's subject,
// a refused send as a failed bubble, an arrived picture as a picture (and one sent from the
// composer's file picker), round unread badges, the header and the composer in the first screen of
// a phone, and a favicon (no 404 in the console). Every wait is for the page; time-outs bound a hang.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHandle, startMock } from '../src/index.js';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
const inCi = process.env['CI'] === 'true';
const WAIT = { timeout: 60_000 };
/** A 16×16 PNG: big enough that the page's picture is not the built-in 1×1 file. */
const PNG_16 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJElEQVR42mNkYPhfz0AEYBxVSF+FjIyM/xkYGBj+M4wqHFUIAHmgCPnVdS8NAAAAAElFTkSuQmCC';
const NOT_ON_WHATSAPP = '12125550123';

describe.runIf(available || inCi)('the chats of the phone page', () => {
  let browser: Browser;
  let mock: MockHandle;
  let token: string;
  let group: string;
  const problems: string[] = [];

  const send = (path: string, body: unknown) =>
    fetch(`${mock.url}${path}`, {
      method: 'POST',
      headers: { apikey: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    if (!available) throw new Error(`${CHROMIUM} is missing: CI installs it (apt-get install -y chromium, in .ci/run).`);
    mock = await startMock({ profile: 'evolution-2.3.7', instances: 'none' });
    mock.instances.create({ name: 'shop', state: 'open' });
    token = mock.instances.get('shop').token;
    // A customer whose pushName is their number, a LID sender the bot answers by number, a refused reply, a group, a picture.
    mock.instances.receive('shop', { from: '5511988887777', pushName: '5511988887777', text: 'Is my order on its way?' });
    mock.instances.receive('shop', {
      from: '123456789012345@lid',
      remoteJidAlt: '5511977776666@s.whatsapp.net',
      pushName: 'Ana',
      text: 'Hello from a LID',
    });
    expect((await send('/message/sendText/shop', { number: '5511977776666', text: 'Hi Ana, how can I help?' })).status).toBe(201);
    expect((await send('/message/sendText/shop', { number: NOT_ON_WHATSAPP, text: 'Your code is 1234' })).status).toBe(400);
    const created = await send('/group/create/shop', { subject: 'Store staff', participants: ['5511911112222'] });
    group = ((await created.json()) as { id: string }).id;
    mock.instances.receive('shop', { from: group, participant: '5511911112222', pushName: 'Bruno', text: 'Shift starts at 9' });
    mock.instances.receive('shop', { from: '5511988887777', kind: 'image', media: PNG_16, mimetype: 'image/png', caption: 'The parcel' });
    for (let i = 0; i < 12; i++)
      mock.instances.receive('shop', { from: '5511955554444', pushName: 'Carla Maria de Souza Albuquerque', text: `m${i}` });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
  });

  async function open(width: number, height: number): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${mock.url}/__mock/ui/`);
    await page.locator('#chats li[data-chat]').first().waitFor(WAIT);
    return page;
  }

  const chat = (page: Page, jid: string) => page.locator(`#chats li[data-chat="${jid}"]`);

  it('shows one chat per person, each called by a name and a number said once, and a group by its subject', async () => {
    const page = await open(1280, 800);
    await chat(page, group).waitFor(WAIT);
    const titles = await page.locator('#chats li .who').allTextContents();
    expect(titles).toContain('+5511988887777');
    expect(titles).toContain('Ana (+5511977776666)');
    expect(titles).toContain('Store staff');
    // The LID chat is not a second chat: Ana's message and the bot's answer are in one.
    expect(await page.locator('#chats li[data-chat$="@lid"]').count()).toBe(0);
    await chat(page, '5511977776666@s.whatsapp.net').click();
    await page.locator('#messages li.bubble.in', { hasText: 'Hello from a LID' }).waitFor(WAIT);
    await page.locator('#messages li.bubble.out', { hasText: 'Hi Ana, how can I help?' }).waitFor(WAIT);
    await page.close();
  }, 120_000);

  it('shows a send the gateway refused as a failed bubble in its chat, with the status it got', async () => {
    const page = await open(1280, 800);
    await chat(page, `${NOT_ON_WHATSAPP}@s.whatsapp.net`).click();
    const refused = page.locator('#messages li.bubble.refused', { hasText: 'Your code is 1234' });
    await refused.waitFor(WAIT);
    expect(await refused.getAttribute('data-refused')).toBe('400');
    expect(await refused.textContent()).toContain('Not sent: sendText answered 400');
    await page.close();
  }, 120_000);

  it('shows an arrived picture as the picture, named as a photo; the composer sends a file of your own', async () => {
    const page = await open(1280, 800);
    await chat(page, '5511988887777@s.whatsapp.net').click();
    const bubble = page.locator('#messages li.bubble.in', { hasText: 'The parcel' });
    await bubble.waitFor(WAIT);
    expect(await bubble.locator('.kind').textContent()).toBe('Photo');
    const picture = bubble.locator('img.picture');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT).toBe(16);
    // A file chosen in the picker arrives as the contact's image, its bytes kept.
    await page.locator('#kind').selectOption('image');
    await page
      .locator('#kind-fields input[type="file"]')
      .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: Buffer.from(PNG_16, 'base64') });
    await page.locator('#kind-fields input[name="caption"]').fill('From the picker');
    await page.locator('#send').click();
    const picked = page.locator('#messages li.bubble.in', { hasText: 'From the picker' }).locator('img.picture');
    await expect.poll(() => picked.evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT).toBe(16);
    await page.close();
  }, 120_000);

  it('keeps an unread badge round beside a title on two lines', async () => {
    const page = await open(390, 844);
    const badge = chat(page, '5511955554444@s.whatsapp.net').locator('.unread');
    await badge.waitFor(WAIT);
    const box = await badge.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.height ?? 0).toBeLessThanOrEqual(24);
    expect(await badge.textContent()).toBe('12');
    await page.close();
  }, 120_000);

  it("on a phone's width keeps what is served in the header and the contact's composer in the first screen", async () => {
    const page = await open(390, 844);
    expect(await page.locator('#serving').isVisible()).toBe(true);
    expect(await page.locator('#serving').textContent()).toContain('2.3.7');
    await chat(page, '5511988887777@s.whatsapp.net').click();
    const composer = await page.locator('#composer').boundingBox();
    expect(composer).not.toBeNull();
    expect((composer?.y ?? Number.POSITIVE_INFINITY) + (composer?.height ?? 0)).toBeLessThanOrEqual(844);
    await page.close();
  }, 120_000);

  it('has a favicon, and no page of these tests met a 404 or a console error', async () => {
    const icon = await fetch(`${mock.url}/__mock/ui/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    const page = await open(1280, 800);
    await page.close();
    expect(problems).toEqual([]);
  }, 120_000);

  it('serves a kept picture only for an image type a browser shows as it is, and 404 for anything else', async () => {
    const message = mock.instances.receive('shop', {
      from: '5511900000001',
      kind: 'document',
      fileName: 'a.svg',
      mimetype: 'image/svg+xml',
    });
    const png = mock.instances.receive('shop', { from: '5511900000001', kind: 'image', media: PNG_16, mimetype: 'image/png' });
    const shown = await fetch(`${mock.url}/__mock/ui/media/shop/${encodeURIComponent(png.key.id)}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await shown.arrayBuffer()).equals(Buffer.from(PNG_16, 'base64'))).toBe(true);
    const svg = await fetch(`${mock.url}/__mock/ui/media/shop/${encodeURIComponent(message.key.id)}`);
    expect(svg.status).toBe(404);
    const missing = await fetch(`${mock.url}/__mock/ui/media/shop/%E0%A4%A`);
    expect(missing.status).toBe(404);
  });
});

// The twin under --profile evolution-2.4.0 (src/gateways/evolution-2.4.0/): the licence gate as a
// state (unlicensed: every business route 503 before the key, 404 and body checks; activated from the
// control API or /license/activate with the mock's code), and each rule 2.4.0 changes, beside what
// the same request does under 2.3.7, so a rule that is not applied (or applied to both) fails.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCli } from '../src/args.js';
import { createMockControl } from '../src/control/client.js';
import { MOCK_ACTIVATION_CODE } from '../src/gateways/evolution-2.4.0/license.js';
import { type MockHandle, startMock } from '../src/index.js';
import { callGateway } from './helpers/http.js';

const KEY = 'twin-240-admin-key';
const PROFILE = 'evolution-2.4.0';

let unlicensed: MockHandle;
let v240: MockHandle;
let v237: MockHandle;
beforeAll(async () => {
  [unlicensed, v240, v237] = await Promise.all([
    startMock({ profile: PROFILE, instances: 'none', apiKey: KEY, whatsapp: 'offline', license: 'unlicensed' }),
    startMock({ profile: PROFILE, instances: 'shop:open,idle:close', apiKey: KEY, whatsapp: 'offline' }),
    startMock({ profile: 'evolution-2.3.7', instances: 'shop:open,idle:close', apiKey: KEY, whatsapp: 'offline' }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([unlicensed?.close(), v240?.close(), v237?.close()]);
});

const call = (mock: MockHandle, method: string, path: string, body?: unknown) => callGateway(mock.url, KEY, method, path, body);

/** A request with headers fetch will not set (Host), as raw HTTP. */
function raw(mock: MockHandle, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${mock.url}${path}`, { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('unlicensed', () => {
  it('answers every business route 503 LICENSE_REQUIRED, before the key, the unknown instance and the body', async () => {
    for (const [method, path, key, body] of [
      ['GET', '/instance/fetchInstances', KEY, undefined],
      ['POST', '/message/sendText/nobody', 'wrong-key', {}],
      ['POST', '/message/sendCarousel/nobody', '', { cards: [] }],
      ['GET', '/no/such/route', KEY, undefined],
    ] as const) {
      const answer = await callGateway(unlicensed.url, key, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(503);
      expect(answer.body).toMatchObject({ code: 'LICENSE_REQUIRED', error: 'service not activated' });
    }
  });

  it('builds register_url from the Host and X-Forwarded-Proto of the request', async () => {
    const host = new URL(unlicensed.url).host;
    const plain = JSON.parse((await raw(unlicensed, '/chat/findChats/x', { apikey: KEY })).text) as Record<string, string>;
    expect(plain['register_url']).toBe(`http://${host}/manager/login`);
    const proxied = JSON.parse((await raw(unlicensed, '/chat/findChats/x', { 'x-forwarded-proto': 'https', host: 'localhost:9999' })).text);
    expect(proxied.register_url).toBe('https://localhost:9999/manager/login');
    expect(proxied.message).toContain('https://localhost:9999/manager/login');
  });

  it('lets through what runs before the gate or passes it', async () => {
    const notJson = await raw(unlicensed, '/message/sendText/x', { apikey: KEY, 'content-type': 'application/json' }, '{not json');
    expect(notJson.status).toBe(400);
    expect((await call(unlicensed, 'GET', '/')).status).toBe(200);
    expect((await call(unlicensed, 'GET', '/license/status')).body).toMatchObject({ status: 'inactive' });
    expect((await call(unlicensed, 'GET', '/license/status/')).status).toBe(200);
    expect((await call(unlicensed, 'GET', '/license/activate')).status).toBe(400);
    expect((await call(unlicensed, 'GET', '/license/register')).status).toBe(502);
    expect((await call(unlicensed, 'GET', '/health')).body).toMatchObject({ response: { message: ['Cannot GET /health'] } });
    expect((await raw(unlicensed, '/manager/login', {})).status).toBe(200);
  });

  it('is activated by the control API or the mock code, and a reset takes it back', async () => {
    const control = createMockControl(unlicensed.url);
    expect(await control.license('activated')).toEqual({ state: 'activated' });
    expect((await call(unlicensed, 'GET', '/instance/fetchInstances')).status).toBe(200);
    expect((await call(unlicensed, 'GET', '/license/status')).body).toMatchObject({ status: 'active' });
    await control.license('unlicensed');
    expect((await call(unlicensed, 'GET', '/instance/fetchInstances')).status).toBe(503);
    expect((await call(unlicensed, 'GET', '/license/activate?code=someone-elses')).status).toBe(502);
    expect((await call(unlicensed, 'GET', `/license/activate?code=${MOCK_ACTIVATION_CODE}`)).body).toMatchObject({ status: 'active' });
    expect((await call(unlicensed, 'GET', '/instance/fetchInstances')).status).toBe(200);
    await control.reset();
    expect(await control.license()).toEqual({ state: 'unlicensed' });
  });

  it('shows the gate on the phone page', async () => {
    const state = (await (await fetch(`${unlicensed.url}/__mock/ui/state`)).json()) as { license?: string };
    expect(state.license).toBe('unlicensed');
    const page = await (await fetch(`${unlicensed.url}/__mock/ui/`)).text();
    expect(page).toContain('id="license"');
    const before = (await (await fetch(`${v237.url}/__mock/ui/state`)).json()) as { license?: string };
    expect(before.license).toBeUndefined();
  });

  it('refuses a licence that is neither state, on the command line and in startMock', async () => {
    expect(() => parseCli(['--license', 'maybe'])).toThrow(/--license is activated .* or unlicensed/);
    expect(parseCli(['--license', 'unlicensed'])).toMatchObject({ license: 'unlicensed' });
    await expect(startMock({ profile: PROFILE, license: 'maybe' as never })).rejects.toThrow(/license must be 'activated' or 'unlicensed'/);
  });
});

describe('activated (the default), beside 2.3.7', () => {
  it('has no gate', async () => {
    expect((await call(v240, 'GET', '/instance/fetchInstances')).status).toBe(200);
  });

  it('logs out a closed instance with 200 (2.3.7: 400)', async () => {
    const now = await call(v240, 'DELETE', '/instance/logout/idle');
    expect(now).toMatchObject({ status: 200, body: { response: { message: 'Instance was already disconnected' } } });
    expect((await call(v237, 'DELETE', '/instance/logout/idle')).status).toBe(400);
  });

  it('trims the name on create', async () => {
    const created = await call(v240, 'POST', '/instance/create', { instanceName: '  spaced ', integration: 'WHATSAPP-BAILEYS' });
    expect((created.body as { instance: { instanceName: string } }).instance.instanceName).toBe('spaced');
    const before = await call(v237, 'POST', '/instance/create', { instanceName: '  spaced ', integration: 'WHATSAPP-BAILEYS' });
    expect((before.body as { instance: { instanceName: string } }).instance.instanceName).toBe('  spaced ');
  });

  it('sends carousels and refuses eleven cards; 2.3.7 has no such route', async () => {
    const card = { body: 'A card', buttons: [{ type: 'reply', displayText: 'Pick', id: 'pick' }] };
    const sent = await call(v240, 'POST', '/message/sendCarousel/shop', { number: '5511999999999', body: 'Menu', cards: [card] });
    expect(sent.status).toBe(201);
    const many = await call(v240, 'POST', '/message/sendCarousel/shop', {
      number: '5511999999999',
      body: 'Menu',
      cards: Array(11).fill(card),
    });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain('cards');
    expect((await call(v237, 'POST', '/message/sendCarousel/shop', { number: '5511999999999', body: 'Menu', cards: [card] })).status).toBe(
      404,
    );
  });

  it('marks messages played, and refuses more than 2 CTA buttons', async () => {
    const played = await call(v240, 'POST', '/chat/markMessageAsPlayed/shop', {
      playedMessages: [{ remoteJid: '5511999999999@s.whatsapp.net', fromMe: false, id: 'ABC123' }],
    });
    expect(played).toEqual({ status: 201, body: { message: 'Played messages', played: 'success' } });
    const url = (n: number) => ({ type: 'url', displayText: `Site ${n}`, url: `https://example.org/${n}` });
    const buttons = await call(v240, 'POST', '/message/sendButtons/shop', { number: '5511999999999', buttons: [url(1), url(2), url(3)] });
    expect(buttons).toMatchObject({ status: 400, body: { response: { message: ['Maximum of 2 CTA buttons allowed'] } } });
  });
});

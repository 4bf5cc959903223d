// Rules the twin follows since client-shaped traffic (held-out/evolution-*-clients.jsonl) scored it:
// each read from the gateway's source (cited where it is implemented) and checked here over HTTP next
// to the request it must not catch, so a rule that fires always (or never) fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHandle, startMock } from '../src/index.js';
import { UNANSWERED_HEADER } from '../src/server/answer/answer.js';
import { callGateway } from './helpers/http.js';

const KEY = 'client-traffic-rules-key';
const NUMBER = '5511987654321';
const GROUP = '120363025246125486@g.us';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let v211: MockHandle;
let v237: MockHandle;
/** A loopback media host: /gone.png answers 404, anything else an image. */
let media: Server;
let host: string;
beforeAll(async () => {
  [v211, v237] = await Promise.all([
    startMock({ profile: 'evolution-2.1.1', instances: 'none', apiKey: KEY, whatsapp: 'offline' }),
    startMock({ profile: 'evolution-2.3.7', instances: 'none', apiKey: KEY, whatsapp: 'offline' }),
  ]);
  media = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/gone.png')) res.statusCode = 404;
    res.end(res.statusCode === 404 ? 'Not Found' : Buffer.from(PNG, 'base64'));
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await Promise.all([v211?.close(), v237?.close()]);
  await new Promise((resolve) => media?.close(resolve));
});

const messageOf = (body: unknown) => (body as { response?: { message?: unknown } }).response?.message;
let count = 0;
function instance(on: MockHandle, state: 'close' | 'connecting'): string {
  const name = `clients-${++count}`;
  on.instances.create({ name, state });
  return name;
}
const send = (on: MockHandle, route: string, name: string, body: unknown) =>
  callGateway(on.url, KEY, 'POST', `/message/${route}/${name}`, body);

describe("2.1.1's send controller: owned media is a URL or base64", () => {
  it.each([
    ['sendMedia', 'media', { mediatype: 'image' }],
    ['sendSticker', 'sticker', {}],
    ['sendWhatsAppAudio', 'audio', {}],
  ])('%s refuses a data: URI in every state, and takes bare base64 on to the socket', async (route, field, extra) => {
    for (const state of ['close', 'connecting'] as const) {
      const name = instance(v211, state);
      const refused = await send(v211, route, name, { number: NUMBER, ...extra, [field]: `data:image/png;base64,${PNG}` });
      expect(refused.status).toBe(400);
      expect(messageOf(refused.body)).toEqual(['Owned media must be a url or base64']);
      const taken = await send(v211, route, name, { number: NUMBER, ...extra, [field]: PNG });
      expect(JSON.stringify(messageOf(taken.body))).not.toContain('Owned media');
    }
  });
});

describe('a media URL that answers 404', () => {
  it("fails the download with axios' words before the socket; a URL that answers is downloaded and the socket fails", async () => {
    const name = instance(v211, 'connecting');
    const gone = await send(v211, 'sendMedia', name, { number: NUMBER, mediatype: 'image', media: `${host}/gone.png` });
    expect(gone.status).toBe(500);
    expect(messageOf(gone.body)).toEqual(['AxiosError: Request failed with status code 404']);
    const sticker = await send(v211, 'sendSticker', name, { number: NUMBER, sticker: `${host}/gone.png` });
    expect(messageOf(sticker.body)).toBe('Request failed with status code 404');
    const image = await send(v211, 'sendMedia', name, { number: NUMBER, mediatype: 'image', media: `${host}/photo.png` });
    expect(messageOf(image.body)).toEqual(['Error: Connection Closed']);
  });
});

describe("sendStatus' recipients", () => {
  const text = { type: 'text', content: 'Promoção', backgroundColor: '#008000', font: 1 };
  it('allContacts needs a stored contact; without it a statusJidList must list someone', async () => {
    const empty = instance(v211, 'connecting');
    const all = await send(v211, 'sendStatus', empty, { ...text, allContacts: true });
    expect([all.status, messageOf(all.body)]).toEqual([400, ['Contacts not found']]);
    const nobody = await send(v211, 'sendStatus', empty, { ...text, allContacts: false });
    expect([nobody.status, messageOf(nobody.body)]).toEqual([400, ['StatusJidList is required']]);
    const listed = await send(v211, 'sendStatus', empty, { ...text, statusJidList: [`${NUMBER}@s.whatsapp.net`] });
    expect(JSON.stringify(messageOf(listed.body))).toContain('Connection Closed');
    const contacts = [{ remoteJid: `${NUMBER}@s.whatsapp.net`, pushName: 'Maria' }];
    const known = await startMock({
      profile: 'evolution-2.1.1',
      apiKey: KEY,
      whatsapp: 'offline',
      state: { instances: [{ name: 'clients-known', state: 'connecting', contacts }] },
    });
    try {
      const toAll = await send(known, 'sendStatus', 'clients-known', { ...text, allContacts: true });
      expect(JSON.stringify(messageOf(toAll.body))).toContain('Connection Closed');
    } finally {
      await known.close();
    }
  });
});

describe('a proxy with a host, offline', () => {
  it("2.1.1's test never answers (the mock says so at once); 2.3.7's fails; a disabled one is stored", async () => {
    const proxy = { enabled: true, host: '10.0.0.1', port: '3128', protocol: 'http', username: '', password: '' };
    const waits = await fetch(`${v211.url}/proxy/set/${instance(v211, 'close')}`, {
      method: 'POST',
      headers: { apikey: KEY, 'content-type': 'application/json' },
      body: JSON.stringify(proxy),
    });
    expect(waits.status).toBe(504);
    expect(waits.headers.get(UNANSWERED_HEADER)).toContain('icanhazip.com');
    const name = instance(v237, 'close');
    const tested = await callGateway(v237.url, KEY, 'POST', `/proxy/set/${name}`, proxy);
    expect([tested.status, messageOf(tested.body)]).toEqual([400, ['Invalid proxy']]);
    expect((await callGateway(v211.url, KEY, 'POST', `/proxy/set/${instance(v211, 'close')}`, { ...proxy, enabled: false })).status).toBe(
      201,
    );
    expect((await callGateway(v237.url, KEY, 'POST', `/proxy/set/${name}`, { ...proxy, enabled: false })).status).toBe(201);
  });
});

describe("2.1.1's sends to a group while not connected", () => {
  it('read the id of the group findGroup could not fetch, in every state; a number fails on the socket', async () => {
    for (const [state, socket] of [
      ['close', "Cannot read properties of undefined (reading 'onWhatsApp')"],
      ['connecting', 'Connection Closed'],
    ] as const) {
      const name = instance(v211, state);
      const group = await send(v211, 'sendText', name, { number: GROUP, text: 'Bom dia' });
      expect([group.status, messageOf(group.body)]).toEqual([500, "Cannot read properties of undefined (reading 'id')"]);
      const numbers = await callGateway(v211.url, KEY, 'POST', `/chat/whatsappNumbers/${name}`, { numbers: [GROUP] });
      expect(messageOf(numbers.body)).toBe("Cannot read properties of undefined (reading 'id')");
      const person = await send(v211, 'sendText', name, { number: NUMBER, text: 'Bom dia' });
      expect(messageOf(person.body)).toBe(socket);
    }
  });
});

describe("2.3.7's sends, read from its source", () => {
  it('sendButtons: at least one, at most three replies, replies alone, one PIX alone; three replies go on to the socket', async () => {
    const name = instance(v237, 'close');
    const reply = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'reply', displayText: `Opção ${i}`, id: `op${i}` }));
    const buttons = (list: unknown[]) => send(v237, 'sendButtons', name, { number: NUMBER, title: 'Pedido', buttons: list });
    expect(messageOf((await buttons([])).body)).toEqual(['At least one button is required']);
    expect(messageOf((await buttons(reply(4))).body)).toEqual(['Maximum of 3 reply buttons allowed']);
    const mixed = await buttons([...reply(1), { type: 'url', displayText: 'Site', url: 'https://example.com' }]);
    expect(messageOf(mixed.body)).toEqual(['Reply buttons cannot be mixed with other button types']);
    const three = await buttons(reply(3));
    expect([three.status, messageOf(three.body)]).toEqual([500, "Cannot read properties of undefined (reading 'onWhatsApp')"]);
  });

  it('a reaction removed with "" reaches the socket; text that is not one emoji is refused', async () => {
    const name = instance(v237, 'connecting');
    const key = { remoteJid: `${NUMBER}@s.whatsapp.net`, fromMe: true, id: '3EB0A1B2C3D4E5F60718' };
    const removed = await send(v237, 'sendReaction', name, { key, reaction: '' });
    expect([removed.status, messageOf(removed.body)]).toEqual([500, 'Connection Closed']);
    const word = await send(v237, 'sendReaction', name, { key, reaction: 'ok' });
    expect(messageOf(word.body)).toEqual(['Reaction must be a single emoji or empty string']);
  });

  it('a send to a group while not connected: "Group not found" re-thrown as [object Object]; with a delay, presence fails first', async () => {
    const name = instance(v237, 'connecting');
    const plain = await send(v237, 'sendText', name, { number: GROUP, text: 'Bom dia' });
    expect([plain.status, messageOf(plain.body)]).toEqual([400, ['[object Object]']]);
    const delayed = await send(v237, 'sendText', name, { number: GROUP, text: 'Bom dia', delay: 500 });
    expect(messageOf(delayed.body)).toEqual(['Error: Connection Closed']);
    const person = await send(v237, 'sendText', name, { number: NUMBER, text: 'Bom dia' });
    expect(messageOf(person.body)).toBe('Connection Closed');
  });

  it('whatsappNumbers: groups alone are listed as not existing; a number needs the socket (a raw 400)', async () => {
    const name = instance(v237, 'connecting');
    const groups = await callGateway(v237.url, KEY, 'POST', `/chat/whatsappNumbers/${name}`, { numbers: [GROUP] });
    expect([groups.status, groups.body]).toEqual([200, [{ jid: GROUP, exists: false, number: GROUP }]]);
    const numbers = await callGateway(v237.url, KEY, 'POST', `/chat/whatsappNumbers/${name}`, { numbers: [NUMBER] });
    expect(numbers.status).toBe(400);
    expect(numbers.body).toMatchObject({ isBoom: true, output: { statusCode: 428 } });
  });

  it("fetchInstances with an instance's token: another name or an unknown id is 401; its own name lists it", async () => {
    const name = instance(v237, 'close');
    const token = v237.instances.get(name).token;
    const list = (query: string) => callGateway(v237.url, token, 'GET', `/instance/fetchInstances?${query}`);
    expect((await list('instanceId=00000000-0000-4000-8000-000000000000')).status).toBe(401);
    expect((await list('instanceName=someone-else')).status).toBe(401);
    const own = await list(`instanceName=${name}`);
    expect([own.status, (own.body as { name: string }[])[0]?.name]).toEqual([200, name]);
  });
});

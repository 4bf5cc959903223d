// Rules the twin follows since client-shaped traffic (held-out/evolution-*-clients.jsonl) scored it:
// each read from the gateway's source (cited where it is implemented) and checked here over HTTP next
// to the request it must not catch, so a rule that fires always (or never) fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHandle, startMock } from '../src/index.js';
import { callGateway } from './helpers/http.js';

const KEY = 'client-traffic-rules-key';
const NUMBER = '5511987654321';
const GROUP = '120363025246125486@g.us';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let v211: MockHandle;
/** A loopback media host: /gone.png answers 404, anything else an image. */
let media: Server;
let host: string;
beforeAll(async () => {
  v211 = await startMock({ profile: 'evolution-2.1.1', instances: 'none', apiKey: KEY, whatsapp: 'offline' });
  media = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/gone.png')) res.statusCode = 404;
    res.end(res.statusCode === 404 ? 'Not Found' : Buffer.from(PNG, 'base64'));
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await v211?.close();
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

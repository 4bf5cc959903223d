// The twin's world holds together (issue 24 §4): what the default world shows (the description's
// examples) exists and keeps existing after unrelated writes, and an id it does not hold is answered
// as 2.1.1 answers an unknown one, before and after any write; numbers are on WhatsApp by a
// documented rule a test can override; an instance that never connected has no data it could not
// have; a queued failure says it is one. Every check goes over HTTP to a real mock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHandle, startMock } from '../src/index.js';
import { callGateway } from './helpers/http.js';

const KEY = 'twin-world-key';
/** The media message the descriptions' getBase64FromMediaMessage example names (and the example world holds). */
const MEDIA_ID = '3EB0E5F6A7B8C9D0E1F2A3B4C5D6E7F8A9B0C1D2';
/** The group the descriptions' group examples show. */
const GROUP = '120363025246125486@g.us';
const CONTACT = { number: '5511988887777', contact: [{ fullName: 'Ana', wuid: '5511988887777', phoneNumber: '+55 11 98888-7777' }] };

async function withMock<T>(options: Parameters<typeof startMock>[0], run: (call: Call, mock: MockHandle) => Promise<T>): Promise<T> {
  const mock = await startMock({ apiKey: KEY, ...options });
  try {
    return await run((method, path, body) => callGateway(mock.url, KEY, method, path, body), mock);
  } finally {
    await mock.close();
  }
}
type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

const base64Of = (call: Call, id: string) => call('POST', '/chat/getBase64FromMediaMessage/shop', { message: { key: { id } } });
const subjectOf = (call: Call, group: string) =>
  call('POST', `/group/updateGroupSubject/shop?groupJid=${encodeURIComponent(group)}`, { subject: 'Kitchen' });

describe.each([
  ['the contract', {}],
  ['the evolution-2.1.1 profile', { profile: 'evolution-2.1.1' }],
])('the default world of %s', (_name, options) => {
  it('keeps the media message it shows after an unrelated send, and never knows an id it does not hold', async () => {
    await withMock(options, async (call) => {
      expect((await base64Of(call, MEDIA_ID)).status).toBe(201);
      const unknown = await base64Of(call, '3EB0FFFFFFFFFFFFFFFFFFFF');
      expect(unknown).toMatchObject({ status: 400, body: { response: { message: ['Message not found'] } } });
      expect((await call('POST', '/message/sendContact/shop', CONTACT)).status).toBe(201);
      expect((await base64Of(call, MEDIA_ID)).status).toBe(201);
      expect((await base64Of(call, '3EB0FFFFFFFFFFFFFFFFFFFF')).status).toBe(400);
    });
  });

  it('keeps the group it shows after a group is created, and answers an unknown group item-not-found before and after', async () => {
    await withMock(options, async (call) => {
      expect(await subjectOf(call, GROUP)).toMatchObject({ status: 201, body: { update: 'success' } });
      const unknown = await subjectOf(call, '120363999999999999@g.us');
      expect(unknown).toMatchObject({
        status: 500,
        body: { response: { message: ['Error updating group subject', 'Error: item-not-found'] } },
      });
      const created = await call('POST', '/group/create/shop', { subject: 'Deliveries', participants: ['5511988887777'] });
      if (created.status !== 404) expect(created.status).toBe(201); // the contract routes no group/create
      expect(await subjectOf(call, GROUP)).toMatchObject({ status: 201, body: { update: 'success' } });
      expect((await subjectOf(call, '120363999999999999@g.us')).status).toBe(500);
    });
  });
});

describe('numbers on WhatsApp (evolution-2.1.1)', () => {
  let mock: MockHandle;
  let call: Call;
  beforeAll(async () => {
    mock = await startMock({ profile: 'evolution-2.1.1', apiKey: KEY });
    call = (method, path, body) => callGateway(mock.url, KEY, method, path, body);
  });
  afterAll(() => mock?.close());

  it('says exists:false, in 2.1.1 shape, for what is not a number and for the reserved fictional range', async () => {
    const answer = await call('POST', '/chat/whatsappNumbers/shop', { numbers: ['not-a-number', '+1 212 555 0123', '5511999999999'] });
    expect(answer).toEqual({
      status: 200,
      body: [
        { exists: false, jid: '@s.whatsapp.net', number: 'not-a-number' },
        { exists: false, jid: '12125550123@s.whatsapp.net', number: '+1 212 555 0123' },
        // The default world's contact of that number (findContacts' example) gives its name.
        { exists: true, jid: '5511999999999@s.whatsapp.net', name: 'Maria Souza', number: '5511999999999' },
      ],
    });
  });

  it("refuses a send to a number not on WhatsApp with 2.1.1's 400, and stores nothing", async () => {
    const sent = await call('POST', '/message/sendText/shop', { number: '12125550123', text: 'hi' });
    expect(sent).toEqual({
      status: 400,
      body: {
        status: 400,
        error: 'Bad Request',
        response: { message: [{ exists: false, jid: '12125550123@s.whatsapp.net', number: '12125550123' }] },
      },
    });
    const chats = await call('POST', '/chat/findChats/shop', { where: { remoteJid: '12125550123@s.whatsapp.net' } });
    expect(chats.body).toEqual([]);
    expect((await call('POST', '/message/sendText/shop', { number: '5511999999999', text: 'hi' })).status).toBe(201);
  });

  it("takes the world's state: a number listed as not on WhatsApp is refused, one listed as on it is sent to", async () => {
    await fetch(`${mock.url}/__mock/state`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        instances: [{ name: 'hq', state: 'open' }],
        whatsapp: { notOnWhatsApp: ['+55 11 97777-6666'], onWhatsApp: ['12125550199'] },
      }),
    }).then((res) => expect(res.status).toBe(204));
    const numbers = await call('POST', '/chat/whatsappNumbers/hq', { numbers: ['5511977776666', '12125550199'] });
    expect((numbers.body as { exists: boolean }[]).map((n) => n.exists)).toEqual([false, true]);
    expect((await call('POST', '/message/sendText/hq', { number: '5511977776666', text: 'hi' })).status).toBe(400);
    expect((await call('POST', '/message/sendText/hq', { number: '12125550199', text: 'hi' })).status).toBe(201);
  });
});

describe('an instance that never connected (evolution-2.1.1)', () => {
  it('has no profile picture and no labels', async () => {
    await withMock({ profile: 'evolution-2.1.1', instances: 'fresh:close' }, async (call) => {
      const picture = await call('POST', '/chat/fetchProfilePictureUrl/fresh', { number: '5511999999999' });
      expect(picture).toEqual({ status: 200, body: { wuid: '5511999999999@s.whatsapp.net', profilePictureUrl: null } });
      expect(await call('GET', '/label/findLabels/fresh')).toEqual({ status: 200, body: [] });
    });
  });
});

describe('a queued failure', () => {
  it('says it was queued, not what a never-connected instance would say', async () => {
    await withMock({ profile: 'evolution-2.1.1' }, async (call, mock) => {
      mock.next('sendText', { status: 500 });
      const answer = await call('POST', '/message/sendText/shop', { number: '5511999999999', text: 'hi' });
      expect(answer.status).toBe(500);
      const message = JSON.stringify((answer.body as { response: { message: unknown } }).response.message);
      expect(message).toMatch(/queued by mock\.next\(\)/);
      expect(message).not.toMatch(/onWhatsApp|Connection Closed/);
    });
  });
});

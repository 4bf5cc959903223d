// Rules the twin follows since the held-out recordings of issues 24 §5 and 26 scored it: each read
// from the gateway's source (cited in the code that implements it) and checked here over HTTP, each
// next to the request it must not catch, so a rule that fires always (or never) fails.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNANSWERED_HEADER as REPLAYED_HEADER } from '../scripts/replay/run.js';
import { type MockHandle, startMock } from '../src/index.js';
import { UNANSWERED_HEADER } from '../src/server/answer/answer.js';
import { callGateway } from './helpers/http.js';

const KEY = 'held-out-rules-admin-key';
const GROUP = '120363025246125486@g.us';

let v211: MockHandle;
let v237: MockHandle;
let online: MockHandle;
/** A loopback URL where nothing listens (a port just closed). */
let refused: string;
beforeAll(async () => {
  [v211, v237, online] = await Promise.all([
    startMock({ profile: 'evolution-2.1.1', instances: 'none', apiKey: KEY, whatsapp: 'offline' }),
    startMock({ profile: 'evolution-2.3.7', instances: 'none', apiKey: KEY, whatsapp: 'offline' }),
    startMock({ profile: 'evolution-2.1.1', instances: 'none', apiKey: KEY }),
  ]);
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  refused = `http://127.0.0.1:${port}`;
}, 120_000);
afterAll(async () => {
  await Promise.all([v211?.close(), v237?.close(), online?.close()]);
});

const messageOf = (body: unknown) => (body as { response?: { message?: unknown } }).response?.message;
let count = 0;
/** A closed instance that never connected. */
function closed(on: MockHandle): string {
  const name = `held-${++count}`;
  on.instances.create({ name, state: 'close' });
  return name;
}
const call = (on: MockHandle, method: string, path: string, body?: unknown) => callGateway(on.url, KEY, method, path, body);

describe("fields 2.1.1's validator leaves unchecked", () => {
  it('a linkPreview of the wrong type passes on sendList (its schema has none) and is refused on sendText (its schema has one)', async () => {
    const name = closed(v211);
    const list = {
      number: '5511999999999',
      title: 'Menu',
      description: 'Today',
      buttonText: 'See',
      footerText: 'Bye',
      sections: [{ title: 'Mains', rows: [{ title: 'Stew', rowId: 'r1' }] }],
      linkPreview: 'yes',
    };
    const listed = await call(v211, 'POST', `/message/sendList/${name}`, list);
    expect(listed.status).toBe(400);
    expect(messageOf(listed.body)).toEqual(['Method not available on WhatsApp Baileys']);
    const text = await call(v211, 'POST', `/message/sendText/${name}`, { number: '5511999999999', text: 'hi', linkPreview: 'yes' });
    expect(text.status).toBe(400);
    expect(messageOf(text.body)).toEqual([['linkPreview is not of a type(s) boolean']]);
  });

  it('quoted has no type: a string reaches the service, an object with a wrong key is refused', async () => {
    const name = closed(v211);
    const sent = await call(v211, 'POST', `/message/sendText/${name}`, { number: '5511999999999', text: 'hi', quoted: 'x' });
    expect(sent.status).toBe(500);
    const wrongKey = await call(v211, 'POST', `/message/sendText/${name}`, { number: '5511999999999', text: 'hi', quoted: { key: 5 } });
    expect(wrongKey.status).toBe(400);
    expect(JSON.stringify(messageOf(wrongKey.body))).toContain('quoted.key is not of a type(s) object');
  });

  it("findMessages' page is unchecked and fails in the database; a whole page answers", async () => {
    const name = closed(v211);
    const wrong = await call(v211, 'POST', `/chat/findMessages/${name}`, { page: 'x' });
    expect(wrong.status).toBe(500);
    expect(String(messageOf(wrong.body))).toMatch(/^Invalid `prisma\.message\.findMany\(\)` invocation: Argument `skip`/);
    expect((await call(v211, 'POST', `/chat/findMessages/${name}`, { page: 2 })).status).toBe(200);
  });

  it('where.remoteJid of findChats is unchecked on 2.1.1 (500 where it is read) and checked on 2.3.7', async () => {
    const old = await call(v211, 'POST', `/chat/findChats/${closed(v211)}`, { where: { remoteJid: 5 } });
    expect(old.status).toBe(500);
    expect(messageOf(old.body)).toBe('i?.where?.remoteJid.includes is not a function');
    expect((await call(v237, 'POST', `/chat/findChats/${closed(v237)}`, { where: { remoteJid: 5 } })).status).toBe(400);
  });
});

describe("the group routes' groupJid", () => {
  it('not a string: 500 where the router calls endsWith, before it validates; a string goes on', async () => {
    const name = closed(v211);
    const number = await call(v211, 'POST', `/group/updateGroupSubject/${name}?groupJid=${encodeURIComponent(GROUP)}`, {
      groupJid: 5,
      subject: 'x',
    });
    expect(number.status).toBe(500);
    expect(messageOf(number.body)).toBe('a.endsWith is not a function');
    const twice = await call(v211, 'GET', `/group/findGroupInfos/${name}?groupJid=1&groupJid=2`);
    expect(messageOf(twice.body)).toBe('a.endsWith is not a function');
    const fine = await call(v211, 'GET', `/group/findGroupInfos/${name}?groupJid=${encodeURIComponent(GROUP)}`);
    expect(messageOf(fine.body)).not.toBe('a.endsWith is not a function');
  });

  it('empty is missing: the fixed sentences, not a pattern', async () => {
    const empty = await call(v211, 'GET', `/group/participants/${closed(v211)}?groupJid=`);
    expect(empty.status).toBe(400);
    expect(messageOf(empty.body)).toEqual(['The group id needs to be informed in the query', 'ex: "groupJid=120362@g.us"']);
  });
});

describe('media downloads that cannot connect', () => {
  it('sendWhatsAppAudio downloads first in every state, unless encoding is false', async () => {
    const name = closed(v211);
    const audio = await call(v211, 'POST', `/message/sendWhatsAppAudio/${name}`, { number: '5511999999999', audio: `${refused}/a.mp3` });
    expect(audio.status).toBe(500);
    expect(messageOf(audio.body)).toBe(`connect ECONNREFUSED ${refused.slice('http://'.length)}`);
    const raw = await call(v211, 'POST', `/message/sendWhatsAppAudio/${name}`, {
      number: '5511999999999',
      audio: `${refused}/a.mp3`,
      encoding: false,
    });
    expect(messageOf(raw.body)).toBe("Cannot read properties of undefined (reading 'onWhatsApp')");
  });

  it("2.1.1's sendMedia reads the socket's upload first; 2.3.7's downloads first", async () => {
    const body = { number: '5511999999999', mediatype: 'image', media: `${refused}/a.jpg` };
    const old = await call(v211, 'POST', `/message/sendMedia/${closed(v211)}`, body);
    expect(messageOf(old.body)).toEqual(["TypeError: Cannot read properties of undefined (reading 'waUploadToServer')"]);
    const recent = await call(v237, 'POST', `/message/sendMedia/${closed(v237)}`, body);
    expect(messageOf(recent.body)).toEqual([`Error: connect ECONNREFUSED ${refused.slice('http://'.length)}`]);
  });
});

describe("routes that wait for Meta's servers", () => {
  it('offline, 2.1.1 never answers them: the mock says so at once, 504 with its header; online they answer', async () => {
    const find = (on: MockHandle) => fetch(`${on.url}/template/find/${closed(on)}`, { headers: { apikey: KEY } });
    const waiting = await find(v211);
    expect(waiting.status).toBe(504);
    expect(waiting.headers.get(UNANSWERED_HEADER)).toContain('graph.facebook.com');
    // The replay counts the header as the recorded "no answer": the same name on both sides.
    expect(REPLAYED_HEADER).toBe(UNANSWERED_HEADER);
    const answered = await find(online);
    expect(answered.status).not.toBe(504);
    expect(answered.headers.get(UNANSWERED_HEADER)).toBeNull();
  });
});

describe("2.1.1's own words", () => {
  it('a schema description words every failure of it; isNotEmpty words only an empty value', async () => {
    const name = closed(v211);
    const path = `/group/updateParticipant/${name}?groupJid=${encodeURIComponent(GROUP)}`;
    const wrong = await call(v211, 'POST', path, { action: 'add', participants: [5] });
    expect(messageOf(wrong.body)).toEqual([{ property: 'participants[0]', message: '"participants" must be an array of numeric strings' }]);
    const subject = `/group/updateGroupSubject/${name}?groupJid=${encodeURIComponent(GROUP)}`;
    const empty = await call(v211, 'POST', subject, { subject: '' });
    expect(messageOf(empty.body)).toEqual([{ property: 'subject', message: 'The "subject" cannot be empty' }]);
    const typed = await call(v211, 'POST', subject, { subject: 5 });
    expect(messageOf(typed.body)).toEqual([{ property: 'subject', message: 'subject is not of a type(s) string' }]);
  });
});

// Messages of every kind arriving through the control API (createMockControl over HTTP), for both
// gateway versions: each is stored (findMessages, findChats; getBase64FromMediaMessage answers the
// file of a media message) and delivered to a real receiver in the shape the served gateway sends
// (the mock sends only payloads its description's webhook schema accepts, so a kind that arrived is
// one that validated); the envelope carries the instance's token, the account's JID and the mock's
// URL; and bad requests are refused with a control error saying what to change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockControl, type MockControl, type MockHandle } from '../src/index.js';
import { defaultMedia, MAX_INBOUND_MEDIA_BYTES } from '../src/twin/inbound/media.js';
import { callGateway } from './helpers/http.js';
import { type ReceivingMock, refusal, startReceivingMock } from './helpers/receiving-mock.js';

const KEY = 'inbound-admin-key';
const PEER = '5511988887777';
const PEER_JID = `${PEER}@s.whatsapp.net`;
const GROUP = '120363025246125244@g.us';
type Payload = { event: string; instance: string; data: Record<string, unknown>; apikey: unknown; sender?: unknown; server_url?: unknown };

describe.each(['evolution-2.1.1', 'evolution-2.3.7'])('messages of every kind arrive (%s)', (profile) => {
  let world: ReceivingMock<Payload>;
  let mock: MockHandle;
  let control: MockControl;
  let seen: Payload[];
  /** Events the mock would not send because their payload failed the description's schema (a bug). */
  let invalid: string[];
  let count = 0;

  beforeAll(async () => {
    world = await startReceivingMock(() => ({ profile, instances: 'none', apiKey: KEY, pairAfter: 'never' }));
    ({ mock, seen, invalid } = world);
    control = createMockControl(mock.url);
  }, 120_000);
  afterAll(async () => {
    expect(invalid).toEqual([]);
    await world?.close();
  });

  const gateway = async (path: string, body: unknown) => {
    const answer = await callGateway(mock.url, KEY, 'POST', path, body);
    return { status: answer.status, body: answer.body as Record<string, unknown> };
  };

  /** A new open instance whose own webhook (all events, base64 as asked) posts to the receiver. */
  async function openInstance(base64 = false): Promise<{ name: string; token: string }> {
    const name = `inbound-${++count}`;
    const created = await control.instances.create({ name, state: 'open', number: '5511999990001' });
    const set = await gateway(`/webhook/set/${name}`, {
      webhook: { enabled: true, url: `${world.receiverUrl}/${name}`, base64, events: [] },
    });
    expect(set.status).toBe(201);
    return { name, token: created.token };
  }

  /** What the receiver got for `name` once every delivery has ended. */
  async function deliveredTo(name: string): Promise<Payload[]> {
    expect((await mock.deliveries.settled(60_000)).settled).toBe(true);
    return seen.filter((p) => p.instance === name);
  }

  it('stores and delivers every kind, each as the gateway reports it', async () => {
    const { name, token } = await openInstance();
    const first = await control.instances.receive(name, { from: PEER, text: 'is my order on its way?', pushName: 'Maria' });
    const to = first.key.id;
    const kinds = [
      { kind: 'link', from: PEER, url: 'https://shop.example/track/42', text: 'see https://shop.example/track/42' },
      { kind: 'image', from: PEER, caption: 'the parcel' },
      { kind: 'audio', from: PEER, seconds: 1 },
      { kind: 'video', from: PEER },
      { kind: 'document', from: PEER, fileName: 'invoice.pdf' },
      { kind: 'sticker', from: PEER },
      { kind: 'location', from: PEER, latitude: -23.55, longitude: -46.63, name: 'Home' },
      { kind: 'contact', from: PEER, name: 'Jo', number: '+55 11 97777-6666' },
      { kind: 'reaction', from: PEER, to, emoji: '👍' },
      { kind: 'reply', from: PEER, to, text: 'this one' },
      { kind: 'list-reply', from: PEER, to, title: 'Track', rowId: 'track' },
      { kind: 'button-reply', from: PEER, to, buttonId: 'yes', text: 'Yes' },
    ] as const;
    for (const message of kinds) await control.instances.receive(name, message);
    const delivered = await deliveredTo(name);
    expect(invalid).toEqual([]);
    // A new chat, then the sender's contact: new once, known since.
    expect(delivered.filter((p) => p.event === 'chats.upsert')).toHaveLength(1);
    expect(delivered.filter((p) => p.event === 'contacts.upsert')).toHaveLength(1);
    expect(delivered.filter((p) => p.event === 'contacts.update')).toHaveLength(kinds.length);
    const upserts = delivered.filter((p) => p.event === 'messages.upsert');
    expect(upserts.map((p) => p.data['messageType'])).toEqual([
      'conversation',
      'conversation',
      'imageMessage',
      'audioMessage',
      'videoMessage',
      'documentMessage',
      'stickerMessage',
      'locationMessage',
      'contactMessage',
      'reactionMessage',
      'conversation',
      'listResponseMessage',
      'buttonsResponseMessage',
    ]);
    for (const payload of upserts) {
      expect(payload).toMatchObject({ apikey: token, sender: expect.stringMatching(/@s\.whatsapp\.net$/), server_url: mock.url });
      expect(payload.data).toMatchObject({ key: { remoteJid: PEER_JID, fromMe: false }, pushName: 'Maria', source: 'android' });
    }
    const [, link, image, audio, , , , , , reaction, reply, listReply] = upserts.map(
      (p) => p.data as Record<string, Record<string, unknown>>,
    );
    expect(link?.['message']).toEqual({ conversation: 'see https://shop.example/track/42' });
    expect(image?.['message']?.['base64']).toBe(profile === 'evolution-2.1.1' ? defaultMedia('image').bytes.toString('base64') : undefined);
    expect(audio?.['message']?.['audioMessage']).toMatchObject({ ptt: true, mimetype: 'audio/ogg; codecs=opus' });
    expect(reaction?.['message']?.['reactionMessage']).toMatchObject({ key: { id: to }, text: '👍' });
    expect(reply).toMatchObject({
      message: { conversation: 'this one' },
      contextInfo: { stanzaId: to, quotedMessage: { conversation: 'is my order on its way?' } },
    });
    expect(listReply?.['contextInfo']).toMatchObject({ stanzaId: to });
    if (profile === 'evolution-2.3.7') expect(upserts.every((p) => p.data['status'] === 'DELIVERY_ACK')).toBe(true);

    const found = await gateway(`/chat/findMessages/${name}`, { where: { key: { remoteJid: PEER_JID } } });
    const records = (found.body['messages'] as { records: { messageType: string; message: Record<string, unknown> }[] }).records;
    expect(records).toHaveLength(kinds.length + 1);
    expect(JSON.stringify(records)).not.toContain('"base64"');
    expect((await gateway(`/chat/findChats/${name}`, {})).body).toEqual([expect.objectContaining({ remoteJid: PEER_JID })]);
  }, 120_000);

  it('answers the file of a media message from getBase64FromMediaMessage: the default one, or the one sent', async () => {
    const { name } = await openInstance();
    const voice = await control.instances.receive(name, { kind: 'audio', from: PEER });
    const own = Buffer.from('%PDF-1.4\n% a document of the test\n%%EOF\n', 'latin1');
    const doc = await control.instances.receive(name, {
      kind: 'document',
      from: PEER,
      media: own.toString('base64'),
      fileName: 'terms.pdf',
    });
    const media = async (id: string) => (await gateway(`/chat/getBase64FromMediaMessage/${name}`, { message: { key: { id } } })).body;
    const audio = await media(voice.key.id);
    expect(audio).toMatchObject({
      mediaType: 'audioMessage',
      mimetype: 'audio/ogg; codecs=opus',
      fileName: `${voice.key.id}.oga`,
      buffer: null,
    });
    expect(Buffer.from(String(audio['base64']), 'base64').subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(await media(doc.key.id)).toMatchObject({
      mediaType: 'documentMessage',
      fileName: 'terms.pdf',
      mimetype: 'application/pdf',
      base64: own.toString('base64'),
    });
    const text = await control.instances.receive(name, { from: PEER, text: 'no file here' });
    expect((await media(text.key.id))['response']).toEqual({ message: ['The message is not of the media type'] });
  }, 120_000);

  it('delivers a group message with its participant, an edit as messages.edited and a deletion as messages.delete', async () => {
    const { name } = await openInstance();
    const said = await control.instances.receive(name, { from: GROUP, participant: PEER, text: 'morning all', pushName: 'Maria' });
    await control.instances.receive(name, { kind: 'edit', from: GROUP, participant: PEER, to: said.key.id, text: 'good morning all' });
    await control.instances.receive(name, { kind: 'delete', from: GROUP, participant: PEER, to: said.key.id });
    const events = (await deliveredTo(name)).filter((p) => p.event.startsWith('messages.'));
    expect(events.map((p) => p.event)).toEqual(['messages.upsert', 'messages.edited', 'messages.delete']);
    expect(events[0]?.data['key']).toMatchObject({ remoteJid: GROUP, participant: PEER_JID });
    expect(events[1]?.data).toMatchObject({
      type: 'MESSAGE_EDIT',
      key: { id: said.key.id },
      editedMessage: { conversation: 'good morning all' },
    });
    expect(events[2]?.data).toMatchObject({ remoteJid: GROUP, id: said.key.id, participant: PEER_JID });
    expect(events[2]?.data['status']).toBe(profile === 'evolution-2.3.7' ? 'DELETED' : undefined);
    const stored = (await gateway(`/chat/findMessages/${name}`, { where: { key: { id: said.key.id } } })).body;
    const record = (stored['messages'] as { records: { message: unknown }[] }).records[0];
    // 2.3.7 rewrites the stored message on an edit; 2.1.1 keeps what arrived.
    expect(record?.message).toEqual({ conversation: profile === 'evolution-2.3.7' ? 'good morning all' : 'morning all' });
  }, 120_000);

  it('refuses what cannot arrive, saying what to change', async () => {
    const { name } = await openInstance();
    const cases: [unknown, RegExp][] = [
      [{ kind: 'fax', from: PEER }, /no kind "fax".*text, link, image/],
      [{ kind: 'reply', from: PEER, to: 'NO-SUCH-ID', text: 'x' }, /no message "NO-SUCH-ID" in the chat 5511988887777@s\.whatsapp\.net/],
      [{ kind: 'reaction', from: PEER, to: 'NO-SUCH-ID', emoji: '👍' }, /to react to/],
      [
        { kind: 'image', from: PEER, media: Buffer.alloc(MAX_INBOUND_MEDIA_BYTES + 1).toString('base64') },
        /more than the 1048576 \(1 MiB\)/,
      ],
      [{ kind: 'image', from: PEER, media: 'not base64!' }, /Media is not base64/],
      [{ from: GROUP, text: 'who wrote me?' }, /names the member who wrote it in "participant"/],
      [{ from: PEER, text: 'hi', colour: 'red' }, /no field "colour"/],
      [{ from: '\u0000', text: 'x' }, /"from" must be a phone number of 5 to 17 digits.*got "\\u0000"/],
      [{ from: 'a'.repeat(128), text: 'x' }, /"from" must be a phone number of 5 to 17 digits/],
      [{ from: '12', text: 'x' }, /"from" must be a phone number/],
      [{ kind: 'link', from: PEER, url: 'https://shop.example/', text: 'no link here' }, /A link's text contains its url/],
      [{ kind: 'location', from: PEER, latitude: 'north', longitude: 1 }, /not a location message.*latitude/],
    ];
    for (const [body, message] of cases) {
      const error = await refusal(control.instances.receive(name, body as never));
      expect(error.reason, JSON.stringify(body).slice(0, 80)).toBe('invalid');
      expect(error.message).toMatch(message);
    }
    const sent = await gateway(`/message/sendText/${name}`, { number: PEER, text: 'hello' });
    const error = await refusal(
      control.instances.receive(name, { kind: 'edit', from: PEER, to: String((sent.body['key'] as { id: string }).id), text: 'x' }),
    );
    expect(error.message).toMatch(/sent by the account: a contact can edit only a message it sent/);
  }, 120_000);

  it(profile === 'evolution-2.3.7'
    ? 'delivers a sender known by its @lid with the phone JID as remoteJid'
    : 'refuses an @lid sender, which 2.1.1 does not know', async () => {
    const { name } = await openInstance(true);
    const from = '204829451030589@lid';
    if (profile === 'evolution-2.1.1') {
      expect((await refusal(control.instances.receive(name, { from, text: 'hi' }))).message).toMatch(/arrives on 2\.3\.x/);
      return;
    }
    const stored = await control.instances.receive(name, { kind: 'image', from, remoteJidAlt: PEER, pushName: 'Maria' });
    expect(stored.key).toMatchObject({ remoteJid: from, remoteJidAlt: PEER_JID, addressingMode: 'lid' });
    const upsert = (await deliveredTo(name)).find((p) => p.event === 'messages.upsert');
    expect(upsert?.data['key']).toMatchObject({ remoteJid: PEER_JID, remoteJidAlt: PEER_JID, addressingMode: 'lid' });
    // This webhook has base64 on, so 2.3.7 sends the file.
    expect((upsert?.data['message'] as Record<string, unknown> | undefined)?.['base64']).toBe(
      defaultMedia('image').bytes.toString('base64'),
    );
  }, 120_000);
});

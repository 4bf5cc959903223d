// Every kind of incoming message the mock makes arrive (its control API, createMockControl over
// HTTP) parses with the parseWebhookEvent of the profile's entry (@msg-gateway/client/<profile>), as
// a bot receiving the deliveries at a real HTTP receiver would parse them: messages.upsert of each
// kind, the edit (messages.edited) and the deletion (messages.delete), the chat and contact events
// that come with them, and on 2.3.x a sender known by its @lid.
import { createMockControl, startMock } from '@msg-gateway/mock';
import { json, type SeenRequest, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileNames } from '../scripts/profiles.js';

type Parser = (body: unknown) => { event: string; data?: unknown };
type Mock = Awaited<ReturnType<typeof startMock>>;
type Control = ReturnType<typeof createMockControl>;
const PEER = '5511988887777';
const GROUP = '120363025246125244@g.us';

/** One message of each kind from PEER (the reaction and the replies answer `to`). */
function everyKind(to: string) {
  return [
    { kind: 'text', from: PEER, text: 'hello' },
    { kind: 'link', from: PEER, url: 'https://shop.example/track/42' },
    { kind: 'image', from: PEER, caption: 'the parcel' },
    { kind: 'audio', from: PEER, seconds: 1 },
    { kind: 'video', from: PEER, caption: 'unboxing' },
    { kind: 'document', from: PEER, fileName: 'invoice.pdf' },
    { kind: 'sticker', from: PEER },
    { kind: 'location', from: PEER, latitude: -23.55, longitude: -46.63, name: 'Home', address: 'Rua A, 1' },
    { kind: 'contact', from: PEER, name: 'Jo', number: '+55 11 97777-6666' },
    { kind: 'reaction', from: PEER, to, emoji: '❤️' },
    { kind: 'reply', from: PEER, to, text: 'this one' },
    { kind: 'list-reply', from: PEER, to, title: 'Track my order', rowId: 'track', description: 'Where is it?' },
    { kind: 'button-reply', from: PEER, to, buttonId: 'yes', text: 'Yes' },
    { kind: 'text', from: GROUP, participant: PEER, text: 'morning all' },
  ] as const;
}

describe.each(profileNames())('incoming messages of every kind parse with @msg-gateway/client/%s', (profile) => {
  let parse: Parser;
  let receiver: TestServer;
  let mock: Mock;
  let control: Control;
  const received: { event: string; refused?: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    parse = ((await import(/* @vite-ignore */ new URL(`../src/${profile}.ts`, import.meta.url).href)) as { parseWebhookEvent: Parser })
      .parseWebhookEvent;
    receiver = await startTestServer((_req, res, seen: SeenRequest) => {
      const body = JSON.parse(seen.body) as Record<string, unknown>;
      try {
        received.push({ event: parse(Buffer.from(seen.body)).event, body });
        json(res, 200, {});
      } catch (error) {
        received.push({ event: String(body['event']), refused: String(error), body });
        json(res, 400, { error: String(error) });
      }
    });
    mock = await startMock({ port: 0, profile, instances: 'none', pairAfter: 'never' });
    control = createMockControl(mock.url);
  }, 120_000);

  afterAll(async () => {
    await mock?.close();
    await receiver?.close();
  });

  async function openInstance(name: string, base64: boolean): Promise<string> {
    const created = await control.instances.create({ name, state: 'open', number: '5511999990001' });
    const res = await fetch(`${mock.url}/webhook/set/${name}`, {
      method: 'POST',
      headers: { apikey: 'any-key', 'content-type': 'application/json' },
      body: JSON.stringify({ webhook: { enabled: true, url: `${receiver.url}/${name}`, base64, events: [] } }),
    });
    expect(res.status).toBe(201);
    return created.token;
  }

  it.each([false, true])(
    'every kind, an edit and a deletion, delivered with the instance token (webhook base64 %s)',
    async (base64) => {
      const name = `kinds-${base64 ? 'b64' : 'plain'}`;
      const token = await openInstance(name, base64);
      const from = received.length;
      const first = await control.instances.receive(name, { from: PEER, text: 'is my order on its way?', pushName: 'Maria' });
      const kinds = everyKind(first.key.id);
      for (const message of kinds) await control.instances.receive(name, message);
      await control.instances.receive(name, { kind: 'edit', from: PEER, to: first.key.id, text: 'is my order on its way yet?' });
      await control.instances.receive(name, { kind: 'delete', from: PEER, to: first.key.id });
      expect((await control.deliveries({ timeoutMs: 60_000 })).settled).toBe(true);
      const got = received.slice(from);
      expect(got.filter((d) => d.refused)).toEqual([]);
      expect(got.filter((d) => d.event === 'messages.upsert')).toHaveLength(kinds.length + 1);
      expect(got.map((d) => d.event)).toEqual(
        expect.arrayContaining(['messages.edited', 'messages.delete', 'chats.upsert', 'contacts.upsert']),
      );
      expect(got.every((d) => d.body['apikey'] === token)).toBe(true);
    },
    120_000,
  );

  it('an image, a voice note, a quoted reply, a button reply and a group message read back through findMessages and getBase64FromMediaMessage', async () => {
    const name = 'kinds-read-back';
    await openInstance(name, true);
    const first = await control.instances.receive(name, { from: PEER, text: 'which size?' });
    const arrived = [
      await control.instances.receive(name, { kind: 'image', from: PEER, caption: 'this one' }),
      await control.instances.receive(name, { kind: 'audio', from: PEER }),
      await control.instances.receive(name, { kind: 'reply', from: PEER, to: first.key.id, text: 'the large' }),
      await control.instances.receive(name, { kind: 'button-reply', from: PEER, to: first.key.id, buttonId: 'large', text: 'Large' }),
      await control.instances.receive(name, { from: GROUP, participant: PEER, text: 'me too' }),
    ];
    expect((await control.deliveries({ timeoutMs: 60_000 })).settled).toBe(true);
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${mock.url}${path}/${name}`, {
        method: 'POST',
        headers: { apikey: 'any-key', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Record<string, unknown>;
    };
    const upserts = received
      .filter((d) => d.event === 'messages.upsert' && d.body['instance'] === name && !d.refused)
      .map((d) => d.body['data'] as { key: { id: string }; message: Record<string, unknown> });
    for (const message of arrived) {
      const found = await post('/chat/findMessages', { where: { key: { id: message.key.id } } });
      const records = (found['messages'] as { records: { messageType: string }[] }).records;
      expect(
        records.map((r) => r.messageType),
        message.key.id,
      ).toEqual([message.messageType]);
      expect(upserts.some((u) => u.key.id === message.key.id)).toBe(true);
    }
    for (const media of arrived.slice(0, 2)) {
      const file = await post('/chat/getBase64FromMediaMessage', { message: { key: { id: media.key.id } } });
      expect(file['mediaType']).toBe(media.messageType);
      expect(typeof file['base64'] === 'string' && file['base64'].length > 0).toBe(true);
      // The webhook has base64 on: the delivery carried the same file.
      expect(file['base64']).toBe(upserts.find((u) => u.key.id === media.key.id)?.message['base64']);
    }
  }, 120_000);

  it.runIf(profile !== 'evolution-2.1.1')(
    'a sender known only by its @lid, with remoteJidAlt',
    async () => {
      const name = 'kinds-lid';
      await openInstance(name, true);
      const from = received.length;
      await control.instances.receive(name, { kind: 'audio', from: '204829451030589@lid', remoteJidAlt: PEER });
      expect((await control.deliveries({ timeoutMs: 60_000 })).settled).toBe(true);
      const upsert = received.slice(from).find((d) => d.event === 'messages.upsert');
      expect(upsert?.refused).toBeUndefined();
      expect((upsert?.body['data'] as { key: unknown } | undefined)?.key).toMatchObject({
        remoteJid: `${PEER}@s.whatsapp.net`,
        addressingMode: 'lid',
      });
    },
    120_000,
  );
});

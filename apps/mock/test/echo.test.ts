// Echo (issue 12 item 1): answers reflect the request where Evolution API 2.1.1's do — your instance,
// your recipient as a JID, your coordinates, contacts, list, privacy values, presence, members — with
// fresh 3EB0 message ids and timestamps of now (a string in the contract, an integer in the profile),
// repeatable with a seed and a fixed clock. Every echoed answer still validates against the schema
// the served description documents. The values sent differ from the documented examples, so a mock
// that served the examples unchanged fails every check here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest, firstExampleValue, successStatus } from '../src/common/spec.js';
import { type MockHandle, startMock } from '../src/start.js';
import { DESCRIPTIONS, messages, type TestDescription } from './helpers/descriptions.js';
import { type Answer, send } from './helpers/http.js';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const clock = (): number => NOW;
const MESSAGE_ID = /^3EB0[0-9A-F]{36}$/;
const KEY = { apikey: 'k', 'content-type': 'application/json' };

type Json = Record<string, unknown>;
const mocks = new Map<string, MockHandle>();
beforeAll(async () => {
  for (const [name, description] of DESCRIPTIONS) {
    mocks.set(name, await startMock({ seed: 'echo', clock, ...(description.profile && { profile: description.profile }) }));
  }
});
afterAll(() => Promise.all([...mocks.values()].map((m) => m.close())));

describe.each(DESCRIPTIONS)('%s', (name, d: TestDescription) => {
  const url = (): string => mocks.get(name)?.url ?? '';
  /** Sends `body` to the operation's path (instance shop-42) and checks the answer against the served schema. */
  const call = async (operationId: string, body: unknown, path?: string): Promise<Answer> => {
    const operation = d.op(operationId);
    const request = exampleRequest(d.spec, operation);
    // The success even where the description expects another default (the profile's sendList: 400).
    const headers = { Prefer: `code=${successStatus(operation)}` };
    const res = await send(url(), request, { path: path ?? request.path.replace('my-instance', 'shop-42'), body, headers });
    expect(res.status, res.text).toBe(Number(successStatus(operation)));
    expect(messages(d.violationsOf(operation, res.status, res.body))).toBe('');
    return res;
  };
  const location = {
    number: '5521987654321',
    name: 'Padaria Central',
    address: 'Rua Augusta, 2000',
    latitude: -22.9519,
    longitude: -43.2105,
  };

  describe('the instance', () => {
    it.each(d.ops.filter((o) => o.path.includes('{instance}')).map((o) => [o.operationId, o] as const))(
      '%s: a 404 names your instance',
      async (_id, operation) => {
        const request = exampleRequest(d.spec, operation);
        const res = await send(url(), request, {
          path: request.path.replace('my-instance', 'caf%C3%A9-42'),
          headers: { Prefer: 'code=404' },
        });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ status: 404, error: 'Not Found', response: { message: ['The "café-42" instance does not exist'] } });
        expect(messages(d.violationsOf(operation, 404, res.body))).toBe('');
      },
    );

    it('instanceName fields name your instance', async () => {
      const res = await send(url(), { method: 'GET', path: '/instance/connectionState/shop-42', headers: KEY, body: undefined });
      expect(res.body).toEqual({ instance: { instanceName: 'shop-42', state: expect.any(String) } });
      // The documented example names another instance: the check can fail.
      expect(JSON.stringify(firstExampleValue(d.spec, d.op('connectionState').operation.responses?.['200']))).not.toContain('shop-42');
    });
  });

  describe('sends', () => {
    it('a location: your recipient as a JID, your place, a fresh id, now', async () => {
      const res = await call('sendLocation', location);
      const body = res.body as Json;
      expect(body['key']).toEqual({ remoteJid: '5521987654321@s.whatsapp.net', fromMe: true, id: expect.stringMatching(MESSAGE_ID) });
      expect((body['message'] as Json)['locationMessage']).toEqual({
        degreesLatitude: -22.9519,
        degreesLongitude: -43.2105,
        name: 'Padaria Central',
        address: 'Rua Augusta, 2000',
        contextInfo: {},
      });
      // The served schema decides the type: a string in the contract, an integer in 2.1.1.
      const seconds = NOW / 1000;
      expect(body['messageTimestamp']).toBe(d.profile ? seconds : String(seconds));
    });

    it.each([
      ['+55 (21) 98765-4321', '5521987654321@s.whatsapp.net'],
      ['5521987654321@s.whatsapp.net', '5521987654321@s.whatsapp.net'],
      ['120363025246125999@g.us', '120363025246125999@g.us'],
      ['120363025246125999', '120363025246125999@g.us'],
    ])('recipient %j is answered as %j', async (number, jid) => {
      const res = await call('sendLocation', { ...location, number });
      expect((res.body as { key: Json }).key['remoteJid']).toBe(jid);
    });

    it('every send gets its own message id', async () => {
      const ids = new Set<unknown>();
      for (let i = 0; i < 5; i++) ids.add(((await call('sendLocation', location)).body as { key: Json }).key['id']);
      expect(ids.size).toBe(5);
      for (const id of ids) expect(id).toMatch(MESSAGE_ID);
    });

    it('a sticker: your recipient', async () => {
      const res = await call('sendSticker', { number: '5521987654321', sticker: 'https://cdn.example.org/stickers/cat.webp' });
      expect((res.body as { key: Json }).key['remoteJid']).toBe('5521987654321@s.whatsapp.net');
    });

    it('one contact: its name and the vCard built from it', async () => {
      const contact = {
        fullName: 'João Lima',
        phoneNumber: '+55 21 97777-1234',
        wuid: '5521977771234',
        organization: 'Lima & Filhos',
        email: 'joao@lima.com.br',
      };
      const res = await call('sendContact', { number: '5521987654321', contact: [contact] });
      expect(((res.body as Json)['message'] as Json)['contactMessage']).toEqual({
        displayName: 'João Lima',
        vcard: [
          'BEGIN:VCARD',
          'VERSION:3.0',
          'N:João Lima',
          'FN:João Lima',
          'ORG:Lima & Filhos;',
          'EMAIL:joao@lima.com.br',
          'item1.TEL;waid=5521977771234:+55 21 97777-1234',
          'item1.X-ABLabel:Celular',
          'END:VCARD',
        ].join('\n'),
        contextInfo: {},
      });
    });

    it('two contacts: a contactsArrayMessage on 2.1.1, the first contact in the contract (its schema has only contactMessage)', async () => {
      const contact = [
        { fullName: 'João Lima', phoneNumber: '5521977771234' },
        { fullName: 'Ana Reis', phoneNumber: '5521966665555' },
      ];
      const res = await call('sendContact', { number: '5521987654321', contact });
      const message = (res.body as Json)['message'] as Json;
      if (d.profile) {
        expect(message['contactsArrayMessage']).toMatchObject({
          displayName: '2 contacts',
          contacts: [{ displayName: 'João Lima' }, { displayName: 'Ana Reis' }],
        });
        if ('messageType' in (res.body as Json)) expect((res.body as Json)['messageType']).toBe('contactsArrayMessage');
      } else {
        expect(message).toEqual({ contactMessage: expect.objectContaining({ displayName: 'João Lima' }) });
      }
    });

    it('a list: its title and its rows', async () => {
      const rows = [
        { title: 'Pão de queijo', rowId: 'snack-1' },
        { title: 'Coxinha', rowId: 'snack-2' },
      ];
      const body = d.profile
        ? {
            number: '5521987654321',
            title: 'Snacks',
            footerText: 'Until 18:00',
            buttonText: 'Choose',
            sections: [{ title: 'Salgados', rows }],
          }
        : {
            number: '5521987654321',
            title: 'Snacks',
            description: 'Pick one',
            footerText: 'Until 18:00',
            buttonText: 'Choose',
            values: [{ title: 'Salgados', rows }],
          };
      const res = await call('sendList', body);
      expect(((res.body as Json)['message'] as Json)['pollCreationMessage']).toMatchObject({
        name: 'Snacks',
        options: [{ optionName: 'Pão de queijo' }, { optionName: 'Coxinha' }],
      });
    });
  });

  // The profile's sends (2.1.1 only): each record carries one content member, made from your request.
  if (d.has('sendText')) {
    describe('what 2.1.1 records of your send', () => {
      const content = (res: Answer): Json => (res.body as Json)['message'] as Json;
      const BASE64_32_BYTES = /^[A-Za-z0-9+/]{43}=$/;

      it('a text: your text as conversation', async () => {
        const res = await call('sendText', { number: '5521987654321', text: 'Bom dia! Seu pedido saiu.' });
        expect(content(res)).toEqual({ conversation: 'Bom dia! Seu pedido saiu.' });
        expect((res.body as Json)['messageType']).toBe('conversation');
      });

      it('a text status: your text as conversation, sent to status@broadcast', async () => {
        const status = {
          type: 'text',
          content: 'Pão quentinho às 7h',
          backgroundColor: '#112233',
          font: 2,
          statusJidList: ['5521987654321@s.whatsapp.net'],
        };
        const res = await call('sendStatus', status);
        expect(content(res)).toEqual({ conversation: 'Pão quentinho às 7h' });
        expect((res.body as { key: Json }).key['remoteJid']).toBe('status@broadcast');
      });

      it('a document: only its member, with your file name, caption and type, on a document path, keyed now', async () => {
        const res = await call('sendMedia', {
          number: '5521987654321',
          mediatype: 'document',
          mimetype: 'application/vnd.ms-excel',
          media: 'https://files.example.org/prices/june.xls',
          fileName: 'precos-junho.xls',
          caption: 'Preços de junho',
        });
        const message = content(res);
        expect(Object.keys(message).filter((k) => /Message$/.test(k))).toEqual(['documentMessage']);
        expect(message['documentMessage']).toMatchObject({
          fileName: 'precos-junho.xls',
          caption: 'Preços de junho',
          mimetype: 'application/vnd.ms-excel',
          mediaKeyTimestamp: String(NOW / 1000),
          directPath: expect.stringMatching(/^\/v\/t62\.7119-24\//),
        });
        expect(message['documentMessage']).not.toHaveProperty('height');
        expect((res.body as Json)['messageType']).toBe('documentMessage');
      });

      it('a document without a file name is named after its URL (no extension), typed by the URL', async () => {
        const res = await call('sendMedia', {
          number: '5521987654321',
          mediatype: 'document',
          media: 'https://files.example.org/menus/lunch.pdf',
        });
        expect(content(res)['documentMessage']).toMatchObject({ fileName: 'lunch', mimetype: 'application/pdf' });
        expect(content(res)['documentMessage']).not.toHaveProperty('caption');
      });

      it('an image without type or name: image/png (2.1.1 names it image.png), no file name in the record', async () => {
        const res = await call('sendMedia', {
          number: '5521987654321',
          mediatype: 'image',
          media: 'https://files.example.org/cakes/carrot.jpg',
        });
        const image = content(res)['imageMessage'] as Json;
        expect(image['mimetype']).toBe('image/png');
        expect(image).not.toHaveProperty('fileName');
        expect(image['directPath']).toMatch(/^\/v\/t62\.7118-24\//);
      });

      it('a voice note: an Ogg Opus push-to-talk audio on an audio path, whatever you sent', async () => {
        const res = await call('sendWhatsAppAudio', { number: '5521987654321', audio: 'https://files.example.org/voice/hello.mp3' });
        const audio = content(res)['audioMessage'] as Json;
        expect(audio).toMatchObject({ ptt: true, mimetype: 'audio/ogg; codecs=opus', mediaKeyTimestamp: String(NOW / 1000) });
        expect(audio['url']).toMatch(/^https:\/\/mmg\.whatsapp\.net\/v\/t62\.7117-24\//);
        expect(audio).not.toHaveProperty('caption');
      });

      it.each([
        [0, 'pollCreationMessage'],
        [2, 'pollCreationMessageV3'],
      ])('a poll with selectableCount %i: %s with your question and options, and a fresh 32-byte secret', async (count, member) => {
        const body = { number: '5521987654321', name: 'Qual sabor?', selectableCount: count, values: ['Milho', 'Coco', 'Fubá'] };
        const res = await call('sendPoll', body);
        const message = content(res);
        expect(message[member]).toEqual({
          name: 'Qual sabor?',
          options: [{ optionName: 'Milho' }, { optionName: 'Coco' }, { optionName: 'Fubá' }],
          selectableOptionsCount: count,
        });
        expect(Object.keys(message).filter((k) => k.startsWith('poll'))).toEqual([member]);
        const secret = (message['messageContextInfo'] as Json)['messageSecret'];
        expect(secret).toMatch(BASE64_32_BYTES);
        expect(Buffer.from(String(secret), 'base64')).toHaveLength(32);
        expect((res.body as Json)['messageType']).toBe(member);
      });

      it('a reaction: your emoji on your key, sent to that chat', async () => {
        const key = { remoteJid: '5521987654321', fromMe: false, id: '3EB0AAAABBBBCCCCDDDDEEEEFFFF000011112222' };
        const res = await call('sendReaction', { key, reaction: '🎉' });
        expect(content(res)['reactionMessage']).toMatchObject({
          key: { ...key, remoteJid: '5521987654321@s.whatsapp.net' },
          text: '🎉',
          senderTimestampMs: String(NOW),
        });
        expect((res.body as { key: Json }).key['remoteJid']).toBe('5521987654321@s.whatsapp.net');
      });

      it('an edit: the key you edit, as MESSAGE_EDIT', async () => {
        const key = { remoteJid: '5521987654321@s.whatsapp.net', fromMe: true, id: '3EB0AAAABBBBCCCCDDDDEEEEFFFF000011112222' };
        const res = await call('updateMessage', { number: '5521987654321', key, text: 'Corrigido: 10 pães' });
        expect(content(res)['protocolMessage']).toMatchObject({ key, type: 'MESSAGE_EDIT', timestampMs: String(NOW) });
      });
    });
  }

  describe('other answers that repeat the request', () => {
    it('privacy settings: the values you set', async () => {
      const settings = {
        readreceipts: 'none',
        profile: 'contacts',
        status: 'contact_blacklist',
        online: 'match_last_seen',
        last: 'none',
        groupadd: 'all',
      };
      const res = await call('updatePrivacySettings', settings);
      expect((res.body as Json)['data']).toEqual(settings);
    });

    it('presence: the one you set', async () => {
      const res = await call('setPresence', { presence: 'unavailable' });
      expect(res.body).toEqual({ presence: 'unavailable' });
    });

    it('group members: one result per member you sent, as a JID', async () => {
      const res = await call('updateParticipant', { action: 'remove', participants: ['5521911112222', '5521933334444@s.whatsapp.net'] });
      expect(((res.body as Json)['updateParticipants'] as Json[]).map((p) => [p['jid'], p['status']])).toEqual([
        ['5521911112222@s.whatsapp.net', '200'],
        ['5521933334444@s.whatsapp.net', '200'],
      ]);
    });

    it('media: named after your message id', async () => {
      const res = await call('getBase64FromMediaMessage', { message: { key: { id: '3EB0AAAABBBBCCCCDDDDEEEEFFFF000011112222' } } });
      expect((res.body as Json)['fileName']).toMatch(/^3EB0AAAABBBBCCCCDDDDEEEEFFFF000011112222\.\w+$/);
    });

    // Only where the description has schedules (the 2.1.1 profile has none).
    if (d.has('createSchedule')) {
      it('a schedule: what you scheduled, with a new id (create) or yours (update)', async () => {
        const once = { phone: '+5521987654321', text: 'Your order 1042 is ready', sendAt: 1767300000, channel: 'whatsapp' };
        const created = (await call('createSchedule', once)).body as Json;
        expect(created).toEqual({
          ...once,
          id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        });
        const id = '0b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';
        const repeating = { ...once, cronExpr: '0 8 * * 1', repeats: 4 };
        const updated = (await call('updateSchedule', repeating, `/schedule/${id}`)).body as Json;
        expect(updated).toEqual({ ...repeating, id });
      });
    }
  });

  describe('what the gateway does not echo stays as documented', () => {
    it('group subject and description answer {update: "success"} (2.1.1 does not repeat them)', async () => {
      const res = await call('updateGroupSubject', { subject: 'Padaria Central — entregas' });
      expect(res.body).toEqual({ update: 'success' });
    });

    it('an example asked for by name is served as documented, but for your instance', async () => {
      const res = await send(url(), {
        method: 'GET',
        path: '/instance/connectionState/shop-42',
        headers: { ...KEY, Prefer: 'example=InstanceOpen' },
        body: undefined,
      });
      expect(res.body).toEqual({ instance: { instanceName: 'shop-42', state: 'open' } });
      const sent = await send(url(), exampleRequest(d.spec, d.op('sendLocation')), {
        body: location,
        headers: { Prefer: `example=${exampleName(d, 'sendLocation')}` },
      });
      expect(sent.body).toEqual(
        firstExampleValue(d.spec, d.op('sendLocation').operation.responses?.[successStatus(d.op('sendLocation')) ?? '']),
      );
    });
  });
});

function exampleName(d: TestDescription, operationId: string): string {
  const operation = d.op(operationId);
  const response = operation.operation.responses?.[successStatus(operation) ?? ''];
  const media = response && 'content' in response ? response.content?.['application/json'] : undefined;
  return Object.keys(media?.examples ?? {})[0] ?? '';
}

describe('repeatable with a seed and a fixed clock', () => {
  const sends = async (mock: MockHandle): Promise<unknown[]> => {
    const answers: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${mock.url}/message/sendLocation/shop-42`, {
        method: 'POST',
        headers: KEY,
        body: JSON.stringify({ number: '5521987654321', name: 'A', address: 'B', latitude: 1, longitude: 2 }),
      });
      answers.push(await res.json());
    }
    return answers;
  };

  it('the same seed gives the same ids and timestamps in every mock; another seed or none gives others', async () => {
    const started = await Promise.all([
      startMock({ seed: 7, clock }),
      startMock({ seed: '7', clock }),
      startMock({ seed: 8, clock }),
      startMock({ clock }),
    ]);
    try {
      const [a, b, c, d] = await Promise.all(started.map(sends));
      expect(b).toEqual(a);
      expect(c).not.toEqual(a);
      expect(d).not.toEqual(a);
    } finally {
      await Promise.all(started.map((m) => m.close()));
    }
  });
});

// The rules of 2.1.1's validation words written from its source for the third held-out set (issue
// 24 §5, `words2`): each checked over HTTP next to the request it must not catch, with its source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortedByOrder } from '../src/gateways/evolution-2.1.1/validation-order.js';
import { type MockHandle, startMock } from '../src/index.js';
import { callGateway } from './helpers/http.js';

const KEY = 'words-2-1-1-rules-admin-key';
let mock: MockHandle;
beforeAll(async () => {
  mock = await startMock({ profile: 'evolution-2.1.1', instances: 'none', apiKey: KEY, whatsapp: 'offline' });
}, 120_000);
afterAll(async () => {
  await mock?.close();
});

let count = 0;
function instance(state: 'close' | 'connecting'): string {
  const name = `words2-${++count}`;
  mock.instances.create({ name, state });
  return name;
}
const messageOf = (body: unknown) => (body as { response?: { message?: unknown } }).response?.message;
const call = (method: string, path: string, body?: unknown) => callGateway(mock.url, KEY, method, path, body);

const PRIVACY = { readreceipts: 'all', profile: 'contacts', status: 'contacts', online: 'all', last: 'contacts', groupadd: 'all' };

// evolution-api@4ca141b4:src/validate/*.schema.ts (isNotEmpty: `if: {propertyNames: {enum}}, then:
// {properties: {<field>: {minLength: 1, description}}}`, spread after `required`); jsonschema 1.5.0
// (lib/attribute.js: validators.if, propertyNames, minLength).
describe("isNotEmpty as 2.1.1's validator applies it", () => {
  it("an empty enum field gets its enum error and then isNotEmpty's, but only isNotEmpty's list is in the body", async () => {
    const name = instance('close');
    const listed = await call('POST', `/chat/updatePrivacySettings/${name}`, { ...PRIVACY, last: '' });
    expect(listed.status).toBe(400);
    expect(messageOf(listed.body)).toEqual([
      ['last is not one of enum values: all,contacts,contact_blacklist,none', 'The "last" cannot be empty'],
    ]);
    const outside = await call('POST', `/chat/updatePrivacySettings/${name}`, { ...PRIVACY, last: '', other: 1 });
    expect(messageOf(outside.body)).toEqual([['last is not one of enum values: all,contacts,contact_blacklist,none']]);
  });

  it('refuses an empty field the schema otherwise takes, and lets it through beside a field outside the list', async () => {
    const name = instance('close');
    const key = { remoteJid: '5511999999999@s.whatsapp.net', fromMe: true, id: '3EB0NOTHELD' };
    const empty = await call('POST', `/chat/updateMessage/${name}`, { number: '5511999999999', text: '', key });
    expect(empty.status).toBe(400);
    expect(messageOf(empty.body)).toEqual([['The "text" cannot be empty']]);
    const beside = await call('POST', `/chat/updateMessage/${name}`, { number: '5511999999999', text: '', key, extra: true });
    expect(messageOf(beside.body)).not.toEqual([['The "text" cannot be empty']]);
  });

  it("checks a nested list where it stands (a row's title, after the number's error), not a section's beside its rows", async () => {
    const name = instance('close');
    const body = {
      number: 5,
      title: 'Menu',
      description: 'Today',
      buttonText: 'See',
      footerText: 'Bye',
      // The section's own list is [title]: a section that has rows is outside it; a row's is [title, description, rowId].
      sections: [{ title: '', rows: [{ title: '', description: 'Hot', rowId: 'r1' }] }],
    };
    const answer = await call('POST', `/message/sendList/${name}`, body);
    expect(answer.status).toBe(400);
    expect(messageOf(answer.body)).toEqual([['Invalid format', 'The "title" cannot be empty']]);
  });
});

// evolution-api@4ca141b4:src/validate/message.schema.ts (textMessageSchema: type, properties, then
// required); jsonschema 1.5.0 lib/validator.js (validateSchema walks a schema's keys in order).
describe("violations in the order 2.1.1's validator reports them", () => {
  it('names fields of the wrong type in the properties order before a missing field', async () => {
    const name = instance('close');
    const answer = await call('POST', `/message/sendText/${name}`, { text: 5, delay: 'soon' });
    expect(messageOf(answer.body)).toEqual([
      ['text is not of a type(s) string', 'Enter a value in milliseconds', 'instance requires property "number"'],
    ]);
  });

  it('sorts by place, keeping the first-found order between equal places', () => {
    const sorted = sortedByOrder([
      { text: 'required', order: [4, 0] },
      { text: 'nested type', order: [3, 1, 0] },
      { text: 'first type', order: [3, 0, 0] },
      { text: 'no place' },
      { text: 'same place, second', order: [3, 0, 0] },
    ]);
    expect(sorted.map((f) => f.text)).toEqual(['first type', 'same place, second', 'nested type', 'required', 'no place']);
  });
});

// evolution-api@4ca141b4:src/validate/settings.schema.ts (settingsSchema: msgCall is one `type: string`).
describe('one error per field where the profile composes a request schema', () => {
  it("words a msgCall of the wrong type once, as a string's", async () => {
    const name = instance('close');
    const settings = {
      rejectCall: true,
      groupsIgnore: false,
      alwaysOnline: false,
      readMessages: false,
      readStatus: false,
      syncFullHistory: false,
    };
    const answer = await call('POST', `/settings/set/${name}`, { ...settings, msgCall: true });
    expect(messageOf(answer.body)).toEqual([['msgCall is not of a type(s) string']]);
  });
});

// baileys 6.7.7 (evolution-api@4ca141b4:package.json), lib/Socket/messages-send.js: sendMessage reads
// authState.creds.me.id first; evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts (deleteMessage).
describe('a delete for everyone without a paired account', () => {
  it('fails on the account id in connecting, and on the socket in an instance that never connected', async () => {
    const body = { id: '3EB0NOTHELD', remoteJid: '5511999999999@s.whatsapp.net', fromMe: true };
    const connecting = await call('DELETE', `/chat/deleteMessageForEveryone/${instance('connecting')}`, body);
    expect(connecting.status).toBe(500);
    expect(messageOf(connecting.body)).toEqual([
      'Error while deleting message for everyone',
      "TypeError: Cannot read properties of undefined (reading 'id')",
    ]);
    const never = await call('DELETE', `/chat/deleteMessageForEveryone/${instance('close')}`, body);
    expect(messageOf(never.body)).toEqual([
      'Error while deleting message for everyone',
      "TypeError: Cannot read properties of undefined (reading 'sendMessage')",
    ]);
  });
});

// evolution-api@4ca141b4:src/validate/chat.schema.ts (profileSchema declares no number);
// src/api/services/channel.service.ts (createJid calls includes, then replace).
describe("fetchProfile's number, which 2.1.1 does not validate", () => {
  it('fails in createJid when it is not a string (an array on replace), and reads as no number when falsy', async () => {
    const name = instance('close');
    const flag = await call('POST', `/chat/fetchProfile/${name}`, { number: true });
    expect(flag.status).toBe(500);
    expect(messageOf(flag.body)).toBe('i.includes is not a function');
    const list = await call('POST', `/chat/fetchProfile/${name}`, { number: ['5511999999999'] });
    expect(messageOf(list.body)).toBe('i?.replace is not a function');
    const none = await call('POST', `/chat/fetchProfile/${name}`, { number: '' });
    expect(messageOf(none.body)).toBe("Cannot read properties of undefined (reading 'includes')");
  });
});

// evolution-api@4ca141b4:src/validate/chat.schema.ts (readMessageSchema: items without a type);
// src/validate/message.schema.ts (templateMessageSchema: components is `type: array` alone).
describe('array items 2.1.1 does not check', () => {
  it('lets a template component of any kind through, and still checks that components is an array', async () => {
    const name = instance('close');
    const template = { number: '5511999999999', name: 'order_ready', language: 'pt_BR' };
    const item = await call('POST', `/message/sendTemplate/${name}`, { ...template, components: ['not-an-item'] });
    expect(item.status).not.toBe(400);
    const notArray = await call('POST', `/message/sendTemplate/${name}`, { ...template, components: 'not-an-array' });
    expect(messageOf(notArray.body)).toEqual([['components is not of a type(s) array']]);
  });

  it('lets a read receipt item of another type through beside a valid one, and checks an object item', async () => {
    const name = instance('close');
    const valid = { remoteJid: '5511999999999@s.whatsapp.net', fromMe: false, id: '3EB0C1D2' };
    const mixed = await call('POST', `/chat/markMessageAsRead/${name}`, { readMessages: ['not-an-item', valid] });
    expect(mixed.status).not.toBe(400);
    const missing = await call('POST', `/chat/markMessageAsRead/${name}`, { readMessages: [{ remoteJid: valid.remoteJid }] });
    expect(messageOf(missing.body)).toEqual([['readMessages[0] requires property "id"', 'readMessages[0] requires property "fromMe"']]);
  });
});

// Fixed after words2's first score (tuned on it), each read from the source:
// evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts (textMessage;
// mediaSticker, convertToWebP); src/validate/message.schema.ts (stickerMessageSchema, listMessageSchema).
describe('checks of the send services before the socket', () => {
  it('refuses a text of spaces with "Text is required" in every state, and sends a text with words', async () => {
    for (const state of ['close', 'connecting'] as const) {
      const blank = await call('POST', `/message/sendText/${instance(state)}`, { number: '5511999999999', text: '  ' });
      expect(blank.status).toBe(400);
      expect(messageOf(blank.body)).toEqual(['Text is required']);
    }
    const words = await call('POST', `/message/sendText/${instance('close')}`, { number: '5511999999999', text: 'hi' });
    expect(messageOf(words.body)).not.toEqual(['Text is required']);
  });

  it("answers an empty sticker with sharp's refusal, and takes a negative delay on a list", async () => {
    const sticker = await call('POST', `/message/sendSticker/${instance('connecting')}`, { number: '5511999999999', sticker: '' });
    expect(sticker.status).toBe(500);
    expect(messageOf(sticker.body)).toBe('Input Buffer is empty');
    const list = {
      number: '5511999999999',
      title: 'Menu',
      description: 'Today',
      buttonText: 'See',
      footerText: 'Bye',
      sections: [{ title: 'Mains', rows: [{ title: 'Stew', description: 'Hot', rowId: 'r1' }] }],
      delay: -1,
    };
    const listed = await call('POST', `/message/sendList/${instance('close')}`, list);
    expect(messageOf(listed.body)).toEqual(['Method not available on WhatsApp Baileys']);
  });
});

// evolution-api@4ca141b4:src/validate/chat.schema.ts (contactValidateSchema, messageValidateSchema:
// `where`'s own fields have `minLength: 1` besides isNotEmpty); evolution-api@cd800f29: the same, with
// `remoteJid` added to both; observed on both real gateways: an empty one gets the two messages.
describe.each([
  ['evolution-2.1.1', ['_id', 'id', 'pushName'], ['_id', 'id', 'pushName']],
  ['evolution-2.3.7', ['_id', 'id', 'pushName', 'remoteJid'], ['_id', 'id', 'pushName', 'remoteJid']],
])("an empty field of a query's where, with its own minimum length (%s)", (profile, contacts, chats) => {
  let served: MockHandle;
  beforeAll(async () => {
    served = await startMock({ profile, instances: 'q', apiKey: KEY });
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it.each([
    ['findContacts', contacts],
    ['findChats', chats],
    ['findMessages', ['_id']],
  ])('%s: the minimum length first, then isNotEmpty, for each listed field', async (route, fields) => {
    for (const field of fields) {
      const answer = await callGateway(served.url, KEY, 'POST', `/chat/${route}/q`, { where: { [field]: '' } });
      expect(answer.status, `${route} where.${field}`).toBe(400);
      expect(messageOf(answer.body)).toEqual([[`where.${field} does not meet minimum length of 1`, `The "${field}" cannot be empty`]]);
    }
  });
});

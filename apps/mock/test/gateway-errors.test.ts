// Errors that tell the truth (issue 12 item 2): a 400 lists the request's actual violations in
// `response.message`, worded and shaped as Evolution API 2.1.1 words and shapes them
// (upstream-v2.1.1.md §4): `[[texts]]` on send, chat and instance routes, `[{property, message}]`
// on group routes, two fixed sentences for a missing groupJid or inviteCode. Every check sends a
// request whose violations differ from the documented example's, so the static example (what the mock
// answered before) fails each one — shown at the end.
import { describe, expect, it } from 'vitest';
import { exampleRequest, firstExampleValue } from '../src/common/spec.js';
import { DESCRIPTIONS, freshInstance, messages, type TestDescription } from './helpers/descriptions.js';
import { type Answer, send } from './helpers/http.js';
import { workerMock } from './helpers/worker-mocks.js';

const urls: Record<string, string> = { contract: workerMock('mockUrl'), 'evolution-2.1.1': workerMock('profileUrl') };

describe.each(DESCRIPTIONS)('%s', (name, d: TestDescription) => {
  const url = urls[name] ?? '';
  const post = async (
    operationId: string,
    body: unknown,
    overrides: { path?: string; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const operation = d.op(operationId);
    const res = await send(url, exampleRequest(d.spec, operation), { body, ...overrides });
    expect(res.status, res.text).toBe(400);
    expect(messages(d.violationsOf(operation, 400, res.body))).toBe('');
    expect(res.body).toMatchObject({ status: 400, error: 'Bad Request' });
    return res;
  };
  const message = (res: Answer): unknown => (res.body as { response: { message: unknown } }).response.message;

  describe('send, chat and instance routes: [[texts]]', () => {
    it('names each missing field and the wrong type', async () => {
      const res = await post('sendLocation', { name: 'Office', latitude: 'north' });
      // The profile names missing fields in the order of 2.1.1's schema (number, latitude, longitude,
      // name, address: evolution-api@4ca141b4:src/validate/message.schema.ts), the contract in its own.
      const missing = d.profile ? ['number', 'longitude', 'address'] : ['number', 'address', 'longitude'];
      // A field of the wrong type comes first: 2.1.1's validator walks a schema's properties before its
      // required list (jsonschema 1.5.0, lib/validator.js; src/server/validation-order.ts).
      expect(message(res)).toEqual([['latitude is not of a type(s) number', ...missing.map((f) => `instance requires property "${f}"`)]]);
    });

    it('names a field inside a list, by its position', async () => {
      const res = await post('sendContact', { number: '5511999999999', contact: [{ fullName: 'Ana' }] });
      expect(message(res)).toEqual([['contact[0] requires property "phoneNumber"']]);
    });

    it('names the allowed values of an enum', async () => {
      const res = await post('updatePrivacySettings', {
        readreceipts: 'sometimes',
        profile: 'all',
        status: 'all',
        online: 'all',
        last: 'all',
        groupadd: 'all',
      });
      expect(message(res)).toEqual([['readreceipts is not one of enum values: all,none']]);
    });

    it('without a body, names every required field (2.1.1 validates {})', async () => {
      const res = await post('setPresence', undefined, { rawBody: '', headers: { 'content-type': 'application/json' } });
      expect(message(res)).toEqual([['instance requires property "presence"']]);
    });

    it('a body that is not an object', async () => {
      const res = await post('markMessageAsRead', ['not', 'an', 'object']);
      // 2.1.1 validates an array as the object of its numbered items: the fields it needs are missing.
      expect(message(res)).toEqual([[d.profile ? 'instance requires property "readMessages"' : 'instance is not of a type(s) object']]);
    });

    it(`a body sent as text/plain: ${d.profile ? 'not read, as 2.1.1 reads none (so every field is missing)' : 'refused, naming the Content-Type'}`, async () => {
      const res = await post('sendLocation', undefined, { rawBody: 'hello', headers: { 'content-type': 'text/plain' } });
      if (d.profile) {
        const [texts] = message(res) as string[][];
        expect([...(texts ?? [])].sort()).toEqual(
          ['address', 'latitude', 'longitude', 'name', 'number'].map((f) => `instance requires property "${f}"`),
        );
        return;
      }
      expect(message(res)).toEqual([
        [expect.stringMatching(/^Content-Type text\/plain is not accepted .*send the body as JSON with Content-Type: application\/json$/)],
      ]);
    });

    if (d.profile) {
      it('JSON that is not an object or an array: refused before any route, as body-parser refuses it', async () => {
        const cases: [string, string][] = [
          ['null', `Unexpected token 'n', "null" is not valid JSON`],
          ['42', `Unexpected token '4', "42" is not valid JSON`],
          ['{"a":', 'Unexpected end of JSON input'],
        ];
        for (const [sent, said] of cases) {
          for (const path of [`/chat/markMessageAsRead/${freshInstance()}`, '/nowhere']) {
            const res = await send(
              url,
              { method: 'POST', path, headers: { apikey: 'k', 'content-type': 'application/json' }, body: undefined },
              { rawBody: sent },
            );
            expect(res.status).toBe(400);
            expect(res.body).toEqual({ status: 400, error: 'Internal Server Error', response: { message: said } });
          }
        }
      });
    }

    it(`an unknown field: ${d.profile ? 'accepted, as 2.1.1 does' : 'refused, naming it (the contract is strict)'}`, async () => {
      const operation = d.op('setPresence');
      const res = await send(url, exampleRequest(d.spec, operation), { body: { presence: 'available', mood: 'happy' } });
      if (d.profile) expect(res.status, res.text).toBe(201);
      else expect(message(res)).toEqual([['instance is not allowed to have the additional property "mood"']]);
    });
  });

  describe('group routes: [{property, message}]', () => {
    it('names the property and says what is wrong', async () => {
      const res = await post('updateParticipant', { action: 'kick', participants: [] });
      expect(message(res)).toEqual([
        { property: 'action', message: 'action is not one of enum values: add,remove,promote,demote' },
        { property: 'participants', message: 'participants does not meet minimum length of 1' },
      ]);
    });

    it('a missing body field is a property of the instance', async () => {
      const res = await post('updateGroupSubject', {});
      expect(message(res)).toEqual([{ property: 'instance', message: 'instance requires property "subject"' }]);
    });

    it('a groupJid that is not a group JID', async () => {
      const operation = d.op('fetchGroupParticipants');
      const request = exampleRequest(d.spec, operation);
      // 2.1.1 appends @g.us to a bare id before it validates (abstract.router.ts, groupValidate): under the
      // profile a phone number becomes a well-formed group JID, so the bad one is letters.
      const bad = d.profile ? 'abc' : '5511999999999';
      const res = await send(url, request, { path: request.path.replace(/groupJid=[^&]+/, `groupJid=${bad}`) });
      expect(res.status).toBe(400);
      // The profile words it with 2.1.1's own pattern, as 2.1.1 prints it (group.schema.ts, groupJidSchema).
      const pattern = d.profile ? '"^[\\\\d-]+@g.us$"' : '"^[0-9-]+@g\\\\.us$"';
      expect(message(res)).toEqual([{ property: 'groupJid', message: `groupJid does not match pattern ${pattern}` }]);
    });

    it('an inviteCode that is not 22 letters and digits', async () => {
      const operation = d.op('findGroupInfoByInviteCode');
      const request = exampleRequest(d.spec, operation);
      const res = await send(url, request, { path: request.path.replace(/inviteCode=[^&]+/, 'inviteCode=abc') });
      expect(message(res)).toEqual([{ property: 'inviteCode', message: 'inviteCode does not match pattern "^[a-zA-Z0-9]{22}$"' }]);
    });
  });

  describe('a missing groupJid or inviteCode query: the two sentences 2.1.1 answers', () => {
    it.each([
      ['fetchGroupParticipants', ['The group id needs to be informed in the query', 'ex: "groupJid=120362@g.us"']],
      ['updateGroupDescription', ['The group id needs to be informed in the query', 'ex: "groupJid=120362@g.us"']],
      [
        'findGroupInfoByInviteCode',
        [
          'The group invite code id needs to be informed in the query',
          'ex: "inviteCode=F1EX5QZxO181L3TMVP31gY" (Obtained from group join link)',
        ],
      ],
    ])('%s', async (operationId, expected) => {
      const operation = d.op(operationId);
      const request = exampleRequest(d.spec, operation);
      const res = await send(url, { ...request, path: request.path.split('?')[0] ?? request.path });
      expect(res.status).toBe(400);
      expect(message(res)).toEqual(expected);
      expect(messages(d.violationsOf(operation, 400, res.body))).toBe('');
    });
  });

  describe('the other documented error answers keep their documented bodies', () => {
    it('401', async () => {
      const res = await send(url, exampleRequest(d.spec, d.op('connectionState'), { apiKey: null }));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } });
    });

    it('a 400 asked for with Prefer (the request itself is valid): the documented example', async () => {
      const operation = d.op('sendLocation');
      const res = await send(url, exampleRequest(d.spec, operation), { headers: { Prefer: 'code=400' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(firstExampleValue(d.spec, operation.operation.responses?.['400']));
    });
  });

  it('the checks above can fail: the documented 400 example is not what these requests get', async () => {
    const documented = message({ body: firstExampleValue(d.spec, d.op('sendLocation').operation.responses?.['400']) } as Answer);
    const actual = message(await post('sendLocation', { name: 'Office', latitude: 'north' }));
    expect(documented).not.toEqual(actual);
  });
});

describe('contract only: a schedule', () => {
  const url = workerMock('mockUrl');
  it('a 400 on POST /schedule names its own fields (it has no instance and no number)', async () => {
    const res = await send(url, {
      method: 'POST',
      path: '/schedule',
      headers: { apikey: 'k', 'content-type': 'application/json' },
      body: { text: 'Hi' },
    });
    expect(res.status).toBe(400);
    expect((res.body as { response: { message: unknown } }).response.message).toEqual([
      ['instance requires property "phone"', 'instance requires property "sendAt"', 'instance requires property "channel"'],
    ]);
  });

  it('a oneOf names the alternatives and what the closest one misses', async () => {
    const res = await send(url, {
      method: 'POST',
      path: '/schedule',
      headers: { apikey: 'k', 'content-type': 'application/json' },
      body: { phone: '+5511999999999', text: 'Hi', sendAt: 1767261600, channel: 'whatsapp', repeats: 3 },
    });
    expect((res.body as { response: { message: unknown } }).response.message).toEqual([
      ['instance is not exactly one from <ScheduleWithoutLimit>,<ScheduleWithRepeats>,<ScheduleWithUntil>', 'repeats is not allowed'],
    ]);
  });
});

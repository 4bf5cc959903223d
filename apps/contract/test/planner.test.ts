// The safety model, checked on the plan itself (no gateway): what runs by default, what each
// opt-in adds, and that no request built from the examples can reach a real person.
import { describe, expect, it } from 'vitest';
import { descriptionOf, loadContract } from '../src/description/contract.js';
import { type Descriptions, loadDescriptions } from '../src/description/layered.js';
import { dreddView } from '../src/dredd/view.js';
import { UNREACHABLE_URL, WEBHOOK_SINK } from '../src/plan/inputs.js';
import {
  type Case,
  CREATED_SCHEDULE_TOKEN,
  checkedOperations,
  IRREVERSIBLE,
  LOGOUT_NOT_UNDONE,
  type PlanSettings,
  planChecks,
  type RunningCase,
  type SkippedCase,
} from '../src/plan/planner.js';
import { policyOf } from '../src/plan/safety.js';

const contract = loadContract();
const { operations } = contract;
const profile = loadDescriptions({ profile: 'evolution-2.1.1' }, contract);
const INPUTS = {
  recipient: '5511912345678',
  groupJid: '120363000000000001@g.us',
  inviteCode: 'AbCdEfGhIjKlMnOpQrStUv',
  messageId: '3EB0AAAA',
  stickerUrl: 'https://cdn.test/sticker.webp',
  pictureUrl: 'https://cdn.test/me.jpg',
};
const THROWAWAY = { name: 'contract-tmp-0123456789ab', token: 'TMP-TOKEN-0123' };
const plan = (options: Partial<PlanSettings> = {}, descriptions: Descriptions = { contract, layered: null }): Case[] =>
  planChecks(descriptions, { instance: 'mine', inputs: {}, missingInstance: 'contract-missing-x', throwaway: THROWAWAY, ...options });
function operation(operationId: string) {
  const op = contract.byId.get(operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return op;
}
/** The contract with one extension removed from one operation. */
function descriptionWithout(operationId: string, extension: string) {
  const document = structuredClone(contract.document);
  const op = operation(operationId);
  const item = document.paths?.[op.path] as Record<string, Record<string, unknown>>;
  delete item[op.method.toLowerCase()]?.[extension];
  return descriptionOf(document, { name: 'edited', file: '' });
}
const find = (cases: Case[], test: (c: Case) => boolean): Case => {
  const found = cases.find(test);
  if (!found) throw new Error('no such case');
  return found;
};
const success = (cases: Case[], operationId: string): Case => find(cases, (c) => c.operationId === operationId && c.kind === 'success');
/** The case, which must run. */
const running = (c: Case): RunningCase => {
  if (!c.run) throw new Error(`${c.key} is skipped: ${c.skip.reason}`);
  return c;
};
/** The case, which must be skipped. */
const skipped = (c: Case): SkippedCase => {
  if (c.run) throw new Error(`${c.key} runs`);
  return c;
};

describe('the safety model, from the spec', () => {
  it('classifies every operation of the contract with x-effect', () => {
    expect(operations.filter((op) => policyOf(op).unclassified).map((op) => op.operationId)).toEqual([]);
    expect(policyOf(operation('findWebhook')).mode).toBe('read');
    expect(policyOf(operation('setPresence')).mode).toBe('write');
    expect(policyOf(operation('sendLocation')).mode).toBe('send');
  });

  it('treats an operation without x-effect as a write', () => {
    const { ['x-effect']: _, ...source } = operation('findWebhook').source;
    expect(policyOf({ ...operation('findWebhook'), source })).toMatchObject({ mode: 'write', unclassified: true });
    const cases = plan({}, { contract: descriptionWithout('findWebhook', 'x-effect'), layered: null });
    expect(skipped(success(cases, 'findWebhook')).skip).toEqual({
      reason: 'has no x-effect in the description, treated as a write',
      enableWith: '--allow-writes',
    });
  });

  it('reads what an operation needs from its fields', () => {
    expect(policyOf(operation('sendSticker')).needs).toEqual(['recipient', 'stickerUrl']);
    expect(policyOf(operation('updateProfilePicture')).needs).toEqual(['pictureUrl']);
    expect(policyOf(operation('markMessageAsRead')).needs).toEqual(['messageId', 'recipient']);
    expect(policyOf(operation('updateParticipant')).needs).toEqual(['recipient', 'groupJid']);
    expect(policyOf(operation('findWebhook')).needs).toEqual([]);
  });
});

describe('a default (read-only) plan', () => {
  const cases = plan();

  it('checks the success answer of reads that need no input', () => {
    for (const id of ['getInformation', 'connectionState', 'fetchPrivacySettings', 'findChats', 'findWebhook']) {
      expect(success(cases, id).run, id).toBe(true);
    }
  });

  it('skips every write and send, naming the flag that enables it (logout: none does)', () => {
    expect(skipped(success(cases, 'logoutInstance')).skip).toEqual({ reason: LOGOUT_NOT_UNDONE, enableWith: null });
    for (const c of cases.filter((x) => x.kind === 'success' && x.mode !== 'read' && x.operationId !== 'logoutInstance')) {
      expect(skipped(c).skip.enableWith, c.operationId).toContain(c.mode === 'send' ? '--allow-sends' : '--allow-writes');
    }
    expect(skipped(success(cases, 'sendLocation')).skip.enableWith).toBe('--allow-sends --recipient <number>');
  });

  it('skips reads whose input is missing, naming the input flag', () => {
    expect(skipped(success(cases, 'fetchGroupParticipants')).skip).toEqual({
      reason: 'needs a group JID',
      enableWith: '--group-jid <jid>',
    });
    expect(skipped(success(cases, 'findGroupInfoByInviteCode')).skip.enableWith).toBe('--invite-code <code>');
    expect(skipped(success(cases, 'getBase64FromMediaMessage')).skip.enableWith).toBe('--message-id <id>');
  });

  it('never sends the example URLs a gateway would download, not even in a request that should not act', () => {
    for (const c of cases.filter(
      (x): x is RunningCase => x.run && (x.operationId === 'sendSticker' || x.operationId === 'updateProfilePicture'),
    )) {
      expect(c.request.body ?? '', c.key).not.toMatch(/example\.org/);
    }
    const unknown = running(find(cases, (c) => c.operationId === 'sendSticker' && c.kind === 'unknown-instance'));
    expect(JSON.parse(unknown.request.body ?? '{}').sticker).toBe(UNREACHABLE_URL);
    // With the flag, the user's URL, in every request.
    const given = plan({ inputs: { stickerUrl: INPUTS.stickerUrl } });
    expect(
      JSON.parse(running(find(given, (c) => c.operationId === 'sendSticker' && c.kind === 'unknown-instance')).request.body ?? '{}')
        .sticker,
    ).toBe(INPUTS.stickerUrl);
  });

  it('runs the 404 checks of every {instance} operation against a missing instance', () => {
    const notFound = cases.filter((c) => c.kind === 'unknown-instance');
    expect(notFound.length).toBe(operations.filter((op) => op.path.includes('{instance}')).length);
    for (const c of notFound.map(running)) {
      expect(c.request.uri).toContain('/contract-missing-x');
      expect(c.request.uri).not.toContain('/mine');
      expect(c.request.prefer).toBe('code=404');
    }
  });

  it('sends 401 checks without the key, and for writes and sends with an empty body', () => {
    for (const c of cases.filter((x): x is RunningCase => x.kind === 'no-key' && x.run)) {
      expect(c.request.apikey, c.operationId).toBe(false);
      if (c.mode !== 'read') expect(c.request.body, c.operationId).toBe('{}');
    }
  });

  it('does not send key-less requests to connect, restart or logout without --allow-writes', () => {
    for (const id of ['connectInstance', 'restartInstance', 'logoutInstance']) {
      expect(skipped(find(cases, (x) => x.operationId === id && x.kind === 'no-key')).skip.enableWith, id).toBe('--allow-writes');
    }
  });

  it('provokes 400 with an empty body or without the required query parameter', () => {
    expect(running(find(cases, (c) => c.operationId === 'sendLocation' && c.kind === 'invalid-request')).request).toMatchObject({
      body: '{}',
      apikey: true,
    });
    const participants = running(find(cases, (c) => c.operationId === 'fetchGroupParticipants' && c.kind === 'invalid-request'));
    expect(participants.request.uri).toBe('/group/participants/mine');
    expect(find(cases, (c) => c.operationId === 'logoutInstance' && c.kind === 'invalid-request').run).toBe(false);
  });

  it('never sends a valid request to a write or send operation of the real instance with the key', () => {
    const acts = (c: Case): boolean =>
      c.run &&
      c.mode !== 'read' &&
      c.request.apikey &&
      c.request.uri.includes('/mine') &&
      c.request.body !== '{}' &&
      c.kind !== 'invalid-request';
    expect(cases.filter(acts).map((c) => `${c.operationId} ${c.status}`)).toEqual([]);
    // The rule can catch something: with every opt-in, the same plan does act.
    expect(plan({ allowWrites: true, allowSends: true, inputs: INPUTS }).filter(acts).length).toBeGreaterThan(10);
  });
});

describe('a plan with every opt-in and input', () => {
  const cases = plan({ allowWrites: true, allowSends: true, inputs: INPUTS });

  it('skips sendSticker and updateProfilePicture without an image URL, naming the flag', () => {
    const { stickerUrl: _s, pictureUrl: _p, ...withoutUrls } = INPUTS;
    const without = plan({ allowWrites: true, allowSends: true, inputs: withoutUrls });
    expect(skipped(success(without, 'sendSticker')).skip).toEqual({
      reason: 'needs a sticker image URL the gateway may download',
      enableWith: '--sticker-url <url>',
    });
    expect(skipped(success(without, 'updateProfilePicture')).skip.enableWith).toBe('--picture-url <url>');
    expect(JSON.parse(running(success(cases, 'sendSticker')).request.body ?? '{}').sticker).toBe(INPUTS.stickerUrl);
    expect(JSON.parse(running(success(cases, 'updateProfilePicture')).request.body ?? '{}').picture).toBe(INPUTS.pictureUrl);
  });

  it('checks the success answer of every operation but logout, which the run could not undo', () => {
    expect(cases.filter((c) => c.kind === 'success' && !c.run).map((c) => c.operationId)).toEqual(['logoutInstance']);
    expect(skipped(success(cases, 'logoutInstance')).skip).toEqual({ reason: LOGOUT_NOT_UNDONE, enableWith: null });
    // Without the opt-in too: no flag would send it.
    expect(skipped(success(plan(), 'logoutInstance')).skip.enableWith).toBe(null);
  });

  it('puts the recipient, never an example number, in every request that can reach a person', () => {
    for (const id of [
      'sendList',
      'sendLocation',
      'sendSticker',
      'sendContact',
      'createSchedule',
      'updateSchedule',
      'markMessageAsRead',
      'updateParticipant',
    ]) {
      const body = JSON.parse(running(success(cases, id)).request.body ?? 'null');
      const target = body.number ?? body.phone ?? body.readMessages?.[0].remoteJid ?? body.participants?.[0];
      expect(target, id).toContain(INPUTS.recipient);
    }
  });

  it('uses the group, invite code and message id given', () => {
    expect(running(success(cases, 'fetchGroupParticipants')).request.uri).toBe(
      '/group/participants/mine?groupJid=120363000000000001%40g.us',
    );
    expect(running(success(cases, 'findGroupInfoByInviteCode')).request.uri).toContain('inviteCode=AbCdEfGhIjKlMnOpQrStUv');
    expect(JSON.parse(running(success(cases, 'getBase64FromMediaMessage')).request.body ?? 'null').message.key.id).toBe('3EB0AAAA');
  });

  it('moves schedules into the future', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(JSON.parse(running(success(cases, 'createSchedule')).request.body ?? 'null').sendAt).toBeGreaterThan(now);
  });

  it('updates the schedule createSchedule made when no --schedule-id is given', () => {
    expect(running(success(cases, 'createSchedule')).captureScheduleId).toBe(true);
    const update = running(success(cases, 'updateSchedule'));
    expect(update.request.fromCreated).toBe(true);
    expect(update.request.uri).toBe(`/schedule/${CREATED_SCHEDULE_TOKEN}`);
    const withId = running(
      success(plan({ allowWrites: true, inputs: { ...INPUTS, scheduleId: '3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48' } }), 'updateSchedule'),
    );
    expect(withId.request).toMatchObject({ fromCreated: false, uri: '/schedule/3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48' });
  });

  it('does not ask connect for a pairing code for an example number', () => {
    expect(running(success(cases, 'connectInstance')).request.uri).toBe('/instance/connect/mine');
  });

  it('runs logout, restart and connect last, in that order (x-affects-connection): the logout checks need the state found', () => {
    const order = [...new Set(cases.map((c) => c.operationId))];
    expect(order.slice(-3)).toEqual(['logoutInstance', 'restartInstance', 'connectInstance']);
  });

  it("checks logout's answer for an instance that is not connected: the plain request, sent only in state close", () => {
    const refused = running(find(cases, (c) => c.operationId === 'logoutInstance' && c.kind === 'invalid-request'));
    expect(refused.request).toMatchObject({ uri: '/instance/logout/mine', body: null, apikey: true });
    expect(refused).toMatchObject({ state: 'not-connected', status: '400', note: 'instance not connected' });
    expect(find(cases, (c) => c.operationId === 'logoutInstance' && c.kind === 'no-key').state).toBe('not-connected');
    expect(find(cases, (c) => c.operationId === 'logoutInstance' && c.kind === 'unknown-instance').state).toBe(null);
  });

  it('sends connect and restart only to an instance found open (a closed one would retry for ever), their no-key checks whenever the state is known', () => {
    for (const id of ['connectInstance', 'restartInstance']) {
      expect(running(success(cases, id)).state, id).toBe('open');
      expect(find(cases, (c) => c.operationId === id && c.kind === 'no-key').state, id).toBe('known');
    }
  });
});

describe('a plan under the evolution-2.1.1 profile', () => {
  const cases = plan({ allowWrites: true, allowSends: true, inputs: INPUTS }, profile);
  const body = (c: Case) => JSON.parse(running(c).request.body ?? 'null');

  it('shapes requests by the profile: restart by POST, sendList with sections', () => {
    expect(success(cases, 'restartInstance')).toMatchObject({ method: 'POST', path: '/instance/restart/{instance}' });
    expect(body(success(cases, 'sendList'))).toHaveProperty('sections');
    expect(body(success(cases, 'sendList'))).not.toHaveProperty('values');
    // Under the contract, the contract's request.
    expect(body(success(plan({ allowSends: true, inputs: INPUTS }), 'sendList'))).toHaveProperty('values');
  });

  it('still checks the operations only the contract has, with its request, expecting a route-not-found under the profile', () => {
    const create = running(success(cases, 'createSchedule'));
    expect(create).toMatchObject({ shapedBy: 'contract', method: 'POST', path: '/schedule' });
    expect(create.expect.contract).toMatchObject({ status: '200', absent: false });
    expect(create.expect.layered).toMatchObject({ status: '404', absent: true });
  });

  it('expects what x-expect-status says, and asks Prism for it', () => {
    const list = running(success(cases, 'sendList'));
    expect([list.expect.contract.status, list.expect.layered?.status]).toEqual(['201', '400']);
    expect(list.request.prefer).toBe('code=400');
    const picture = running(find(cases, (c) => c.operationId === 'updateProfilePicture' && c.kind === 'invalid-request'));
    expect([picture.expect.contract.status, picture.expect.layered?.status]).toEqual(['400', '500']);
  });

  it('expects GET / to answer without a key under the profile (no security there)', () => {
    const noKey = running(find(cases, (c) => c.operationId === 'getInformation' && c.kind === 'no-key'));
    expect([noKey.expect.contract.status, noKey.expect.layered?.status]).toEqual(['401', '200']);
  });

  it('reads x-needs-connection from the description that shapes the request', () => {
    expect(success(cases, 'sendList').state).toBe(null);
    expect(success(plan({ allowSends: true, inputs: INPUTS }), 'sendList').state).toBe('connected');
    expect(success(cases, 'fetchPrivacySettings').state).toBe('connected');
    expect(find(cases, (c) => c.operationId === 'fetchPrivacySettings' && c.kind === 'no-key').state).toBe(null);
  });
});

describe('the profile-only operations, planned from their extensions', () => {
  const layered = profile.layered;
  if (!layered) throw new Error('no profile');
  const added = layered.operations.filter((op) => op.source['x-profile-only'] === true);
  const everything = plan(
    { allowWrites: true, allowSends: true, inputs: { ...INPUTS, mediaUrl: 'https://cdn.test/m.jpg', audioUrl: 'https://cdn.test/a.mp3' } },
    profile,
  );
  const body = (c: Case) => JSON.parse(running(c).request.body ?? 'null');
  const check = (cases: Case[], id: string, kind: string) => find(cases, (c) => c.operationId === id && c.kind === kind);
  /** The profile with one extension of one operation replaced (undefined removes it). */
  function profileWith(operationId: string, extension: string, value: unknown): Descriptions {
    const document = structuredClone(layered?.document);
    const op = layered?.byId.get(operationId);
    if (!document || !op) throw new Error(`no ${operationId}`);
    const item = document.paths?.[op.path] as Record<string, Record<string, unknown>> | undefined;
    const source = item?.[op.method.toLowerCase()] ?? {};
    if (value === undefined) delete source[extension];
    else source[extension] = value;
    return { contract, layered: { ...layered, ...descriptionOf(document, { name: 'edited', file: '' }) } } as Descriptions;
  }

  it('plans every operation of the profile (47 of its own), and the contract-only schedules', () => {
    expect(added).toHaveLength(47);
    const planned = new Set(everything.map((c) => c.operationId));
    expect(checkedOperations(profile).every((c) => planned.has(c.op.operationId))).toBe(true);
    expect(planned.size).toBe(layered.operations.length + 2);
  });

  it('never sends the success of an x-irreversible operation, with every opt-in and input, and says no flag enables it', () => {
    const irreversible = added.filter((op) => policyOf(op).irreversible && policyOf(op).instance === undefined).map((op) => op.operationId);
    expect(irreversible).toHaveLength(12);
    for (const id of irreversible) expect(skipped(success(everything, id)).skip, id).toEqual({ reason: IRREVERSIBLE, enableWith: null });
    // Nor its no-key check where that would carry anything to act on; an empty body has nothing.
    expect(skipped(check(everything, 'leaveGroup', 'no-key')).skip.enableWith).toBe(null);
    expect(running(check(everything, 'createGroup', 'no-key')).request.body).toBe('{}');
  });

  it("puts nothing of the user's in the requests of an x-irreversible operation, not even in checks that should not act", () => {
    const requests = everything.filter(
      (c): c is RunningCase => c.run && policyOf(layered.byId.get(c.operationId) ?? operation('getInformation')).irreversible,
    );
    expect(requests.length).toBeGreaterThan(10);
    for (const c of requests) {
      if (c.operationId === 'deleteInstance') continue;
      expect(`${c.request.uri} ${c.request.body}`, c.key).not.toMatch(/120363000000000001|5511912345678|3EB0AAAA|AbCdEfGhIjKlMnOpQrStUv/);
    }
  });

  it('reads x-irreversible, not a list of names: without it, leaveGroup is an ordinary write', () => {
    const edited = plan({ allowWrites: true, inputs: INPUTS }, profileWith('leaveGroup', 'x-irreversible', undefined));
    expect(running(success(edited, 'leaveGroup')).request.uri).toBe('/group/leaveGroup/mine?groupJid=120363000000000001%40g.us');
    const marked = plan({ allowWrites: true, inputs: INPUTS }, profileWith('findSettings', 'x-irreversible', true));
    expect(skipped(success(marked, 'findSettings')).skip.reason).toBe(IRREVERSIBLE);
  });

  it('runs an x-calls-out operation only when the user allows the service it calls, naming the flag', () => {
    expect(skipped(success(everything, 'setProxy')).skip).toEqual({
      reason: 'the gateway itself calls https://icanhazip.com while serving it (x-calls-out)',
      enableWith: '--allow-calls-out https://icanhazip.com',
    });
    expect(skipped(check(everything, 'findTemplates', 'no-key')).skip.enableWith).toBe('--allow-calls-out https://graph.facebook.com');
    const allowed = plan({ allowWrites: true, inputs: INPUTS, allowCallsOut: ['https://icanhazip.com/'] }, profile);
    expect(running(success(allowed, 'setProxy')).request.uri).toBe('/proxy/set/mine');
    expect(success(allowed, 'findTemplates').run).toBe(false);
    // Read from the extension: a read marked so is skipped by default too.
    const marked = plan({}, profileWith('findSettings', 'x-calls-out', ['https://calls.example']));
    expect(skipped(success(marked, 'findSettings')).skip.enableWith).toBe('--allow-calls-out https://calls.example');
  });

  it("checks the instance routes on the run's throwaway instance: created, listed, deleted, never the one named", () => {
    const create = running(success(everything, 'createInstance'));
    expect(create.createsThrowaway).toBe(true);
    expect(body(create)).toEqual({ instanceName: THROWAWAY.name, integration: 'WHATSAPP-BAILEYS', qrcode: false, token: THROWAWAY.token });
    const list = running(success(everything, 'fetchInstances'));
    expect(list.request).toMatchObject({ uri: `/instance/fetchInstances?instanceName=${THROWAWAY.name}`, onThrowaway: true });
    const remove = running(success(everything, 'deleteInstance'));
    expect(remove.request).toMatchObject({ uri: `/instance/delete/${THROWAWAY.name}`, onThrowaway: true });
    expect(running(check(everything, 'deleteInstance', 'no-key')).request).toMatchObject({
      uri: `/instance/delete/${THROWAWAY.name}`,
      apikey: false,
      onThrowaway: true,
    });
    expect(everything.filter((c) => c.run && c.request.uri.startsWith('/instance/delete/mine'))).toEqual([]);
    // In that order, before connect, restart and logout; the deletion after the checks that need the instance.
    const order = [...new Set(everything.map((c) => c.operationId))];
    const at = (id: string) => order.indexOf(id);
    expect(at('createInstance')).toBeLessThan(at('fetchInstances'));
    expect(at('fetchInstances')).toBeLessThan(at('deleteInstance'));
    expect(at('deleteInstance')).toBeLessThan(at('logoutInstance'));
    const view = dreddView(profile, new Set(everything.filter((c) => c.run).map((c) => c.key)));
    expect(Object.keys(view.paths['/instance/delete/{instance}']?.delete?.responses ?? {})).toEqual(['401', '404', '499']);
  });

  it('without --allow-writes, creates no instance and says what the instance checks need', () => {
    const readOnly = plan({}, profile);
    expect(skipped(success(readOnly, 'fetchInstances')).skip).toEqual({
      reason: "needs the run's own throwaway instance, which it creates and deletes",
      enableWith: '--allow-writes',
    });
    expect(skipped(check(readOnly, 'deleteInstance', 'no-key')).skip.enableWith).toBe('--allow-writes');
    expect(running(check(readOnly, 'createInstance', 'no-key')).request.body).toBe('{}');
    const notSelected = plan({ allowWrites: true, only: [{ operationId: 'fetchInstances' }] }, profile);
    expect(skipped(success(notSelected, 'fetchInstances')).skip).toEqual({
      reason:
        "needs the run's own throwaway instance, which it creates and deletes (its creation, createInstance's success check, is not run)",
      enableWith: null,
    });
  });

  it("points the run's own webhook at a host that resolves nowhere, in every request, and sends no headers", () => {
    const set = body(success(everything, 'setWebhook'));
    expect(set.webhook.url).toBe(WEBHOOK_SINK);
    expect(set.webhook).not.toHaveProperty('headers');
    expect(body(check(everything, 'setWebhook', 'unknown-instance')).webhook.url).toBe(WEBHOOK_SINK);
  });

  it('fills every field that names a person, a message or a file with the inputs (nothing of the examples)', () => {
    // (sendContact's card names a number as its content, which reaches no one.)
    for (const c of everything.filter((x): x is RunningCase => x.run && x.kind === 'success' && x.operationId !== 'sendContact')) {
      expect(`${c.request.uri} ${c.request.body}`, c.key).not.toMatch(
        /5511999999999|5511988887777|5511977776666|example\.org|120363025246125486/,
      );
    }
    expect(body(success(everything, 'sendReaction')).key).toEqual({
      remoteJid: '5511912345678@s.whatsapp.net',
      fromMe: false,
      id: '3EB0AAAA',
    });
    expect(body(success(everything, 'archiveChat')).lastMessage.key).toMatchObject({
      remoteJid: '5511912345678@s.whatsapp.net',
      id: '3EB0AAAA',
    });
    expect(body(success(everything, 'sendGroupInvite'))).toMatchObject({ groupJid: INPUTS.groupJid, numbers: [INPUTS.recipient] });
    expect(body(success(everything, 'sendMedia')).media).toBe('https://cdn.test/m.jpg');
    expect(body(success(everything, 'sendWhatsAppAudio')).audio).toBe('https://cdn.test/a.mp3');
    expect(body(check(everything, 'updateGroupPicture', 'unknown-instance')).image).toBe(UNREACHABLE_URL);
  });

  it('keeps a setting called readMessages a setting: setSettings needs no message or recipient', () => {
    expect(policyOf(layered.byId.get('setSettings') ?? operation('getInformation')).needs).toEqual([]);
    expect(body(success(everything, 'setSettings')).readMessages).toBe(false);
  });

  it("sends a write's example even where its body is optional (what it writes); a read's only when it names whom it is about", () => {
    expect(body(success(everything, 'updateProfileName'))).toEqual({ name: 'Padaria Central' });
    // 2.1.1 answers these without a body with a 500 ("…reading 'forEach'", "…reading 'includes'").
    expect(body(success(everything, 'whatsappNumbers'))).toEqual({ numbers: [INPUTS.recipient] });
    expect(body(success(everything, 'fetchProfile'))).toEqual({ number: INPUTS.recipient });
    // A filter that names no one stays out: the smallest request the description accepts.
    expect(running(success(everything, 'findChats')).request.body).toBe(null);
    // Without --recipient the read is not sent with someone else's number: it is skipped.
    const readOnly = plan({}, profile);
    for (const id of ['whatsappNumbers', 'fetchProfile']) {
      expect(skipped(success(readOnly, id)).skip.enableWith, id).toBe('--recipient <number>');
    }
    // The no-key and unknown-instance checks still send none: there is nothing for them to read.
    expect(running(check(everything, 'whatsappNumbers', 'no-key')).request.body).toBe(null);
  });

  it('runs the writes it puts back (x-restore) after the others, so that they stay changed for as short a time as possible', () => {
    const order = [...new Set(everything.map((c) => c.operationId))];
    const last = (ids: string[]) => Math.max(...ids.map((id) => order.indexOf(id)));
    const first = (ids: string[]) => Math.min(...ids.map((id) => order.indexOf(id)));
    expect(last(['setPresence', 'archiveChat', 'handleLabel'])).toBeLessThan(
      first(['setWebhook', 'setSettings', 'updatePrivacySettings', 'updateProfileName']),
    );
  });
});

describe('--only', () => {
  it('selects operations, or single answers with operationId:status', () => {
    const cases = plan({ only: [{ operationId: 'findWebhook' }, { operationId: 'connectionState', check: '404' }] });
    expect(cases.filter((c) => c.selected).map((c) => `${c.operationId} ${c.kind}`)).toEqual([
      'connectionState unknown-instance',
      'findWebhook success',
      'findWebhook no-key',
      'findWebhook unknown-instance',
    ]);
    const byKind = plan({ only: [{ operationId: 'getInformation', check: 'no-key' }] }, profile);
    expect(byKind.filter((c) => c.selected).map((c) => `${c.operationId} ${c.kind}`)).toEqual(['getInformation no-key']);
  });

  it('does not count on a createSchedule that is not selected', () => {
    const cases = plan({ allowWrites: true, inputs: INPUTS, only: [{ operationId: 'updateSchedule', check: 'success' }] });
    expect(skipped(success(cases, 'updateSchedule')).skip.enableWith).toBe('--schedule-id <uuid>');
  });
});

// The safety model, checked on the plan itself (no gateway): what runs by default, what each
// opt-in adds, and that no request built from the examples can reach a real person.
import { describe, expect, it } from 'vitest';
import { descriptionOf, loadContract } from '../src/description/contract.js';
import { type Descriptions, loadDescriptions } from '../src/description/layered.js';
import { UNREACHABLE_URL } from '../src/plan/inputs.js';
import {
  type Case,
  CREATED_SCHEDULE_TOKEN,
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
const plan = (options: Partial<PlanSettings> = {}, descriptions: Descriptions = { contract, layered: null }): Case[] =>
  planChecks(descriptions, { instance: 'mine', inputs: {}, missingInstance: 'contract-missing-x', ...options });
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

  it('sends connect and restart only when the state is known, whatever it is (the run puts it back)', () => {
    for (const id of ['connectInstance', 'restartInstance']) {
      expect(running(success(cases, id)).state, id).toBe('known');
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

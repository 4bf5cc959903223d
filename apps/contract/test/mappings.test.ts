// The x-restore pairs of the 2.1.1 profile and how each read's answer becomes its write's body
// (src/restore/mappings.ts), on the profile's own examples: what a run writes back is a body the
// write accepts, and what it compares after writing back is what the read answers.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/description/contract.js';
import { loadDescriptions } from '../src/description/layered.js';
import { checkedOperations } from '../src/plan/planner.js';
import { restorePairs } from '../src/restore/read-back.js';
import type { Call } from '../src/restore/requests.js';

const profile = loadDescriptions({ profile: 'evolution-2.1.1' }, loadContract());
const operations = new Map(checkedOperations(profile).map((c) => [c.op.operationId, c.op]));
const pairs = restorePairs(operations);
const pair = (write: string) => {
  const found = pairs.find((p) => p.write.operationId === write);
  if (!found) throw new Error(`no pair for ${write}`);
  return found;
};
/** Validates a body against the write's request schema in the profile. */
const accepted = (write: string, body: unknown) => {
  const op = operations.get(write);
  const pointer = `${op?.pointer}/requestBody/content/application~1json/schema`;
  return profile.layered?.validator.validate(pointer, body) ?? ['no profile'];
};

describe('the x-restore pairs', () => {
  it('are read from the description: every write with x-restore and its read', () => {
    expect(pairs.map((p) => `${p.write.operationId}←${p.read.operationId}`).sort()).toEqual([
      'setProxy←findProxy',
      'setSettings←findSettings',
      'setWebhook←findWebhook',
      'updatePrivacySettings←fetchPrivacySettings',
      'updateProfileName←fetchProfile',
      'updateProfileStatus←fetchProfile',
    ]);
    // Under the contract, only its own.
    const contractOnly = restorePairs(
      new Map(checkedOperations({ contract: profile.contract, layered: null }).map((c) => [c.op.operationId, c.op])),
    );
    expect(contractOnly.map((p) => p.write.operationId)).toEqual(['updatePrivacySettings']);
  });

  it("webhook: findWebhook's row back into setWebhook's body; none set cannot be put back", () => {
    const { mapping } = pair('setWebhook');
    const row = {
      id: 'c1',
      url: 'https://receiver.test/hooks',
      headers: { authorization: 'Bearer x' },
      enabled: true,
      events: ['MESSAGES_UPSERT'],
      webhookByEvents: true,
      webhookBase64: false,
      createdAt: '2024-09-22T14:31:42.907Z',
      updatedAt: '2024-09-22T14:31:42.907Z',
      instanceId: 'i1',
    };
    const values = mapping.values(row);
    if (typeof values === 'string') throw new Error(values);
    const body = mapping.body(values);
    expect(body).toEqual({
      webhook: {
        enabled: true,
        url: 'https://receiver.test/hooks',
        headers: { authorization: 'Bearer x' },
        events: ['MESSAGES_UPSERT'],
        byEvents: true,
        base64: false,
      },
    });
    expect(accepted('setWebhook', body)).toEqual([]);
    // Without headers, none are sent (null is refused; left out keeps what is stored).
    const bare = mapping.values({ ...row, headers: null });
    expect(typeof bare !== 'string' && mapping.body(bare)).toEqual({
      webhook: expect.not.objectContaining({ headers: expect.anything() }),
    });
    expect(mapping.values(null)).toMatch(/^none is set, and 2\.1\.1 has no route that removes a webhook/);
  });

  it('proxy: the stored proxy with its credentials; a disabled one with values 2.1.1 accepts (it stores them empty)', () => {
    const { mapping } = pair('setProxy');
    const stored = {
      id: 'p1',
      enabled: true,
      host: 'proxy.test',
      port: '3128',
      protocol: 'http',
      username: 'u',
      password: 'pw',
      instanceId: 'i1',
    };
    const values = mapping.values(stored);
    if (typeof values === 'string') throw new Error(values);
    expect(mapping.body(values)).toEqual({
      enabled: true,
      host: 'proxy.test',
      port: '3128',
      protocol: 'http',
      username: 'u',
      password: 'pw',
    });
    const off = mapping.values({ ...stored, enabled: false, host: '', port: '', protocol: '', username: '', password: '' });
    if (typeof off === 'string') throw new Error(off);
    const body = mapping.body(off);
    expect(body).toEqual({ enabled: false, host: 'none', port: '0', protocol: 'http' });
    expect(accepted('setProxy', body)).toEqual([]);
    // What was read, as it is, would be refused.
    expect(accepted('setProxy', { enabled: false, host: '', port: '', protocol: '' })).not.toEqual([]);
    expect(mapping.values(null)).toMatch(/^none is set/);
  });

  it('settings and privacy: the fields the write sets, as read', () => {
    const settings = pair('setSettings').mapping;
    const read = {
      rejectCall: false,
      msgCall: '',
      groupsIgnore: true,
      alwaysOnline: false,
      readMessages: false,
      readStatus: false,
      syncFullHistory: false,
      wavoipToken: '',
    };
    const values = settings.values(read);
    if (typeof values === 'string') throw new Error(values);
    expect(values).not.toHaveProperty('wavoipToken');
    expect(accepted('setSettings', settings.body(values))).toEqual([]);
    expect(settings.values({ rejectCall: false })).toMatch(/^the answer has no msgCall, groupsIgnore/);
    expect(pair('updatePrivacySettings').mapping.what).toBe('the privacy settings');
  });

  it("profile name and status: the account's own texts; status read for the account's own number; an empty one is not written", async () => {
    const name = pair('updateProfileName').mapping;
    expect(name.values({ wuid: '5511@s.whatsapp.net', name: 'Padaria' })).toEqual({ name: 'Padaria' });
    expect(name.values({ wuid: '5511@s.whatsapp.net', name: '' })).toMatch(/the name is empty/);
    const status = pair('updateProfileStatus').mapping;
    const sent: unknown[] = [];
    const answer = (body: unknown): Call => ({
      shown: 'POST /chat/fetchProfile/x',
      outcome: 'answered 200',
      answer: { status: 200, headers: {}, body: JSON.stringify(body), bodyTooLarge: false },
    });
    const read = await status.read?.(async (body) => {
      sent.push(body);
      return answer(
        body === undefined
          ? { wuid: '5511912345678@s.whatsapp.net', status: 'open' }
          : { wuid: '5511912345678@s.whatsapp.net', status: 'Open 6:00 to 20:00' },
      );
    });
    expect(sent).toEqual([undefined, { number: '5511912345678' }]);
    expect(status.values(JSON.parse(read?.answer?.body ?? 'null'))).toEqual({ status: 'Open 6:00 to 20:00' });
    expect(accepted('updateProfileStatus', { status: 'Open 6:00 to 20:00' })).toEqual([]);
  });
});

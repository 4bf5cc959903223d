// Receipts of messages sent to ordinary numbers (src/twin/receipts.ts, docs/receipts.md), over HTTP
// to a started mock, the deliveries at a real receiver, for both gateway versions: `acks: 'read'`
// takes a send through SERVER_ACK, DELIVERY_ACK and READ, a messages.update each, in order, and
// findMessages lists each step; `manual` moves nothing until the control API steps it (every status
// in between, never backwards); read receipts turned off stop a send at DELIVERY_ACK; a world's
// `whatsapp.acks` replaces the option. (That the events parse with the profiles' parseWebhookEvent is
// packages/client/test/receipts.test.ts; the CLI's --acks, test/cli.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockControl, type MockControl, type MockHandle, MockStartError, startMock } from '../src/index.js';
import { callGateway } from './helpers/http.js';
import { type ReceivingMock, refusal, startReceivingMock } from './helpers/receiving-mock.js';

// A key that shares no run of eight characters with the mock's own words (the redactor hides runs too).
const KEY = 'rcp-0a8f3-admin-key';
const PEER = '5511988880001';
const PEER_JID = `${PEER}@s.whatsapp.net`;
type Payload = { event: string; instance: string; data: Record<string, unknown> };
type Records = { id: string; key: { id: string; fromMe: boolean }; MessageUpdate: { status: string }[] }[];

describe.each(['evolution-2.1.1', 'evolution-2.3.7'])('receipts of sent messages (%s)', (profile) => {
  let world: ReceivingMock<Payload>;
  let mock: MockHandle;
  let control: MockControl;
  let seen: Payload[];
  let count = 0;

  beforeAll(async () => {
    world = await startReceivingMock((receiverUrl) => ({
      profile,
      instances: 'none',
      apiKey: KEY,
      pairAfter: 'never',
      acks: 'read',
      webhook: { url: `${receiverUrl}/hooks` },
    }));
    ({ mock, seen } = world);
    control = createMockControl(mock.url);
  }, 120_000);
  afterAll(async () => {
    expect(world?.invalid).toEqual([]);
    await world?.close();
  });

  const post = async (path: string, body: unknown) => {
    const answer = await callGateway(mock.url, KEY, 'POST', path, body);
    return { status: answer.status, body: answer.body as Record<string, unknown> };
  };

  /** A new open instance. */
  async function instance(): Promise<string> {
    const name = `receipts-${++count}`;
    await control.instances.create({ name, state: 'open' });
    return name;
  }

  /** Sends a text; answers its key id once every delivery has settled. */
  async function send(name: string): Promise<string> {
    const sent = await post(`/message/sendText/${name}`, { number: PEER, text: 'your order shipped' });
    expect(sent.status).toBe(201);
    expect((await mock.deliveries.settled(60_000)).settled).toBe(true);
    return (sent.body['key'] as { id: string }).id;
  }

  /** The statuses of the messages.update deliveries of `name` about `keyId`, in the order received. */
  const updates = (name: string, keyId: string): unknown[] =>
    seen.filter((p) => p.instance === name && p.event === 'messages.update' && p.data['keyId'] === keyId).map((p) => p.data['status']);

  async function history(name: string, keyId: string): Promise<string[]> {
    const found = await post(`/chat/findMessages/${name}`, { where: { key: { id: keyId } } });
    const records = (found.body['messages'] as { records: Records }).records;
    expect(records).toHaveLength(1);
    return (records[0]?.MessageUpdate ?? []).map((u) => u.status);
  }

  it("acks 'read': a send reaches READ through SERVER_ACK and DELIVERY_ACK, a messages.update each, in order", async () => {
    const name = await instance();
    const keyId = await send(name);
    expect(updates(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK', 'READ']);
    const last = seen.filter((p) => p.instance === name && p.event === 'messages.update').at(-1);
    expect(last?.data).toMatchObject({ keyId, remoteJid: PEER_JID, fromMe: true, status: 'READ' });
    const events = seen.filter((p) => p.instance === name).map((p) => p.event);
    expect(events.indexOf('send.message')).toBeLessThan(events.indexOf('messages.update'));
    expect(await history(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK', 'READ']);
    expect(mock.instances.list().find((i) => i.name === name)?.messages).toBe(1);
    // 2.3.7 follows each receipt with chats.upsert of the stored chat, read (unreadMessages 0); 2.1.1 does not.
    const chats = seen.filter((p) => p.instance === name && p.event === 'chats.upsert').map((p) => p.data);
    expect(chats).toEqual(
      profile === 'evolution-2.3.7' ? Array(3).fill([{ remoteJid: PEER_JID, instanceId: expect.any(String), unreadMessages: 0 }]) : [],
    );
  }, 120_000);

  it('read receipts off (updatePrivacySettings readreceipts: none) stop a send at DELIVERY_ACK, and refuse a step to READ', async () => {
    const name = await instance();
    const privacy = { readreceipts: 'none', profile: 'all', status: 'contacts', online: 'all', last: 'contacts', groupadd: 'all' };
    expect((await post(`/chat/updatePrivacySettings/${name}`, privacy)).status).toBe(201);
    const keyId = await send(name);
    expect(updates(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK']);
    const refused = await refusal(control.instances.receipts(name, keyId, 'READ'));
    expect(refused.reason).toBe('invalid');
    expect(refused.message).toMatch(/read receipts off .*readreceipts: none.*stop at DELIVERY_ACK/);
    expect(await history(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK']);
  }, 120_000);

  describe("acks 'manual' (a world's whatsapp.acks)", () => {
    beforeAll(() => mock.load({ instances: [], whatsapp: { acks: 'manual' } }));
    afterAll(() => mock.load({ instances: [] }));

    it('moves nothing at the send; each control step goes through every status in between, a messages.update each', async () => {
      const name = await instance();
      const keyId = await send(name);
      expect(updates(name, keyId)).toEqual([]);
      expect(await history(name, keyId)).toEqual([]);
      const delivered = await control.instances.receipts(name, keyId, 'DELIVERY_ACK');
      expect(delivered).toMatchObject({
        key: { id: keyId, fromMe: true },
        status: 'DELIVERY_ACK',
        updates: ['SERVER_ACK', 'DELIVERY_ACK'],
      });
      expect((await mock.deliveries.settled(60_000)).settled).toBe(true);
      expect(updates(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK']);
      expect(mock.instances.receipts(name, keyId, 'READ').status).toBe('READ');
      expect((await mock.deliveries.settled(60_000)).settled).toBe(true);
      expect(updates(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK', 'READ']);
      expect(await history(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK', 'READ']);
    }, 120_000);

    it('refuses a step back, to the same status, to an unknown one, PLAYED for a text, with 400 in the control shape', async () => {
      const name = await instance();
      const keyId = await send(name);
      await control.instances.receipts(name, keyId, 'READ');
      const raw = await fetch(`${mock.url}/__mock/instances/${name}/messages/${keyId}/receipts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'DELIVERY_ACK' }),
      });
      expect(raw.status).toBe(400);
      expect(await raw.json()).toEqual({
        mock: 'control-error',
        status: 400,
        message: expect.stringMatching(/is at READ already: receipts only move forward/),
      });
      expect((await refusal(control.instances.receipts(name, keyId, 'READ'))).message).toMatch(/at READ already/);
      const unknown = await refusal(control.instances.receipts(name, keyId, 'SEEN' as 'READ'));
      expect([unknown.reason, unknown.message]).toEqual([
        'invalid',
        expect.stringMatching(/status: must be equal to one of the allowed values \("SERVER_ACK", "DELIVERY_ACK", "READ", "PLAYED"\)/),
      ]);
      expect((await refusal(control.instances.receipts(name, keyId, 'PLAYED'))).message).toMatch(/cannot be played/);
      expect(await history(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK', 'READ']);
    }, 120_000);

    it('answers 404 for an unknown instance or message, 400 for a message that arrived', async () => {
      const name = await instance();
      const keyId = await send(name);
      expect((await refusal(control.instances.receipts('no-such-instance', keyId, 'READ'))).reason).toBe('not-found');
      const missing = await refusal(control.instances.receipts(name, 'NO-SUCH-ID', 'READ'));
      expect([missing.reason, missing.message]).toEqual(['not-found', expect.stringMatching(/holds no message "NO-SUCH-ID"/)]);
      const arrived = mock.instances.receive(name, { from: PEER, text: 'thanks' });
      const incoming = await refusal(control.instances.receipts(name, arrived.key.id, 'READ'));
      expect([incoming.reason, incoming.message]).toEqual(['invalid', expect.stringMatching(/only messages the instance sent/)]);
    }, 120_000);
  });
});

it('startMock refuses an unknown acks mode, saying the modes', async () => {
  const error = await startMock({ acks: 'bogus' as 'read' }).then(
    (started) => started.close().then(() => undefined),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MockStartError);
  expect((error as MockStartError).message).toMatch(/^acks must be none .*manual.*; got "bogus"\.$/);
});

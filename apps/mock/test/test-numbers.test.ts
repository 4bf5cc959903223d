// The test numbers (src/twin/test-numbers.ts) behave as docs/test-numbers.md says, for both gateway
// versions, over HTTP to a real receiver: the table in the page is the one generated from the list;
// a send to the echo contact brings its answer back as an incoming messages.upsert; the offline
// number stays at SERVER_ACK and the one that never reads at DELIVERY_ACK; the number that is not
// on WhatsApp is refused; a world overrides a behaviour's number.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBERS_DOC, withNumbersTable } from '../scripts/test-numbers-table.js';
import type { MockHandle } from '../src/index.js';
import { type NumberBehaviour, TEST_NUMBERS } from '../src/twin/test-numbers.js';
import { callGateway } from './helpers/http.js';
import { type ReceivingMock, startReceivingMock } from './helpers/receiving-mock.js';

const KEY = 'numbers-admin-key';
type Payload = { event: string; instance: string; data: Record<string, unknown> };
const numberOf = (behaviour: NumberBehaviour): string => TEST_NUMBERS.find((n) => n.behaviour === behaviour)?.number ?? '';
const digits = (number: string): string => number.replace(/\D/g, '');

it('docs/test-numbers.md shows the table generated from the list', () => {
  const page = readFileSync(NUMBERS_DOC, 'utf8');
  expect(withNumbersTable(page)).toBe(page);
  for (const n of TEST_NUMBERS) expect(page).toContain(`\`${n.number}\``);
});

describe.each(['evolution-2.1.1', 'evolution-2.3.7'])('test numbers behave (%s)', (profile) => {
  let world: ReceivingMock<Payload>;
  let mock: MockHandle;
  let seen: Payload[];
  let invalid: string[];
  let count = 0;

  beforeAll(async () => {
    world = await startReceivingMock((receiverUrl) => ({
      profile,
      instances: 'none',
      apiKey: KEY,
      pairAfter: 'never',
      webhook: { url: `${receiverUrl}/hooks` },
    }));
    ({ mock, seen, invalid } = world);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  const post = async (path: string, body: unknown) => {
    const answer = await callGateway(mock.url, KEY, 'POST', path, body);
    return { status: answer.status, body: answer.body as Record<string, unknown> };
  };

  /** Sends a text from a new open instance; answers what the receiver got for it, and the instance's messages. */
  async function sendTo(number: string, text = 'hello there') {
    const name = `numbers-${++count}`;
    mock.instances.create({ name, state: 'open' });
    const sent = await post(`/message/sendText/${name}`, { number, text });
    expect((await mock.deliveries.settled(60_000)).settled).toBe(true);
    expect(invalid).toEqual([]);
    const found = await post(`/chat/findMessages/${name}`, {});
    const records = (
      found.body['messages'] as { records: { key: { fromMe: boolean }; message: unknown; MessageUpdate: { status: string }[] }[] }
    ).records;
    return { sent, events: seen.filter((p) => p.instance === name), records };
  }

  it('the echo contact answers each message back as an incoming message', async () => {
    const { sent, events, records } = await sendTo(numberOf('echo'), 'ping from the bot');
    expect(sent.status).toBe(201);
    const upsert = events.find((p) => p.event === 'messages.upsert');
    expect(events.map((p) => p.event).indexOf('send.message')).toBeLessThan(events.map((p) => p.event).indexOf('messages.upsert'));
    expect(upsert?.data).toMatchObject({
      key: { remoteJid: `${digits(numberOf('echo'))}@s.whatsapp.net`, fromMe: false },
      message: { conversation: 'ping from the bot' },
      pushName: 'Echo',
    });
    expect(records.filter((r) => !r.key.fromMe).map((r) => r.message)).toEqual([{ conversation: 'ping from the bot' }]);
  }, 120_000);

  it('a send to the offline number stays at SERVER_ACK; one to the number that never reads stops at DELIVERY_ACK', async () => {
    const offline = await sendTo(numberOf('offline'));
    expect(offline.events.filter((p) => p.event === 'messages.update').map((p) => p.data['status'])).toEqual(['SERVER_ACK']);
    expect(offline.records.map((r) => r.MessageUpdate)).toEqual([[{ status: 'SERVER_ACK' }]]);
    expect(offline.events.some((p) => p.event === 'messages.upsert')).toBe(false);
    const unread = await sendTo(numberOf('never-reads'));
    expect(unread.events.filter((p) => p.event === 'messages.update').map((p) => p.data['status'])).toEqual(['SERVER_ACK', 'DELIVERY_ACK']);
    expect(unread.records.map((r) => r.MessageUpdate)).toEqual([[{ status: 'SERVER_ACK' }, { status: 'DELIVERY_ACK' }]]);
  }, 120_000);

  it('a send to the number that reads goes through SERVER_ACK, DELIVERY_ACK and READ, a messages.update each, in order', async () => {
    const read = await sendTo(numberOf('reads'));
    expect(read.sent.status).toBe(201);
    expect(read.events.filter((p) => p.event === 'messages.update').map((p) => p.data['status'])).toEqual([
      'SERVER_ACK',
      'DELIVERY_ACK',
      'READ',
    ]);
    expect(read.records.map((r) => r.MessageUpdate)).toEqual([[{ status: 'SERVER_ACK' }, { status: 'DELIVERY_ACK' }, { status: 'READ' }]]);
  }, 120_000);

  it('refuses a send to the number that is not on WhatsApp; accepts one to the group', async () => {
    const refused = await sendTo(numberOf('not-on-whatsapp'));
    expect(refused.sent.status).toBe(400);
    expect(JSON.stringify(refused.sent.body)).toContain('"exists":false');
    expect((await sendTo(numberOf('group'))).sent.status).toBe(201);
  }, 120_000);

  it("a world overrides a behaviour's number: the listed one echoes, the default one no longer does", async () => {
    const own = '5511900000001';
    mock.load({ instances: [], whatsapp: { echo: [own] } });
    try {
      expect((await sendTo(own)).events.some((p) => p.event === 'messages.upsert')).toBe(true);
      expect((await sendTo(numberOf('echo'))).events.some((p) => p.event === 'messages.upsert')).toBe(false);
    } finally {
      mock.load({ instances: [] });
    }
  }, 120_000);
});

// "Message in → bot replies": a message arrives (instances.receive), its webhook reaches the bot,
// and the bot calls the gateway back. deliveries.settled() covers the webhook, not the bot's reply;
// mock.waitForRequest(filter) waits for that reply (or finds it when it came already), with no
// polling and no vi.waitFor.
import { startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MockControlError, type MockHandle, startMock } from '../src/index.js';

const KEY = 'bot-reply-key-7f3a9c2e';
const PEER = '5511988887777';
let bot: TestServer;
let mock: MockHandle;

beforeAll(async () => {
  // The bot: on each arrived text, it answers the sender "you said: <text>" through the gateway.
  bot = await startTestServer(async (_req, res, seen) => {
    res.writeHead(200).end();
    const payload = JSON.parse(seen.body) as {
      event: string;
      instance: string;
      data: { key: { remoteJid: string; fromMe: boolean }; message?: { conversation?: string } };
    };
    if (payload.event !== 'messages.upsert' || payload.data.key.fromMe) return;
    await fetch(`${mock.url}/message/sendText/${payload.instance}`, {
      method: 'POST',
      headers: { apikey: KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ number: payload.data.key.remoteJid.split('@')[0], text: `you said: ${payload.data.message?.conversation}` }),
    });
  });
  mock = await startMock({
    profile: 'evolution-2.1.1',
    apiKey: KEY,
    instances: 'none',
    webhook: { url: bot.url, events: ['MESSAGES_UPSERT'] },
  });
}, 120_000);
afterAll(async () => {
  await mock?.close();
  await bot?.close();
});
beforeEach(async () => {
  await mock.reset();
  mock.instances.create({ name: 'shop', state: 'open', number: '5511999990001' });
});

describe('mock.waitForRequest', () => {
  it("waits for the bot's reply to a message that arrived", async () => {
    mock.instances.receive('shop', { from: PEER, text: 'hello' });
    const reply = await mock.waitForRequest({ operation: 'sendText', instance: 'shop' });
    expect(reply).toMatchObject({ status: 201, body: { number: PEER, text: 'you said: hello' } });
  });

  it('finds a reply that came already, and forgets it at a reset', async () => {
    mock.instances.receive('shop', { from: PEER, text: 'first' });
    await mock.waitForRequest({ operation: 'sendText' });
    await expect(mock.waitForRequest({ operation: 'sendText' })).resolves.toMatchObject({ body: { text: 'you said: first' } });
    await mock.reset();
    mock.instances.create({ name: 'shop', state: 'open', number: '5511999990001' });
    mock.instances.receive('shop', { from: PEER, text: 'second' });
    await expect(mock.waitForRequest({ operation: 'sendText' })).resolves.toMatchObject({ body: { text: 'you said: second' } });
  });

  it('rejects, naming what did arrive, when no such request is answered in time; and refuses a bad filter or time-out', async () => {
    await fetch(`${mock.url}/instance/connectionState/shop`, { headers: { apikey: KEY } });
    const error = await mock.waitForRequest({ operation: 'sendLocation' }, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MockControlError);
    expect((error as Error).message).toMatch(
      /no request matching .*sendLocation.* within 50 ms\. The mock received 1: GET \/instance\/connectionState\/shop \(connectionState\) → 200/,
    );
    await expect(mock.waitForRequest({ operation: 'sendText' }, { timeoutMs: 0 })).rejects.toThrow(/timeoutMs must be/);
    await expect(mock.waitForRequest({ colour: 'red' } as never)).rejects.toThrow(MockControlError);
  });
});

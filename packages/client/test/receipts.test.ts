// A sent message reaches READ through messages.update events (issue 27): against a mock started with
// `acks: 'read'`, a sendText's three receipts arrive at a real HTTP receiver in order and each parses
// with the parseWebhookEvent of the profile's entry (@msg-gateway/client/<profile>), as a bot parses
// them; a mock in `manual` mode stepped by its control client (createMockControl) gives the same.
import { createMockControl, startMock } from '@msg-gateway/mock';
import { json, type SeenRequest, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileNames } from '../scripts/profiles.js';

type Parser = (body: unknown) => { event: string; data?: unknown };
type Mock = Awaited<ReturnType<typeof startMock>>;
const PEER = '5511988880002';

describe.each(profileNames())('receipts parse with @msg-gateway/client/%s', (profile) => {
  let parse: Parser;
  let receiver: TestServer;
  const mocks: Mock[] = [];
  const received: { instance: string; event: string; status?: unknown; keyId?: unknown; refused?: string }[] = [];

  beforeAll(async () => {
    parse = ((await import(/* @vite-ignore */ new URL(`../src/${profile}.ts`, import.meta.url).href)) as { parseWebhookEvent: Parser })
      .parseWebhookEvent;
    receiver = await startTestServer((_req, res, seen: SeenRequest) => {
      const body = JSON.parse(seen.body) as { instance: string; event: string; data?: Record<string, unknown> };
      const { instance, data } = body;
      try {
        const parsed = parse(Buffer.from(seen.body));
        received.push({ instance, event: parsed.event, status: data?.['status'], keyId: data?.['keyId'] });
        json(res, 200, {});
      } catch (error) {
        received.push({ instance, event: body.event, refused: String(error) });
        json(res, 400, { error: String(error) });
      }
    });
  }, 120_000);

  afterAll(async () => {
    for (const mock of mocks) await mock.close();
    await receiver?.close();
  });

  /** A mock in `acks` mode with an open instance `name` delivering to the receiver; sends a text, answers its key id. */
  async function sendFrom(acks: 'read' | 'manual', name: string): Promise<{ mock: Mock; keyId: string }> {
    const mock = await startMock({
      port: 0,
      profile,
      instances: 'none',
      pairAfter: 'never',
      acks,
      webhook: { url: `${receiver.url}/hooks` },
    });
    mocks.push(mock);
    await createMockControl(mock.url).instances.create({ name, state: 'open' });
    const res = await fetch(`${mock.url}/message/sendText/${name}`, {
      method: 'POST',
      headers: { apikey: 'any-key', 'content-type': 'application/json' },
      body: JSON.stringify({ number: PEER, text: 'your order shipped' }),
    });
    expect(res.status).toBe(201);
    return { mock, keyId: ((await res.json()) as { key: { id: string } }).key.id };
  }

  const receipts = (instance: string, keyId: string) =>
    received.filter((r) => r.instance === instance && r.event === 'messages.update' && r.keyId === keyId).map((r) => r.status);

  it("acks 'read': three messages.update deliveries in order, each parsed, the last READ", async () => {
    const name = `acks-read-${profile}`;
    const { mock, keyId } = await sendFrom('read', name);
    expect((await mock.deliveries.settled(60_000)).settled).toBe(true);
    expect(received.filter((r) => r.refused !== undefined)).toEqual([]);
    expect(receipts(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK', 'READ']);
  }, 120_000);

  it("acks 'manual': nothing until the control client steps it, then each step parsed", async () => {
    const name = `acks-manual-${profile}`;
    const { mock, keyId } = await sendFrom('manual', name);
    const control = createMockControl(mock.url);
    expect((await mock.deliveries.settled(60_000)).settled).toBe(true);
    expect(receipts(name, keyId)).toEqual([]);
    expect((await control.instances.receipts(name, keyId, 'READ')).updates).toEqual(['SERVER_ACK', 'DELIVERY_ACK', 'READ']);
    expect((await control.deliveries({ timeoutMs: 60_000 })).settled).toBe(true);
    expect(received.filter((r) => r.refused !== undefined)).toEqual([]);
    expect(receipts(name, keyId)).toEqual(['SERVER_ACK', 'DELIVERY_ACK', 'READ']);
  }, 120_000);
});

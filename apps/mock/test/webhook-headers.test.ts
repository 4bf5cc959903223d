// The headers a version adds to a delivery to an instance's own webhook: 2.4.0's tracking headers
// (X-Instance-ID, X-Instance-Name, X-Event-Type, X-Timestamp, its User-Agent) over the webhook's own,
// and none from 2.3.7, whose deliveries carry the webhook's own headers alone. A real receiver on
// loopback records what arrives; every wait is for a delivery.
import { json, type SeenRequest, startTestServer } from '@msg-gateway/test-utils/servers';
import { describe, expect, it } from 'vitest';
import { startMock } from '../src/index.js';

const KEY = 'wh-7Qx2-admin-key';

async function deliveryOf(profile: string): Promise<{ seen: SeenRequest; id: string }> {
  const seen: SeenRequest[] = [];
  const hooks = await startTestServer((_req, res, request) => {
    seen.push(request);
    json(res, 200, {});
  });
  const mock = await startMock({ profile, instances: 'none', apiKey: KEY, clock: () => 1_790_000_000_000 });
  try {
    mock.instances.create({ name: 'shop-42', state: 'open' });
    const set = await fetch(`${mock.url}/webhook/set/shop-42`, {
      method: 'POST',
      headers: { apikey: KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        webhook: {
          enabled: true,
          url: `${hooks.url}/hook`,
          events: ['SEND_MESSAGE'],
          headers: { 'x-team': 'orders', 'x-event-type': 'mine' },
        },
      }),
    });
    expect(set.status, await set.text()).toBe(201);
    const sent = await fetch(`${mock.url}/message/sendText/shop-42`, {
      method: 'POST',
      headers: { apikey: KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ number: '5511912345678', text: 'Your order has shipped' }),
    });
    expect(sent.status).toBe(201);
    expect((await mock.deliveries.settled(60_000)).settled).toBe(true);
    const delivered = seen.find((request) => request.body.includes('send.message'));
    if (!delivered) throw new Error(`no send.message reached the receiver: ${seen.length} deliveries`);
    return { seen: delivered, id: mock.instances.get('shop-42').id };
  } finally {
    await mock.close();
    await hooks.close();
  }
}

describe("a version's headers on deliveries to an instance's own webhook", () => {
  it('2.4.0 adds its tracking headers over the webhook’s own, naming the instance, the event and the time', async () => {
    const { seen, id } = await deliveryOf('evolution-2.4.0');
    expect(seen.headers).toMatchObject({
      'x-instance-id': id,
      'x-instance-name': 'shop-42',
      'x-event-type': 'send.message',
      'x-timestamp': '1790000000000',
      'user-agent': 'EvolutionAPI-Webhook/2.3.7',
      'x-team': 'orders',
    });
  }, 120_000);

  it('2.3.7 sends the webhook’s own headers alone', async () => {
    const { seen } = await deliveryOf('evolution-2.3.7');
    expect(seen.headers).toMatchObject({ 'x-team': 'orders', 'x-event-type': 'mine' });
    expect(Object.keys(seen.headers)).not.toContain('x-instance-id');
    expect(seen.headers['user-agent'] ?? '').not.toContain('EvolutionAPI');
  }, 120_000);
});

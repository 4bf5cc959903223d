import { type MockHandle, startMock } from '@msg-gateway/mock';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';

// The code under test: in your app, it takes the gateway's address from its configuration.
async function instanceState(gateway: string, instance: string): Promise<string> {
  const res = await fetch(`${gateway}/instance/connectionState/${instance}`, { headers: { apikey: 'test-key' } });
  if (res.status === 404) return 'unknown instance';
  if (!res.ok) return 'gateway unavailable';
  const body = (await res.json()) as { instance: { state: string } };
  return body.instance.state;
}

let mock: MockHandle;
beforeAll(async () => {
  mock = await startMock({ instances: 'shop-42' }); // or startMock({ profile: 'evolution-2.1.1' })
});
afterAll(() => mock.close());
beforeEach(() => mock.reset()); // instances back as they started; no queued answer or request leaks

it('shows the state of the instance', async () => {
  expect(await instanceState(mock.url, 'shop-42')).toBe('open');
});

it('tells an unknown instance apart', async () => {
  expect(await instanceState(mock.url, 'hq')).toBe('unknown instance');
});

it('sees the phone disconnect', async () => {
  mock.instances.setState('shop-42', 'close'); // the connection dropped (connection.update is delivered)
  expect(await instanceState(mock.url, 'shop-42')).toBe('close');
});

it('survives a gateway outage, then recovers', async () => {
  mock.next('connectionState', { status: 503 });
  expect(await instanceState(mock.url, 'shop-42')).toBe('gateway unavailable');
  expect(await instanceState(mock.url, 'shop-42')).toBe('open');
});

it('asks for the right instance, with the key', async () => {
  await instanceState(mock.url, 'shop-42');
  expect(mock.requests).toEqual([
    expect.objectContaining({ method: 'GET', path: '/instance/connectionState/shop-42', operationId: 'connectionState' }),
  ]);
  expect(mock.requests[0]?.headers['apikey']).toBe('[redacted]');
});

// A gateway that answers a redirect: the client never follows it, so the API key never reaches the
// origin it points to, a send never turns into a GET that "succeeds" elsewhere, and the error
// names the origin that answered and where it pointed. Two local servers on different ports: the
// gateway (which redirects) and the other origin (which must never receive a request at all). A
// followed redirect would reach the other origin before the call settles, so checking it after the
// call is not a race.
import { json, misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient, GatewayError } from '../src/index.js';
import { argumentsOf, methodOf, methods } from './helpers/facade.js';
import { failure } from './helpers/failure.js';

const KEY = 'tk2-UpWSpMRKCT0ZzX';
const STATUS_TEXT: Record<number, string> = {
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
};
const STATUSES = Object.keys(STATUS_TEXT).map(Number);

let gateway: TestServer;
let elsewhere: TestServer;
let gw: GatewayClient;

beforeAll(async () => {
  gateway = await startTestServer();
  // What a careless or hostile redirect target answers: a 200 that looks like success.
  elsewhere = await startTestServer((_req, res) => json(res, 200, { key: { id: 'not-sent' }, instance: { state: 'open' } }));
  gw = createGatewayClient({ baseUrl: gateway.url, apiKey: KEY, retries: { limit: 2, baseDelayMs: 1, maxDelayMs: 1 } });
});
beforeEach(() => {
  elsewhere.reset((_req, res) => json(res, 200, { key: { id: 'not-sent' } }));
});
afterAll(async () => {
  await Promise.all([gateway.close(), elsewhere.close()]);
});

describe('the facade does not follow redirects', () => {
  it('the two servers are different origins', () => {
    expect(new URL(gateway.url).origin).not.toBe(new URL(elsewhere.url).origin);
  });

  for (const status of STATUSES) {
    it.each(methods)(`gw.%s (%s) answered ${status} rejects, and the other origin receives nothing`, async (label, id) => {
      gateway.reset(misbehave.redirect(`${elsewhere.url}/moved/here?inviteCode=abc`, status));
      const e = await failure(methodOf(gw, label)(...argumentsOf(id)));
      expect(e.kind).toBe('redirect');
      expect(e.status).toBe(status);
      expect(e.operationId).toBe(id);
      expect(e.origin).toBe(gateway.url);
      expect(e.location).toBe(`${elsewhere.url}/moved/here?…`);
      expect(e.message).toBe(
        `${e.method} ${e.path} (${id}) failed: the gateway at ${gateway.url} answered ${status} ${STATUS_TEXT[status]}, ` +
          `a redirect to ${elsewhere.url}/moved/here?…. Redirects are not followed (the apikey header would go along): check baseUrl`,
      );
      // Sent once (a redirect is never retried), and never to the other origin.
      expect(gateway.seen).toHaveLength(1);
      expect(gateway.seen[0]?.headers.apikey).toBe(KEY);
      expect(elsewhere.seen).toHaveLength(0);
    });
  }

  it('does not follow a redirect to its own origin either, and says where it pointed', async () => {
    gateway.reset(misbehave.redirect('/elsewhere/connectionState', 307));
    const e = await failure(gw.instance.connectionState('my-instance'));
    expect(e.kind).toBe('redirect');
    expect(e.location).toBe(`${gateway.url}/elsewhere/connectionState`);
    expect(gateway.seen.map((r) => r.url)).toEqual(['/instance/connectionState/my-instance']);
  });

  it('reports a redirect without a Location header', async () => {
    gateway.reset((_req, res) => {
      res.writeHead(302, { 'content-length': '0' });
      res.end();
    });
    const e = await failure(gw.message.sendLocation('my-instance', { number: '1', name: 'n', address: 'a', latitude: 0, longitude: 0 }));
    expect(e.kind).toBe('redirect');
    expect(e.location).toBeUndefined();
    expect(e.message).toContain(`answered 302 Found, a redirect to (no Location header). Redirects are not followed`);
  });

  it('never resolves a redirected send, even with a fetch that follows redirects, and names the origin that answered', async () => {
    // A custom fetch that ignores `redirect: 'manual'` (against the documented rule): the request
    // does reach the other origin, but the call must still not count as sent.
    const following = createGatewayClient({
      baseUrl: gateway.url,
      apiKey: KEY,
      fetch: (input, init) => fetch(input, { ...init, redirect: 'follow' }),
    });
    gateway.reset(misbehave.redirect(`${elsewhere.url}/message/sendLocation/my-instance`, 301));
    const e = await failure(
      following.message.sendLocation('my-instance', { number: '1', name: 'n', address: 'a', latitude: 0, longitude: 0 }),
    );
    expect(elsewhere.seen.map((r) => r.method)).toEqual(['GET']);
    expect(e.kind).toBe('redirect');
    expect(e.status).toBe(200);
    expect(e.origin).toBe(elsewhere.url);
    expect(e.message).toContain(`the fetch followed a redirect to ${elsewhere.url} (200 OK); a redirected call never counts as sent.`);
    expect(e.message).not.toContain(`talking to ${gateway.url}`);
  });
});

describe('the raw client does not follow redirects', () => {
  const calls = [
    ['GET', () => gw.raw.GET('/instance/connectionState/{instance}', { params: { path: { instance: 'my-instance' } } })],
    [
      'POST',
      () =>
        gw.raw.POST('/message/sendLocation/{instance}', {
          params: { path: { instance: 'my-instance' } },
          body: { number: '1', name: 'n', address: 'a', latitude: 0, longitude: 0 },
        }),
    ],
    ['PUT', () => gw.raw.PUT('/instance/restart/{instance}', { params: { path: { instance: 'my-instance' } } })],
    ['DELETE', () => gw.raw.DELETE('/instance/logout/{instance}', { params: { path: { instance: 'my-instance' } } })],
  ] as const;

  for (const status of STATUSES) {
    it.each(calls)(
      `%s answered ${status} comes back as the ${status} response, and the other origin receives nothing`,
      async (method, call) => {
        gateway.reset(misbehave.redirect(`${elsewhere.url}/moved`, status));
        const { data, response } = await call();
        expect(response.status).toBe(status);
        expect(response.ok).toBe(false);
        expect(response.headers.get('location')).toBe(`${elsewhere.url}/moved`);
        expect(data).toBeUndefined();
        expect(gateway.seen.map((r) => [r.method, r.headers.apikey])).toEqual([[method, KEY]]);
        expect(elsewhere.seen).toHaveLength(0);
      },
    );
  }

  it("refuses redirect: 'follow' before sending anything", async () => {
    gateway.reset(misbehave.redirect(`${elsewhere.url}/moved`, 307));
    const outcome = await gw.raw
      .GET('/instance/connectionState/{instance}', { params: { path: { instance: 'my-instance' } }, redirect: 'follow' })
      .then(
        () => expect.fail('the request was sent'),
        (e: unknown) => e,
      );
    expect(outcome).toBeInstanceOf(TypeError);
    expect(String(outcome)).toContain("redirect 'follow' is refused");
    expect(gateway.seen).toHaveLength(0);
    expect(elsewhere.seen).toHaveLength(0);
  });

  it('rejects an answer a custom fetch got by following a redirect, naming the origin that answered', async () => {
    const following = createGatewayClient({
      baseUrl: gateway.url,
      apiKey: KEY,
      fetch: (input, init) => fetch(new Request(input, { ...init, redirect: 'follow' })),
    });
    gateway.reset(misbehave.redirect(`${elsewhere.url}/moved`, 302));
    const outcome = await following.raw.GET('/instance/connectionState/{instance}', { params: { path: { instance: 'my-instance' } } }).then(
      () => expect.fail('the redirected request resolved'),
      (e: unknown) => e,
    );
    expect(outcome).toBeInstanceOf(GatewayError);
    const e = outcome as GatewayError;
    expect(e.kind).toBe('redirect');
    expect(e.origin).toBe(elsewhere.url);
    expect(e.operationId).toBeUndefined();
  });
});

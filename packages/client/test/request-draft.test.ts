// The facade hands openapi-fetch a RequestDraft where it would build a Request
// (src/core/request-draft.ts says why and what that relies on). This runs a recording draft through
// openapi-fetch's own request path, against a real local server, and fails naming openapi-fetch and
// what it no longer does when an upgrade moves any of it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKED_WITH_OPENAPI_FETCH, draftingRequest, RequestDraft } from '../src/core/request-draft.js';

const require = createRequire(import.meta.url);
const installed: string = JSON.parse(readFileSync(require.resolve('openapi-fetch/package.json'), 'utf8')).version;
const OPENAPI_FETCH = `openapi-fetch ${installed} (RequestDraft was checked with ${CHECKED_WITH_OPENAPI_FETCH})`;

/** What openapi-fetch did with the drafts it built. */
const record = {
  constructed: [] as { url: unknown; init: unknown }[],
  /** Members it read that it had not set itself. */
  reads: new Set<string>(),
  writes: new Set<string>(),
  /** What its `fetch` was handed. */
  sent: [] as unknown[],
};
const drafts = new WeakMap<object, RequestDraft>();

/** A RequestDraft that records what is done to it, through a proxy openapi-fetch holds instead. */
class RecordingDraft extends RequestDraft {
  constructor(url: string, init: RequestDraft['init']) {
    super(url, init);
    record.constructed.push({ url, init });
    const proxy = new Proxy(this, {
      get(target, key) {
        if (typeof key === 'string' && !record.writes.has(key)) record.reads.add(key);
        return Reflect.get(target, key, target);
      },
      set(target, key, value) {
        if (typeof key === 'string') record.writes.add(key);
        return Reflect.set(target, key, value, target);
      },
    });
    drafts.set(proxy, this);
    // biome-ignore lint/correctness/noConstructorReturn: the proxy stands in for the draft, to record what openapi-fetch does with it
    return proxy;
  }
}

/** Every member a RequestDraft has (own fields and its prototype's). */
const MEMBERS = new Set([
  ...Object.keys(new RequestDraft('http://x/', { method: 'GET', headers: new Headers() })),
  ...Object.getOwnPropertyNames(RequestDraft.prototype),
]);

let server: TestServer;
let request: ReturnType<typeof draftingRequest>;

beforeAll(async () => {
  server = await startTestServer((req, res) => json(res, req.url?.endsWith('/missing') ? 404 : 200, { echo: req.url }));
  request = draftingRequest(
    { baseUrl: `${server.url}/base`, redirect: 'manual', headers: { 'x-client': 'all' } },
    (draft) => {
      record.sent.push(draft);
      const real = drafts.get(draft);
      if (!real) return Promise.reject(new Error('not a draft'));
      return fetch(real.url, real.init);
    },
    RecordingDraft,
  );
});
beforeEach(() => {
  record.constructed.length = 0;
  record.reads.clear();
  record.writes.clear();
  record.sent.length = 0;
});
afterAll(() => server.close());

describe(`openapi-fetch and the facade's RequestDraft`, () => {
  const signal = new AbortController().signal;
  const send = () =>
    request('POST', '/chat/{instance}', {
      params: { path: { instance: 'my instance' }, query: { page: 2 } },
      body: { text: 'olá' },
      headers: { 'x-call': 'one' },
      signal,
      parseAs: 'stream',
    });

  it('builds its request with the Request option, from a URL and an init holding method and Headers', async () => {
    await send();
    expect(record.constructed.length, `${OPENAPI_FETCH} no longer builds its request with the \`Request\` option`).toBe(1);
    const [{ url, init }] = record.constructed as [{ url: unknown; init: RequestDraft['init'] }];
    expect(url, `${OPENAPI_FETCH} no longer passes the final URL as a string`).toBe(`${server.url}/base/chat/my%20instance?page=2`);
    expect(init.method, `${OPENAPI_FETCH} no longer passes the method in init`).toBe('POST');
    expect(init.headers instanceof Headers, `${OPENAPI_FETCH} no longer passes init.headers as Headers`).toBe(true);
    const headers = ['x-client', 'x-call', 'content-type'].map((name) => init.headers.get(name));
    expect(headers, `${OPENAPI_FETCH} no longer merges the headers into init.headers`).toEqual(['all', 'one', 'application/json']);
    expect(init.body, `${OPENAPI_FETCH} no longer serializes the body into init.body`).toBe('{"text":"olá"}');
    expect(init.signal, `${OPENAPI_FETCH} no longer passes the signal in init`).toBe(signal);
    expect(init.redirect, `${OPENAPI_FETCH} no longer passes the client's redirect option in init`).toBe('manual');
  });

  it('hands that very object to its fetch', async () => {
    await send();
    expect(record.sent.length, `${OPENAPI_FETCH} no longer calls its fetch once per request`).toBe(1);
    expect(drafts.has(record.sent[0] as object), `${OPENAPI_FETCH} no longer hands its fetch the object built with \`Request\``).toBe(true);
  });

  it('reads of it only what a RequestDraft has', async () => {
    await send();
    await request('GET', '/missing', { parseAs: 'stream' });
    const missing = [...record.reads].filter((name) => !MEMBERS.has(name));
    expect(missing, `${OPENAPI_FETCH} now reads request.${missing.join(', request.')}, which RequestDraft does not have`).toEqual([]);
    expect(record.reads.has('method'), `${OPENAPI_FETCH} no longer reads request.method (the HEAD check): review RequestDraft`).toBe(true);
  });

  it("returns a 2xx body unread with parseAs 'stream', and an error body parsed", async () => {
    const ok = await send();
    expect(ok.data instanceof ReadableStream, `${OPENAPI_FETCH} no longer returns the body as a stream with parseAs 'stream'`).toBe(true);
    expect(ok.response.bodyUsed, `${OPENAPI_FETCH} now reads the body itself with parseAs 'stream'`).toBe(false);
    expect(await new Response(ok.data as ReadableStream).json()).toEqual({ echo: '/base/chat/my%20instance?page=2' });
    const failed = await request('GET', '/missing', { parseAs: 'stream' });
    expect(failed.error, `${OPENAPI_FETCH} no longer parses an error body as JSON`).toEqual({ echo: '/base/missing' });
  });
});

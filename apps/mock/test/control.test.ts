// Per-test control (issue 12 item 6): mock.next() queues the next answers of an operation, checked
// when queued; mock.requests is what the mock received, the key redacted; mock.reset() clears both.
// Under both descriptions (each operation's documented statuses and examples differ between them).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MockControlError } from '../src/common/control-error.js';
import { exampleRequest } from '../src/common/spec.js';
import { MAX_NEXT_HEADER_BYTES, MAX_NEXT_HEADERS } from '../src/server/answer/next-answer.js';
import { MAX_RECORDED_REQUESTS } from '../src/server/requests/recorder.js';
import { type MockHandle, startMock } from '../src/start.js';
import { DESCRIPTIONS, messages, type TestDescription } from './helpers/descriptions.js';
import { send } from './helpers/http.js';

const mocks = new Map<string, MockHandle>();
beforeAll(async () => {
  for (const [name, d] of DESCRIPTIONS) mocks.set(name, await startMock(d.profile ? { profile: d.profile } : {}));
});
afterAll(() => Promise.all([...mocks.values()].map((m) => m.close())));

const thrown = (f: () => void): MockControlError => {
  try {
    f();
  } catch (error) {
    if (error instanceof MockControlError) return error;
    throw error;
  }
  throw new Error('did not throw');
};

describe.each(DESCRIPTIONS)('%s', (name, d: TestDescription) => {
  const mock = (): MockHandle => mocks.get(name) as MockHandle;
  const connectionState = (instance = 'shop-42', headers: Record<string, string> = {}) =>
    send(mock().url, {
      method: 'GET',
      path: `/instance/connectionState/${instance}`,
      headers: { apikey: 'k', ...headers },
      body: undefined,
    });
  beforeEach(() => mock().reset());

  describe('mock.next()', () => {
    it('answers the next request with the queued status and its documented example, then goes back to normal', async () => {
      mock().next('connectionState', { status: 404 });
      const first = await connectionState();
      expect(first.status).toBe(404);
      expect(first.body).toEqual({ status: 404, error: 'Not Found', response: { message: ['The "shop-42" instance does not exist'] } });
      expect((await connectionState()).status).toBe(200);
    });

    it('queues several answers, used in order', async () => {
      mock().next('connectionState', { status: 503 });
      mock().next('connectionState', { status: 404 });
      mock().next('connectionState', { status: 200 });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await connectionState()).status);
      expect(statuses).toEqual([503, 404, 200, 200]);
    });

    it('queues per operation: another operation is not affected', async () => {
      mock().next('fetchPrivacySettings', { status: 500 });
      expect((await connectionState()).status).toBe(200);
      const res = await send(mock().url, exampleRequest(d.spec, d.op('fetchPrivacySettings')));
      expect(res.status).toBe(500);
    });

    it('answers a named example, its status found from the name', async () => {
      mock().next('connectionState', { example: 'InstanceNotFound' });
      expect((await connectionState()).status).toBe(404);
    });

    it('answers a body, checked against the documented schema, and headers', async () => {
      const body = { instance: { instanceName: 'shop-42', state: 'close' } };
      mock().next('connectionState', { body, headers: { 'x-request-id': 'req-1' } });
      const res = await connectionState();
      expect(res.status).toBe(200);
      expect(res.body).toEqual(body);
      expect(res.headers.get('x-request-id')).toBe('req-1');
    });

    it('waits a queued delay (a lower bound)', async () => {
      mock().next('connectionState', { delay: 400 });
      const started = performance.now();
      expect((await connectionState()).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(395);
    });

    it('keeps the queued answer for the next request when a request is refused (401, 400)', async () => {
      mock().next('connectionState', { status: 404 });
      const keyless = await send(mock().url, { method: 'GET', path: '/instance/connectionState/x', headers: {}, body: undefined });
      expect(keyless.status).toBe(401);
      expect((await connectionState()).status).toBe(404);
      mock().next('sendLocation', { status: 500 });
      const invalid = await send(mock().url, exampleRequest(d.spec, d.op('sendLocation')), { body: {} });
      expect(invalid.status).toBe(400);
      expect((await send(mock().url, exampleRequest(d.spec, d.op('sendLocation')))).status).toBe(500);
    });

    it('a queued answer validates against the served description', async () => {
      mock().next('sendLocation', { status: 500 });
      const operation = d.op('sendLocation');
      const res = await send(mock().url, exampleRequest(d.spec, operation));
      expect(messages(d.violationsOf(operation, 500, res.body))).toBe('');
    });

    describe('throws at once, saying what to change', () => {
      it('for an operation the description does not serve', () => {
        expect(thrown(() => mock().next('conectionState', { status: 404 })).message).toMatch(
          /^mock\.next\("conectionState"\): the served description \(.+\) has no operation "conectionState"\. It has: .*connectionState/,
        );
      });

      it('for a status the operation does not document (a fault status is always allowed)', () => {
        expect(thrown(() => mock().next('connectionState', { status: 418 })).message).toMatch(
          /connectionState does not document a 418\. It documents 200, 401, 404 \(and any operation can answer a fault: 500, 502, 503, 504\)/,
        );
        expect(() => mock().next('connectionState', { status: 502 })).not.toThrow();
      });

      it('for an example it does not document, listing the ones it has', () => {
        expect(thrown(() => mock().next('connectionState', { example: 'Nope' })).message).toMatch(
          /connectionState has no example "Nope"\. Its examples: 200: .*InstanceOpen.*; 401: Unauthorized; 404: InstanceNotFound/,
        );
        expect(thrown(() => mock().next('connectionState', { status: 200, example: 'InstanceNotFound' })).message).toMatch(
          /no example "InstanceNotFound" for 200/,
        );
      });

      it('for a body the documented schema refuses', () => {
        expect(thrown(() => mock().next('connectionState', { body: { instance: { instanceName: 7 } } })).message).toMatch(
          /the body does not match what connectionState documents for 200: .*\/instance\/instanceName: must be string/,
        );
      });

      it('for a field it does not know, a bad header or a delay over the limit', () => {
        expect(thrown(() => mock().next('connectionState', { code: 404 } as never)).message).toMatch(
          /unknown field "code"; an answer has status, example, body, headers, delay/,
        );
        expect(thrown(() => mock().next('connectionState', { headers: { 'bad header': 'x' } })).message).toMatch(
          /the header "bad header" cannot be sent/,
        );
        expect(thrown(() => mock().next('connectionState', { delay: 60_001 })).message).toMatch(
          /delay must be a whole number of milliseconds from 0 to 60000/,
        );
        expect(thrown(() => mock().next('connectionState', { example: 'InstanceOpen', body: {} })).message).toMatch(
          /an example or a body, not both/,
        );
      });

      it('for a header that frames the answer or is hop-by-hop (clients refuse such answers), saying why', () => {
        const refused = {
          'Transfer-Encoding': 'chunked',
          'content-length': '10',
          'Content-Encoding': 'gzip',
          Connection: 'close',
          'keep-alive': 'timeout=5',
          Upgrade: 'websocket',
          TE: 'trailers',
          Trailer: 'x-checksum',
          'Proxy-Connection': 'keep-alive',
        };
        for (const [header, value] of Object.entries(refused)) {
          expect(thrown(() => mock().next('connectionState', { headers: { [header]: value } })).message).toMatch(
            new RegExp(`^mock\\.next\\("connectionState"\\): the header "${header}" cannot be set: .+\\. Leave it out\\.$`),
          );
        }
        expect(thrown(() => mock().next('connectionState', { headers: { 'transfer-encoding': 'chunked' } })).message).toContain(
          'a Transfer-Encoding as well is a framing error clients refuse',
        );
      });

      it(`for more than ${MAX_NEXT_HEADERS} headers, or more than ${MAX_NEXT_HEADER_BYTES} bytes of them (a 1 MB value)`, () => {
        const many = Object.fromEntries(Array.from({ length: MAX_NEXT_HEADERS + 1 }, (_, i) => [`x-h${i}`, 'v']));
        expect(thrown(() => mock().next('connectionState', { headers: many })).message).toBe(
          `mock.next("connectionState"): ${MAX_NEXT_HEADERS + 1} headers are too many: an answer may add ${MAX_NEXT_HEADERS} headers at most.`,
        );
        expect(thrown(() => mock().next('connectionState', { headers: { 'x-big': 'a'.repeat(1024 * 1024) } })).message).toMatch(
          /the header "x-big" takes the headers to 1048581 bytes \(this one 1048581\): an answer may add 4096 bytes of headers in all/,
        );
        const justOver = { 'x-a': 'a'.repeat(2000), 'x-b': 'b'.repeat(MAX_NEXT_HEADER_BYTES - 2000 - 6 + 1) };
        expect(thrown(() => mock().next('connectionState', { headers: justOver })).message).toMatch(
          /the header "x-b" takes the headers to 4097 bytes/,
        );
      });

      it('and answers headers at the bounds, which a client reads', async () => {
        const atBound = Object.fromEntries(
          Array.from({ length: MAX_NEXT_HEADERS }, (_, i) => [
            `x-h${String(i).padStart(2, '0')}`,
            'v'.repeat(MAX_NEXT_HEADER_BYTES / MAX_NEXT_HEADERS - 5),
          ]),
        );
        mock().next('connectionState', { headers: atBound });
        const res = await connectionState();
        expect(res.status).toBe(200);
        expect(res.headers.get('x-h31')).toBe(atBound['x-h31']);
      });

      it('and queues nothing when it throws', async () => {
        thrown(() => mock().next('connectionState', { status: 418 }));
        expect((await connectionState()).status).toBe(200);
      });
    });
  });

  describe('mock.requests', () => {
    it('records method, path, operation, query, headers and parsed body, the key redacted', async () => {
      const operation = d.op('updateGroupSubject');
      const request = exampleRequest(d.spec, operation, { apiKey: 'SECRET-key-for-requests' });
      await send(mock().url, request, { body: { subject: 'Team SECRET-key-for-requests' }, headers: { 'x-trace': 'abc' } });
      expect(mock().requests).toEqual([
        {
          method: 'POST',
          path: '/group/updateGroupSubject/my-instance',
          operationId: 'updateGroupSubject',
          instance: 'my-instance',
          query: { groupJid: '120363025246125486@g.us' },
          headers: expect.objectContaining({ apikey: '[redacted]', 'x-trace': 'abc', 'content-type': 'application/json' }),
          body: { subject: 'Team [redacted]' },
          status: 201,
          at: expect.any(Number),
        },
      ]);
      expect(JSON.stringify(mock().requests)).not.toContain('SECRET');
    });

    it('records requests no operation answers, and bodies an operation ignores', async () => {
      await send(mock().url, { method: 'GET', path: '/nope', headers: { apikey: 'k' }, body: undefined });
      await send(mock().url, {
        method: 'DELETE',
        path: '/instance/logout/shop-42',
        headers: { apikey: 'k', 'content-type': 'application/json' },
        body: { reason: 'x' },
      });
      expect(mock().requests.map((r) => [r.method, r.path, r.operationId, r.status, r.body])).toEqual([
        ['GET', '/nope', undefined, 404, null],
        ['DELETE', '/instance/logout/shop-42', 'logoutInstance', 200, { reason: 'x' }],
      ]);
    });

    it('is a copy: changing it changes nothing in the mock', async () => {
      await connectionState();
      const copy = mock().requests;
      copy.length = 0;
      expect(mock().requests).toHaveLength(1);
    });
  });

  it('mock.reset() clears the queue and the recorded requests', async () => {
    mock().next('connectionState', { status: 404 });
    await send(mock().url, { method: 'GET', path: '/', headers: { apikey: 'k' }, body: undefined });
    mock().reset();
    expect(mock().requests).toEqual([]);
    expect((await connectionState()).status).toBe(200);
  });
});

it(`keeps the last ${MAX_RECORDED_REQUESTS} requests`, async () => {
  const mock = await startMock();
  try {
    for (let i = 0; i < MAX_RECORDED_REQUESTS + 5; i++) {
      await (await fetch(`${mock.url}/instance/connectionState/n${i}`, { headers: { apikey: 'k' } })).text();
    }
    const requests = mock.requests;
    expect(requests).toHaveLength(MAX_RECORDED_REQUESTS);
    expect(requests[0]?.path).toBe('/instance/connectionState/n5');
  } finally {
    await mock.close();
  }
});

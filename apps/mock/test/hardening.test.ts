// Requests that used to take the mock down (issue 11) or got a 500, an empty body or Prism's own
// error shapes. Each now gets an answer that says what was wrong, in the gateway's envelope, and
// the mock keeps answering. Every case here killed the child-process mock or answered 5xx.
import { resolveRef } from '@msg-gateway/openapi/walk';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleRequest, successStatus, type WalkedOperation } from '../src/common/spec.js';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../src/server/http/body.js';
import { messages, op, ops, spec, violationsOfSchema } from './helpers/contract.js';
import { freshInstance } from './helpers/descriptions.js';
import { send, sendRaw } from './helpers/http.js';
import { workerMock } from './helpers/worker-mocks.js';

const mockUrl = workerMock('mockUrl');
const port = Number(new URL(mockUrl).port);
const cases = (list: WalkedOperation[]) => list.map((o) => [o.operationId, o] as const);
const envelopeOf = (status: number, error: string, message: RegExp | string) => ({
  status,
  error,
  response: { message: [typeof message === 'string' ? message : expect.stringMatching(message)] },
});
const hasBody = (o: WalkedOperation): boolean => resolveRef(spec, o.operation.requestBody)?.content?.['application/json'] !== undefined;

afterAll(async () => {
  // Whatever was sent, the mock still answers a normal request.
  const res = await send(mockUrl, exampleRequest(spec, op('connectionState')));
  expect(res.status).toBe(200);
});

describe('a malformed Accept header is ignored, with a warning in sl-violations', () => {
  it.each(cases(ops))('%s', async (_id, operation) => {
    for (const accept of ['json', 'text/html;']) {
      const res = await send(mockUrl, exampleRequest(spec, operation, { params: { instance: freshInstance() } }), { headers: { accept } });
      expect(res.status, `${accept}: ${res.text}`).toBe(Number(successStatus(operation)));
      expect(res.violations).toEqual([
        expect.objectContaining({
          severity: 'Warning',
          location: ['request', 'header', 'accept'],
          message: expect.stringContaining(`"${accept}"`),
        }),
      ]);
    }
  });

  it('keeps the well-formed media ranges of the same header', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('connectionState')), { headers: { accept: 'json, text/plain' } });
    expect(res.status).toBe(406);
    expect(res.body).toEqual(
      envelopeOf(
        406,
        'Not Acceptable',
        /^Accept: text\/plain cannot be served: GET \/instance\/connectionState\/my-instance answers application\/json/,
      ),
    );
  });
});

describe('bad percent-encoding in a path parameter answers 400 naming it', () => {
  const withPathParameter = ops.filter((o) => o.parameters.some((p) => p.in === 'path'));

  it.each(cases(withPathParameter))('%s', async (_id, operation) => {
    const request = exampleRequest(spec, operation);
    for (const bad of ['100%', '%zz', '%c0%af']) {
      const path = request.path.replace('my-instance', bad).replace(/\/schedule\/[^/?]+/, `/schedule/${bad}`);
      expect(path).toContain(bad);
      const res = await send(mockUrl, request, { path });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual(
        envelopeOf(400, 'Bad Request', new RegExp(`invalid percent-encoding in "${bad}": a literal % is written %25`)),
      );
      expect(messages(violationsOfSchema('BadRequestError', res.body))).toBe('');
    }
  });

  it('still serves a percent-encoded % ("50%off" as 50%25off)', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('connectionState')), { path: '/instance/connectionState/50%25off' });
    expect(res.status).toBe(200);
  });
});

describe('a JSON body nested 10,000 levels deep answers 400 naming the limit', () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const noBody = ops.filter((o) => !hasBody(o) && o.method !== 'get');
  const withBody = ops.filter(hasBody);

  it('the spec has operations of both kinds', () => {
    expect(noBody.length).toBeGreaterThan(0);
    expect(withBody.length).toBeGreaterThan(0);
  });

  it.each(cases(withBody))('%s', async (_id, operation) => {
    const res = await send(mockUrl, exampleRequest(spec, operation), { rawBody: deep, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      envelopeOf(
        400,
        'Bad Request',
        `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep, the most this mock accepts. Send a flatter body.`,
      ),
    );
  });

  // An operation that takes no body ignores the one it is sent, whatever it holds (issue 12).
  it.each(cases(noBody))('%s (takes no body: ignored, with a warning)', async (_id, operation) => {
    const fresh = exampleRequest(spec, operation, { params: { instance: freshInstance() } });
    const res = await send(mockUrl, fresh, { rawBody: deep, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(Number(successStatus(operation)));
    expect(res.violations).toContainEqual(expect.objectContaining({ severity: 'Warning', code: 'ignored' }));
  });

  it('accepts nesting up to the limit (it goes on to validate the body)', async () => {
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    const res = await send(mockUrl, exampleRequest(spec, op('sendLocation')), { rawBody: atLimit });
    expect(res.status).toBe(400);
    expect(res.violations?.[0]?.message).toMatch(/must be object/);
  });
});

describe('a Content-Type that is not a media type answers 415', () => {
  it.each([';;;', 'json', 'application/json;', 'application/json; charset'])('%j', async (contentType) => {
    const res = await send(mockUrl, exampleRequest(spec, op('sendLocation')), { headers: { 'content-type': contentType } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(
      envelopeOf(
        415,
        'Unsupported Media Type',
        `Content-Type "${contentType}" is not a media type. Send Content-Type: application/json with a JSON body.`,
      ),
    );
  });

  it('"application/jsoné" (UTF-8 bytes, which fetch cannot send)', async () => {
    const body = '{}';
    const res = await sendRaw(
      port,
      Buffer.concat([
        Buffer.from('POST /message/sendLocation/x HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: k\r\nContent-Type: application/json'),
        Buffer.from('é', 'utf8'),
        Buffer.from(`\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`),
      ]),
    );
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toEqual(
      envelopeOf(415, 'Unsupported Media Type', /^Content-Type "application\/jsoné" is not a media type/),
    );
  });

  it('a media type the operation does not take gets its documented 400 and says why in sl-violations', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('sendLocation')), {
      headers: { 'content-type': 'text/plain' },
      rawBody: 'hello',
    });
    expect(res.status).toBe(400);
    expect(res.violations?.[0]).toMatchObject({ code: 415, message: 'Supported content types: application/json' });
  });

  it('a compressed body answers 415 saying to send it uncompressed', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('sendLocation')), { headers: { 'content-encoding': 'gzip' } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(
      envelopeOf(415, 'Unsupported Media Type', 'Content-Encoding "gzip" is not supported. Send the body uncompressed.'),
    );
  });
});

describe('a body over the size cap answers 413', () => {
  const huge = 'x'.repeat(MAX_BODY_BYTES + 1);

  it('with a Content-Length (answered before reading it)', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('sendLocation')), { rawBody: `"${huge}"` });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(envelopeOf(413, 'Payload Too Large', /^The request body is larger than 10 MiB/));
  });

  it('sent in chunks without a Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const request = exampleRequest(spec, op('sendLocation'));
    const res = await fetch(mockUrl + request.path, {
      method: 'POST',
      headers: request.headers,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    await res.text();
  });
});

describe('odd paths and methods', () => {
  it('the path // answers 404', async () => {
    const res = await sendRaw(port, 'GET // HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: k\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(envelopeOf(404, 'Not Found', 'Cannot GET //'));
  });

  it('HEAD answers like GET, without the body', async () => {
    const request = exampleRequest(spec, op('connectionState'), { params: { instance: freshInstance() } });
    // A closed instance: the twin's answer, not the documented one, on both.
    await fetch(mockUrl + request.path.replace('connectionState', 'logout'), { method: 'DELETE', headers: request.headers });
    const get = await fetch(mockUrl + request.path, { headers: request.headers });
    const head = await fetch(mockUrl + request.path, { method: 'HEAD', headers: request.headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-length')).toBe(String((await get.text()).length));
    expect(await head.text()).toBe('');
  });

  it('HEAD of an unknown path answers 404', async () => {
    const res = await fetch(`${mockUrl}/nope`, { method: 'HEAD', headers: { apikey: 'k' } });
    expect(res.status).toBe(404);
  });

  it('a plain OPTIONS answers 204 with the methods of the path', async () => {
    const res = await fetch(`${mockUrl}/instance/connectionState/x`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const post = await fetch(`${mockUrl}/message/sendLocation/x`, { method: 'OPTIONS' });
    expect(post.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('a plain OPTIONS of an unknown path answers 404', async () => {
    const res = await send(mockUrl, { method: 'OPTIONS', path: '/nope', headers: {}, body: undefined });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(envelopeOf(404, 'Not Found', 'Cannot OPTIONS /nope'));
  });

  it('a method the path does not have answers the gateway’s (Express) 404, with Allow as a hint', async () => {
    for (const method of ['DELETE', 'PATCH', 'PUT']) {
      const res = await send(mockUrl, exampleRequest(spec, op('connectionState')), { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(res.body).toEqual(envelopeOf(404, 'Not Found', `Cannot ${method} /instance/connectionState/my-instance`));
    }
  });

  it('a request target that is not a path answers 400', async () => {
    const res = await sendRaw(port, 'GET * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(envelopeOf(400, 'Bad Request', 'The request target "*" is not a path: it must start with "/".'));
  });

  it('OPTIONS * answers 204 with every method of the spec', async () => {
    const res = await sendRaw(port, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(204);
    const allow = /^allow: (.*)$/im.exec(res.head)?.[1]?.split(', ') ?? [];
    expect(allow.sort()).toEqual([...new Set([...ops.map((o) => o.method.toUpperCase()), 'HEAD', 'OPTIONS'])].sort());
  });

  it('an absolute-form target (as sent to a proxy) is served by its path', async () => {
    const res = await sendRaw(
      port,
      `GET http://mock/instance/connectionState/x HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: k\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
  });
});

describe('what Node’s HTTP parser rejects is answered with the envelope too', () => {
  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, /^The request is not valid HTTP\/1\.1/],
    [
      'a request target with invalid characters',
      'GET nope HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      400,
      /^The request is not valid HTTP\/1\.1 \(HPE_INVALID_URL/,
    ],
    ['an unknown method', 'FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 400, /^The request is not valid HTTP\/1\.1/],
    [
      'a header with a space in its name',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nbad header: x\r\n\r\n',
      400,
      /^The request is not valid HTTP\/1\.1/,
    ],
    ['a NUL in a header value', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: a\0b\r\n\r\n', 400, /^The request is not valid HTTP\/1\.1/],
    [
      'oversized headers',
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      /^The request headers are larger than this mock accepts/,
    ],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405, /^CONNECT is not supported/],
    [
      'a protocol upgrade',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
      400,
      /^Protocol upgrades \(Upgrade: websocket\) are not supported/,
    ],
    [
      'an unknown Expect',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: magic\r\nConnection: close\r\n\r\n',
      417,
      /^Expect: magic is not supported/,
    ],
  ])('%s', async (_name, request, status, message) => {
    const res = await sendRaw(port, request);
    expect(res.status).toBe(status);
    expect(res.head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toMatchObject({ status, response: { message: [expect.stringMatching(message)] } });
  });

  it('a request without a Host header is answered like any other', async () => {
    const res = await sendRaw(port, 'GET /instance/connectionState/x HTTP/1.1\r\napikey: k\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});

describe('strings the contract does not expect', () => {
  it('Unicode and NUL in a path parameter and in body strings get a validation answer, not a crash', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('sendLocation')), {
      path: `/message/sendLocation/${encodeURIComponent('ñ\u0000😀\u202e')}`,
      body: { number: '\u0000', name: '😀'.repeat(1000), address: '\ud800', latitude: 1, longitude: 2 },
    });
    expect(res.status).toBeLessThan(500);
  });
});

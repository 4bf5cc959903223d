// What a frontend gets when its request is wrong, and the per-request Prefer controls. Documented
// errors are the spec's examples, checked against the spec's schema for that status; errors of the
// mock itself are the gateway's envelope, except a mistake in the request's mock controls (a Prefer
// code or example the operation does not document), which must not pass for a gateway's answer.
import { resolveRef } from '@msg-gateway/openapi/walk';
import { describe, expect, it } from 'vitest';
import { exampleRequest, firstExampleValue, type WalkedOperation } from '../src/common/spec.js';
import { MOCK_CONTROL_STATUS, MOCK_ERROR_HEADER } from '../src/server/prism/problems.js';
import { messages, op, ops, spec, violationsOf, violationsOfSchema } from './helpers/contract.js';
import { send } from './helpers/http.js';
import { workerMock } from './helpers/worker-mocks.js';

const mockUrl = workerMock('mockUrl');
// The interface document's "Errors" section names these five as answering 404 for an unknown instance.
const INSTANCE_OPERATIONS = ['setPresence', 'connectInstance', 'connectionState', 'logoutInstance', 'restartInstance'];
const cases = (list: WalkedOperation[]) => list.map((o) => [o.operationId, o] as const);

describe('missing or empty apikey', () => {
  it.each(cases(ops))('%s answers 401 with the UnauthorizedError body', async (_id, operation) => {
    const res = await send(mockUrl, exampleRequest(spec, operation, { apiKey: null }));
    expect(res.status).toBe(401);
    expect(messages(violationsOf(operation, 401, res.body))).toBe('');
    expect(res.body).toEqual({ status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } });
    expect(res.violations?.[0]?.message).toMatch(/security/i);
  });

  it('treats an empty apikey like a missing one', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('connectionState')), { headers: { apikey: '' } });
    expect(res.status).toBe(401);
  });

  it('accepts any non-empty apikey', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('connectionState'), { apiKey: 'whatever-you-like' }));
    expect(res.status).toBe(200);
  });
});

describe('invalid request body', () => {
  const withBody = ops.filter((o) => resolveRef(spec, o.operation.requestBody)?.content?.['application/json']);

  it.each(cases(withBody))('%s answers 400 with the documented envelope and sl-violations', async (_id, operation) => {
    const res = await send(mockUrl, exampleRequest(spec, operation), { body: ['not', 'an', 'object'] });
    expect(res.status).toBe(400);
    expect(messages(violationsOf(operation, 400, res.body))).toBe('');
    expect(res.body).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(res.violations?.some((v) => v.location.join('.').startsWith('request.body'))).toBe(true);
  });

  it('names each problem of the body in sl-violations', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('sendLocation')), { body: { name: 'Office' } });
    expect(res.status).toBe(400);
    const text = (res.violations ?? []).map((v) => v.message).join('\n');
    for (const field of ['number', 'address', 'latitude', 'longitude']) expect(text).toContain(`'${field}'`);
    expect(text).not.toContain("'name'");
  });

  it('answers a body that is not JSON with 400 in the gateway envelope, saying so', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('sendLocation')), { rawBody: '{"number": ' });
    expect(res.status).toBe(400);
    expect(messages(violationsOfSchema('BadRequestError', res.body))).toBe('');
    expect(res.body).toEqual({
      status: 400,
      error: 'Bad Request',
      response: { message: [expect.stringMatching(/^The body is not valid JSON \(.+\)\. Send a JSON document/)] },
    });
  });

  it('answers a missing required body with 400 and a violation saying it is required', async () => {
    const request = exampleRequest(spec, op('sendLocation'));
    const res = await send(mockUrl, { ...request, body: undefined, headers: { apikey: 'k' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('sl-violations')).toMatch(/required/i);
  });
});

describe('missing or malformed required query parameter', () => {
  const withQuery = ops.filter((o) => o.parameters.some((p) => p.in === 'query' && p.required));

  it('exists in the spec (group and invite operations)', () => {
    expect(withQuery.length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases(withQuery))('%s without its query answers 400 with the envelope', async (_id, operation) => {
    const request = exampleRequest(spec, operation);
    const res = await send(mockUrl, { ...request, path: request.path.split('?')[0] ?? request.path });
    expect(res.status).toBe(400);
    expect(messages(violationsOf(operation, 400, res.body))).toBe('');
    expect(res.violations?.some((v) => v.location[1] === 'query')).toBe(true);
  });

  it('rejects a groupJid that does not match its pattern', async () => {
    const request = exampleRequest(spec, op('fetchGroupParticipants'));
    const res = await send(mockUrl, { ...request, path: request.path.replace(/groupJid=[^&]+/, 'groupJid=not-a-group') });
    expect(res.status).toBe(400);
    expect(res.violations?.[0]?.code).toBe('pattern');
  });
});

describe('unknown path', () => {
  it('answers 404 in the envelope, worded like the real gateway', async () => {
    const res = await send(mockUrl, {
      method: 'GET',
      path: '/instance/doesNotExist/my-instance',
      headers: { apikey: 'k' },
      body: undefined,
    });
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).toEqual({ status: 404, error: 'Not Found', response: { message: ['Cannot GET /instance/doesNotExist/my-instance'] } });
    expect(messages(violationsOfSchema('NotFoundError', res.body))).toBe('');
  });
});

describe('Prefer: code=404 on the instance operations', () => {
  it.each(INSTANCE_OPERATIONS)('%s answers the interface document’s 404 body', async (id) => {
    const operation = op(id);
    const res = await send(mockUrl, exampleRequest(spec, operation), { headers: { Prefer: 'code=404' } });
    expect(res.status).toBe(404);
    // Interface document, Errors 1: status 404, error "Not Found", response.message: one message
    // saying that the named instance does not exist.
    expect(res.body).toMatchObject({
      status: 404,
      error: 'Not Found',
      response: { message: [expect.stringMatching(/"my-instance" instance does not exist/)] },
    });
    expect(messages(violationsOf(operation, 404, res.body))).toBe('');
  });

  it('answers an undocumented code as a mock-control mistake: a 422 no gateway sends, naming the documented codes', async () => {
    const request = exampleRequest(spec, op('connectionState'));
    const asked = [
      await send(mockUrl, request, { headers: { Prefer: 'code=418' } }),
      await send(mockUrl, request, { path: `${request.path}?__code=418` }),
    ];
    for (const res of asked) {
      const message =
        'Prefer: code=418 (or __code) asks for an answer connectionState does not document. It documents 200, 401, 404, and every operation answers the faults 500, 502, 503, 504: ask for one of those, or leave Prefer out.';
      expect(res.status).toBe(MOCK_CONTROL_STATUS);
      expect(res.body).toEqual({
        mockError: {
          message,
          documented: { '200': ['InstanceOpen'], '401': ['Unauthorized'], '404': ['InstanceNotFound'] },
        },
      });
      expect(res.headers.get(MOCK_ERROR_HEADER)).toBe(message);
    }
  });

  it('answers a Prefer code that is not a status as a mock-control mistake too', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('connectionState')), { headers: { Prefer: 'code=abc' } });
    expect(res.status).toBe(MOCK_CONTROL_STATUS);
    expect(res.body).toEqual({ mockError: { message: expect.stringMatching(/^The Prefer header .* is not valid: .*"code"/) } });
    // The header is ASCII whatever the message holds (Prism's message draws a tree with └─).
    expect(res.headers.get(MOCK_ERROR_HEADER)).toMatch(
      /^The Prefer header \(or __code\/__example\/__dynamic\) is not valid: [\x20-\x7e]+$/,
    );
  });

  it('a mock-control mistake never looks like a gateway answer: no status, body or header any documented answer has', () => {
    const documentedStatuses = new Set(ops.flatMap((o) => Object.keys(o.operation.responses ?? {})));
    expect(documentedStatuses.has(String(MOCK_CONTROL_STATUS))).toBe(false);
    // The gateway's envelope has status, error and response; the mock's error has none of them.
    expect(violationsOfSchema('NotFoundError', { mockError: { message: 'x' } }).length).toBeGreaterThan(0);
  });
});

describe('Prefer: example=<name>', () => {
  const createSchedule = op('createSchedule');
  const examples = resolveRef(spec, createSchedule.operation.responses?.['200'])?.content?.['application/json']?.examples ?? {};

  it('serves the first named example by default (on an operation that echoes nothing)', async () => {
    const findWebhook = op('findWebhook');
    const res = await send(mockUrl, exampleRequest(spec, findWebhook));
    expect(res.body).toEqual(firstExampleValue(spec, findWebhook.operation.responses?.['200']));
  });

  it('serves each named example when asked, as documented (no echo but the instance)', async () => {
    expect(Object.keys(examples).length).toBeGreaterThan(1);
    for (const [name, example] of Object.entries(examples)) {
      const res = await send(mockUrl, exampleRequest(spec, createSchedule), { headers: { Prefer: `example=${name}` } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(resolveRef(spec, example)?.value);
    }
  });

  it('combines with code=…', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('connectionState')), {
      headers: { Prefer: 'code=404, example=InstanceNotFound' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'Not Found' });
  });

  it('answers an unknown example name as a mock-control mistake naming it and the examples there are', async () => {
    const res = await send(mockUrl, exampleRequest(spec, op('connectionState')), { headers: { Prefer: 'example=NoSuchExample' } });
    const message =
      'Prefer: example=NoSuchExample (or __example) names no example connectionState documents for that status. Its examples: 200: InstanceOpen; 401: Unauthorized; 404: InstanceNotFound (for another status, ask for both: Prefer: code=404, example=<name>).';
    expect(res.status).toBe(MOCK_CONTROL_STATUS);
    expect(res.body).toEqual({ mockError: { message, documented: expect.objectContaining({ '404': ['InstanceNotFound'] }) } });
    expect(res.headers.get(MOCK_ERROR_HEADER)).toBe(message);
  });
});

describe('Prefer: dynamic=true', () => {
  it('generates a schema-valid body instead of the example', async () => {
    const findWebhook = op('findWebhook');
    const res = await send(mockUrl, exampleRequest(spec, findWebhook), { headers: { Prefer: 'dynamic=true' } });
    expect(res.status).toBe(200);
    expect(res.body).not.toEqual(firstExampleValue(spec, findWebhook.operation.responses?.['200']));
    expect(messages(violationsOf(findWebhook, 200, res.body))).toBe('');
  });
});

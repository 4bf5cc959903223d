// What a frontend gets when its request is wrong, and the per-request Prefer controls. Every error
// body is checked against the spec's schema for that status, not only its status code.
import { describe, expect, inject, it } from 'vitest';
import { resolveRef } from '@msg-gateway/openapi/walk';
import { exampleRequest, firstExampleValue, operations, readSpec } from '../src/spec.js';
import { errorsText, responseValidators } from './helpers/validator.js';

const spec = readSpec();
const ops = operations(spec);
const byId = Object.fromEntries(ops.map((op) => [op.operationId, op]));
const validator = responseValidators(spec);
// The interface document's "Errors" section names these five as answering 404 for an unknown instance.
const INSTANCE_OPERATIONS = ['setPresence', 'connectInstance', 'connectionState', 'logoutInstance', 'restartInstance'];
const mockUrl = inject('mockUrl');

async function send(request, { headers = {}, body = request.body, rawBody } = {}) {
  const res = await fetch(mockUrl + request.path, {
    method: request.method,
    headers: { ...request.headers, ...headers },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  const violations = res.headers.get('sl-violations');
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    violations: violations === null ? null : JSON.parse(violations),
    body: text ? JSON.parse(text) : undefined,
  };
}

const withoutKey = (op) => exampleRequest(spec, op, { apiKey: null });

describe('missing or empty apikey', () => {
  it.each(ops.map((op) => [op.operationId, op]))('%s answers 401 with the UnauthorizedError body', async (_id, op) => {
    const res = await send(withoutKey(op));
    expect(res.status).toBe(401);
    const validate = validator(op, 401);
    expect(validate(res.body), errorsText(validate)).toBe(true);
    expect(res.body).toEqual({ status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } });
    expect(res.violations?.[0]?.message).toMatch(/security/i);
  });

  it('treats an empty apikey like a missing one', async () => {
    const res = await send(exampleRequest(spec, byId.connectionState), { headers: { apikey: '' } });
    expect(res.status).toBe(401);
  });

  it('accepts any non-empty apikey', async () => {
    const res = await send(exampleRequest(spec, byId.connectionState, { apiKey: 'whatever-you-like' }));
    expect(res.status).toBe(200);
  });
});

describe('invalid request body', () => {
  const withBody = ops.filter((op) => resolveRef(spec, op.operation.requestBody)?.content?.['application/json']);

  it.each(withBody.map((op) => [op.operationId, op]))('%s answers 400 with the error envelope and sl-violations', async (_id, op) => {
    const res = await send(exampleRequest(spec, op), { body: ['not', 'an', 'object'] });
    expect(res.status).toBe(400);
    const validate = validator(op, 400);
    expect(validate(res.body), errorsText(validate)).toBe(true);
    expect(res.body).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(res.violations.some((v) => v.location.join('.').startsWith('request.body'))).toBe(true);
  });

  it('names each problem of the body in sl-violations', async () => {
    const res = await send(exampleRequest(spec, byId.sendLocation), { body: { name: 'Office' } });
    expect(res.status).toBe(400);
    const messages = res.violations.map((v) => v.message).join('\n');
    for (const field of ['number', 'address', 'latitude', 'longitude']) expect(messages).toContain(`'${field}'`);
    expect(messages).not.toContain("'name'");
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await send(exampleRequest(spec, byId.sendLocation), { rawBody: '{"number": ' });
    expect(res.status).toBe(400);
  });

  it('answers a missing required body with 400', async () => {
    const request = exampleRequest(spec, byId.sendLocation);
    const res = await fetch(mockUrl + request.path, { method: 'POST', headers: { apikey: 'k' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('sl-violations')).toMatch(/required/i);
  });
});

describe('missing or malformed required query parameter', () => {
  const withQuery = ops.filter((op) => op.parameters.some((p) => p.in === 'query' && p.required));

  it('exists in the spec (group and invite operations)', () => {
    expect(withQuery.length).toBeGreaterThanOrEqual(5);
  });

  it.each(withQuery.map((op) => [op.operationId, op]))('%s without its query answers 400 with the envelope', async (_id, op) => {
    const request = exampleRequest(spec, op);
    const res = await send({ ...request, path: request.path.split('?')[0] });
    expect(res.status).toBe(400);
    const validate = validator(op, 400);
    expect(validate(res.body), errorsText(validate)).toBe(true);
    expect(res.violations.some((v) => v.location[1] === 'query')).toBe(true);
  });

  it('rejects a groupJid that does not match its pattern', async () => {
    const request = exampleRequest(spec, byId.fetchGroupParticipants);
    const res = await send({ ...request, path: request.path.replace(/groupJid=[^&]+/, 'groupJid=not-a-group') });
    expect(res.status).toBe(400);
    expect(res.violations[0].code).toBe('pattern');
  });
});

describe('unknown path', () => {
  it('answers 404 problem+json', async () => {
    const res = await send({ method: 'GET', path: '/instance/doesNotExist/my-instance', headers: { apikey: 'k' } });
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/^application\/problem\+json/);
    expect(res.body.title).toMatch(/no path matched/i);
  });
});

describe('Prefer: code=404 on the instance operations', () => {
  it.each(INSTANCE_OPERATIONS)('%s answers the interface document’s 404 body', async (id) => {
    const op = byId[id];
    expect(op, `${id} is in the spec`).toBeDefined();
    const res = await send(exampleRequest(spec, op), { headers: { Prefer: 'code=404' } });
    expect(res.status).toBe(404);
    // Interface document, Errors 1: status 404, error "Not Found", response.message: one message
    // saying that the named instance does not exist.
    expect(res.body.status).toBe(404);
    expect(res.body.error).toBe('Not Found');
    expect(res.body.response.message).toHaveLength(1);
    expect(res.body.response.message[0]).toMatch(/"my-instance" instance does not exist/);
    const validate = validator(op, 404);
    expect(validate(res.body), errorsText(validate)).toBe(true);
  });

  it('answers an undocumented code with a 404 problem saying so', async () => {
    const res = await send(exampleRequest(spec, byId.connectionState), { headers: { Prefer: 'code=418' } });
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/418 is not defined/);
  });
});

describe('Prefer: example=<name>', () => {
  const op = byId.createSchedule;
  const examples = resolveRef(spec, op.operation.responses['200']).content['application/json'].examples;

  it('serves the first named example by default', async () => {
    const res = await send(exampleRequest(spec, op));
    expect(res.body).toEqual(firstExampleValue(spec, op.operation.responses['200']));
  });

  it('serves each named example when asked', async () => {
    expect(Object.keys(examples).length).toBeGreaterThan(1);
    for (const [name, example] of Object.entries(examples)) {
      const res = await send(exampleRequest(spec, op), { headers: { Prefer: `example=${name}` } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(resolveRef(spec, example).value);
    }
  });

  it('combines with code=…', async () => {
    const res = await send(exampleRequest(spec, byId.connectionState), { headers: { Prefer: 'code=404, example=InstanceNotFound' } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Not Found');
  });

  it('answers an unknown example name with a 404 problem', async () => {
    const res = await send(exampleRequest(spec, op), { headers: { Prefer: 'example=NoSuchExample' } });
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/problem\+json/);
  });
});

describe('Prefer: dynamic=true', () => {
  it('generates a schema-valid body instead of the example', async () => {
    const op = byId.connectionState;
    const res = await send(exampleRequest(spec, op), { headers: { Prefer: 'dynamic=true' } });
    expect(res.status).toBe(200);
    expect(res.body).not.toEqual(firstExampleValue(spec, op.operation.responses['200']));
    const validate = validator(op, 200);
    expect(validate(res.body), errorsText(validate)).toBe(true);
  });
});

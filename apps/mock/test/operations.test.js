// Every operation of the bundled spec, sent as its documented example request, must get the
// documented success status and a body that validates against the spec's response schema.
import { describe, expect, inject, it } from 'vitest';
import { exampleRequest, operations, readSpec, successStatus } from '../src/spec.js';
import { errorsText, responseValidators } from './helpers/validator.js';

const spec = readSpec();
const ops = operations(spec);
const validator = responseValidators(spec);
const mockUrl = inject('mockUrl');

async function send(request) {
  const res = await fetch(mockUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('the bundled spec', () => {
  it('has the 24 operations of the interface document', () => {
    expect(ops.map((o) => o.operationId)).toHaveLength(24);
  });
});

describe.each(ops.map((op) => [op.operationId, op]))('%s example request', (_id, op) => {
  it('gets the documented success status and a schema-valid body', async () => {
    const status = successStatus(op);
    expect(status, `${op.operationId} documents a 2xx`).toBeDefined();
    const res = await send(exampleRequest(spec, op));
    expect(res.status, JSON.stringify(res.body)).toBe(Number(status));
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('sl-violations'), 'Prism found the example request invalid').toBeNull();
    const validate = validator(op, status);
    expect(validate(res.body), errorsText(validate)).toBe(true);
  });
});

// The checks above are only worth something if the validator rejects wrong bodies.
describe('the response validator', () => {
  /** Same shape, every leaf value replaced by a value of another type. */
  const tamper = (value) => {
    if (Array.isArray(value)) return value.length ? value.map(tamper) : [{ tampered: true }];
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tamper(v)]));
    return typeof value === 'string' ? 12345 : 'tampered';
  };

  it.each(ops.map((op) => [op.operationId, op]))('rejects a tampered %s body', async (_id, op) => {
    const status = successStatus(op);
    const res = await send(exampleRequest(spec, op));
    const validate = validator(op, status);
    expect(validate(res.body)).toBe(true);
    expect(validate(tamper(res.body))).toBe(false);
  });

  it('rejects a 404 body whose message is a string instead of a list', () => {
    const op = ops.find((o) => o.operationId === 'connectionState');
    const validate = validator(op, 404);
    expect(validate({ status: 404, error: 'Not Found', response: { message: ['The "x" instance does not exist'] } })).toBe(true);
    expect(validate({ status: 404, error: 'Not Found', response: { message: 'The "x" instance does not exist' } })).toBe(false);
  });
});

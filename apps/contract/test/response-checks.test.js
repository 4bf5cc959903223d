// The response checker is what Dredd 14 lacks: it must accept every answer the document shows and
// catch the rules Dredd lets through (type, enum, required, Content-Type, status).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BUNDLE_SCHEMA_ID, firstExample, loadContract } from '../src/contract.js';

const require = createRequire(import.meta.url);
const { createChecker } = require('../src/response-checks.cjs');

const contract = loadContract();
const checker = createChecker({ bundlePath: contract.files.bundle, schemaId: BUNDLE_SCHEMA_ID });
const json = 'application/json; charset=utf-8';
const expectOf = (operationId, status) => {
  const op = contract.operations.find((o) => o.operationId === operationId);
  const response = op.responses.find((r) => r.status === status);
  return { status, mediaTypes: response.mediaTypes, schemaRef: response.schemaRefs[response.mediaTypes[0]] };
};
const exampleOf = (operationId, status) => {
  const op = contract.operations.find((o) => o.operationId === operationId);
  return firstExample(contract.deref.paths[op.path][op.method.toLowerCase()].responses[status].content['application/json']);
};
const real = (body, { status = 200, contentType = json } = {}) => ({
  statusCode: status,
  headers: { 'content-type': contentType },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('createChecker', () => {
  it('accepts every example of every documented answer', () => {
    const failures = [];
    for (const op of contract.operations) {
      const source = contract.deref.paths[op.path][op.method.toLowerCase()];
      for (const response of op.responses) {
        for (const [name, example] of Object.entries(source.responses[response.status].content['application/json'].examples ?? {})) {
          const found = checker.check(expectOf(op.operationId, response.status), real(example.value, { status: Number(response.status) }));
          if (found.length) failures.push(`${op.operationId} ${response.status} ${name}: ${found.map((f) => f.message).join('; ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('reports a wrong type with its JSON pointer and keyword', () => {
    const body = { ...exampleOf('getInformation', '200'), version: 211 };
    expect(checker.check(expectOf('getInformation', '200'), real(body))).toEqual([
      expect.objectContaining({ rule: 'schema', pointer: '/version', keyword: 'type', message: '/version: must be string [type]' }),
    ]);
  });

  it('reports a missing required field at the object that lacks it', () => {
    const body = exampleOf('connectionState', '200');
    delete body.instance.state;
    const [failure] = checker.check(expectOf('connectionState', '200'), real(body));
    expect(failure).toMatchObject({ pointer: '/instance', keyword: 'required', params: { missingProperty: 'state' } });
  });

  it('reports a value outside an enum or const', () => {
    const body = { ...exampleOf('connectionState', '404'), error: 'Gone' };
    const [failure] = checker.check(expectOf('connectionState', '404'), real(body, { status: 404 }));
    expect(failure).toMatchObject({ pointer: '/error', keyword: 'const' });
  });

  it('reports a wrong status once, without judging the body', () => {
    expect(checker.check(expectOf('findChats', '200'), real('[]', { status: 201 }))).toEqual([
      { rule: 'status', status: 201, message: 'status 201, expected 200; body: []' },
    ]);
  });

  it('reports a Content-Type other than the documented one, but accepts parameters', () => {
    const body = exampleOf('getInformation', '200');
    expect(checker.check(expectOf('getInformation', '200'), real(body, { contentType: 'application/json' }))).toEqual([]);
    const [html] = checker.check(expectOf('getInformation', '200'), real(body, { contentType: 'text/html' }));
    expect(html).toMatchObject({ rule: 'content-type', message: 'Content-Type "text/html", expected application/json' });
    const [problem] = checker.check(expectOf('getInformation', '200'), real(body, { contentType: 'application/problem+json' }));
    expect(problem.rule).toBe('content-type');
  });

  it('reports an empty body and a body that is not JSON', () => {
    expect(checker.check(expectOf('findWebhook', '200'), real(''))[0].rule).toBe('body');
    expect(checker.check(expectOf('findWebhook', '200'), real('<html>'))[0].message).toBe('the body is not JSON: <html>');
  });

  it('reports JSON null where an object is documented', () => {
    expect(checker.check(expectOf('findWebhook', '200'), real('null'))).toEqual([
      expect.objectContaining({ pointer: '', keyword: 'type', message: '(root): must be object [type]' }),
    ]);
  });
});

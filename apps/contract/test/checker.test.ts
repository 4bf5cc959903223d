// The checker is what Dredd 14 lacks: it must accept every answer the document shows and catch the
// rules Dredd lets through (type, enum, required, Content-Type, status), with the one shared
// validator the runner uses. No Dredd, no server: recorded answers in, failures out.

import { redactor } from '@msg-gateway/openapi/redact';
import { firstExample, mediaOf, resolveRef } from '@msg-gateway/openapi/walk';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, checkResponse, type RecordedResponse } from '../src/check/checker.js';
import type { Expectation } from '../src/check/expectation.js';
import { loadContract } from '../src/description/contract.js';

const contract = loadContract();
const json = 'application/json; charset=utf-8';
const expectation = (operationId: string, status: string): Expectation => ({ operationId, kind: 'success', status, absent: false });
const check = (operationId: string, status: string, response: RecordedResponse) =>
  checkResponse(contract, expectation(operationId, status), response);

function operation(operationId: string) {
  const op = contract.byId.get(operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return op;
}
const exampleOf = (operationId: string, status: string): Record<string, unknown> =>
  structuredClone(firstExample(contract.document, mediaOf(contract.document, operation(operationId).source.responses?.[status]))) as Record<
    string,
    unknown
  >;
const answer = (body: unknown, { status = 200, contentType = json, bodyTooLarge = false } = {}): RecordedResponse => ({
  status,
  headers: { 'content-type': contentType },
  body: typeof body === 'string' ? body : JSON.stringify(body),
  bodyTooLarge,
});

describe('checkResponse', () => {
  it('accepts every example of every documented answer', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of contract.operations) {
      for (const response of op.responses) {
        const media = mediaOf(contract.document, op.source.responses?.[response.status], 'application/json');
        for (const [name, ref] of Object.entries(media?.examples ?? {})) {
          const example = resolveRef(contract.document, ref)?.value;
          const found = check(op.operationId, response.status, answer(example, { status: Number(response.status) }));
          checked += 1;
          if (found.length) failures.push(`${op.operationId} ${response.status} ${name}: ${found.map((f) => f.message).join('; ')}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(80);
    expect(failures).toEqual([]);
  });

  it('reports a wrong type with its JSON pointer and keyword', () => {
    const body = { ...exampleOf('getInformation', '200'), version: 211 };
    expect(check('getInformation', '200', answer(body))).toEqual([
      expect.objectContaining({ rule: 'schema', pointer: '/version', keyword: 'type', message: '/version: must be string [type]' }),
    ]);
  });

  it('reports a missing required field at the object that lacks it', () => {
    const body = exampleOf('connectionState', '200');
    delete (body['instance'] as Record<string, unknown>)['state'];
    const [failure] = check('connectionState', '200', answer(body));
    expect(failure).toMatchObject({ pointer: '/instance', keyword: 'required', params: { missingProperty: 'state' } });
  });

  it('reports a value outside an enum or const', () => {
    const body = { ...exampleOf('connectionState', '404'), error: 'Gone' };
    const [failure] = check('connectionState', '404', answer(body, { status: 404 }));
    expect(failure).toMatchObject({ pointer: '/error', keyword: 'const' });
  });

  it('reports a wrong status once, without judging the body', () => {
    expect(check('findChats', '200', answer('[]', { status: 201 }))).toEqual([
      { rule: 'status', status: 201, message: 'status 201, expected 200; body: []' },
    ]);
  });

  it('reports a Content-Type other than the documented one, but accepts parameters', () => {
    const body = exampleOf('getInformation', '200');
    expect(check('getInformation', '200', answer(body, { contentType: 'application/json' }))).toEqual([]);
    const [html] = check('getInformation', '200', answer(body, { contentType: 'text/html' }));
    expect(html).toMatchObject({ rule: 'content-type', message: 'Content-Type "text/html", expected application/json' });
    const [problem] = check('getInformation', '200', answer(body, { contentType: 'application/problem+json' }));
    expect(problem?.rule).toBe('content-type');
  });

  it('reports an empty body and a body that is not JSON', () => {
    expect(check('findWebhook', '200', answer(''))[0]?.rule).toBe('body');
    expect(check('findWebhook', '200', answer('<html>'))[0]?.message).toBe('the body is not JSON: <html>');
  });

  it('reports JSON null where an object is documented', () => {
    expect(check('findWebhook', '200', answer('null'))).toEqual([
      expect.objectContaining({ pointer: '', keyword: 'type', message: '(root): must be object [type]' }),
    ]);
  });

  it('reports a body over the limit as a failure of its own, without judging it', () => {
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
    const failures = check('findWebhook', '200', answer('', { bodyTooLarge: true }));
    expect(failures).toEqual([
      expect.objectContaining({ rule: 'body-size', message: 'the body is larger than 1 MB: the runner reads no further' }),
    ]);
    // With a wrong status, the status is what fails, and the hint says why there is no body to quote.
    expect(check('findWebhook', '200', answer('', { status: 500, bodyTooLarge: true }))[0]?.message).toBe(
      'status 500, expected 200; the body is larger than 1 MB',
    );
  });

  it('redacts a quoted body before clipping it, so no part of a long key survives', () => {
    const key = `${'k'.repeat(30)}-long-key-${'z'.repeat(30)}`;
    // The key straddles the 200-character cut: clipping first would keep its first half.
    const body = `${'x'.repeat(170)} ${key} ${'y'.repeat(100)}`;
    const [failure] = checkResponse(contract, expectation('findWebhook', '200'), answer(body, { status: 500 }), redactor(key));
    expect(failure?.message).toMatch(/^status 500, expected 200; body: x{170} \[redacted\] y+…$/);
    expect(failure?.message).not.toContain('kkkkkkkkkk');
  });

  it('says when the description documents no such answer', () => {
    expect(check('findWebhook', '418', answer({}))).toEqual([
      { rule: 'undocumented', message: 'the contract documents no 418 answer for findWebhook' },
    ]);
  });

  it('expects a route-not-found 404 in the gateway envelope for an operation the description lacks', () => {
    const absent: Expectation = { operationId: 'createSchedule', kind: 'success', status: '404', absent: true };
    const notFound = { status: 404, error: 'Not Found', response: { message: ['Cannot POST /schedule'] } };
    expect(checkResponse(contract, absent, answer(notFound, { status: 404 }))).toEqual([]);
    expect(checkResponse(contract, absent, answer({}, { status: 200 }))[0]?.message).toMatch(
      /^status 200, expected 404 \(the contract has no createSchedule\)/,
    );
    // The envelope is the description's NotFoundError.
    expect(checkResponse(contract, absent, answer({ message: 'Cannot POST /schedule' }, { status: 404 }))).toContainEqual(
      expect.objectContaining({ rule: 'schema', keyword: 'required', message: "(root): must have required property 'status' [required]" }),
    );
    expect(checkResponse(contract, absent, answer('<pre>Cannot POST /schedule</pre>', { status: 404, contentType: 'text/html' }))).toEqual([
      expect.objectContaining({ rule: 'content-type' }),
      expect.objectContaining({ rule: 'body', message: 'the body is not JSON: <pre>Cannot POST /schedule</pre>' }),
    ]);
  });
});

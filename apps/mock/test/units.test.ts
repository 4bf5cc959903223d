// The small pieces the HTTP layer relies on to keep Prism from throwing: media type syntax, JSON
// nesting, the sl-violations header.
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { nestingExceeds } from '../src/common/json-depth.js';
import { parseJson } from '../src/server/http/body.js';
import { requestRedactor } from '../src/server/http/credentials.js';
import { headerText } from '../src/server/http/header-text.js';
import { isJson, parseMediaType, splitAccept } from '../src/server/http/media-type.js';
import type { Violation } from '../src/server/prism/prism.js';
import { violationsHeader } from '../src/server/prism/violations.js';

describe('media types', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON',
    '*/*',
    'text/*;q=0.5',
    'a/b; x="quoted; value"',
    ' text/plain ',
    'application/problem+json',
  ])('accepts %j', (text) => {
    expect(parseMediaType(text)).toBeDefined();
  });

  it.each([
    ';;;',
    'json',
    'text/html;',
    'application/json; charset',
    'application/jsoné',
    'application/jsonÃ©',
    'a/b;\tc=d',
    '',
    '/',
    'a/',
    'a/b c',
    'a/b; c="unterminated',
  ])('refuses %j', (text) => {
    expect(parseMediaType(text)).toBeUndefined();
  });

  it('knows JSON from the rest', () => {
    const json = (t: string): boolean => {
      const parsed = parseMediaType(t);
      return parsed !== undefined && isJson(parsed);
    };
    expect(['application/json', 'APPLICATION/JSON; charset=utf-8', 'application/problem+json'].map(json)).toEqual([true, true, true]);
    expect(['text/json+plain', 'text/plain', 'application/jsonp'].map(json)).toEqual([false, false, false]);
  });

  it('splits Accept into the media ranges Prism can read and the rest', () => {
    expect(splitAccept('json, application/json;q=0.9, text/html;, */*')).toEqual({
      kept: ['application/json;q=0.9', '*/*'],
      malformed: ['json', 'text/html;'],
    });
  });

  it('shows a header the client sent as UTF-8 in its own characters', () => {
    expect(headerText(Buffer.from('application/jsoné', 'utf8').toString('latin1'))).toBe('application/jsoné');
    expect(headerText('caf\u00e9')).toBe('caf\u00e9'); // Latin-1 that is not UTF-8 stays as it came
  });
});

describe('JSON nesting', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestingExceeds('[[[]]]', 3)).toBe(false);
    expect(nestingExceeds('[[[[]]]]', 3)).toBe(true);
    expect(nestingExceeds('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(nestingExceeds(`["${'['.repeat(100)}", "\\"[[[["]`, 3)).toBe(false);
  });

  it('refuses a deep body before JSON.parse sees it, and says why a broken one is broken', () => {
    expect(parseJson(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/nested more than 64 levels/),
    });
    expect(parseJson('{"a":')).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/^The body is not valid JSON \(.+\)/),
    });
    expect(parseJson('{"a":[1]}')).toEqual({ ok: true, body: { a: [1] } });
  });
});

describe('sl-violations header', () => {
  const violation = (message: string): Violation => ({ location: ['request', 'body'], severity: 'Error', code: 'type', message });

  it('is JSON with non-ASCII escaped, so any message can be sent as a header', () => {
    const value = violationsHeader([violation('naïve 😀 \u0000 line\nbreak')]) ?? '';
    expect(value).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(value)).toEqual([violation('naïve 😀 \u0000 line\nbreak')]);
  });

  it('leaves out the last violations when there are too many, staying parseable', () => {
    const many = Array.from({ length: 1000 }, (_, i) => violation(`problem number ${i}`));
    const value = violationsHeader(many) ?? '';
    expect(value.length).toBeLessThanOrEqual(8 * 1024 - 100);
    const parsed = JSON.parse(value) as Violation[];
    expect(parsed.length).toBeGreaterThan(10);
    expect(parsed).toEqual(many.slice(0, parsed.length));
  });

  it('clips one huge violation instead of dropping it', () => {
    const parsed = JSON.parse(violationsHeader([violation('x'.repeat(100_000))]) ?? '[]') as Violation[];
    expect(parsed).toHaveLength(1);
    expect(parsed[0]?.message).toMatch(/^x{500}…$/);
  });

  it('is absent when there is nothing to report', () => {
    expect(violationsHeader([])).toBeUndefined();
  });
});

describe('request redactors (shared by the requests that carry the same credentials)', () => {
  const names: ReadonlySet<string> = new Set(['apikey']);
  const request = (key: string): IncomingMessage => {
    const req = new IncomingMessage(new Socket());
    req.headers = { apikey: key };
    req.url = '/instance/connectionState/x';
    return req;
  };

  it('redacts the key of each request, whichever key came before', () => {
    const keys = Array.from({ length: 40 }, (_, i) => `key-number-${i}-${'x'.repeat(i)}`);
    for (const key of [...keys, ...keys.reverse()]) {
      const text = requestRedactor(request(key), names)(`echo ${key} and ${JSON.stringify(key)}`);
      expect(text).not.toContain(key);
      expect(text).toBe('echo [redacted] and "[redacted]"');
    }
  });

  it('redacts a key too long to be kept, every time', () => {
    const key = 'k'.repeat(5000);
    for (let i = 0; i < 2; i++) expect(requestRedactor(request(key), names)(`a${key}b`)).toBe('a[redacted]b');
  });
});

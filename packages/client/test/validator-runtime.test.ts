// The functions the generated webhook validators carry instead of ajv-formats' formats and ajv's
// run-time helpers (scripts/validator-runtime.js) judge exactly as those do, which the shared
// validator uses: compared on thousands of values built to sit on every edge of each rule.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FORMATS, HELPERS, isDate, isDateTime, isTime, isUri, jsonEqual, ucs2length } from '../scripts/validator-runtime.js';

// ajv and ajv-formats as @msg-gateway/openapi installs them (the client does not depend on them).
const fromOpenapi = createRequire(createRequire(import.meta.url).resolve('@msg-gateway/openapi/package.json'));
type Check = ((text: string) => boolean) | { validate: (text: string) => boolean };
const { fullFormats } = fromOpenapi('ajv-formats/dist/formats.js') as { fullFormats: Record<string, Check> };
const theirs = (name: string) => {
  const check = fullFormats[name] ?? expect.fail(`ajv-formats has no format ${name}`);
  return typeof check === 'function' ? check : check.validate;
};

/** Every combination of one item of each list, joined. */
const combine = (...lists: string[][]): string[] =>
  lists.reduce<string[]>((acc, list) => acc.flatMap((head) => list.map((item) => head + item)), ['']);

/** The values of `values` on which `ours` and ajv-formats' `name` disagree. */
function disagreements(name: string, ours: (text: string) => boolean, values: string[]) {
  const check = theirs(name);
  return values.filter((value) => ours(value) !== check(value));
}

const DATES = combine(
  ['2024', '2023', '1900', '2000', '0000', '99999', '202'],
  ['-'],
  ['01', '02', '04', '12', '00', '13', '1'],
  ['-'],
  ['01', '28', '29', '30', '31', '00', '32', '1'],
);
const TIMES = combine(
  ['00', '23', '24', '15', '9'],
  [':'],
  ['00', '59', '60', '30'],
  [':'],
  ['00', '59', '60', '61', '59.999', '60.5', '5'],
  ['Z', 'z', '', '+00:00', '-00:00', '+01:00', '-08:00', '+0530', '+05', '+23:59', '+24:00', '-12:60', '+1:00', 'UTC', '+00:30'],
);

describe('format checks', () => {
  it('date agrees with ajv-formats', () => {
    expect(DATES.length).toBeGreaterThan(300);
    expect(disagreements('date', isDate, [...DATES, '', '2024-02-29x', ' 2024-02-29', '２０２４-01-01'])).toEqual([]);
    expect([isDate('2024-02-29'), isDate('2023-02-29'), isDate('2000-02-29'), isDate('1900-02-29')]).toEqual([true, false, true, false]);
  });

  it('time agrees with ajv-formats, leap seconds included', () => {
    expect(TIMES.length).toBeGreaterThan(1000);
    const leap = [
      '23:59:60Z',
      '00:59:60+01:00',
      '15:59:60-08:00',
      '23:29:60-00:30',
      '00:29:60+00:30',
      '22:59:60Z',
      '23:59:60.9Z',
      '23:59:61Z',
    ];
    expect(disagreements('time', isTime, [...TIMES, ...leap, ''])).toEqual([]);
    expect(leap.map(isTime)).toEqual([true, true, true, true, true, false, true, false]);
  });

  it('date-time agrees with ajv-formats, whatever separates the date and the time', () => {
    const values = combine(
      ['2024-02-29', '2023-02-29', '2024-13-01'],
      ['T', 't', ' ', '\t', '\n', '\u00a0', '\u2003', 'x', '', 'TT', 'T '],
      ['23:59:60Z', '10:00:00.5+05:30', '10:00:00', '24:00:00Z'],
    );
    expect(disagreements('date-time', isDateTime, [...values, ...combine(DATES.slice(0, 40), ['T'], TIMES.slice(0, 60))])).toEqual([]);
    expect(isDateTime('2026-01-15T12:00:00.000Z')).toBe(true);
  });

  const URIS = [
    'http://example.org',
    'https://user:pa%20ss@example.org:8080/a/b;c=d?q=1&r=%2F#frag/ment?',
    'http://127.0.0.1:8080/',
    'http://010.001.000.255/',
    'http://256.1.1.1/',
    'http://[::1]:80/',
    'http://[2001:db8::7]/c=GB?objectClass?one',
    'http://[2001:db8:0:0:0:0:2:1]',
    'http://[::ffff:192.0.2.128]/',
    'http://[1:2:3:4:5:6:7:8:9]/',
    'http://[v1.fe80::a+en1]/',
    'http://[fe80::1%25en0]/',
    'ftp://ftp.is.co.za/rfc/rfc1808.txt',
    'mailto:John.Doe@example.com',
    'news:comp.infosystems.www.servers.unix',
    'tel:+1-816-555-1212',
    'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
    'urn:uuid:3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48',
    'file:///etc/hosts',
    'http:/one-slash',
    'http:',
    'x:',
    '//example.org/no-scheme',
    '/relative/path',
    'relative',
    '1http://x',
    'h+t.t-p://x',
    'http://ex ample.org',
    'http://example.org/%zz',
    'http://example.org/a b',
    'http://exämple.org/',
    'https://hooks.example.org/evolution',
  ];
  const INSERTS = [
    ' ',
    '%',
    '%2',
    '%zz',
    '%2F',
    '[',
    ']',
    '<',
    '"',
    '\\',
    '|',
    '^',
    '`',
    '{',
    '}',
    'é',
    '#',
    '?',
    '@',
    ':',
    '/',
    '//',
    '::',
    '.',
  ];

  it('uri agrees with ajv-formats, on URIs of every part and on each with a character slipped in anywhere', () => {
    const mutated = URIS.flatMap((uri) =>
      INSERTS.flatMap((insert) => Array.from({ length: uri.length + 1 }, (_, at) => uri.slice(0, at) + insert + uri.slice(at))),
    );
    expect(mutated.length).toBeGreaterThan(10_000);
    expect(disagreements('uri', isUri, [...URIS, ...mutated])).toEqual([]);
    expect(URIS.slice(0, 4).map(isUri)).toEqual([true, true, true, true]);
  });

  it('covers the formats the contract uses, shaped as ajv-formats shapes them', () => {
    expect(Object.keys(FORMATS).sort()).toEqual(['date', 'date-time', 'time', 'uri']);
    for (const name of Object.keys(FORMATS)) expect(typeof theirs(name)).toBe('function');
  });
});

describe('helpers', () => {
  const ajvHelper = <T>(module: string) => (fromOpenapi(module) as { default: T }).default;

  it('ucs2length counts as ajv counts: code points, a lone surrogate as one', () => {
    const theirs = ajvHelper<(text: string) => number>('ajv/dist/runtime/ucs2length');
    for (const text of ['', 'abc', 'olá', '😀', 'a😀b', '\uD800', '\uDC00x', '\uD800\uD800\uDC00', '👩‍👩‍👧']) {
      expect(ucs2length(text), JSON.stringify(text)).toBe(theirs(text));
    }
  });

  it('jsonEqual agrees with ajv’s equal on JSON values', () => {
    const theirs = ajvHelper<(a: unknown, b: unknown) => boolean>('ajv/dist/runtime/equal');
    const values: unknown[] = [null, 0, 1, -0, '', '1', true, false, [], [1], [1, 2], [2, 1], {}, { a: 1 }, { a: 1, b: 2 }, { b: 2, a: 1 }];
    values.push({ a: [1, { b: null }] }, { a: [1, { b: 0 }] }, [[]], [{}], { a: undefined }, { b: 1 }, { 0: 1 }, [1, [2, [3]]]);
    for (const a of values)
      for (const b of values) expect(jsonEqual(a, b), `${JSON.stringify(a)} = ${JSON.stringify(b)}`).toBe(theirs(a, b));
  });

  it('stand in for the modules ajv requires', () => {
    expect(HELPERS).toEqual({ 'ajv/dist/runtime/ucs2length': ucs2length, 'ajv/dist/runtime/equal': jsonEqual });
  });
});

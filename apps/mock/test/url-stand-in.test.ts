// The bundle's `url` for $RefParser (scripts/bundle/stand-ins/url.cjs): parse and resolve on the
// WHATWG URL class, so Node 24+ prints no DEP0169 warning. Each expected value is what Node's legacy
// url.resolve / url.parse gave for the same input on Node 20.20.2 (observed), for the references
// $RefParser makes: file-system paths, fragments, relative files, http(s) URLs.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { parse, resolve, fileURLToPath } = require('../scripts/bundle/stand-ins/url.cjs') as typeof import('node:url');

/** [from, to, what the legacy url.resolve gave] (observed). */
const RESOLVED: [string, string, string][] = [
  ['/work/wt/node/apps/mock/', '', '/work/wt/node/apps/mock/'],
  ['/a/b/openapi.yaml', '#/components/schemas/X', '/a/b/openapi.yaml#/components/schemas/X'],
  ['/a/b/openapi.yaml#/paths/x', '#/components/y', '/a/b/openapi.yaml#/components/y'],
  ['/a/b/c.yaml', 'd.yaml#/x', '/a/b/d.yaml#/x'],
  ['/a/b/c.yaml', '../d.yaml', '/a/d.yaml'],
  ['/a b/c%20d/', 'e f.yaml', '/a%20b/c%20d/e%20f.yaml'],
  ['/a/', '#/paths/~1message~1sendText~1%7Binstance%7D', '/a/#/paths/~1message~1sendText~1%7Binstance%7D'],
  ['/a/b.yaml#/x', '#', '/a/b.yaml#'],
  ['/a/b', 'c?d=1#e', '/a/c?d=1#e'],
  ['', '#/x', '#/x'],
  ['#/a', '#/b', '#/b'],
  ['a/b', 'c', 'a/c'],
  ['a/b', '/c', '/c'],
  ['', '', ''],
  ['http://example.com/a/b.yaml', 'c.yaml#/x', 'http://example.com/a/c.yaml#/x'],
  ['http://example.com/a/b.yaml', '/c.json', 'http://example.com/c.json'],
  ['https://h:8443/x/', 'http://other/y', 'http://other/y'],
  ['/a/b.yaml', 'http://h/c', 'http://h/c'],
];

describe("the bundle's url module for $RefParser", () => {
  it.each(RESOLVED)('resolves %j against %j as the legacy url.resolve did', (from, to, legacy) => {
    expect(resolve(from, to)).toBe(legacy);
  });

  it('resolves against a parsed URL object, as the http resolver does on a redirect', () => {
    expect(resolve(parse('http://example.com/a/b.yaml') as unknown as string, 'c.yaml')).toBe('http://example.com/a/c.yaml');
  });

  it('parses what the http resolver reads as the legacy url.parse did (observed)', () => {
    expect(parse('http://user:pw@h.com:8080/p/a?q=1#h')).toMatchObject({
      protocol: 'http:',
      slashes: true,
      auth: 'user:pw',
      host: 'h.com:8080',
      port: '8080',
      hostname: 'h.com',
      hash: '#h',
      search: '?q=1',
      query: 'q=1',
      pathname: '/p/a',
      path: '/p/a?q=1',
      href: 'http://user:pw@h.com:8080/p/a?q=1#h',
    });
    expect(parse('/a/b?x=1#y')).toMatchObject({
      protocol: null,
      host: null,
      pathname: '/a/b',
      search: '?x=1',
      path: '/a/b?x=1',
      hash: '#y',
      href: '/a/b?x=1#y',
    });
  });

  it("keeps the rest of Node's url module", () => {
    expect(fileURLToPath('file:///a/b')).toBe('/a/b');
  });
});

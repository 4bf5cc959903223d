// Node's `url` module as the bundle gives it to the two $RefParser copies Prism carries
// (json-schema-ref-parser and @stoplight/json-schema-ref-parser, lib/util/url.js): their `parse` and
// `resolve` are built on the WHATWG URL class instead of the legacy parser, whose every call Node 24
// and later warn about (DEP0169: "`url.parse()` behavior is not standardized…") on the user's stderr.
// The rest is Node's own. $RefParser resolves file-system paths (`/dir/`, `/dir/file.yaml#/a/b`),
// fragments (`#/components/…`) and http(s) URLs; for those `resolve` gives what the legacy one gave
// (test/url-stand-in.test.ts). `parse` serves its http resolver (remote $refs: protocol, auth,
// hostname, port, path, href).
'use strict';

const nodeUrl = require('node:url');

/** A base for relative references: a scheme of no meaning and an empty host, stripped again. */
const RELATIVE = 'relative:///';

/** @param {unknown} value */
const hrefOf = (value) =>
  value !== null && typeof value === 'object' ? String(/** @type {{ href?: unknown }} */ (value).href ?? '') : String(value);

/**
 * `to` resolved against `from`, as the legacy url.resolve did for the references $RefParser makes.
 * @param {unknown} from
 * @param {unknown} to
 */
function resolve(from, to) {
  const base = hrefOf(from);
  const ref = hrefOf(to);
  const resolved = new URL(ref, new URL(base, RELATIVE));
  if (resolved.protocol !== 'relative:') return resolved.href;
  // The href keeps an empty `#` or `?` that the hash and search fields drop.
  const path = resolved.href.slice('relative://'.length);
  // The base supplied a root only where neither side had one: `a/b` and `c` give `a/c`, not `/a/c`.
  return base.startsWith('/') || ref.startsWith('/') ? path : path.replace(/^\//, '');
}

/**
 * The legacy object's fields (the ones $RefParser reads, and the rest of its shape) for a URL or a path.
 * @param {unknown} input
 */
function parse(input) {
  if (input !== null && typeof input === 'object') return input;
  const text = String(input);
  let url;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url === undefined) {
    const relative = new URL(text, RELATIVE);
    const pathname = text.startsWith('/') ? relative.pathname : relative.pathname.replace(/^\//, '');
    const search = relative.search || null;
    return legacyShape({
      protocol: null,
      slashes: null,
      auth: null,
      host: null,
      port: null,
      hostname: null,
      hash: relative.hash || null,
      search,
      pathname,
      href: text,
    });
  }
  const auth = url.username ? decodeURIComponent(url.username) + (url.password ? `:${decodeURIComponent(url.password)}` : '') : null;
  return legacyShape({
    protocol: url.protocol,
    slashes: text.slice(url.protocol.length, url.protocol.length + 2) === '//' ? true : null,
    auth,
    host: url.host,
    port: url.port || null,
    hostname: url.hostname,
    hash: url.hash || null,
    search: url.search || null,
    pathname: url.pathname,
    href: url.href,
  });
}

/** @param {Record<string, string | boolean | null> & { search: string | null, pathname: string | null }} fields */
function legacyShape(fields) {
  const query = fields.search ? fields.search.slice(1) : null;
  const path = fields.pathname === null && fields.search === null ? null : (fields.pathname ?? '') + (fields.search ?? '');
  return { ...fields, query, path };
}

module.exports = { ...nodeUrl, parse, resolve };

// The credentials a request carries — the values of its secret headers and secret query parameters
// (the description's security schemes name them) — and one redactor for every form of them, shared
// by the request log and the recorder (mock.requests), built once per request.
import type { IncomingMessage } from 'node:http';
import { type Redact, redactor } from '@msg-gateway/openapi/redact';

const built = new WeakMap<IncomingMessage, { names: ReadonlySet<string>; redact: Redact }>();
/** Keys redacted from a request whatever it carries (the mock's --api-key): see `alsoRedact`. */
const also = new WeakMap<IncomingMessage, string>();

/**
 * Redacts `key` too from everything logged or recorded of `req` (call before the first
 * requestRedactor): the gateway's own key, which a request with a wrong apikey may carry elsewhere
 * (in its path, its body) where the request's credentials do not say it is one.
 */
export function alsoRedact(req: IncomingMessage, key: string | undefined): void {
  if (key) also.set(req, key);
}
/**
 * Redactors by the credentials they redact, per description served (its `names`): a client sends the
 * same key request after request, and building the pattern of every form of it took a twentieth of
 * the mock's time (a short key's pattern, with its word-boundary classes, is the dearest). Bounded:
 * a few sets of keys of a key's length (the patterns of long odd keys weigh a hundred kilobytes
 * or more: 256 of them grew the fuzz suite's heap by 35 MB), the oldest goes first; dropped with the
 * description.
 */
const bySecrets = new WeakMap<ReadonlySet<string>, Map<string, Redact>>();
const MAX_REDACTORS = 16;
const MAX_CACHED_LENGTH = 256;

/** A redactor for the credentials of `req`; `names` are the lower-case credential header and query names. */
export function requestRedactor(req: IncomingMessage, names: ReadonlySet<string>): Redact {
  const known = built.get(req);
  if (known?.names === names) return known.redact;
  const redact = redactorOf(names, credentials(req, names));
  built.set(req, { names, redact });
  return redact;
}

function redactorOf(names: ReadonlySet<string>, secrets: string[]): Redact {
  let cache = bySecrets.get(names);
  if (!cache) {
    cache = new Map();
    bySecrets.set(names, cache);
  }
  const key = JSON.stringify(secrets);
  if (key.length > MAX_CACHED_LENGTH) return redactor(...secrets);
  let redact = cache.get(key);
  if (!redact) {
    redact = redactor(...secrets);
    if (cache.size >= MAX_REDACTORS) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, redact);
  }
  return redact;
}

function credentials(req: IncomingMessage, names: ReadonlySet<string>): string[] {
  const values: string[] = [];
  for (const name of names) {
    const value = req.headers[name];
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      // "Bearer <token>": the token alone can appear elsewhere too.
      values.push(one, one.replace(/^\S+\s+/, ''));
    }
  }
  const query = (req.url ?? '').split('?')[1];
  if (query !== undefined) {
    for (const [name, value] of new URLSearchParams(query)) if (names.has(name.toLowerCase())) values.push(value);
  }
  const key = also.get(req);
  if (key !== undefined) values.push(key);
  return values.filter((v) => v.length > 0);
}

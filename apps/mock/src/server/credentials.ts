// The credentials a request carries — the values of its secret headers and secret query parameters
// (the description's security schemes name them) — and one redactor for every form of them, shared
// by the request log and the recorder (mock.requests), built once per request.
import type { IncomingMessage } from 'node:http';
import { type Redact, redactor } from '@msg-gateway/openapi/redact';

const built = new WeakMap<IncomingMessage, { names: ReadonlySet<string>; redact: Redact }>();

/** A redactor for the credentials of `req`; `names` are the lower-case credential header and query names. */
export function requestRedactor(req: IncomingMessage, names: ReadonlySet<string>): Redact {
  const known = built.get(req);
  if (known?.names === names) return known.redact;
  const redact = redactor(...credentials(req, names));
  built.set(req, { names, redact });
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
  return values.filter((v) => v.length > 0);
}

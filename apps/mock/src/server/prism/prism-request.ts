// The request as Prism takes it, built from what Node parsed and the body already read.
import type { IncomingMessage } from 'node:http';
import { headerText } from '../http/header-text.js';
import { splitAccept } from '../http/media-type.js';
import { queryValues, type Target } from '../http/target.js';
import type { PrismRequest, Violation } from './prism.js';

export interface PrismInput {
  request: PrismRequest;
  /** Things the mock let pass but the client should know (a malformed Accept media range). */
  warnings: Violation[];
}

/**
 * `body` is what was read; with `ignored` (an operation that takes no body was sent one) Prism sees
 * a request without a body, and the client is told in a warning.
 */
export function toPrismRequest(
  req: IncomingMessage,
  target: Target,
  method: string,
  body: { body: unknown; bytes: number },
  { ignored = false, contentType }: { ignored?: boolean; contentType?: string } = {},
): PrismInput {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // Prism checks the body's media type only when Content-Length says there is a body: a chunked
  // body gets its length, so it gets the same checks.
  if (headers['transfer-encoding'] !== undefined) headers['content-length'] = String(body.bytes);
  // A body the mock already parsed as the gateway would (a 2.1.1 dialect) is JSON, whatever was sent.
  if (contentType !== undefined && !ignored) {
    headers['content-type'] = contentType;
    headers['content-length'] = String(Math.max(body.bytes, 2));
    delete headers['transfer-encoding'];
  }
  const warnings = dropMalformedAccept(headers);
  if (ignored) {
    for (const name of ['content-type', 'content-length', 'transfer-encoding', 'content-encoding']) delete headers[name];
    if (body.bytes > 0) {
      warnings.push({
        location: ['request', 'body'],
        severity: 'Warning',
        code: 'ignored',
        message: `${method.toUpperCase()} ${target.path} takes no request body: the ${body.bytes}-byte body sent was ignored.`,
      });
    }
  }
  const request: PrismRequest = {
    method: method.toLowerCase() as PrismRequest['method'],
    url: { path: target.path, query: queryValues(target.query) },
    headers,
    body: ignored ? null : body.body,
  };
  const server = target.query.get('__server');
  if (server !== null) request.url.baseUrl = server;
  return { request, warnings };
}

/**
 * An Accept media range that is not a media type (`json`, `text/html;`) is left out, with a
 * warning: a real gateway ignores Accept, so a typo there must not fail the request (Prism threw on it).
 */
function dropMalformedAccept(headers: Record<string, string>): Violation[] {
  const accept = headers['accept'];
  if (accept === undefined) return [];
  const { kept, malformed } = splitAccept(accept);
  if (kept.length > 0) headers['accept'] = kept.join(', ');
  else delete headers['accept'];
  return malformed.map((range) => ({
    location: ['request', 'header', 'accept'],
    severity: 'Warning',
    code: 'accept',
    message: `Accept "${headerText(range)}" is not a media type and was ignored (write it as type/subtype, e.g. application/json).`,
  }));
}

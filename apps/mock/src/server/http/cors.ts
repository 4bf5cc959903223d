// Which web pages may use the mock, and by which names it may be reached. A mock on a developer's
// machine must serve the developer's own frontend (a Vite app on http://localhost:5173 calling
// http://127.0.0.1:4010) and nobody else's: a page on the internet the developer happens to visit
// must not read what the mock holds (a webhook's headers, a `user:pass@` in its URL) or drive it.
//   - CORS is granted to loopback origins (http(s)://localhost, *.localhost, 127.x, [::1], any
//     port) and to the origins given with --cors-origin; a request from any other origin is
//     refused 403 on every route (doors.ts), so not even a "simple" request (a form POST) acts.
//   - Credentials are allowed for those origins, so the expose list names each header (a `*`
//     means nothing with credentials): exposedHeaders() lists the answer's own.
//   - A preflight of an allowed origin is granted the method and headers it asks for, with
//     `Vary: Origin` (the answer differs per origin, and caches must know it).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackHostname } from '../../common/loopback.js';

export interface CorsPolicy {
  /** Origins allowed besides the loopback ones, exactly as a browser sends them (scheme://host[:port]). */
  origins: readonly string[];
  /** Host names the mock answers besides loopback ones (--allowed-host, and the address it was bound to). */
  hosts: readonly string[];
}

export const LOOPBACK_ONLY: CorsPolicy = { origins: [], hosts: [] };

/** What a preflight that names no method or headers is granted: every method the mock answers. */
const ALL_METHODS = 'GET,DELETE,HEAD,PATCH,POST,PUT,OPTIONS';
/** How long a browser may keep a granted preflight (seconds): short, the mock's options change between runs. */
const PREFLIGHT_MAX_AGE = '600';
/** Response headers a page can read without being named (the CORS-safelisted ones). */
const SAFELISTED = new Set(['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma']);

/** Whether a page of `origin` may use the mock. */
export function originAllowed(origin: string, policy: CorsPolicy): boolean {
  if (policy.origins.includes(origin)) return true;
  if (!URL.canParse(origin)) return false;
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return isLoopbackHostname(hostname, { subdomains: true });
}

/** Headers every answer carries: the CORS grant for an allowed origin, none for another. */
export function corsHeaders(req: IncomingMessage, policy: CorsPolicy = LOOPBACK_ONLY): Record<string, string> {
  const origin = header(req, 'origin');
  if (origin === undefined) return {};
  if (!originAllowed(origin, policy)) return { vary: 'origin' };
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'origin' };
}

/**
 * The answer's headers a page may read, named one by one (with credentials a `*` is taken
 * literally): every header of the answer that is not safelisted, e.g. sl-violations, allow.
 */
export function exposedHeaders(headers: Record<string, string>): string | undefined {
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .filter((name) => !SAFELISTED.has(name) && !name.startsWith('access-control-') && name !== 'vary');
  return names.length === 0 ? undefined : [...new Set(names)].join(', ');
}

/** Adds the expose list to an answer that grants CORS. */
export function withExposed(headers: Record<string, string>): Record<string, string> {
  if (!('access-control-allow-origin' in headers)) return headers;
  const exposed = exposedHeaders(headers);
  return exposed === undefined ? headers : { ...headers, 'access-control-expose-headers': exposed };
}

/** A CORS preflight: OPTIONS with Origin and Access-Control-Request-Method. */
export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && header(req, 'origin') !== undefined && header(req, 'access-control-request-method') !== undefined;
}

/** The grant of a preflight of an allowed origin: the method and headers it asked for. */
export function preflightGrant(req: IncomingMessage, policy: CorsPolicy, methods: string = ALL_METHODS): Record<string, string> {
  const grant = corsHeaders(req, policy);
  if (!('access-control-allow-origin' in grant)) return grant;
  const asked = header(req, 'access-control-request-headers');
  return {
    ...grant,
    'access-control-allow-methods': methods,
    ...(asked !== undefined && { 'access-control-allow-headers': asked }),
    'access-control-max-age': PREFLIGHT_MAX_AGE,
    vary: 'origin, access-control-request-method, access-control-request-headers',
  };
}

/** Answers a preflight (or a bare OPTIONS, as 2.1.1's cors middleware does): 204, granting an allowed origin what it asked for. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, policy: CorsPolicy = LOOPBACK_ONLY): void {
  const asked = header(req, 'access-control-request-method');
  res.writeHead(204, { ...preflightGrant(req, policy, asked ?? ALL_METHODS), 'content-length': '0' });
  res.end();
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text === undefined || text === '' ? undefined : text;
}

// Which web pages may use the mock. A mock on a developer's machine must serve the developer's own
// frontend (a Vite app on http://localhost:5173 calling http://127.0.0.1:4010) and nobody else's: a
// page on the internet the developer happens to visit must not read what the mock holds (a webhook's
// headers, a `user:pass@` in its URL) or drive it. So CORS is granted to loopback origins
// (http(s)://localhost, 127.0.0.1, [::1], *.localhost, any port) and to the origins given with
// --cors-origin; other origins get no CORS headers, so their pages cannot read an answer. The
// control routes (/__mock/…) go further and refuse them (control/guard.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface CorsPolicy {
  /** Origins allowed besides the loopback ones, exactly as a browser sends them (scheme://host[:port]). */
  origins: readonly string[];
}

export const LOOPBACK_ONLY: CorsPolicy = { origins: [] };

/** Whether a page of `origin` may read the mock's answers. */
export function originAllowed(origin: string, policy: CorsPolicy): boolean {
  if (policy.origins.includes('*') || policy.origins.includes(origin)) return true;
  if (!URL.canParse(origin)) return false;
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** Headers every answer carries: the CORS grant for an allowed origin, none for another. */
export function corsHeaders(req: IncomingMessage, policy: CorsPolicy = LOOPBACK_ONLY): Record<string, string> {
  const origin = header(req, 'origin');
  if (origin === undefined) return {};
  if (!originAllowed(origin, policy)) return { vary: 'origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': '*',
    vary: 'origin',
  };
}

/** A CORS preflight: OPTIONS with Origin and Access-Control-Request-Method. */
export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && header(req, 'origin') !== undefined && header(req, 'access-control-request-method') !== undefined;
}

/** Answers a preflight (or a bare OPTIONS, as 2.1.1's cors middleware does): 204, granting an allowed origin what it asked for. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, policy: CorsPolicy = LOOPBACK_ONLY): void {
  const grant = corsHeaders(req, policy);
  const allowed = 'access-control-allow-origin' in grant;
  res.writeHead(204, {
    ...grant,
    ...(allowed && {
      'access-control-allow-methods': header(req, 'access-control-request-method') ?? 'GET,DELETE,HEAD,PATCH,POST,PUT,OPTIONS',
      'access-control-allow-headers': header(req, 'access-control-request-headers') ?? '*',
    }),
    'content-length': '0',
  });
  res.end();
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text === undefined || text === '' ? undefined : text;
}

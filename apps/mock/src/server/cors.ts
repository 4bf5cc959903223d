// CORS as Prism's own server does it, so a browser app on another origin (say Vite on
// http://localhost:5173) can call the mock: every answer allows the caller's origin and exposes
// every header (sl-violations included); a preflight is answered at once with what it asked for.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers every answer carries. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': header(req, 'origin') ?? '*',
    'access-control-allow-headers': header(req, 'access-control-request-headers') ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': header(req, 'access-control-expose-headers') ?? '*',
  };
}

/** A CORS preflight: OPTIONS with Origin and Access-Control-Request-Method. */
export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && header(req, 'origin') !== undefined && header(req, 'access-control-request-method') !== undefined;
}

/** Answers a preflight: 204 allowing the requested method and headers from the requesting origin. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...corsHeaders(req),
    'access-control-allow-methods': header(req, 'access-control-request-method') ?? 'GET,DELETE,HEAD,PATCH,POST,PUT,OPTIONS',
    vary: 'origin',
    'content-length': '0',
  });
  res.end();
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text === undefined || text === '' ? undefined : text;
}

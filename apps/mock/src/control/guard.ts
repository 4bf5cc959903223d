// Who may use the control API. It needs no key, so it must not be reachable by a web page of
// another origin, with or without a preflight:
//   - a request whose Origin is not allowed (loopback origins, --cors-origin) is refused 403: a
//     browser sends Origin on every cross-origin request, simple ones (a form POST, a `text/plain`
//     fetch) included;
//   - a request with a body must send it as application/json, which no simple request can;
//   - the Host must name this machine (a loopback name or address, or the address the mock was
//     bound to), so that a page whose domain was re-pointed at 127.0.0.1 (DNS rebinding) is refused too.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { type CorsPolicy, header, originAllowed } from '../server/cors.js';

export function refusal(req: IncomingMessage, policy: CorsPolicy): { status: number; message: string } | undefined {
  const origin = header(req, 'origin');
  if (origin !== undefined && !originAllowed(origin, policy)) {
    return {
      status: 403,
      message: `The control API does not answer pages of ${origin}. Allow that origin with --cors-origin ${origin} (startMock({ corsOrigins })) if it is your own frontend.`,
    };
  }
  const host = hostName(header(req, 'host'));
  if (host !== undefined && !isLocalHost(host)) {
    return {
      status: 403,
      message: `The control API answers requests to this machine's own addresses (127.0.0.1, localhost), not to Host "${host}".`,
    };
  }
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  const type = header(req, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (hasBody && type !== 'application/json') {
    return { status: 415, message: `Control requests send their body as application/json (got ${type ?? 'no Content-Type'}).` };
  }
  return undefined;
}

function hostName(host: string | undefined): string | undefined {
  if (host === undefined) return undefined;
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(host);
  if (bracketed) return bracketed[1];
  return host.replace(/:\d+$/, '').toLowerCase();
}

/** A loopback name or any literal address (a mock bound to 0.0.0.0 is reached by its addresses). */
function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0;
}

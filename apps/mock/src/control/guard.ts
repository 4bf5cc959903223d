// Who may call the control API. It needs no key, so it must not be reachable by a web page of
// another origin, with or without a preflight:
//   - the doors of every route (server/doors.ts): a Host that names this machine (DNS rebinding),
//     an Origin that is loopback or --cors-origin;
//   - a request with a body must send it as application/json, which no simple request can.
import type { IncomingMessage } from 'node:http';
import { type CorsPolicy, header } from '../server/http/cors.js';
import { doorRefusal } from '../server/http/doors.js';

export function refusal(req: IncomingMessage, policy: CorsPolicy): { status: number; message: string } | undefined {
  const refused = doorRefusal(req, policy);
  if (refused !== undefined) return { status: 403, message: refused };
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  const type = header(req, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (hasBody && type !== 'application/json') {
    return { status: 415, message: `Control requests send their body as application/json (got ${type ?? 'no Content-Type'}).` };
  }
  return undefined;
}

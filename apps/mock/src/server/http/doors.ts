// Who may knock at all, on every route (the gateway's and the control API's): a request must name
// this machine in its Host, and a page's request must come from an origin the mock serves.
//   - Host: a page on an attacker's domain whose DNS answer was switched to 127.0.0.1 (DNS
//     rebinding) is same-origin with the mock and needs no CORS; what gives it away is the Host
//     header, which names the attacker's domain. So the mock answers only a loopback name or
//     address (localhost, *.localhost, 127.x, [::1], any port), the names given with
//     --allowed-host (a mock in a container or behind a proxy), and the address it was bound to;
//     a request without a Host (HTTP/1.0, no browser) is answered. This is what dev servers do
//     against the attack (webpack-dev-server's and Vite's allowed hosts).
//   - Origin: a browser sends it on every cross-origin request, simple ones (a form POST) included;
//     one that is neither loopback nor --cors-origin is refused, so its request does nothing.
import type { IncomingMessage } from 'node:http';
import { hostnameOfHeader, isLoopbackHostname } from '../../common/loopback.js';
import { type CorsPolicy, header, originAllowed } from './cors.js';

/** The one-line reason a request is refused at the door (403), or undefined when it may come in. */
export function doorRefusal(req: IncomingMessage, policy: CorsPolicy): string | undefined {
  const host = header(req, 'host');
  if (host !== undefined && !hostAllowed(host, policy)) {
    const name = hostnameOfHeader(host) ?? host;
    return `Host "${clipped(host)}" is not this machine: the mock answers requests to localhost, 127.0.0.1 or [::1] only (a guard against DNS rebinding). If you reach it by that name (a container, a proxy), start it with --allowed-host ${clipped(name)} (startMock({ allowedHosts })).`;
  }
  const origin = header(req, 'origin');
  if (origin !== undefined && !originAllowed(origin, policy)) {
    return `Pages of ${clipped(origin)} may not use this mock: it serves pages of loopback origins (http://localhost:<port>, http://127.0.0.1:<port>) only. If that is your own frontend, start it with --cors-origin ${clipped(origin)} (startMock({ corsOrigins })).`;
  }
  return undefined;
}

function hostAllowed(value: string, policy: CorsPolicy): boolean {
  const hostname = hostnameOfHeader(value);
  if (hostname === undefined) return false;
  return isLoopbackHostname(hostname, { subdomains: true }) || policy.hosts.some((allowed) => allowed.toLowerCase() === hostname);
}

/** A header value as a message shows it: printable, short. */
function clipped(text: string): string {
  const printable = text.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 100 ? `${printable.slice(0, 100)}…` : printable;
}

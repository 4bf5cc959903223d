// What counts as "this machine" for the mock's doors: the Host a request names, the Origin of the
// page that sent it, and where a webhook may be delivered. One rule for all three, written down
// once: a loopback address (127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address) or
// the name `localhost`. Addresses are read the way a browser and Node's URL parser read them, so
// `2130706433`, `0x7f.1` and `[::ffff:127.0.0.1]` are the loopback address they spell, and
// `0.0.0.0`, `::` (which reach this machine but are no loopback address), `169.254.169.254` and
// every other address are not.
import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** A hostname as `new URL()` gives it (brackets around IPv6, IPv4 forms normalised), lower case. */
export function isLoopbackAddress(hostname: string): boolean {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const family = isIP(bare);
  if (family === 0) return false;
  // BlockList checks an IPv4-mapped IPv6 address (::ffff:7f00:1) against the IPv4 rules too.
  return LOOPBACK.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A hostname that names this machine: a loopback address, `localhost`, and, when `subdomains`,
 * any `*.localhost` (a browser resolves those to loopback itself and nobody can register one, so
 * no page can re-point them; Node's resolver may ask DNS for them, so webhook targets leave them out).
 */
export function isLoopbackHostname(hostname: string, { subdomains }: { subdomains: boolean }): boolean {
  const name = hostname.toLowerCase();
  if (name === 'localhost') return true;
  if (subdomains && name.endsWith('.localhost')) return true;
  return isLoopbackAddress(name);
}

/**
 * The hostname of a Host header value (`127.0.0.1:4010`, `[::1]:4010`, `localhost`), normalised as
 * a URL's; undefined for a value that is not a host and port (a `@`, a path, spaces: nothing a
 * browser sends, and nothing that may be read as another host).
 */
export function hostnameOfHeader(value: string): string | undefined {
  if (!/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._~-]+)(:\d{0,5})?$/.test(value)) return undefined;
  if (!URL.canParse(`http://${value}/`)) return undefined;
  return new URL(`http://${value}/`).hostname.toLowerCase();
}

/**
 * A hostname as a user names it in an option (`hooks.example.test`, `10.0.0.5`, `fd00::1`, no
 * scheme, port or path), normalised as a URL's; undefined when it is not one.
 */
export function normalisedHostname(raw: string): string | undefined {
  const text = isIP(raw.trim()) === 6 ? `[${raw.trim()}]` : raw.trim();
  if (text === '' || !/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+)$/.test(text) || !URL.canParse(`http://${text}/`)) return undefined;
  return new URL(`http://${text}/`).hostname.toLowerCase();
}

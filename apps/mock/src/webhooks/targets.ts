// Where the mock may deliver webhooks. 2.1.1 POSTs wherever a client tells it to; the mock is a
// tool on a developer's machine, reachable by any page the developer visits that gets past its
// doors, so by default it delivers only to this machine: a URL whose host is a loopback address
// (127.0.0.0/8, [::1], 127.x as an IPv4-mapped address, in any spelling the URL parser reads:
// `http://2130706433/` is 127.0.0.1) or the name `localhost`. Other names are not resolved to
// decide (a name that resolves to loopback today may not at delivery time): they are refused
// unless allowed by name (--allow-webhook-host, startMock({ webhookHosts })), or every target is
// allowed (--allow-any-webhook-target). `0.0.0.0` and `::` are refused: no loopback address.
// A name under `.invalid` is taken: it never resolves (RFC 6761), so nothing can be sent there, and
// it is where a client parks a webhook it must not deliver (the contract runner's /webhook/set check).
// The rule is checked where a URL is taken (the options, /webhook/set, the create body's webhook)
// and again before each delivery, so a target stored before cannot slip through.
import { isLoopbackHostname } from '../common/loopback.js';

export interface TargetPolicy {
  /** Hostnames allowed besides loopback ones, normalised as a URL's (lower case, IPv6 in brackets). */
  hosts: readonly string[];
  /** Every target is allowed (--allow-any-webhook-target). */
  any: boolean;
}

export const LOOPBACK_TARGETS: TargetPolicy = { hosts: [], any: false };

/** Why the mock does not deliver to `url`, in one line saying how to allow it; undefined when it may. */
export function targetRefusal(url: string, policy: TargetPolicy): string | undefined {
  if (policy.any || !URL.canParse(url)) return undefined;
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') return undefined;
  if (isLoopbackHostname(hostname, { subdomains: false }) || policy.hosts.includes(hostname)) return undefined;
  if (hostname === 'invalid' || hostname.endsWith('.invalid')) return undefined;
  return `The mock delivers webhooks to this machine only (localhost, 127.0.0.1, [::1]), not to ${hostname}: allow that host with --allow-webhook-host ${hostname} (startMock({ webhookHosts: ['${hostname}'] })), or any host with --allow-any-webhook-target.`;
}

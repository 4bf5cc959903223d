// A wrong --url is not a contract failure. When --url points past the gateway's base address
// (`…/evolution`), at another server, or at a web page, nearly every answer is a route-not-found
// 404 (Express's `Cannot GET /…`, in the gateway's envelope or as its HTML page) or not JSON at
// all. Reporting that as "63 failed" would send the user looking for 63 bugs; the run ends with
// exit 2 and a hint instead.
import type { RecordedResponse } from './checker.js';

export type Misrouting = 'route-not-found' | 'not JSON';

/** At least this many answers, and more than half of those sent, before a run is called misconfigured. */
const MISCONFIGURED_MIN = 3;

const ROUTE_NOT_FOUND = /Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \//;

/** Whether a Content-Type is JSON (application/json or application/<something>+json). */
export const isJsonMediaType = (contentType: string | undefined): boolean =>
  /^application\/([\w.+-]+\+)?json\b/i.test((contentType ?? '').trim());

/** Why an answer says the request did not reach the gateway's routes, or null. */
export function misrouting(response: Pick<RecordedResponse, 'status' | 'headers' | 'body'>): Misrouting | null {
  const body = response.body.trim();
  if (response.status === 404 && ROUTE_NOT_FOUND.test(body)) return 'route-not-found';
  if (body === '') return null;
  if (!isJsonMediaType(response.headers['content-type'])) {
    try {
      JSON.parse(body);
    } catch {
      return 'not JSON';
    }
  }
  return null;
}

/** True when `misrouted` of `sent` answers make the run's results meaningless. */
export const isMisconfigured = (misrouted: number, sent: number): boolean => misrouted >= MISCONFIGURED_MIN && misrouted * 2 > sent;

/** The hint for a --url that does not lead to the gateway's routes. */
export function baseAddressHint(url: string, basePath: string): string {
  const origin = basePath ? url.slice(0, url.length - basePath.length) : url;
  return basePath
    ? `is --url the gateway's base address? e.g. ${origin}, not ${url}`
    : "is --url the gateway's base address? e.g. http://127.0.0.1:8080 (where the gateway itself listens), not a web page or another service";
}

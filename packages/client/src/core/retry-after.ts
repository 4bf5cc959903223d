// How long a gateway that answered 429 or 503 asked to be left alone (its Retry-After). Only such an
// answer needs it, so it is loaded with the rest of on-failure.ts, not with the entry.

/**
 * The time an HTTP-date names, in ms since the epoch; NaN when it is none of the three forms RFC 9110
 * §5.6.7 has a recipient accept: IMF-fixdate (Sun, 06 Nov 1994 08:49:37 GMT), the obsolete RFC 850
 * form (Sunday, 06-Nov-94 08:49:37 GMT), asctime (Sun Nov  6 08:49:37 1994, GMT unsaid).
 */
export function parseHttpDate(text: string): number {
  if (/^\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}$/.test(text)) return Date.parse(`${text} GMT`);
  return /^\w{3,9}, \d\d[ -]\w{3}[ -]\d{2,4} \d\d:\d\d:\d\d GMT$/.test(text) ? Date.parse(text) : Number.NaN;
}

/**
 * How long the gateway asked to be left alone, in ms, when it answered 429 or 503 with a valid
 * Retry-After (delta-seconds, or an HTTP-date: measured from the answer's own Date header when it
 * has one, so that a skewed clock on either side does not stretch or shrink the wait); undefined
 * otherwise. Never negative: a date in the past means now.
 */
export function retryAfterMs(response: Response, now = Date.now()): number | undefined {
  // Retry-After means "come back then" on these two (RFC 6585 §4, RFC 9110 §10.2.3).
  if (response.status !== 429 && response.status !== 503) return undefined;
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header) * 1000;
  const at = parseHttpDate(header);
  if (Number.isNaN(at)) return undefined;
  const sent = parseHttpDate(response.headers.get('date') ?? '');
  return Math.max(0, at - (Number.isNaN(sent) ? now : sent));
}

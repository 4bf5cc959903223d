// Where a redirect answer pointed, for its error (see redirects.ts). Only a redirect needs it, so it is
// loaded with the rest of on-failure.ts, not with the entry.

/**
 * Where a redirect points, resolved against the request: scheme, host, port and path only (no
 * credentials; a query, which may repeat ours with an invite code, is shown as "?…").
 */
export function locationOf(response: Response, requestUrl: string): string | undefined {
  const header = response.headers.get('location');
  if (header === null) return undefined;
  try {
    const url = new URL(header, response.url || requestUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}${url.search ? '?…' : ''}` : url.protocol;
  } catch {
    return 'an invalid URL';
  }
}

// What counts as a redirect answer, and the origins and places an error may name. Neither client
// follows a redirect (see client.ts); these say what happened instead.

/**
 * Whether `response` is, or came through, a redirect: a 3xx, a browser's opaque redirect (status 0),
 * or an answer a custom fetch reached by following one anyway (`redirected`, maybe a 200 from elsewhere).
 */
export function isRedirect(response: Response): boolean {
  return response.redirected || response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

/** The origin of an absolute URL; undefined for "" (a Response built by a custom fetch has no url). */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

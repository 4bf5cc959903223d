// URLs given on the command line (--url, --receiver, --sticker-url, --picture-url): checked before
// anything is sent, and never printed with the credentials, query or fragment they may carry.
import { UsageError } from '@msg-gateway/openapi/usage-error';

/**
 * A URL value as it may be printed: without user:password@, ?query or #fragment, even when the
 * value is not a URL at all (a malformed value is where credentials leak into error messages).
 */
export function printableUrl(raw: string): string {
  let text = raw;
  const cut = text.search(/[?#]/);
  if (cut !== -1) text = `${text.slice(0, cut)}${text[cut]}…`;
  const at = text.lastIndexOf('@');
  if (at !== -1) {
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
    text = `${scheme}…@${text.slice(at + 1)}`;
  }
  return text;
}

/** An http(s) URL without credentials (they would be printed in reports). */
export function httpUrl(raw: string, flag: string, what: string, example: string): URL {
  const shown = printableUrl(raw);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new UsageError(`${flag} "${shown}" is not a URL. Give ${what} with its scheme, e.g. ${example}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`${flag} "${shown}" must start with http:// or https://.`);
  }
  if (parsed.username || parsed.password) {
    throw new UsageError(`${flag} must not contain credentials (user:password@): they would be printed in reports.`);
  }
  return parsed;
}

/** A base address: an http(s) URL without query or fragment; the path is kept, without a trailing slash. */
export function baseUrl(raw: string, flag: string, what: string, example: string): { url: string; basePath: string } {
  const parsed = httpUrl(raw, flag, what, example);
  if (parsed.search || parsed.hash) {
    throw new UsageError(`${flag} "${printableUrl(raw)}" must be a base address without ?query or #fragment.`);
  }
  const basePath = parsed.pathname.replace(/\/+$/, '');
  return { url: `${parsed.origin}${basePath}`, basePath };
}

// The `sl-violations` header: what was wrong with a request (or with the mocked answer), as the JSON
// array Prism's own server sends, so `response.headers.get('sl-violations')` keeps working.
import { clip } from '@msg-gateway/openapi/redact';
import type { Violation } from './prism.js';

/** Prism's limit: header lines much longer than 8 KiB are refused by proxies and some clients. */
const MAX_HEADER_LENGTH = 8 * 1024 - 100;

/**
 * The header value: JSON with every non-ASCII character escaped (a header carries Latin-1 only,
 * and a violation can quote a Unicode path parameter); the last violations are left out when the
 * list is too long, so the value stays parseable JSON.
 */
export function violationsHeader(violations: Violation[]): string | undefined {
  const kept: string[] = [];
  let length = 2; // the brackets
  for (const violation of violations) {
    let item = asciiJson(violation);
    // One violation quoting a huge value or property name: keep the start of each.
    if (kept.length === 0 && item.length + 2 > MAX_HEADER_LENGTH) item = asciiJson(clipped(violation));
    if (length + item.length + (kept.length > 0 ? 1 : 0) > MAX_HEADER_LENGTH) break;
    length += item.length + (kept.length > 0 ? 1 : 0);
    kept.push(item);
  }
  return kept.length > 0 ? `[${kept.join(',')}]` : undefined;
}

const clipped = (v: Violation): Violation => ({
  ...v,
  location: v.location.slice(0, 10).map((segment) => clip(String(segment), 100)),
  message: clip(v.message, 500),
});

const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

// A path parameter that is "." or ".." (or a percent-encoded form of them) is a dot segment: URL
// parsing resolves it away before the request leaves, so `gw.instance.logout('..')` would send
// `DELETE /instance/` and encoding cannot prevent it (`%2e%2e` is resolved too). Such a value is
// refused before anything is sent, by the facade and by the raw client alike.

/** ".", "..", and their percent-encoded (also double-encoded) spellings, in any case. */
const DOT_SEGMENT = /^(?:\.|%(?:25)*2e){1,2}$/i;

export function isDotSegment(segment: string): boolean {
  return DOT_SEGMENT.test(segment);
}

/** The error for path parameter `name` = `value` of the request `where` (e.g. "gw.instance.logout"). */
export function dotSegmentError(where: string, name: string, value: string): TypeError {
  return new TypeError(
    `${where}: ${name} must not be "." or ".." (nor %2e forms), got ${JSON.stringify(value)}: URLs drop such a segment, ` +
      'so the request would reach another path. Nothing was sent.',
  );
}

// Media types as they appear in Content-Type and Accept. Prism parses both headers with parsers
// that throw on malformed input (`content-type`, `whatwg-mimetype`), and a throw there used to take
// the whole mock down. So the mock checks them first, with the RFC 9110 grammar as the `content-type`
// package reads it: what passes here, every parser Prism uses accepts.

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[ !#-\\[\\]-~\\x80-\\xff]|\\\\[ -~\\x80-\\xff])*"';
// Only spaces around ';' and '=' (the `content-type` package refuses tabs there).
const PARAMETER = ` *; *${TOKEN} *= *(?:${TOKEN}|${QUOTED})`;
const MEDIA_TYPE = new RegExp(`^[ \\t]*(${TOKEN})/(${TOKEN})((?:${PARAMETER})*) *$`);

export interface MediaType {
  /** Lower case `type/subtype`, without parameters. */
  essence: string;
  type: string;
  subtype: string;
}

/** The media type of a Content-Type value (or one media range of Accept), or undefined if it is not one. */
export function parseMediaType(text: string): MediaType | undefined {
  const match = MEDIA_TYPE.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const type = match[1].toLowerCase();
  const subtype = match[2].toLowerCase();
  return { essence: `${type}/${subtype}`, type, subtype };
}

/** application/json and every `+json` type (application/problem+json, …). */
export function isJson(mediaType: MediaType): boolean {
  return mediaType.essence === 'application/json' || (mediaType.type === 'application' && mediaType.subtype.endsWith('+json'));
}

/**
 * Splits an Accept header into the media ranges Prism can read and the ones it cannot. Prism
 * splits on commas the same way (a quoted comma inside a parameter is not supported either).
 */
export function splitAccept(accept: string): { kept: string[]; malformed: string[] } {
  const kept: string[] = [];
  const malformed: string[] = [];
  for (const range of accept.split(',')) {
    if (range.trim() === '') continue;
    (parseMediaType(range) ? kept : malformed).push(range.trim());
  }
  return { kept, malformed };
}

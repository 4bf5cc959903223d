// Keeps an API key out of everything the toolkit prints, throws or writes. A key can reach output
// in other forms than its own: a gateway that echoes it inside a JSON body escapes `"` and `\`, a
// URL carries it percent-encoded, a form body with `+` for spaces. Every such form is replaced, at
// any key length, and always before text is clipped (a clipped key is still a leaked key).
export const REDACTED = '[redacted]';

/** The forms in which `secret` can appear in text, longest first (deduplicated). */
export function secretForms(secret: string): string[] {
  if (!secret) return [];
  const json = JSON.stringify(secret).slice(1, -1);
  // JSON encoders that escape everything beyond ASCII (Python's default) and `/` (PHP's default).
  const asciiJson = json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const uri = safeEncode(secret);
  const forms = [
    secret,
    json,
    asciiJson,
    json.replaceAll('/', '\\/'),
    // Go's encoding/json escapes <, > and & for HTML safety.
    json.replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    // A key inside a JSON pointer (e.g. a schema error path naming a property called like the key).
    secret.replaceAll('~', '~0').replaceAll('/', '~1'),
    uri,
    uri.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
    new URLSearchParams({ k: secret }).toString().slice(2),
  ];
  return [...new Set(forms.filter((f) => f.length > 0))].sort((a, b) => b.length - a.length);
}

function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded; the raw form is still covered.
    return text;
  }
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Redact = (text: string) => string;

/** Every form of every given secret, longest first, and one global pattern matching any of them (null when none). */
export function secretPattern(...secrets: (string | undefined | null)[]): { forms: string[]; pattern: RegExp | null } {
  const forms = [...new Set(secrets.flatMap((s) => (typeof s === 'string' ? secretForms(s) : [])))].sort((a, b) => b.length - a.length);
  return { forms, pattern: forms.length ? new RegExp(forms.map(escapeRegExp).join('|'), 'g') : null };
}

/** A function that replaces every form of every given secret with `[redacted]`; identity when there is none. */
export function redactor(...secrets: (string | undefined | null)[]): Redact {
  const { pattern } = secretPattern(...secrets);
  return (text) => (pattern ? String(text).replace(pattern, REDACTED) : String(text));
}

/** At most `max` characters of `text` with an ellipsis; redact first (see `excerpt`). */
export function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** `text` redacted, whitespace folded, then clipped: what a report may quote of a body. */
export function excerpt(text: string, redact: Redact, max = 200): string {
  return clip(redact(text).replace(/\s+/g, ' ').trim(), max);
}

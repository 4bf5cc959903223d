// Keeps an API key out of everything the toolkit prints, throws or writes. A key can reach output
// in other forms than its own: a gateway that echoes it inside a JSON body escapes `"` and `\`, a
// URL carries it percent-encoded, a form body with `+` for spaces, a `Basic` header in base64.
// Every such form is replaced, always before text is clipped (a clipped key is still a leaked key).
//
// A key shorter than SHORT_SECRET_LENGTH is replaced only where it stands alone (not inside a
// longer run of letters, digits or `_`): a one-letter key `k` replaced everywhere turns "Check"
// into "Chec[redacted]" and, by the gaps it leaves, tells the reader which letter it is. Such a key
// is weak anyway (weakSecretReason says so, for the tools to warn).
export const REDACTED = '[redacted]';

/**
 * Keys at least this long are redacted wherever they occur; shorter ones only as whole tokens.
 * Why 8: short random keys occur inside ordinary words. Of 20,000 random keys of each length, those
 * found in the contract, the profile, the READMEs and 1,307 recorded gateway exchanges (1.7 M
 * characters): 3 characters 2 % (alphanumeric) to 15 % (hex), 4 characters 0.06 % to 0.9 %,
 * 5 characters up to 0.04 % (hex), 6 to 8 none. 8 leaves a margin. A higher threshold would cost:
 * a key glued to letters ("KEYabc") is not a whole token, so a longer key would leak whole there.
 */
export const SHORT_SECRET_LENGTH = 8;

/**
 * The example key of Evolution API's `.env.example` (AUTHENTICATION_API_KEY), published with its
 * source (evolution-api@4ca141b4:.env.example): a gateway set up by copying that file has it.
 */
const PUBLISHED_EXAMPLE_KEYS: ReadonlySet<string> = new Set(['429683C4C977415CAAFCCE10F7D57E11']);

/**
 * Why `key` is weak, to warn its user (a tool prints it, a library does not), or undefined when it
 * is not: too short to be redacted everywhere and to resist guessing, or a published example.
 * The reason never quotes the key.
 */
export function weakSecretReason(key: string): string | undefined {
  const length = [...key].length;
  if (length === 0) return 'the API key is empty';
  if (length < SHORT_SECRET_LENGTH) {
    return (
      `the API key is only ${length} character${length === 1 ? '' : 's'} long: easy to guess, and redacted from output only ` +
      `where it stands alone (not inside longer words). Use a random key of ${SHORT_SECRET_LENGTH} characters or more.`
    );
  }
  if (PUBLISHED_EXAMPLE_KEYS.has(key)) {
    return "the API key is the example key of Evolution API's .env.example, which anyone can read: set a random key of your own.";
  }
  return undefined;
}

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
    ...base64Forms(secret),
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

/**
 * The base64 texts (standard and URL-safe, with and without padding) that carry the key's UTF-8
 * bytes. The key alone encodes to one text; inside a longer encoded value (a `Basic` header holds
 * base64 of `user:key`) its bytes start at any offset modulo 3, and only the characters that
 * encode key bits alone are the same whatever surrounds them: those are matched, for each offset
 * (a character or two at the edges, mixing key and neighbour bits, stay). A short key's partial
 * texts would be a few letters: only its whole encoding is kept.
 */
function base64Forms(secret: string): string[] {
  const bytes = new TextEncoder().encode(secret);
  const encode = (offset: number) => {
    let binary = '\0'.repeat(offset);
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  };
  const whole = encode(0);
  const forms = [whole, whole.replace(/=+$/, '')];
  if ([...secret].length >= SHORT_SECRET_LENGTH) {
    for (const offset of [0, 1, 2]) {
      forms.push(encode(offset).slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6)));
    }
  }
  return forms.flatMap((form) => [form, form.replaceAll('+', '-').replaceAll('/', '_')]);
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Redact = (text: string) => string;

/** A letter, digit or `_` (any script): what a short key must not be glued to, to be replaced. */
const WORD = String.raw`[\p{L}\p{N}\p{M}_]`;
const STARTS_WORD = new RegExp(`^${WORD}`, 'u');
const ENDS_WORD = new RegExp(`${WORD}$`, 'u');

/** `form` as a pattern matching it only where it is not part of a longer word. */
function standalone(form: string): string {
  return `${STARTS_WORD.test(form) ? `(?<!${WORD})` : ''}${escapeRegExp(form)}${ENDS_WORD.test(form) ? `(?!${WORD})` : ''}`;
}

/**
 * Every form of every given secret, longest first, and one global pattern matching any of them
 * (null when none): anywhere for a key of SHORT_SECRET_LENGTH or more, as a whole token for a
 * shorter one. A match of a short key's form depends on one character on either side of it.
 */
export function secretPattern(...secrets: (string | undefined | null)[]): { forms: string[]; pattern: RegExp | null } {
  // A form that a long key has too is matched anywhere.
  const alone = new Map<string, boolean>();
  for (const secret of secrets) {
    if (typeof secret !== 'string') continue;
    const short = [...secret].length < SHORT_SECRET_LENGTH;
    for (const form of secretForms(secret)) alone.set(form, short && (alone.get(form) ?? true));
  }
  const forms = [...alone.keys()].sort((a, b) => b.length - a.length);
  const source = forms.map((form) => (alone.get(form) ? standalone(form) : escapeRegExp(form))).join('|');
  return { forms, pattern: forms.length ? new RegExp(source, 'gu') : null };
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

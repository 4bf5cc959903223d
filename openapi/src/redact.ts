// Keeps an API key out of everything the toolkit prints, throws or writes. A key can reach output
// in other forms than its own: a gateway that echoes it inside a JSON body escapes `"` and `\`, a
// URL carries it percent-encoded, a form body with `+` for spaces, a `Basic` header in base64.
// Every such form is replaced, always before text is clipped (a clipped key is still a leaked key),
// and so is every run of FRAGMENT_LENGTH characters or more of a long key's forms (a gateway may
// echo a piece of a key: see FRAGMENT_LENGTH).
//
// Case does not matter: a gateway (or a proxy, a log shipper) that prints the key upper-cased, or a
// percent-encoding with the other case of hex digits, is matched as well (see `fold`).
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
  const json = jsonEscape(secret);
  // JSON encoders that escape everything beyond ASCII (Python's default) and `/` (PHP's default).
  const asciiJson = json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const escapes = [
    json,
    asciiJson,
    json.replaceAll('/', '\\/'),
    // Go's encoding/json escapes <, > and & for HTML safety.
    json.replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  ];
  const uri = safeEncode(secret);
  const forms = [
    secret,
    ...escapes,
    // JSON text inside a JSON string (a body quoted in a log line, an error that embeds one): each
    // escape applied once more, and again (`"` becomes \" then \\\" then \\\\\\\").
    ...escapes.map(jsonEscape),
    ...escapes.map((e) => jsonEscape(jsonEscape(e))),
    // A key inside a JSON pointer (e.g. a schema error path naming a property called like the key).
    secret.replaceAll('~', '~0').replaceAll('/', '~1'),
    uri,
    uri.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
    new URLSearchParams({ k: secret }).toString().slice(2),
    ...base64Forms(secret),
  ];
  return [...new Set(forms.filter((f) => f.length > 0))].sort((a, b) => b.length - a.length);
}

/** `text` as it stands between the quotes of a JSON string. */
const jsonEscape = (text: string): string => JSON.stringify(text).slice(1, -1);

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
let wordCharacter: RegExp | undefined;
/**
 * Whether `c` (one character) is a WORD character. ASCII is answered without the Unicode class,
 * whose pattern costs V8 about a millisecond to compile: most keys are ASCII.
 */
function isWordCharacter(c: string): boolean {
  if (c.length === 1 && c.charCodeAt(0) < 0x80) return /[A-Za-z0-9_]/.test(c);
  wordCharacter ??= new RegExp(`^${WORD}$`, 'u');
  return wordCharacter.test(c);
}

/** Which edges of a short key's `form` must not touch a word: where the form itself starts or ends with a word character. */
function wordEdges(form: string): { before: boolean; after: boolean } {
  const characters = [...form];
  return { before: isWordCharacter(characters[0] ?? ''), after: isWordCharacter(characters[characters.length - 1] ?? '') };
}

/**
 * The alternation of `forms` in their order, each matched only where its `before`/`after` edge
 * does not touch a word. Neighbours with the same edges share one lookaround, `(?<!W)(?:a|b)(?!W)`,
 * which matches exactly as `(?<!W)a(?!W)|(?<!W)b(?!W)` does: the word class, compiled for every
 * place it appears (twice: V8 compiles a pattern again once it is used), cost about a millisecond
 * each in a case-insensitive pattern.
 */
function alternatives(forms: { text: string; before: boolean; after: boolean }[]): string {
  const runs: { before: boolean; after: boolean; texts: string[] }[] = [];
  for (const { text, before, after } of forms) {
    const last = runs[runs.length - 1];
    if (last && last.before === before && last.after === after) last.texts.push(text);
    else runs.push({ before, after, texts: [text] });
  }
  return runs
    .map(({ before, after, texts }) => {
      const body = texts.length > 1 && (before || after) ? `(?:${texts.join('|')})` : texts.join('|');
      return `${before ? `(?<!${WORD})` : ''}${body}${after ? `(?!${WORD})` : ''}`;
    })
    .join('|');
}

/**
 * Runs of a long key at least this long are redacted wherever they occur, in each of its forms, not
 * only the whole key: a gateway that echoes part of a key (a value cut in the middle, a message
 * clipped at either end) would otherwise print it, and the parts add up (a 32-character key shown as
 * a 20-character prefix and a 20-character suffix is the whole key). Why 8, as SHORT_SECRET_LENGTH:
 * the measurement there shows runs of 8 characters of a random key do not occur by chance in what
 * the tools print, so redacting them garbles no ordinary text (and the gaps it would leave tell
 * nothing of the key), while a shorter run, 6 or 7 characters, still leaves most of a 32-character
 * key (24 characters or more) to guess wherever it shows. The cost falls on keys made of words: a
 * key holding `contract-` has that word redacted wherever output prints it (use a random key).
 */
export const FRAGMENT_LENGTH = SHORT_SECRET_LENGTH;

/**
 * `text` with each UTF-16 unit in lower case where that keeps it one unit (so positions in the
 * folded text are positions in `text`): what fragments are looked up on. The few letters whose lower
 * case is longer (`İ`) stay as they are, in the key's forms and in the text alike.
 */
export function fold(text: string): string {
  // Lower-casing never shortens a unit: when the length holds, no unit grew, and positions match.
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    const lower = c.toLowerCase();
    out += lower.length === 1 ? lower : c;
  }
  return out;
}

/** What a redactor looks for: built once per set of secrets. */
export interface SecretMatcher {
  /** Every run of FRAGMENT_LENGTH characters of every form of the long secrets, folded (see `fold`). */
  fragments: ReadonlySet<string>;
  /** The first two characters of each fragment (as `a * 65536 + b`): most positions are passed over on these. */
  starts: ReadonlySet<number>;
  /** Whole forms: a short secret's where it stands alone, and any form shorter than a fragment of a long one. */
  pattern: RegExp | null;
  /** What a stream holds back so that every match that starts before what it emits is decided. */
  hold: number;
}

/** Every form of every given secret, as fragments and a pattern (see SecretMatcher). */
export function secretMatcher(...secrets: (string | undefined | null)[]): SecretMatcher {
  const fragments = new Set<string>();
  // Whole forms, and whether each is matched only where it stands alone (a form a long key has too is matched anywhere).
  const alone = new Map<string, boolean>();
  for (const secret of secrets) {
    if (typeof secret !== 'string') continue;
    const short = [...secret].length < SHORT_SECRET_LENGTH;
    for (const form of secretForms(secret)) {
      if (short || form.length < FRAGMENT_LENGTH) alone.set(form, short && (alone.get(form) ?? true));
      else {
        const folded = fold(form);
        for (let i = 0; i + FRAGMENT_LENGTH <= folded.length; i++) fragments.add(folded.slice(i, i + FRAGMENT_LENGTH));
      }
    }
  }
  const forms = [...alone.keys()].sort((a, b) => b.length - a.length);
  const source = alternatives(
    forms.map((form) => ({ text: escapeRegExp(form), ...(alone.get(form) ? wordEdges(form) : { before: false, after: false }) })),
  );
  const starts = new Set([...fragments].map((f) => f.charCodeAt(0) * 65536 + f.charCodeAt(1)));
  const longest = Math.max(0, ...forms.map((f) => f.length));
  return {
    fragments,
    starts,
    pattern: forms.length ? new RegExp(source, 'giu') : null,
    hold: fragments.size ? Math.max(FRAGMENT_LENGTH, longest) : longest,
  };
}

/**
 * Where the secrets are in `text`: [start, end) spans in order, overlapping ones merged (a run of a
 * key is the union of its fragments), never between the halves of a surrogate pair. Whole forms are
 * looked for from `from` on (the characters before it only decide whether a short key stands
 * alone); fragments from the start. In any case (see `fold`; the pattern ignores case). Linear: one set lookup per position, one regular expression of
 * plain alternatives.
 */
export function secretSpans(text: string, matcher: SecretMatcher, from = 0): [number, number][] {
  const found: [number, number][] = [];
  const { fragments, starts, pattern } = matcher;
  if (fragments.size) {
    const folded = fold(text);
    for (let i = 0; i + FRAGMENT_LENGTH <= folded.length; i++) {
      if (!starts.has(folded.charCodeAt(i) * 65536 + folded.charCodeAt(i + 1))) continue;
      if (!fragments.has(folded.slice(i, i + FRAGMENT_LENGTH))) continue;
      const last = found[found.length - 1];
      if (last && i < last[1]) last[1] = i + FRAGMENT_LENGTH;
      else found.push([i, i + FRAGMENT_LENGTH]);
    }
  }
  if (pattern) {
    pattern.lastIndex = from;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      if (m[0] === '') pattern.lastIndex++;
      else found.push([m.index, m.index + m[0].length]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const spans: [number, number][] = [];
  for (const [start, end] of found) {
    const s = isLowSurrogate(text, start) && isHighSurrogate(text, start - 1) ? start - 1 : start;
    const e = isHighSurrogate(text, end - 1) && isLowSurrogate(text, end) ? end + 1 : end;
    const last = spans[spans.length - 1];
    if (last && s < last[1]) last[1] = Math.max(last[1], e);
    else spans.push([s, e]);
  }
  return spans;
}

const isHighSurrogate = (text: string, at: number): boolean => /[\uD800-\uDBFF]/.test(text.charAt(at));
const isLowSurrogate = (text: string, at: number): boolean => /[\uDC00-\uDFFF]/.test(text.charAt(at));

/** A function that replaces every form of every given secret, and every run of a long one's, with `[redacted]`; identity when there is none. */
export function redactor(...secrets: (string | undefined | null)[]): Redact {
  const matcher = secretMatcher(...secrets);
  if (!matcher.pattern && !matcher.fragments.size) return (text) => String(text);
  return (input) => {
    const text = String(input);
    let out = '';
    let last = 0;
    for (const [start, end] of secretSpans(text, matcher)) {
      out += text.slice(last, start) + REDACTED;
      last = end;
    }
    return last === 0 ? text : out + text.slice(last);
  };
}

/** At most `max` characters of `text` with an ellipsis; redact first (see `excerpt`). */
export function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** `text` redacted, whitespace folded, then clipped: what a report may quote of a body. */
export function excerpt(text: string, redact: Redact, max = 200): string {
  return clip(redact(text).replace(/\s+/g, ' ').trim(), max);
}

// The streaming form of the redactor (Node only; redact.ts itself stays free of Node built-ins so
// that the browser client can use it).

import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { FRAGMENT_LENGTH, REDACTED, secretMatcher, secretSpans } from './redact.js';

/**
 * A stream that redacts text as it passes, in linear time, exactly as `redactor` redacts the whole
 * text: it holds back only the last `hold` characters of what it has seen (a whole form, or a
 * fragment, may be split across chunks), and keeps the few characters before them: a run of a key
 * is the union of its fragments, and one that reached the end of what was emitted may go on in
 * what comes next (its continuation is swallowed into the `[redacted]` already written); the
 * character before also decides (as the one after a match does) whether a short key stands alone.
 */
export function redactingStream(...secrets: (string | undefined | null)[]): Transform {
  const matcher = secretMatcher(...secrets);
  const active = matcher.pattern !== null || matcher.fragments.size > 0;
  const decoder = new StringDecoder('utf8');
  // Text not yet emitted; the (already emitted, raw) characters just before it; whether what was
  // emitted ends with a `[redacted]` whose run reached its very end.
  let carry = '';
  let before = '';
  let open = false;
  const release = (final: boolean): string => {
    if (!active) {
      const out = carry;
      carry = '';
      return out;
    }
    // Emit up to a cut point that no undecided match straddles; keep the rest for the next chunk.
    const limit = final ? carry.length : carry.length - matcher.hold;
    const offset = before.length;
    let out = '';
    let last = 0;
    let endsOpen = false;
    for (const [start, end] of secretSpans(before + carry, matcher, offset)) {
      const from = start - offset;
      const to = end - offset;
      if (to <= 0) continue;
      if (from >= limit) break;
      // A run that began in what was already emitted: its start is redacted there.
      out += from < 0 ? (open ? '' : REDACTED) : carry.slice(last, from) + REDACTED;
      last = to;
      endsOpen = true;
    }
    let cut = Math.max(last, limit);
    if (cut > last) endsOpen = false;
    // Never between the two halves of a surrogate pair: each chunk is encoded to UTF-8 alone.
    if (cut > last && cut < carry.length && /[\uD800-\uDBFF]/.test(carry.charAt(cut - 1))) cut--;
    out += carry.slice(last, cut);
    if (cut > 0) {
      before = (before + carry.slice(0, cut)).slice(-(FRAGMENT_LENGTH - 1));
      open = endsOpen;
    }
    carry = carry.slice(cut);
    return out;
  };
  return new Transform({
    decodeStrings: true,
    transform(chunk: Buffer, _encoding, done) {
      carry += decoder.write(chunk);
      done(null, release(false));
    },
    flush(done) {
      carry += decoder.end();
      done(null, release(true));
    },
  });
}

// The streaming form of the redactor (Node only; redact.ts itself stays free of Node built-ins so
// that the browser client can use it).

import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { REDACTED, secretPattern } from './redact.js';

/**
 * A stream that redacts text as it passes, in linear time, exactly as `redactor` redacts the whole
 * text: it holds back only the last (longest form) characters of what it has seen, in case a
 * secret is split across chunks, and keeps the character before them, which decides (as the one
 * after a match does) whether a short key stands alone.
 */
export function redactingStream(...secrets: (string | undefined | null)[]): Transform {
  const { forms, pattern } = secretPattern(...secrets);
  const hold = Math.max(0, ...forms.map((f) => f.length));
  const decoder = new StringDecoder('utf8');
  // Text not yet emitted, and the (already emitted) character just before it.
  let carry = '';
  let before = '';
  const release = (final: boolean): string => {
    if (!pattern) {
      const out = carry;
      carry = '';
      return out;
    }
    // Emit up to a cut point that no match straddles; keep the rest for the next chunk.
    const limit = final ? carry.length : carry.length - hold;
    const text = before + carry;
    let out = '';
    let last = 0;
    pattern.lastIndex = before.length;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const at = m.index - before.length;
      if (at >= limit) break;
      out += carry.slice(last, at) + REDACTED;
      last = at + m[0].length;
    }
    let cut = Math.max(last, limit);
    // Never between the two halves of a surrogate pair: each chunk is encoded to UTF-8 alone.
    if (cut > last && cut < carry.length && /[\uD800-\uDBFF]/.test(carry.charAt(cut - 1))) cut--;
    out += carry.slice(last, cut);
    before = cut > 0 ? lastCharacter(carry.slice(0, cut)) : before;
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

/** The last character of `text`, both halves of a surrogate pair. */
function lastCharacter(text: string): string {
  return /[\uD800-\uDBFF][\uDC00-\uDFFF]$/.test(text) ? text.slice(-2) : text.slice(-1);
}

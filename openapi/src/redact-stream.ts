// The streaming form of the redactor (Node only; redact.ts itself stays free of Node built-ins so
// that the browser client can use it).

import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { REDACTED, secretPattern } from './redact.js';

/**
 * A stream that redacts text as it passes, in linear time: it holds back only the last
 * (longest form - 1) characters of what it has seen, in case a secret is split across chunks.
 */
export function redactingStream(...secrets: (string | undefined | null)[]): Transform {
  const { forms, pattern } = secretPattern(...secrets);
  const hold = Math.max(0, ...forms.map((f) => f.length)) - 1;
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const release = (final: boolean): string => {
    if (!pattern) {
      const out = carry;
      carry = '';
      return out;
    }
    // Emit up to a cut point that no match straddles; keep the rest for the next chunk.
    const limit = final ? carry.length : carry.length - hold;
    let out = '';
    let last = 0;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(carry); m !== null; m = pattern.exec(carry)) {
      if (m.index >= limit) break;
      out += carry.slice(last, m.index) + REDACTED;
      last = m.index + m[0].length;
    }
    const cut = Math.max(last, limit);
    out += carry.slice(last, cut);
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

// Keeps the API key out of everything the runner prints or writes. The hooks already replace the
// `apikey` header before Dredd prints a request; this is the second line of defence for anything
// else (Dredd's own output, a gateway that echoes the key in a body).
import { Transform } from 'node:stream';

export const REDACTED = '<redacted>';

/** Keys shorter than this are not scrubbed from text: it would garble unrelated words. */
const MIN_SCRUB_LENGTH = 4;

/** @returns {(text: string) => string} */
export function redactor(secret) {
  if (!secret || secret.length < MIN_SCRUB_LENGTH) return (text) => text;
  return (text) => String(text).split(secret).join(REDACTED);
}

/**
 * A line-buffered transform that scrubs the secret, so a key split across two chunks is still caught.
 */
export function redactingStream(secret) {
  const scrub = redactor(secret);
  let pending = '';
  return new Transform({
    transform(chunk, _encoding, done) {
      pending += chunk.toString('utf8');
      const cut = pending.lastIndexOf('\n');
      if (cut === -1) return done();
      const complete = pending.slice(0, cut + 1);
      pending = pending.slice(cut + 1);
      done(null, scrub(complete));
    },
    flush(done) {
      done(null, scrub(pending));
    },
  });
}

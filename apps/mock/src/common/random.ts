// Where the mock's fresh values come from: message ids, UUIDs, the fail-rate draw, the spread of
// generated timestamps. With a seed every stream is a seeded PRNG (the same seed gives the same
// sequence, run after run); without one, Math.random. The clock is injectable so a test can
// fix "now".
import { createHash } from 'node:crypto';

/** A number in [0, 1). */
export type Random = () => number;

/** Milliseconds since the epoch, like Date.now. */
export type Clock = () => number;

/**
 * A PRNG seeded from `seed` and `stream` (each stream of one seed is independent, so drawing a
 * message id never shifts the fail-rate sequence), or Math.random when `seed` is undefined.
 */
export function randomStream(seed: string | undefined, stream: string): Random {
  // Unseeded: the platform's generator (fresh every run; nothing here is a secret).
  if (seed === undefined) return Math.random;
  const digest = createHash('sha256').update(`${seed}\u0000${stream}`).digest();
  return sfc32(digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12));
}

/** sfc32 (Chris Doty-Humphrey's small fast counting PRNG): 128 bits of state, good statistical quality. */
function sfc32(a0: number, b0: number, c0: number, d0: number): Random {
  let [a, b, c, d] = [a0 >>> 0, b0 >>> 0, c0 >>> 0, d0 >>> 0];
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 2 ** 32;
  };
  for (let i = 0; i < 12; i++) next(); // mix the seed in
  return next;
}

/** A whole number in [0, n). */
export const below = (random: Random, n: number): number => Math.floor(random() * n);

/** `count` characters drawn from `alphabet`. */
export function drawn(random: Random, alphabet: string, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += alphabet[below(random, alphabet.length)];
  return text;
}

const HEX = '0123456789ABCDEF';

/** A message id shaped like the ones Evolution API 2.1.1 generates: `3EB0` + 36 uppercase hex digits. */
export const messageId = (random: Random): string => `3EB0${drawn(random, HEX, 36)}`;

/** A version-4 UUID, lower case. */
export function uuid(random: Random): string {
  const hex = drawn(random, HEX, 32).toLowerCase();
  const variant = '89ab'[below(random, 4)];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A cuid-shaped id (`c` + 24 lower-case letters and digits), as the gateway's database rows have. */
export const cuid = (random: Random): string => `c${drawn(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 24)}`;

/** `bytes` random bytes as base64 (decodes to exactly that many bytes). */
export function base64Of(random: Random, bytes: number): string {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) buffer[i] = below(random, 256);
  return buffer.toString('base64');
}

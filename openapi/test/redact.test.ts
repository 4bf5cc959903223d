// The one redactor: every form a key can take in output is replaced, at any length, before clipping.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  clip,
  excerpt,
  FRAGMENT_LENGTH,
  fold,
  REDACTED,
  redactor,
  SHORT_SECRET_LENGTH,
  secretForms,
  secretMatcher,
  weakSecretReason,
} from '../src/redact.js';
import { redactingStream } from '../src/redact-stream.js';

const KEY = 'k"e\\y&<é>/ sp+c%';

describe('secretForms', () => {
  it('covers the raw, JSON-escaped, ASCII-JSON, slash-escaped, URL-encoded (both cases) and form-encoded forms', () => {
    const forms = secretForms(KEY);
    expect(forms).toContain(KEY);
    expect(forms).toContain(JSON.stringify(KEY).slice(1, -1));
    expect(forms).toContain('k\\"e\\\\y&<\\u00e9>/ sp+c%');
    expect(forms).toContain('k\\"e\\\\y&<é>\\/ sp+c%');
    expect(forms).toContain(encodeURIComponent(KEY));
    expect(forms).toContain(encodeURIComponent(KEY).replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()));
    expect(forms).toContain(new URLSearchParams({ k: KEY }).toString().slice(2));
    expect(forms).toContain('k\\"e\\\\y\\u0026\\u003cé\\u003e/ sp+c%');
    expect(forms).toContain('k"e\\y&<é>~1 sp+c%');
  });

  it('is empty for an empty secret', () => {
    expect(secretForms('')).toEqual([]);
  });
});

describe('redactor', () => {
  const redact = redactor(KEY);

  it.each(secretForms(KEY).map((form) => [form]))('replaces the form %j wherever it occurs', (form) => {
    expect(redact(`a ${form} b ${form}`)).toBe(`a ${REDACTED} b ${REDACTED}`);
  });

  it('replaces a key inside the JSON text of a body that echoes it', () => {
    const body = JSON.stringify({ echoed: KEY, nested: [{ apikey: KEY }] });
    expect(redact(body)).not.toContain('sp+c');
    expect(redact(body)).toBe(`{"echoed":"${REDACTED}","nested":[{"apikey":"${REDACTED}"}]}`);
  });

  it('works at any key length, even one character (where it stands alone)', () => {
    expect(redactor('x')('a x b "x" x')).toBe(`a ${REDACTED} b "${REDACTED}" ${REDACTED}`);
  });

  it('handles several secrets and none', () => {
    expect(redactor('one1', undefined, 'two2')('one1 two2')).toBe(`${REDACTED} ${REDACTED}`);
    expect(redactor(undefined, '')('same')).toBe('same');
  });

  it('redacts before clipping: a clipped excerpt never shows the first part of a long key', () => {
    const long = `S${'e'.repeat(300)}CRET`;
    const text = `{"message":"bad key ${long}"}`;
    expect(clip(text, 50)).toContain('Seee'); // what clipping alone would leak
    expect(excerpt(text, redactor(long), 50)).toBe(`{"message":"bad key ${REDACTED}"}`);
    expect(excerpt(text, redactor(long), 25)).toBe('{"message":"bad key [reda…');
  });
});

describe('a short key (shorter than SHORT_SECRET_LENGTH)', () => {
  it('is redacted where it stands alone, never inside a word', () => {
    const redact = redactor('k');
    expect(redact('Check --url http://gw/instance/k/connect?apikey=k&x=1 (key: k)')).toBe(
      `Check --url http://gw/instance/${REDACTED}/connect?apikey=${REDACTED}&x=1 (key: ${REDACTED})`,
    );
    expect(redact('GET /instance/connectionState/my-instance k8s kk _k k_')).toBe('GET /instance/connectionState/my-instance k8s kk _k k_');
  });

  it('stands alone only between characters that are not letters, digits or _, in any script', () => {
    expect(redactor('é')('café é-x')).toBe(`café ${REDACTED}-x`);
    expect(redactor('ключ')('ключи ключ')).toBe(`ключи ${REDACTED}`);
    expect(redactor('12')('123 12 x12')).toBe(`123 ${REDACTED} x12`);
  });

  it('is redacted in each of its forms, each where it stands alone', () => {
    const key = 'a/"b';
    const redact = redactor(key);
    for (const form of secretForms(key)) {
      expect(redact(`<${form}>`), form).toBe(`<${REDACTED}>`);
      expect(redact(`x${form}y`), form).toBe(`x${form}y`);
    }
  });

  it('is matched as if each form had lookarounds of its own (the pattern shares them between neighbouring forms)', () => {
    // The pattern as it was written before forms shared lookarounds: each form, longest first, with
    // its own (?<!word) where it starts with a word character and (?!word) where it ends with one.
    const WORD = String.raw`[\p{L}\p{N}\p{M}_]`;
    const word = new RegExp(`^${WORD}$`, 'u');
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const reference = (key: string): RegExp => {
      const forms = [...new Set(secretForms(key))].sort((a, b) => b.length - a.length);
      const edges = (form: string) => [word.test([...form][0] ?? ''), word.test([...form].at(-1) ?? '')];
      return new RegExp(
        forms.map((form) => `${edges(form)[0] ? `(?<!${WORD})` : ''}${escaped(form)}${edges(form)[1] ? `(?!${WORD})` : ''}`).join('|'),
        'giu',
      );
    };
    const matches = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((m) => [m.index, m[0]]);
    const neighbours = ['', ' ', 'a', 'Z', '0', '_', '-', '/', '"', '%', 'é', 'ж', '\u0301', '😀', '+', '='];
    for (const key of ['k', 'bench', 'a b+c', 'x/y"z', 'é1', 'ab_', '-ab', '😀k', 'K3y', '12', 'a%2F']) {
      const pattern = secretMatcher(key).pattern;
      if (!pattern) throw new Error(`no pattern for ${key}`);
      const expected = reference(key);
      for (const form of secretForms(key))
        for (const before of neighbours)
          for (const after of neighbours) {
            const text = `${before}${form}${after} ${before}${form.toUpperCase()}${after}${form}`;
            expect(matches(pattern, text), `${key}: ${text}`).toEqual(matches(expected, text));
          }
    }
  });

  it('gives way at the threshold: a key of SHORT_SECRET_LENGTH characters is redacted inside words too', () => {
    const long = 'abcdefgh'.slice(0, SHORT_SECRET_LENGTH);
    const short = long.slice(0, -1);
    expect(redactor(long)(`x${long}y`)).toBe(`x${REDACTED}y`);
    expect(redactor(short)(`x${short}y ${short}`)).toBe(`x${short}y ${REDACTED}`);
  });

  it('does not weaken a long key that shares a form with it', () => {
    expect(redactor('ab', 'ab'.repeat(SHORT_SECRET_LENGTH))(`x${'ab'.repeat(SHORT_SECRET_LENGTH)}y ab`)).toBe(`x${REDACTED}y ${REDACTED}`);
  });
});

describe('the base64 forms of a key', () => {
  const key = 'sk-9f8e7d6c5b4a/é';
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const urlSafe = (text: string) => text.replaceAll('+', '-').replaceAll('/', '_');
  const unpadded = (text: string) => text.replace(/=+$/, '');

  it('are redacted when the key is encoded alone, standard and URL-safe, padded or not', () => {
    const whole = b64(key);
    for (const form of [whole, unpadded(whole), urlSafe(whole), unpadded(urlSafe(whole))]) {
      expect(redactor(key)(`Authorization: Bearer ${form}`), form).toBe(`Authorization: Bearer ${REDACTED}`);
    }
  });

  it('are redacted inside a Basic header, wherever the key sits in the encoded bytes: only what encodes the rest stays', () => {
    for (const user of ['', 'u', 'us', 'use', 'user', 'admin']) {
      for (const after of ['', ':', '::x']) {
        const plain = `${user}${user ? ':' : ''}${key}${after}`;
        for (const encoded of [b64(plain), urlSafe(b64(plain)), unpadded(b64(plain))]) {
          const out = redactor(key)(`Authorization: Basic ${encoded}`);
          const [left = '', right = ''] = out.slice('Authorization: Basic '.length).split(REDACTED);
          expect(out, plain).toContain(REDACTED);
          // At most the characters mixing key bits with their neighbours' (one at each end) survive.
          const prefixBytes = Buffer.byteLength(user ? `${user}:` : '');
          expect(left, plain).toBe(encoded.slice(0, Math.ceil((prefixBytes * 8) / 6)));
          expect(unpadded(right).length, plain).toBeLessThanOrEqual(Math.ceil((Buffer.byteLength(after) * 8) / 6) + 1);
        }
      }
    }
  });

  it('are redacted for a short key only when it is encoded alone', () => {
    expect(redactor('k')(`Basic ${b64('k')} Basic ${b64('u:k')}`)).toBe(`Basic ${REDACTED} Basic ${b64('u:k')}`);
  });
});

/** The runs of FRAGMENT_LENGTH characters of any form of `key` that `text` still shows. */
const fragmentsLeft = (text: string, key: string): string[] => {
  const runs = new Set(
    secretForms(key).flatMap((f) =>
      [...Array(Math.max(0, f.length - FRAGMENT_LENGTH + 1)).keys()].map((i) => f.slice(i, i + FRAGMENT_LENGTH)),
    ),
  );
  return [...runs].filter((run) => text.includes(run));
};

describe('fragments of a key (runs of FRAGMENT_LENGTH characters or more)', () => {
  const key = '3F2B1C9E8D4A4E6B9A7C2D1E0F5B6A48';

  it('are redacted wherever a gateway echoes them: a prefix and a suffix that together are the whole key', () => {
    const echoed = `{"message":"bad key ${key.slice(0, 20)}…${key.slice(-20)}"}`;
    const out = redactor(key)(echoed);
    expect(out).toBe(`{"message":"bad key ${REDACTED}…${REDACTED}"}`);
    expect(fragmentsLeft(out, key)).toEqual([]);
  });

  it('are redacted at every offset and length from FRAGMENT_LENGTH on; shorter runs are left', () => {
    const redact = redactor(key);
    for (let length = FRAGMENT_LENGTH; length <= key.length; length++) {
      for (let at = 0; at + length <= key.length; at++) {
        const run = key.slice(at, at + length);
        expect(redact(`<${run}>`), run).toBe(`<${REDACTED}>`);
      }
    }
    const short = key.slice(3, 3 + FRAGMENT_LENGTH - 1);
    expect(redact(`<${short}>`)).toBe(`<${short}>`);
  });

  it('are redacted in every form of the key: JSON-escaped (once, twice, three times), URL-encoded, base64', () => {
    const odd = 'sk-"quoted"\\back/slash+é%-0123456789';
    const redact = redactor(odd);
    const once = JSON.stringify(odd).slice(1, -1);
    const twice = JSON.stringify(once).slice(1, -1);
    const thrice = JSON.stringify(twice).slice(1, -1);
    for (const form of [odd, once, twice, thrice, encodeURIComponent(odd), Buffer.from(odd).toString('base64')]) {
      for (const [from, to] of [
        [0, form.length],
        [2, form.length - 3],
        [5, 5 + FRAGMENT_LENGTH + 2],
      ] as const) {
        const out = redact(`x ${form.slice(from, to)} y`);
        expect(fragmentsLeft(out, odd), `${form.slice(from, to)} -> ${out}`).toEqual([]);
      }
    }
  });

  it('are redacted in a key escaped twice inside a JSON body that quotes another JSON body', () => {
    const odd = 'k3y"with\\quotes-and-more';
    const inner = JSON.stringify({ apikey: odd });
    const outer = JSON.stringify({ log: JSON.stringify({ body: inner }) });
    const out = redactor(odd)(outer);
    expect(out).toContain(REDACTED);
    expect(fragmentsLeft(out, odd)).toEqual([]);
  });

  it('leave the text around them alone, and a run made only of a key repeated is one redaction', () => {
    expect(redactor(key)(`before ${key.slice(4, 16)} after`)).toBe(`before ${REDACTED} after`);
    expect(redactor('aaaaaaaaaaaa')(`x${'a'.repeat(100_000)}y`)).toBe(`x${REDACTED}y`);
  });
});

describe('weakSecretReason', () => {
  it('calls a key shorter than SHORT_SECRET_LENGTH weak, saying why and what to do, without quoting it', () => {
    const reason = weakSecretReason('zq');
    expect(reason).toContain('only 2 characters long');
    expect(reason).toContain(`${SHORT_SECRET_LENGTH} characters or more`);
    expect(reason).not.toContain('zq');
    expect(weakSecretReason('k')).toContain('only 1 character long');
    expect(weakSecretReason('')).toBe('the API key is empty');
  });

  it("calls Evolution API's published example key weak", () => {
    expect(weakSecretReason('429683C4C977415CAAFCCE10F7D57E11')).toContain('.env.example');
  });

  it('finds nothing to say about a long random key', () => {
    expect(weakSecretReason('9f8e7d6c')).toBeUndefined();
    expect(weakSecretReason('3F2B1C9E8D4A4E6B9A7C2D1E0F5B6A48')).toBeUndefined();
  });
});

describe('redactingStream', () => {
  const body = `before ${KEY} middle ${encodeURIComponent(KEY)} after ${JSON.stringify(KEY).slice(1, -1)} end é`;
  const expected = `before ${REDACTED} middle ${REDACTED} after ${REDACTED} end é`;

  it('redacts a key split across chunks at every possible offset, multi-byte characters included', async () => {
    const bytes = Buffer.from(body, 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(redactingStream(KEY)));
      expect(out, `cut at ${cut}`).toBe(expected);
    }
  });

  it('redacts one byte at a time', async () => {
    const bytes = Buffer.from(body, 'utf8');
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    expect(await text(Readable.from(chunks).pipe(redactingStream(KEY)))).toBe(expected);
  });

  it('holds back no more than the longest form: a long body flows through while it is written', async () => {
    const stream = redactingStream(KEY);
    const seen: string[] = [];
    stream.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
    stream.write(`${'x'.repeat(10_000)}\n`);
    await new Promise((r) => setImmediate(r));
    const longest = Math.max(...secretForms(KEY).map((f) => f.length));
    expect(seen.join('').length).toBeGreaterThanOrEqual(10_001 - longest);
    stream.end();
  });

  it('redacts a short key exactly as the redactor does, wherever the chunks are cut', async () => {
    const short = 'k';
    const input = 'Check k: /instance/k/x?apikey=k kk k8s 😀k😀 ék k';
    const bytes = Buffer.from(input, 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(redactingStream(short)));
      expect(out, `cut at ${cut}`).toBe(redactor(short)(input));
    }
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    expect(await text(Readable.from(chunks).pipe(redactingStream(short)))).toBe(redactor(short)(input));
  });

  it('never splits a character outside the Basic Multilingual Plane between two chunks', async () => {
    const input = `${'😀'.repeat(40)} ${KEY} ${'😀'.repeat(40)}`;
    const bytes = Buffer.from(input, 'utf8');
    for (let cut = 1; cut < bytes.length; cut += 3) {
      const out = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(redactingStream(KEY)));
      expect(out, `cut at ${cut}`).toBe(redactor(KEY)(input));
    }
  });

  it('redacts fragments of a key exactly as the redactor does, wherever the chunks are cut', async () => {
    const key = '3F2B1C9E8D4A4E6B9A7C2D1E0F5B6A48';
    const input = `a ${key.slice(0, 20)}… ${key.slice(-20)} ${key.slice(5, 13)}${key.slice(5, 13)} ${JSON.stringify(JSON.stringify(key))} é😀 ${key}`;
    const expected = redactor(key)(input);
    expect(fragmentsLeft(expected, key)).toEqual([]);
    const bytes = Buffer.from(input, 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(redactingStream(key)));
      expect(out, `cut at ${cut}`).toBe(expected);
    }
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    expect(await text(Readable.from(chunks).pipe(redactingStream(key)))).toBe(expected);
  });

  it('passes text through unchanged without a secret', async () => {
    expect(await text(Readable.from([Buffer.from('plain')]).pipe(redactingStream(undefined)))).toBe('plain');
  });
});

describe('case', () => {
  const key = 'Zq7rT2mKp9wXb4LsN8vC';
  const redact = redactor(key);

  it('does not matter: the key upper-cased, lower-cased or in mixed case is redacted, whole or in runs', () => {
    for (const form of [key.toUpperCase(), key.toLowerCase(), 'zQ7RT2MKP9WXB4LSN8VC']) {
      expect(redact(`{"apikey":"${form}"}`)).toBe(`{"apikey":"${REDACTED}"}`);
      expect(redact(`echo ${form.slice(3, 14)} end`)).toBe(`echo ${REDACTED} end`);
    }
  });

  it('does not matter in encoded forms: percent-encoding with either case of hex digits, JSON escapes, a short key', () => {
    const odd = 'Ké/y+ä%Q1w2e3r';
    const r = redactor(odd);
    expect(r(encodeURIComponent(odd).toUpperCase())).toBe(REDACTED);
    expect(r(JSON.stringify({ k: odd.toUpperCase() }))).toBe(`{"k":"${REDACTED}"}`);
    expect(redactor('abc1')('ABC1 is Abc1 in abc1x')).toBe(`${REDACTED} is ${REDACTED} in abc1x`);
  });

  it('keeps positions in text whose lower case is longer (İ)', () => {
    expect(fold('İSTANBUL')).toHaveLength('İSTANBUL'.length);
    expect(redact(`İ ${key.toUpperCase()} İ`)).toBe(`İ ${REDACTED} İ`);
  });

  it('does not matter to the stream either', async () => {
    const out = await text(
      Readable.from([`a ${key.toUpperCase().slice(0, 9)}`, `${key.toUpperCase().slice(9)} b`]).pipe(redactingStream(key)),
    );
    expect(out).toBe(`a ${REDACTED} b`);
  });
});

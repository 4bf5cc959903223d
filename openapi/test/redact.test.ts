// The one redactor: every form a key can take in output is replaced, at any length, before clipping.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { clip, excerpt, REDACTED, redactor, secretForms } from '../src/redact.js';
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

  it('works at any key length, even one character', () => {
    expect(redactor('x')('axbx')).toBe(`a${REDACTED}b${REDACTED}`);
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

  it('passes text through unchanged without a secret', async () => {
    expect(await text(Readable.from([Buffer.from('plain')]).pipe(redactingStream(undefined)))).toBe('plain');
  });
});

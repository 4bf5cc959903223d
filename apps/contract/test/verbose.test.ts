// --verbose forwards Dredd's own output within bounds: a line is clipped, the whole run's output is
// capped, and what was cut is said. Dredd's pretty-printing of an answer nested N levels deep grows
// with N², so the output of a deep answer is generated here the same way and fed in.
import { describe, expect, it } from 'vitest';
import { MAX_VERBOSE_CHARS, MAX_VERBOSE_LINE, verboseLimiter } from '../src/dredd/verbose.js';

/** A pretty-printed JSON value nested `depth` arrays deep, as a pretty-printer writes it: N² characters. */
const deep = (depth: number): string => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = [value];
  return JSON.stringify(value, null, 2);
};

function run(chunks: string[], bounds?: { maxChars?: number; maxLine?: number }) {
  let out = '';
  const limiter = verboseLimiter((text) => {
    out += text;
  }, bounds);
  for (const chunk of chunks) limiter.write(chunk);
  limiter.end();
  return out;
}

describe('the --verbose output', () => {
  it('passes short output through unchanged, with nothing said', () => {
    expect(run(['a line\n', 'another', ' line\n'])).toBe('a line\nanother line\n');
  });

  it('is cut at its bound, however deep the answer, and says how much was cut', () => {
    const text = deep(2000);
    expect(text.length).toBeGreaterThan(MAX_VERBOSE_CHARS);
    const chunks = text.match(/[\s\S]{1,65536}/g) ?? [];
    const out = run(chunks);
    expect(out.length).toBeLessThan(MAX_VERBOSE_CHARS + 500);
    expect(out).toMatch(/\[--verbose: Dredd's output was cut: .*\d+ more characters not shown past the \d+-character bound\]\n$/);
  });

  it('clips a long line, wherever the chunks split it, and says so on it', () => {
    const line = 'x'.repeat(MAX_VERBOSE_LINE + 123);
    const out = run([line.slice(0, 10), line.slice(10), '\nnext\n']);
    expect(out.split('\n')[0]).toBe(`${'x'.repeat(MAX_VERBOSE_LINE)} … [123 characters of this line cut]`);
    expect(out).toContain('\nnext\n');
    expect(out).toContain('1 line clipped at');
  });

  it('keeps to a small bound exactly', () => {
    const out = run(['abcdef\n', 'ghijkl\n'], { maxChars: 10 });
    expect(out.startsWith('abcdef\nghi')).toBe(true);
    expect(out).toContain('4 more characters not shown past the 10-character bound');
  });
});

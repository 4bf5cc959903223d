// Prism's operations of a description are worked out once per process (src/server/description/operations-cache.ts):
// a second start of the same description reuses them, as fresh objects; a changed description, or
// operations JSON cannot carry as they are, are worked out again; the shipped descriptions' come
// from the build's cache (whose files bundle.test.ts checks against Prism).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profileSpecPath } from '../src/common/profiles.js';
import { operationsOf, textKey } from '../src/server/description/operations-cache.js';
import { assertBuilt } from './helpers/cli.js';

describe('operationsOf', () => {
  const counting = (operations: unknown[]) => {
    const calls = { n: 0 };
    const compute = async (): Promise<unknown[]> => {
      calls.n++;
      return structuredClone(operations);
    };
    return { calls, compute };
  };

  it('works the operations of a document out once, and hands each caller its own copy', async () => {
    const document = { paths: { '/a': { get: {} } }, id: Math.random() };
    const { calls, compute } = counting([{ method: 'get', path: '/a', responses: [] }]);
    const first = await operationsOf(document, compute);
    const second = await operationsOf(document, compute);
    expect(calls.n).toBe(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second[0]).not.toBe(first[0]);
  });

  it("reads a shipped description's from the build's cache: nothing is worked out", async () => {
    assertBuilt();
    // Keyed by the file's text, as a start of a shipped description keys it (description.ts).
    const text = readFileSync(profileSpecPath('evolution-2.1.1'), 'utf8');
    const { calls, compute } = counting([]);
    expect((await operationsOf(JSON.parse(text), compute, textKey(text))).length).toBeGreaterThan(0);
    expect(calls.n).toBe(0);
  });

  it('works them out again for a changed document', async () => {
    const document = { paths: { '/a': { get: {} } }, id: Math.random() };
    const { calls, compute } = counting([{ method: 'get', path: '/a' }]);
    await operationsOf(document, compute);
    await operationsOf({ ...document, info: { title: 'changed' } }, compute);
    expect(calls.n).toBe(2);
  });

  it('does not remember what JSON would change (an Infinity, an undefined field)', async () => {
    const document = { paths: {}, id: Math.random() };
    const { calls, compute } = counting([{ method: 'get', path: '/a', schema: { maximum: Number.POSITIVE_INFINITY } }]);
    const first = await operationsOf(document, compute);
    const second = await operationsOf(document, compute);
    expect(calls.n).toBe(2);
    expect(second).toEqual(first);
  });
});

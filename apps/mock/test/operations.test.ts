// Every operation of both descriptions, sent as its documented example request, gets the documented
// default status (its success, or the profile's x-expect-status) and a body that the toolkit's validator accepts for that status — echo included.
import { describe, expect, it } from 'vitest';
import { defaultStatus } from '../src/common/spec.js';
import { DESCRIPTIONS, freshRequest, messages, type TestDescription } from './helpers/descriptions.js';
import { send } from './helpers/http.js';
import { workerMock } from './helpers/worker-mocks.js';

const urls: Record<string, string> = { contract: workerMock('mockUrl'), 'evolution-2.1.1': workerMock('profileUrl') };

describe('the bundled contract', () => {
  it('has (at least) the 24 operations of the interface document', () => {
    expect(DESCRIPTIONS[0]?.[1].ops.length).toBeGreaterThanOrEqual(24);
  });
});

describe.each(DESCRIPTIONS)('%s', (name, d: TestDescription) => {
  const url = urls[name] ?? '';

  describe.each(d.ops.map((o) => [o.operationId, o] as const))('%s example request', (_id, operation) => {
    it('gets the documented default status and a schema-valid body', async () => {
      const status = defaultStatus(operation);
      expect(status, `${operation.operationId} documents a 2xx`).toBeDefined();
      const res = await send(url, await freshRequest(url, d, operation));
      expect(res.status, res.text).toBe(Number(status));
      expect(res.contentType).toMatch(/^application\/json/);
      expect(res.violations, 'Prism found the example request invalid').toBeNull();
      expect(messages(d.violationsOf(operation, Number(status), res.body))).toBe('');
    });
  });

  // The checks above are only worth something if the validator rejects wrong bodies.
  describe('the response validator', () => {
    /** Same shape, every leaf value replaced by a value of another type. */
    const tamper = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.length ? value.map(tamper) : [{ tampered: true }];
      // An empty object has no leaf to replace: it is replaced whole.
      if (value && typeof value === 'object' && Object.keys(value).length === 0) return 'tampered';
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tamper(v)]));
      return typeof value === 'string' ? 12345 : 'tampered';
    };

    it.each(d.ops.map((o) => [o.operationId, o] as const))('rejects a tampered %s body', async (_id, operation) => {
      const status = Number(defaultStatus(operation));
      const res = await send(url, await freshRequest(url, d, operation));
      expect(d.violationsOf(operation, status, res.body)).toEqual([]);
      expect(d.violationsOf(operation, status, tamper(res.body)).length).toBeGreaterThan(0);
    });

    it('rejects a 404 body whose message is a string instead of a list', () => {
      const connectionState = d.op('connectionState');
      expect(
        d.violationsOf(connectionState, 404, {
          status: 404,
          error: 'Not Found',
          response: { message: ['The "x" instance does not exist'] },
        }),
      ).toEqual([]);
      expect(
        d.violationsOf(connectionState, 404, { status: 404, error: 'Not Found', response: { message: 'The "x" instance does not exist' } }),
      ).not.toEqual([]);
    });
  });
});

// The helper the client tests use to expect a rejection fails the test when it should.
import { expect, it } from 'vitest';
import { GatewayError } from '../src/index.js';
import { failure } from './helpers/failure.js';

const gatewayError = (message: string) =>
  new GatewayError(message, { kind: 'network', operationId: 'getInformation', method: 'GET', path: '/' });

it('fails when the call resolves, printing the value only when no key is given', async () => {
  await expect(failure(Promise.resolve({ ok: 1 }))).rejects.toThrow('the call resolved with {"ok":1}; a GatewayError was expected');
  await expect(failure(Promise.resolve('k-123'), { key: 'k-123' })).rejects.toThrow(/^the call resolved; a GatewayError was expected$/);
});

it('fails on an error that is not a GatewayError, or that shows the key', async () => {
  await expect(failure(Promise.reject(new TypeError('fetch failed')))).rejects.toThrow(/GatewayError/);
  await expect(failure(Promise.reject(gatewayError('sent k-123')), { key: 'k-123' })).rejects.toThrow(/k-123/);
});

it('returns the GatewayError', async () => {
  const error = gatewayError('no answer');
  await expect(failure(Promise.reject(error), { key: 'k-123' })).resolves.toBe(error);
});

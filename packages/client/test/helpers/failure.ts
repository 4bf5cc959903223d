// The rejection a test expects from a client call.
import { expect } from 'vitest';
import { GatewayError } from '../../src/index.js';

/**
 * The rejection of `promise`, which must be a GatewayError: the test fails if the call resolves.
 * With `key`, the error's text must not contain it, and a resolved value (which may echo the key)
 * is not printed.
 */
export async function failure(promise: Promise<unknown>, { key }: { key?: string } = {}): Promise<GatewayError> {
  const outcome = await promise.then(
    (value: unknown) => ({ resolved: true as const, value }),
    (error: unknown) => ({ resolved: false as const, error }),
  );
  if (outcome.resolved) {
    expect.fail(`the call resolved${key === undefined ? ` with ${JSON.stringify(outcome.value)}` : ''}; a GatewayError was expected`);
  }
  expect(outcome.error).toBeInstanceOf(GatewayError);
  if (key !== undefined) expect(String(outcome.error)).not.toContain(key);
  return outcome.error as GatewayError;
}

// One request before the run, so that a gateway that cannot be reached gives one clear line
// instead of a failure per check. Bounded like every request of the run: a total timer (headers
// and body), and the body is never read (only its arrival matters).
import { ContractRunError } from './errors.js';
import { boundedRequest, NoAnswer } from './http/request.js';

/**
 * Resolves when `url` answers anything over HTTP within `timeoutMs`; else a ContractRunError in one
 * line. Aborting `signal` stops the request (the promise then rejects with the signal's reason).
 */
export async function assertReachable(url: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  try {
    await boundedRequest(`${url}/`, { timeoutMs, maxBodyBytes: 0, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof NoAnswer) {
      throw new ContractRunError(`Cannot reach the gateway at ${url}: ${error.reason}. Check --url and that the gateway is running.`);
    }
    throw error;
  }
}

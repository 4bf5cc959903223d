// One request before the run, so that a gateway that cannot be reached gives one clear line
// instead of a failure per check. Bounded like every request of the run: a total timer (headers
// and body), and the body is never read (only its arrival matters).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ContractRunError } from './errors.js';

/** Why a request got no answer, in the words the report uses. */
export function noAnswerReason(code: string | null | undefined, fallback: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return 'the connection was closed without an answer';
    case 'ENOTFOUND':
      return 'host not found';
    case 'EAI_AGAIN':
      return 'host name could not be resolved';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    default:
      return fallback;
  }
}

export const noAnswerWithin = (ms: number): string => `no answer within ${Number((ms / 1000).toFixed(3))} s`;

/**
 * Resolves when `url` answers anything over HTTP within `timeoutMs`; else a ContractRunError in one
 * line. Aborting `signal` stops the request (the promise then rejects with the signal's reason).
 */
export function assertReachable(url: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  const fail = (reason: string) =>
    new ContractRunError(`Cannot reach the gateway at ${url}: ${reason}. Check --url and that the gateway is running.`);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const target = new URL(`${url}/`);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    // agent: false, so no kept-alive socket outlives the probe.
    const req = send(target, { method: 'GET', agent: false });
    const timer = setTimeout(() => {
      req.destroy();
      reject(fail(noAnswerWithin(timeoutMs)));
    }, timeoutMs);
    const settle = (error?: ContractRunError): void => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    req.on('response', (res) => {
      res.destroy();
      settle();
    });
    req.on('error', (error: NodeJS.ErrnoException) => settle(fail(noAnswerReason(error.code, error.message))));
    const onAbort = (): void => {
      clearTimeout(timer);
      req.destroy();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('close', () => signal?.removeEventListener('abort', onAbort));
    req.end();
  });
}

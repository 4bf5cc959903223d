// One deadline for a whole call (every attempt, every wait, every body), which also follows the
// caller's signal. A controller, a timer and a listener rather than AbortSignal.timeout()/any():
// those cost several times more per call.

/** The longest wait a timer can hold (setTimeout's limit, about 24.8 days); a longer one would fire at once. */
export const MAX_WAIT_MS = 2 ** 31 - 1;

export interface Deadline {
  /** Aborts when the deadline passes or the caller's signal aborts; undefined when neither can happen. */
  readonly signal: AbortSignal | undefined;
  /** Whether the caller's signal (rather than the deadline) stopped the call. */
  readonly byCaller: () => boolean;
  /** Milliseconds left before the deadline (MAX_WAIT_MS without one). */
  readonly left: () => number;
  /** Stops the timer and the listener: call it once the call has settled. */
  readonly dispose: () => void;
}

export function startDeadline(ms: number, caller: AbortSignal | undefined): Deadline {
  if (ms <= 0) {
    return { signal: caller, byCaller: () => caller?.aborted === true, left: () => MAX_WAIT_MS, dispose: () => {} };
  }
  const end = performance.now() + ms;
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(caller?.reason);
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    byCaller: () => caller?.aborted === true,
    left: () => Math.max(0, end - performance.now()),
    dispose: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

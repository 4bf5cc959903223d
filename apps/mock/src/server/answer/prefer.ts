// The mock's own per-request controls, next to Prism's (`code`, `example`, `dynamic`): `Prefer:
// delay=<ms>` (or `?__delay=<ms>`) adds latency, and `Prefer: code=500|502|503|504` answers a fault
// even on an operation that documents no such status. Like Prism, the Prefer header wins over the
// query parameters when it is present.
import type { Target } from '../http/target.js';

/** The longest delay a request (or --delay) may ask for: the mock must answer in bounded time. */
export const MAX_DELAY_MS = 60_000;

/** Statuses the mock answers as faults even where the description documents none. */
export const FAULT_STATUSES: readonly number[] = [500, 502, 503, 504];

export type DelayReading = { ok: true; delay: number | undefined } | { ok: false; message: string };

/** The delay a request asks for, or why its value is refused. */
export function requestedDelay(headers: Record<string, string | undefined>, target: Target): DelayReading {
  const prefer = headers['prefer'];
  const raw = prefer !== undefined ? preferValue(prefer, 'delay') : (target.query.get('__delay') ?? undefined);
  if (raw === undefined) return { ok: true, delay: undefined };
  const source = prefer !== undefined ? `Prefer: delay=${raw}` : `__delay=${raw}`;
  const delay = parseDelay(raw);
  return typeof delay === 'number' ? { ok: true, delay } : { ok: false, message: `${source} is not valid: ${delay}` };
}

/** Milliseconds from 0 to MAX_DELAY_MS, or what is wrong with `raw`. */
export function parseDelay(raw: string): number | string {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return `the delay is a whole number of milliseconds from 0 to ${MAX_DELAY_MS}, e.g. delay=1500.`;
  const delay = Number(text);
  if (delay > MAX_DELAY_MS) return `${delay} ms is over the limit of ${MAX_DELAY_MS} ms (one minute); ask for a shorter delay.`;
  return delay;
}

/** The value of one preference (`name=value`) in a Prefer header, as parse-prefer-header splits it. */
function preferValue(prefer: string, name: string): string | undefined {
  for (const token of prefer.split(/[,;]/)) {
    const [key, ...rest] = token.split('=');
    if (key?.trim().toLowerCase() === name)
      return rest
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

/** What waits on each signal: one abort listener per signal, however many wait on it. */
const waiting = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `callback` once when `signal` aborts (at once if it has); returns what stops the wait.
 * Every caller shares one listener per signal: a listener per pending delay or delivery would pass
 * Node's limit of 10 and print MaxListenersExceededWarning, a false alarm the limit exists to give.
 */
export function whenAborted(signal: AbortSignal, callback: () => void): () => void {
  if (signal.aborted) {
    callback();
    return () => {};
  }
  let callbacks = waiting.get(signal);
  if (!callbacks) {
    const all = new Set<() => void>();
    callbacks = all;
    waiting.set(signal, all);
    signal.addEventListener(
      'abort',
      () => {
        waiting.delete(signal);
        for (const wake of [...all]) wake();
        all.clear();
      },
      { once: true },
    );
  }
  // A wrapper of its own, so that the same callback given twice waits twice.
  const entry = (): void => callback();
  const set = callbacks;
  set.add(entry);
  return () => set.delete(entry);
}

/** Sleeps `ms`, or less when `signal` aborts (the mock is closing). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      stopWaiting();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stopWaiting = whenAborted(signal, done);
  });
}

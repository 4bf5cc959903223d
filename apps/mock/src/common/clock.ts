// The twin's time, from one source: what "now" is (every timestamp the twin writes, the request
// log's `at`, a webhook payload's date_time) and when its timers fire (a delete settling, a pairing
// after --pair-after, 2.3.7's offline connect failing and its retries). Two kinds:
//   real    now is Date.now (or the function given to fix it), timers wait real milliseconds;
//   manual  a test clock, as Stripe's test clocks: time stands still until advance(ms) moves it,
//           firing every timer that falls due on the way, in order, each at its own due time.
// What waits on the outside world stays on real time whatever the clock: an HTTP answer's --delay,
// webhook deliveries and their retries (real requests to a real receiver, whose time-outs and backoff
// are about that receiver, not the gateway's state), the phone page's streams.
import type { Clock } from './random.js';

/** Cancels a timer (a second call does nothing). */
export type Cancel = () => void;

/**
 * The longest a manual clock moves in one advance: ten minutes, as long as the longest timer the twin
 * sets (a pairing after --pair-after, at most ten minutes), so any twin timer can be reached in one
 * call; a longer span is several calls. It bounds the work one call does (an interval fires at most
 * span ÷ its period times).
 */
export const MAX_ADVANCE_MS = 600_000;

export type ClockMode = 'real' | 'manual';
export const CLOCK_MODES: readonly ClockMode[] = ['real', 'manual'];

export interface TwinClock {
  readonly mode: ClockMode;
  /** Milliseconds since the epoch, twin time. */
  readonly now: Clock;
  /** Calls `fire` once, `ms` from now (twin time). */
  after(ms: number, fire: () => void): Cancel;
  /** Calls `fire` every `ms` (twin time) until cancelled. */
  every(ms: number, fire: () => void): Cancel;
  /** How many timers wait. */
  readonly pending: number;
  /** Cancels every timer (the mock closes). */
  close(): void;
}

/** Real time: `now` (Date.now unless given) and the platform's timers, which never keep the process alive. */
export function realClock(now: Clock = Date.now): TwinClock {
  const cancels = new Set<Cancel>();
  const track = (timer: NodeJS.Timeout, clear: (t: NodeJS.Timeout) => void): Cancel => {
    timer.unref();
    const cancel = (): void => {
      clear(timer);
      cancels.delete(cancel);
    };
    cancels.add(cancel);
    return cancel;
  };
  return {
    mode: 'real',
    now,
    after(ms, fire) {
      const cancel = track(
        setTimeout(() => {
          cancels.delete(cancel);
          fire();
        }, ms),
        clearTimeout,
      );
      return cancel;
    },
    every: (ms, fire) => track(setInterval(fire, ms), clearInterval),
    get pending() {
      return cancels.size;
    },
    close() {
      for (const cancel of [...cancels]) cancel();
    },
  };
}

interface ManualTimer {
  due: number;
  /** Order of setting, which breaks ties between timers due at the same moment. */
  order: number;
  fire: () => void;
  /** An interval's period; undefined for a one-off timer. */
  period?: number;
}

/** A test clock: it reads `start` until advanced. */
export class ManualClock implements TwinClock {
  readonly mode = 'manual';
  private time: number;
  private order = 0;
  private readonly timers = new Set<ManualTimer>();

  constructor(start: number = Date.now()) {
    this.time = start;
  }

  readonly now: Clock = () => this.time;

  get pending(): number {
    return this.timers.size;
  }

  after(ms: number, fire: () => void): Cancel {
    return this.add({ due: this.time + Math.max(0, ms), order: this.order++, fire });
  }

  every(ms: number, fire: () => void): Cancel {
    const period = Math.max(1, ms);
    return this.add({ due: this.time + period, order: this.order++, fire, period });
  }

  /**
   * Moves time `ms` on (a whole number from 0 to MAX_ADVANCE_MS; throws a RangeError otherwise),
   * firing every timer due by then, earliest first (those due together in the order they were
   * set), with now at each one's due time while it fires; a timer set by one that fires runs in the
   * same advance when it falls due within it. Returns the new now.
   */
  advance(ms: number): number {
    const problem = advanceProblem(ms);
    if (problem) throw new RangeError(problem);
    const target = this.time + ms;
    for (let next = this.nextDue(target); next; next = this.nextDue(target)) {
      this.time = next.due;
      if (next.period === undefined) this.timers.delete(next);
      else Object.assign(next, { due: next.due + next.period, order: this.order++ });
      next.fire();
    }
    this.time = target;
    return this.time;
  }

  close(): void {
    this.timers.clear();
  }

  private add(timer: ManualTimer): Cancel {
    this.timers.add(timer);
    return () => void this.timers.delete(timer);
  }

  /** The timer to fire next among those due by `target`. */
  private nextDue(target: number): ManualTimer | undefined {
    let next: ManualTimer | undefined;
    for (const timer of this.timers) {
      if (timer.due > target) continue;
      if (!next || timer.due < next.due || (timer.due === next.due && timer.order < next.order)) next = timer;
    }
    return next;
  }
}

/** What is wrong with `ms` as an advance, in words; undefined when nothing is. */
export function advanceProblem(ms: unknown): string | undefined {
  if (typeof ms === 'number' && Number.isInteger(ms) && ms >= 0 && ms <= MAX_ADVANCE_MS) return undefined;
  return `advance is a whole number of milliseconds from 0 to ${MAX_ADVANCE_MS} (ten minutes; advance again for more), got ${typeof ms === 'number' ? String(ms) : (JSON.stringify(ms) ?? typeof ms)}.`;
}

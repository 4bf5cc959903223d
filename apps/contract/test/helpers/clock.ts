// A clock for runs whose point is not real timing: its sleep moves its `now` on at once (after one
// turn of the event loop, so that answers and timers due meanwhile still come in), and it keeps
// what was slept. The restoring's reads, logouts and report lines are the same as on real time; only
// the waits between them are gone. Give it only to runs against a gateway that holds still between
// the run's requests (a fixture or a mock whose instance does not move on its own timers): one that
// moves in real time (2.1.1's reconnect loop, a mock's delete that settles after a while) needs
// the real clock, or the run would read it faster than it moves.
import type { Clock } from '../../src/clock.js';

export interface VirtualClock extends Clock {
  /** Every sleep's ms, in order. */
  readonly slept: readonly number[];
}

export function virtualClock(start = Date.now()): VirtualClock {
  let now = start;
  const slept: number[] = [];
  return {
    now: () => now,
    sleep: (ms) => {
      slept.push(ms);
      now += ms;
      return new Promise((resolve) => setImmediate(resolve));
    },
    slept,
  };
}

// The run's time source for its waits: the restoring's reads of the instance, spaced in time and
// bounded by a deadline (src/restore/). Real by default; a program that embeds the runner (or a
// test whose point is not real timing) may give its own, e.g. one whose sleep moves its `now` on
// at once. Request timeouts, --deadline and the report's times always run on real time.

export interface Clock {
  /** Epoch ms. */
  now(): number;
  /** Resolves once `ms` have passed on this clock. */
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

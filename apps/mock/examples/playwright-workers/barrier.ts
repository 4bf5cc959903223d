// In this repository's test of the example only (EXAMPLE_BARRIER_DIR set): the first test of each
// worker waits, holding the state it set up, until the other worker holds its own too. The checks
// then run while both worlds exist, so they prove isolation, not luck of timing. A team's suite
// needs none of this. Bounded: a worker that never arrives fails the test after a minute.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';

let held = false;

export async function bothWorkersHoldState(): Promise<void> {
  const dir = process.env['EXAMPLE_BARRIER_DIR'];
  if (!dir || held) return;
  held = true;
  writeFileSync(join(dir, `worker-${test.info().parallelIndex}.ready`), '');
  const parties = Number(process.env['EXAMPLE_PARTIES'] ?? 2);
  const until = Date.now() + 60_000;
  while (readdirSync(dir).filter((file) => file.endsWith('.ready')).length < parties) {
    if (Date.now() > until || !existsSync(dir))
      throw new Error(`the other worker did not hold its state within a minute (${readdirSync(dir).join(', ')})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The same suite, run by two files at once (orders.test.ts, payments.test.ts): each sets up its own
// instance, message and queued answer, then checks it sees nothing of the other's. With a mock per
// worker it passes; with one mock shared by both workers it fails (this repository's
// test/parallel-workers.test.ts runs it both ways).
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { mock, mockUrl } from './mock-of-worker.js';

export function isolationSuite(name: string, queuedStatus: number): void {
  beforeAll(async () => {
    await mock.reset();
  });

  it(`${name} sees only its own instances, messages, queued answers, requests and deliveries`, async () => {
    await mock.instances.create({ name, state: 'open' });
    await mock.instances.receive(name, { from: '5511988887777', text: `a message for ${name}` });
    await mock.next('sendText', { status: queuedStatus });
    await bothReady(name);

    const sent = await fetch(`${mockUrl}/message/sendText/${name}`, {
      method: 'POST',
      headers: { apikey: 'any-key', 'content-type': 'application/json' },
      body: JSON.stringify({ number: '5511900000001', text: 'hi' }),
    });
    expect(sent.status).toBe(queuedStatus);
    const instances = await mock.instances.list();
    expect(instances.map((i) => [i.name, i.messages])).toEqual([[name, 1]]);
    expect((await mock.requests()).map((r) => `${r.operationId} ${r.instance}`)).toEqual([`sendText ${name}`]);
    expect(await mock.requestCounts()).toMatchObject({ total: 1, byInstance: { [name]: 1 } });
    expect(await mock.deliveries({ timeoutMs: 30_000 })).toMatchObject({ settled: true, delivered: 0 });
  });
}

/**
 * When EXAMPLE_BARRIER_DIR is set (the repository's test of this example), waits until every file
 * has set up its state, so the checks run while both worlds exist: they prove isolation, not luck
 * of timing. Bounded: a file that never arrives fails the test after a minute.
 */
async function bothReady(name: string): Promise<void> {
  const dir = process.env['EXAMPLE_BARRIER_DIR'];
  if (!dir) return;
  writeFileSync(join(dir, `${name}.ready`), '');
  const parties = Number(process.env['EXAMPLE_PARTIES'] ?? 2);
  const until = Date.now() + 60_000;
  while (readdirSync(dir).filter((file) => file.endsWith('.ready')).length < parties) {
    if (Date.now() > until || !existsSync(dir))
      throw new Error(`the other files did not get ready within a minute (${readdirSync(dir).join(', ')})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

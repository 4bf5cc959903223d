// The twin's clock (src/common/clock.ts): real time by default; with `clock: 'manual'` (--clock
// manual) a test clock whose time, and every twin timer (a delete settling, a pairing, a 2.3.7
// offline connect failing), moves only when advanced: mock.clock.advance(ms), POST /__mock/clock.
// Nothing here waits on wall time but the one check that the real-time default still fires by itself.
import { readFileSync } from 'node:fs';
import { eventually } from '@msg-gateway/test-utils/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAIR_AFTER_MS } from '../src/check-options.js';
import { MAX_ADVANCE_MS, ManualClock } from '../src/common/clock.js';
import { controlDescription } from '../src/common/control-description.js';
import { DELETE_SETTLE_MS_2_1_1 } from '../src/gateways/evolution-2.1.1/index.js';
import { RETRY_EVERY_MS } from '../src/gateways/evolution-2.3.7/index.js';
import { createMockControl, type MockHandle, MockStartError, startMock } from '../src/index.js';
import { assertBuilt, parseReadyLine, READY, spawnCli } from './helpers/cli.js';
import { callGateway } from './helpers/http.js';
import { type ReceivingMock, startReceivingMock } from './helpers/receiving-mock.js';

const KEY = 'clock-admin-key';
const PAIR_AFTER = 3000;

describe('a test clock', () => {
  it('fires timers only on advance, earliest first, those due together in the order they were set, with now at each due time', () => {
    const clock = new ManualClock(1000);
    const fired: string[] = [];
    clock.after(300, () => fired.push(`c@${clock.now()}`));
    clock.after(100, () => fired.push(`a@${clock.now()}`));
    clock.after(300, () => fired.push(`d@${clock.now()}`));
    clock.after(200, () => {
      fired.push(`b@${clock.now()}`);
      clock.after(50, () => fired.push(`b2@${clock.now()}`)); // set while advancing, due within it
    });
    expect(fired).toEqual([]);
    expect(clock.advance(99)).toBe(1099);
    expect(fired).toEqual([]);
    expect(clock.advance(1000)).toBe(2099);
    expect(fired).toEqual(['a@1100', 'b@1200', 'b2@1250', 'c@1300', 'd@1300']);
    expect(clock.now()).toBe(2099);
    expect(clock.pending).toBe(0);
  });

  it('repeats an interval once per period, and a cancelled or closed timer never fires', () => {
    const clock = new ManualClock(0);
    const ticks: number[] = [];
    const stop = clock.every(100, () => ticks.push(clock.now()));
    const never = clock.after(50, () => ticks.push(-1));
    never();
    clock.advance(350);
    expect(ticks).toEqual([100, 200, 300]);
    stop();
    clock.after(10, () => ticks.push(-2));
    clock.close();
    clock.advance(1000);
    expect(ticks).toEqual([100, 200, 300]);
    expect(clock.pending).toBe(0);
  });

  it(`moves at most ${MAX_ADVANCE_MS} ms a call, a whole number, never back`, () => {
    const clock = new ManualClock(0);
    for (const bad of [-1, 1.5, MAX_ADVANCE_MS + 1, Number.NaN]) {
      expect(() => clock.advance(bad)).toThrow(new RegExp(`advance is a whole number of milliseconds from 0 to ${MAX_ADVANCE_MS}`));
    }
    expect(clock.advance(MAX_ADVANCE_MS)).toBe(MAX_ADVANCE_MS);
    // Any twin timer is reached in one advance: the longest is a pairing after --pair-after.
    expect(MAX_ADVANCE_MS).toBeGreaterThanOrEqual(MAX_PAIR_AFTER_MS);
  });
});

describe('a mock on a test clock', () => {
  let mock: MockHandle;
  let hooks: ReceivingMock<{ date_time: string }>;
  beforeAll(async () => {
    hooks = await startReceivingMock((receiverUrl) => ({
      profile: 'evolution-2.1.1',
      instances: 'none',
      apiKey: KEY,
      pairAfter: PAIR_AFTER,
      clock: 'manual',
      webhook: { url: `${receiverUrl}/hooks`, events: ['CONNECTION_UPDATE'] },
    }));
    mock = hooks.mock;
  });
  afterAll(async () => {
    expect(hooks?.invalid).toEqual([]);
    await hooks?.close();
  });
  const call = (method: string, path: string, body?: unknown) => callGateway(mock.url, KEY, method, path, body);
  const create = async (name: string) =>
    expect((await call('POST', '/instance/create', { instanceName: name, integration: 'WHATSAPP-BAILEYS' })).status).toBe(201);
  const stateOf = async (name: string) => (await call('GET', `/instance/connectionState/${name}`)).body;

  it('pairs a connecting instance only once advanced past --pair-after, and its timestamps move with the clock', async () => {
    await create('pairs');
    await call('GET', '/instance/connect/pairs');
    expect(mock.clock.pending).toBe(1);
    mock.clock.advance(PAIR_AFTER - 1);
    expect(await stateOf('pairs')).toMatchObject({ instance: { state: 'connecting' } });
    const before = mock.clock.now();
    mock.clock.advance(1);
    expect(mock.clock.now()).toBe(before + 1);
    expect(await stateOf('pairs')).toMatchObject({ instance: { state: 'open' } });
    const [row] = (await call('GET', '/instance/fetchInstances?instanceName=pairs')).body as { createdAt: string; updatedAt: string }[];
    expect(Date.parse(row?.updatedAt ?? '') - Date.parse(row?.createdAt ?? '')).toBe(PAIR_AFTER);
    expect(Date.parse(row?.updatedAt ?? '')).toBe(mock.clock.now());
  });

  it('settles a delete only once advanced past the version settle time', async () => {
    await create('goes');
    expect((await call('DELETE', '/instance/delete/goes')).status).toBe(200);
    mock.clock.advance(DELETE_SETTLE_MS_2_1_1 - 1);
    expect(mock.instances.get('goes')).toMatchObject({ deleting: true });
    mock.clock.advance(1);
    expect((await call('GET', '/instance/connectionState/goes')).status).toBe(404);
  });

  it("stamps the request log and a webhook's date_time with twin time", async () => {
    mock.clearRequests();
    await mock.deliveries.settled(60_000);
    const seen = hooks.seen.length;
    await create('stamped');
    await call('GET', '/instance/connect/stamped');
    const connectedAt = mock.clock.now();
    mock.clock.advance(60_000); // pairs: connection.update open
    await call('GET', '/instance/connectionState/stamped');
    expect(mock.requests.map((r) => r.at - connectedAt)).toEqual([0, 0, 60_000]);
    await mock.deliveries.settled(60_000);
    const times = hooks.seen.slice(seen).map((payload) => Date.parse(payload.date_time));
    // connecting, then open: stamped when the pairing fell due within the advance, not at its end.
    expect(times).toHaveLength(2);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBe(PAIR_AFTER);
  });

  it('a reset cancels the twin timers and keeps the time; the handle refuses an advance out of bounds', async () => {
    await create('reset');
    await call('GET', '/instance/connect/reset');
    expect(mock.clock.pending).toBe(1);
    const now = mock.clock.now();
    mock.reset();
    expect(mock.clock.pending).toBe(0);
    expect(mock.clock.now()).toBe(now);
    expect(() => mock.clock.advance(-5)).toThrow(/advance is a whole number of milliseconds from 0 to/);
    expect(mock.clock.now()).toBe(now);
  });

  it('is read and advanced over the control API; a bad body is a 400 naming what to change', async () => {
    const control = createMockControl(mock.url);
    const read = await control.clock();
    expect(read).toEqual({ mode: 'manual', now: mock.clock.now(), iso: new Date(mock.clock.now()).toISOString(), pending: 0 });
    expect(await control.clock({ advance: 1500 })).toMatchObject({ now: read.now + 1500 });
    const bad: [unknown, RegExp][] = [
      [{ advance: -1 }, /advance/],
      [{ advance: MAX_ADVANCE_MS + 1 }, /advance/],
      [{ advance: '10' }, /advance/],
      [{ advance: 1.5 }, /advance/],
      [{}, /advance/],
      [{ advance: 1, by: 2 }, /additional properties "by"/],
    ];
    for (const [body, says] of bad) {
      const res = await fetch(`${mock.url}/__mock/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { message } = (await res.json()) as { message: string };
      expect(message).toMatch(/^The body is not a ClockAdvance: /);
      expect(message).toMatch(says);
    }
    expect(mock.clock.now()).toBe(read.now + 1500);
  });

  it('closing the mock cancels every timer', async () => {
    const other = await startMock({ instances: 'a:connecting', clock: 'manual', pairAfter: PAIR_AFTER, profile: 'evolution-2.1.1' });
    await callGateway(other.url, 'k', 'POST', '/instance/restart/a');
    expect(other.clock.pending).toBe(1);
    await other.close();
    expect(other.clock.pending).toBe(0);
  });
});

describe("2.3.7's offline connect on a test clock", () => {
  it('fails when advanced past --pair-after, then retries once per period until deleted', async () => {
    const hooks = await startReceivingMock<{ data: { state: string } }>((receiverUrl) => ({
      profile: 'evolution-2.3.7',
      instances: 'none',
      apiKey: KEY,
      whatsapp: 'offline',
      pairAfter: PAIR_AFTER,
      clock: 'manual',
      webhook: { url: `${receiverUrl}/hooks`, events: ['CONNECTION_UPDATE'] },
    }));
    const { mock } = hooks;
    try {
      const call = (method: string, path: string, body?: unknown) => callGateway(mock.url, KEY, method, path, body);
      await call('POST', '/instance/create', { instanceName: 'retrying', integration: 'WHATSAPP-BAILEYS' });
      await call('GET', '/instance/connect/retrying');
      mock.clock.advance(PAIR_AFTER);
      expect(mock.instances.get('retrying').state).toBe('close');
      mock.clock.advance(RETRY_EVERY_MS * 3);
      await mock.deliveries.settled(60_000);
      const states = () => hooks.seen.map((payload) => payload.data.state);
      // The attempt's connecting, then one per retry (no event for the failed attempt).
      expect(states()).toEqual(['connecting', 'connecting', 'connecting', 'connecting']);
      await call('DELETE', '/instance/delete/retrying');
      mock.clock.advance(RETRY_EVERY_MS * 3);
      await mock.deliveries.settled(60_000);
      expect(states().filter((state) => state === 'connecting')).toHaveLength(4);
      expect(mock.clock.pending).toBe(0);
      expect(hooks.invalid).toEqual([]);
    } finally {
      await hooks.close();
    }
  });
});

describe('real time, the default', () => {
  it('fires the twin timers by itself, and refuses an advance (409 over HTTP)', async () => {
    const mock = await startMock({ instances: 'a:close', pairAfter: 0, profile: 'evolution-2.1.1' });
    try {
      expect(mock.clock.mode).toBe('real');
      const before = Date.now();
      expect(mock.clock.now()).toBeGreaterThanOrEqual(before);
      await callGateway(mock.url, 'k', 'GET', '/instance/connect/a');
      // No advance: the pairing timer fires on wall time (an event awaited, bounded far above its 0 ms).
      expect(await eventually(() => mock.instances.get('a').state === 'open', { timeoutMs: 30_000, everyMs: 10 })).toBe(true);
      expect(() => mock.clock.advance(1)).toThrow(/runs on real time; start it with a test clock/);
      const res = await fetch(`${mock.url}/__mock/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"advance":1}',
      });
      expect(res.status).toBe(409);
      expect(await createMockControl(mock.url).clock()).toMatchObject({ mode: 'real', pending: 0 });
    } finally {
      await mock.close();
    }
  });

  it('an unknown clock is refused at the start', async () => {
    await expect(startMock({ clock: 'fast' as never })).rejects.toThrow(MockStartError);
    await expect(startMock({ clock: 'fast' as never })).rejects.toThrow(/clock must be 'real' or 'manual'/);
  });
});

describe('the command line', () => {
  it('--clock manual starts the bin on a test clock that POST /__mock/clock moves', async () => {
    assertBuilt();
    const run = spawnCli(['--port', '0', '--clock', 'manual', '--log', 'off']);
    try {
      const { url } = parseReadyLine(await run.ready(READY));
      const control = createMockControl(url);
      const { mode, now } = await control.clock();
      expect(mode).toBe('manual');
      expect(await control.clock({ advance: 2500 })).toMatchObject({ now: now + 2500 });
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });
});

describe('the bound is one fact', () => {
  it('the control description and the docs say the bound the code applies', () => {
    const schemas = controlDescription().components?.['schemas'] as Record<string, { properties: Record<string, { maximum?: number }> }>;
    expect(schemas['ClockAdvance']?.properties['advance']?.maximum).toBe(MAX_ADVANCE_MS);
    const docs = readFileSync(new URL('../docs/control-api.md', import.meta.url), 'utf8');
    expect(docs).toContain(`from 0 to ${MAX_ADVANCE_MS}`);
  });
});

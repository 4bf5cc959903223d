// A run leaves the instance as it found it. Against a gateway fixture that behaves like a real
// Evolution API 2.1.1 (after a connect, the instance flips connecting ↔ close/408 on its own and
// posts connection.update to a webhook, until it is logged out): the run never connects or restarts
// an instance found closed (a real 2.1.1 retries for ever, and its logout does not reliably stop
// it); the restoring that stands behind the no-key checks logs out a connection that started, says
// so, and makes sure the instance reads `close` again; a logout that does nothing is caught (the
// state found, the state left and what to do); one found connecting is left connecting; a webhook
// the run could not read first is not set; an interrupted run leaves the instance unmoved. An
// instance found connected: restore-connected.test.ts; the throwaway instance: restore-throwaway.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@msg-gateway/test-utils/ports';
import { misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { realClock } from '../src/clock.js';
import { loadContract } from '../src/description/contract.js';
import { loadDescriptions } from '../src/description/layered.js';
import { connectionStateOperation } from '../src/preconditions.js';
import { restoreConnection } from '../src/restore/connection.js';
import { type BrokenGateway, startBrokenGateway } from './fixtures/broken-gateway.js';
import { row, runMain, startCli, TEST_KEY } from './helpers/cli.js';
import { virtualClock } from './helpers/clock.js';

const CONNECTION = ['--only', 'connectionState,logoutInstance,restartInstance,connectInstance', '--allow-writes', '--timeout', '2'];
const PROFILE = ['--profile', 'evolution-2.1.1'];

interface Delivery {
  event: string;
  data: { instance: string; state: string; statusReason: number };
}

describe('an instance found closed, on a gateway that reconnects it for ever after a connect (2.1.1)', () => {
  let receiver: TestServer;
  const gateways: BrokenGateway[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'contract-restore-'));
  const start = async (options: { brokenLogout?: boolean } = {}): Promise<BrokenGateway> => {
    const gw = await startBrokenGateway({
      apiKey: TEST_KEY,
      profile: 'evolution-2.1.1',
      state: 'close',
      webhook: `${receiver.url}/hooks`,
      ...options,
    });
    gateways.push(gw);
    return gw;
  };
  const deliveries = (): Delivery[] => receiver.seen.map((r) => JSON.parse(r.body) as Delivery);
  beforeAll(async () => {
    receiver = await startTestServer((_req, res) => {
      res.end('{}');
    });
  });
  afterEach(async () => {
    for (const gw of gateways.splice(0)) await gw.close();
    receiver.reset((_req, res) => {
      res.end('{}');
    });
  });
  afterAll(async () => {
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is neither connected nor restarted by the run (2.1.1 would retry for ever): not checked, no logout, close at the end', async () => {
    const gw = await start();
    const junit = join(dir, 'closed.xml');
    // Nothing moves the instance: its five reads need no real time between them.
    const clock = virtualClock();
    const args = ['--url', gw.url, '--instance', gw.instance, ...PROFILE, ...CONNECTION, '--junit', junit];
    const { code, stdout, stderr } = await runMain(args, { clock });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // The checks of a closed instance, against what 2.1.1 documents for it.
    expect(row(stdout, 'logoutInstance', 'invalid request')).toMatch(/DELETE \/instance\/logout\/\{instance\} +400 +400 +passed$/);
    for (const id of ['restartInstance', 'connectInstance']) {
      expect(row(stdout, id, 'success'), id).toMatch(
        /not checked: instance "fixture-instance" is close: a connect or restart would start a connection that an Evolution API 2\.1\.1 gateway retries for ever/,
      );
      expect(row(stdout, id, 'no key'), id).toMatch(/ 401 +401 +passed$/);
    }
    // Nothing was moved: no connect or restart with the key, no logout beyond the 400 check, no connection.update.
    const moved = gw.requests.filter((r) => r.keyValid && /\/instance\/(connect|restart)\/fixture-instance/.test(r.path));
    expect(moved).toEqual([]);
    expect(
      gw.requests.filter((r) => r.method === 'DELETE' && r.keyValid && r.path.endsWith('/fixture-instance')).map((r) => r.answered),
    ).toEqual([400]);
    expect(gw.connection).toMatchObject({ state: 'close', looping: false });
    expect(receiver.seen).toEqual([]);
    expect(stdout).toMatch(/\n {2}- instance "fixture-instance" reads close, as the run found it \(5 reads of its state\)\n/);
    // The five reads, 750 ms apart.
    expect(clock.slept).toEqual([750, 750, 750, 750]);
    expect(readFileSync(junit, 'utf8')).toMatch(/ failures="0" skipped="3" errors="0"/);
  });

  it('is logged out by the restoring after a connection the run started, and a logout that does nothing is caught (exit 2 material)', async () => {
    const contract = loadContract();
    const { layered } = loadDescriptions({ profile: 'evolution-2.1.1' }, contract);
    const state = connectionStateOperation([layered]);
    const logout = layered?.byId.get('logoutInstance') ?? null;
    if (!state || !logout) throw new Error('no connectionState or logoutInstance in the profile');
    const found = { state: 'close', known: true };
    // On real time: the fixture's reconnect loop moves on its own timers.
    const sampling = { samples: 5, spacingMs: 100, watchMs: 5, clock: realClock };
    for (const brokenLogout of [false, true]) {
      const gw = await start({ brokenLogout });
      gw.connection.connect();
      const target = { url: gw.url, basePath: '', instance: gw.instance, apiKey: TEST_KEY, timeoutMs: 10_000, redact: (t: string) => t };
      // A logout that does nothing leaves the instance looping: the restoring runs out its time, here
      // the least a run gives it (10 s). A working one is done within a second (60 s bounds a hang).
      const until = Date.now() + (brokenLogout ? 10_000 : 60_000);
      const undone = await restoreConnection(found, { state, logout }, target, { ...sampling, until }, true);
      if (brokenLogout) {
        expect(undone.problems).toEqual([
          expect.stringMatching(
            /^The run left instance "fixture-instance" connecting, but found it close: .*the run's logout did not stop it/,
          ),
        ]);
        expect(gw.connection.looping).toBe(true);
      } else {
        expect(undone.problems).toEqual([]);
        expect(undone.actions[0]).toMatch(
          /^instance "fixture-instance" was connecting after the run's connect or restart \(found: close; \d+ of \d+ reads? of its state said connecting\): the run logged it out \(DELETE \/instance\/logout\/fixture-instance (answered 200|sent \d+ times: [\d, ]*200)\)$/,
        );
        expect(undone.actions[1]).toMatch(
          /^instance "fixture-instance" reads close again, as the run found it \(\d+ reads of its state\)$/,
        );
        expect(gw.connection).toMatchObject({ state: 'close', looping: false });
        // The loop posted each of its moves (connecting 200, and close 408 if a connecting phase ran out
        // before the logout: that depends on the machine's pace), in order, then the logout's close (401).
        await eventually(() => receiver.seen.length === gw.connection.updates.length || undefined);
        expect(deliveries().map((d) => ({ state: d.data.state, statusReason: d.data.statusReason }))).toEqual(gw.connection.updates);
        expect(deliveries().at(-1)?.data).toEqual({ instance: gw.instance, state: 'close', statusReason: 401 });
      }
    }
  });

  it('is left connecting when the run found it connecting: no logout, none of its checks', async () => {
    const gw = await start();
    gw.connection.connect();
    expect(gw.connection.looping).toBe(true);
    // The run's own state reads say connecting, also in the loop's short close gaps: a read before
    // the checks that fell in one would find the instance close, and this test would be a race.
    const connecting = { instance: { instanceName: gw.instance, state: 'connecting' } };
    gw.setFaults({ connectionState: { body: connecting, to: 'runner' } });
    // Every read the run makes says connecting (above), so one is enough, and none waits for another.
    const clock = virtualClock();
    const { code, stdout } = await runMain(['--url', gw.url, '--instance', gw.instance, ...PROFILE, ...CONNECTION], { clock });
    expect(code).toBe(0);
    expect(row(stdout, 'logoutInstance', 'invalid request')).toMatch(
      /not checked: instance "fixture-instance" is connecting: a logout request could end that, which the run cannot undo$/,
    );
    expect(row(stdout, 'logoutInstance', 'no key')).toMatch(/not checked: instance "fixture-instance" is connecting/);
    expect(stdout).toMatch(/\n {2}- instance "fixture-instance" reads connecting, as the run found it \(1 read of its state\)\n/);
    expect(gw.requests.filter((r) => r.method === 'DELETE' && r.path === '/instance/logout/fixture-instance')).toEqual([]);
    expect(gw.connection.looping).toBe(true);
    expect(clock.slept).toEqual([]);
  });
});

describe('a webhook the run could not put back', () => {
  let gw: BrokenGateway;
  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY, profile: 'evolution-2.1.1', faults: { findWebhook: { body: null, to: 'runner' } } });
  });
  afterAll(() => gw.close());

  it("is not set: an instance without one would keep the run's (2.1.1 has no route that removes a webhook)", async () => {
    const only = ['--profile', 'evolution-2.1.1', '--allow-writes', '--only', 'setWebhook'];
    const { code, stdout } = await runMain(['--url', gw.url, '--instance', gw.instance, ...only]);
    expect(code).toBe(0);
    expect(row(stdout, 'setWebhook', 'success')).toMatch(
      / - +not checked: the run reads the webhook first, to put back after the check, and could not \(GET \/webhook\/find\/fixture-instance: none is set, and 2\.1\.1 has no route that removes a webhook, so the run would leave one behind\)$/,
    );
    expect(gw.requests.filter((r) => r.operationId === 'setWebhook' && r.acted)).toEqual([]);
  });
});

describe('a run interrupted after its connect', () => {
  let gw: BrokenGateway;
  beforeAll(async () => {
    // The key-less connect, sent after the connect check, never gets an answer: the run is stopped there.
    gw = await startBrokenGateway({ apiKey: TEST_KEY, state: 'close', faults: { 'connectInstance:401': { act: misbehave.hang() } } });
  });
  afterAll(() => gw.close());

  it('ends with exit 2 and its report, the instance found close not moved (SIGTERM)', async () => {
    const only = ['--only', 'connectionState,logoutInstance,restartInstance,connectInstance', '--allow-writes'];
    const cli = startCli(['--url', gw.url, '--instance', gw.instance, ...only, '--timeout', '60']);
    await eventually(() => gw.requests.some((r) => r.operationId === 'connectInstance' && !r.keyGiven) || undefined);
    cli.child.kill('SIGTERM');
    const { code, stdout, stderr } = await cli.exited;
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^msg-gateway-contract: The run was interrupted by SIGTERM: \d+ checks were left unchecked: .*connectInstance:no-key,connectInstance:unknown-instance/,
    );
    // Its report still came out, and the instance it found close was not moved.
    expect(stdout).toMatch(/connectInstance +success .* not checked: instance "fixture-instance" is close/);
    expect(gw.connection.state).toBe('close');
  });
});

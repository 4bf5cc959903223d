// A run leaves the instance as it found it. Against a gateway fixture that behaves like a real
// Evolution API 2.1.1 (after a connect, the instance flips connecting ↔ close/408 on its own and
// posts connection.update to a webhook, until it is logged out): the run never connects or restarts
// an instance found closed (a real 2.1.1 retries for ever, and its logout does not reliably stop
// it); the restoring that stands behind the no-key checks logs out a connection that started, says
// so, and makes sure the instance reads `close` again; a logout that does nothing is caught (the
// state found, the state left and what to do). An instance found connected is never logged out, one
// found connecting is left connecting,
// the privacy settings are written back as read before the run (and a failure to do so is loud),
// and what the run cannot undo is listed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@msg-gateway/test-utils/ports';
import { misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/description/contract.js';
import { loadDescriptions } from '../src/description/layered.js';
import { connectionStateOperation } from '../src/preconditions.js';
import { restoreConnection } from '../src/restore/connection.js';
import { type BrokenGateway, type Faults, startBrokenGateway } from './fixtures/broken-gateway.js';
import { row, runCli, startCli, TEST_KEY } from './helpers/cli.js';

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
    const { code, stdout, stderr } = await runCli([
      '--url',
      gw.url,
      '--instance',
      gw.instance,
      ...PROFILE,
      ...CONNECTION,
      '--junit',
      junit,
    ]);
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
    expect(readFileSync(junit, 'utf8')).toMatch(/ failures="0" skipped="3" errors="0"/);
  });

  it('is logged out by the restoring after a connection the run started, and a logout that does nothing is caught (exit 2 material)', async () => {
    const contract = loadContract();
    const { layered } = loadDescriptions({ profile: 'evolution-2.1.1' }, contract);
    const state = connectionStateOperation([layered]);
    const logout = layered?.byId.get('logoutInstance') ?? null;
    if (!state || !logout) throw new Error('no connectionState or logoutInstance in the profile');
    const found = { state: 'close', known: true };
    const sampling = { samples: 5, spacingMs: 100, watchMs: 5, until: Date.now() + 60_000 };
    for (const brokenLogout of [false, true]) {
      const gw = await start({ brokenLogout });
      gw.connection.connect();
      const target = { url: gw.url, basePath: '', instance: gw.instance, apiKey: TEST_KEY, timeoutMs: 10_000, redact: (t: string) => t };
      const undone = await restoreConnection(found, { state, logout }, target, { ...sampling, until: Date.now() + 60_000 }, true);
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
    const { code, stdout } = await runCli(['--url', gw.url, '--instance', gw.instance, ...PROFILE, ...CONNECTION]);
    expect(code).toBe(0);
    expect(row(stdout, 'logoutInstance', 'invalid request')).toMatch(
      /not checked: instance "fixture-instance" is connecting: a logout request could end that, which the run cannot undo$/,
    );
    expect(row(stdout, 'logoutInstance', 'no key')).toMatch(/not checked: instance "fixture-instance" is connecting/);
    expect(stdout).toMatch(/\n {2}- instance "fixture-instance" reads connecting, as the run found it \(1 read of its state\)\n/);
    expect(gw.requests.filter((r) => r.method === 'DELETE' && r.path === '/instance/logout/fixture-instance')).toEqual([]);
    expect(gw.connection.looping).toBe(true);
  });
});

describe('an instance found connected', () => {
  let gw: BrokenGateway;
  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY, privacy: { ...PRIVACY_BEFORE } });
  });
  afterEach(() => gw.setFaults({}));
  afterAll(() => gw.close());

  it('is never sent a logout, with or without the key, and reads open at the end', async () => {
    const { code, stdout } = await runCli(['--url', gw.url, '--instance', gw.instance, ...CONNECTION]);
    expect(code).toBe(0);
    expect(row(stdout, 'logoutInstance', 'invalid request')).toMatch(
      /not checked: instance "fixture-instance" is connected \(state: open\): a logout request could log it out, which the run cannot undo$/,
    );
    expect(row(stdout, 'logoutInstance', 'no key')).toMatch(/not checked: instance "fixture-instance" is connected/);
    expect(row(stdout, 'logoutInstance', 'success')).toMatch(/skipped: a logout cannot be undone by the run/);
    expect(row(stdout, 'restartInstance', 'success')).toMatch(/ passed$/);
    expect(stdout).toContain('  - instance "fixture-instance" reads open, as the run found it (5 reads of its state)');
    expect(stdout).toMatch(/\d+ not checked \(instance state\)/);
    expect(gw.requests.filter((r) => r.path === `/instance/logout/${gw.instance}`)).toEqual([]);
    expect(gw.connection.state).toBe('open');
  });

  it('gets its privacy settings back as read before the run, which the report says', async () => {
    const { code, stdout } = await runCli([
      '--url',
      gw.url,
      '--instance',
      gw.instance,
      '--allow-writes',
      '--only',
      'updatePrivacySettings',
    ]);
    expect(code).toBe(0);
    expect(row(stdout, 'updatePrivacySettings', 'success')).toMatch(/ 201 +201 +passed$/);
    // The check set the example's values, then the run put the ones it read back.
    const updates = gw.requests.filter((r) => r.operationId === 'updatePrivacySettings' && r.acted);
    expect(updates.map((r) => JSON.parse(r.body))).toEqual([expect.not.objectContaining(PRIVACY_BEFORE), PRIVACY_BEFORE]);
    expect(gw.privacy()).toEqual(PRIVACY_BEFORE);
    expect(stdout).toContain(
      '  - put back the privacy settings of instance "fixture-instance": POST /chat/updatePrivacySettings/fixture-instance answered 201, and fetchPrivacySettings answers as before the run',
    );
  });

  it('says loudly, and exits 2, when the privacy settings cannot be put back', async () => {
    gw.setFaults({ updatePrivacySettings: { status: 500, to: 'runner' } });
    const { code, stderr } = await runCli([
      '--url',
      gw.url,
      '--instance',
      gw.instance,
      '--allow-writes',
      '--only',
      'updatePrivacySettings',
    ]);
    expect(code).toBe(2);
    expect(stderr).toBe(
      `msg-gateway-contract: The privacy settings of instance "fixture-instance" may be left changed by the run's updatePrivacySettings check: putting back, POST /chat/updatePrivacySettings/fixture-instance answered 500. Put back yourself what the run read before: POST /chat/updatePrivacySettings/fixture-instance with ${JSON.stringify(PRIVACY_BEFORE)}\n`,
    );
    gw.setFaults({});
    // (The fixture itself kept the values the check set: put them back for the next test.)
    await fetch(`${gw.url}/chat/updatePrivacySettings/${gw.instance}`, {
      method: 'POST',
      headers: { apikey: TEST_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(PRIVACY_BEFORE),
    });
  });

  it('does not change the privacy settings it could not read first', async () => {
    gw.setFaults({ fetchPrivacySettings: { status: 500, to: 'runner' } });
    const { code, stdout, stderr } = await runCli([
      '--url',
      gw.url,
      '--instance',
      gw.instance,
      '--allow-writes',
      '--only',
      'updatePrivacySettings',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(row(stdout, 'updatePrivacySettings', 'success')).toMatch(
      / - +not checked: the run reads the privacy settings first, to put back after the check, and could not \(GET \/chat\/fetchPrivacySettings\/fixture-instance answered 500\)$/,
    );
    expect(gw.requests.filter((r) => r.operationId === 'updatePrivacySettings' && r.acted)).toEqual([]);
    expect(gw.privacy()).toEqual(PRIVACY_BEFORE);
  });

  it('lists the changes of its write checks that it cannot undo', async () => {
    const { code, stdout } = await runCli([
      '--url',
      gw.url,
      '--instance',
      gw.instance,
      '--allow-writes',
      '--group-jid',
      '120363000000000001@g.us',
      '--only',
      'updateGroupSubject,findWebhook',
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      '\nLeft changed by the run: its write checks changed these, and it cannot undo them\n  ! updateGroupSubject: POST /group/updateGroupSubject/fixture-instance?groupJid=120363000000000001%40g.us answered 201; not put back (no operation of the description reads what it was before)\n',
    );
  });
});

describe("the run's throwaway instance (the instance routes under the profile)", () => {
  const gateways: BrokenGateway[] = [];
  const start = async (options: { refuseDelete?: 'dredd' | 'always'; faults?: Faults } = {}) => {
    const gw = await startBrokenGateway({ apiKey: TEST_KEY, profile: 'evolution-2.1.1', ...options });
    gateways.push(gw);
    return gw;
  };
  const INSTANCES = [
    '--profile',
    'evolution-2.1.1',
    '--allow-writes',
    '--only',
    'createInstance,fetchInstances,deleteInstance',
    '--timeout',
    '2',
  ];
  afterEach(async () => {
    for (const gw of gateways.splice(0)) await gw.close();
  });

  it('is created, checked and deleted by the checks, then read until the gateway no longer has it', async () => {
    const gw = await start();
    const { code, stdout } = await runCli(['--url', gw.url, '--instance', gw.instance, ...INSTANCES]);
    expect(code).toBe(0);
    const created = gw.requests.find((r) => r.operationId === 'createInstance' && r.acted);
    const name = (JSON.parse(created?.body ?? '{}') as { instanceName?: string }).instanceName ?? '';
    expect(name).toMatch(/^contract-tmp-[0-9a-f]{12}$/);
    expect(gw.requests.filter((r) => r.operationId === 'deleteInstance').map((r) => r.path)).toEqual([
      `/instance/delete/${name}`,
      expect.stringMatching(/^\/instance\/delete\/contract-missing-/),
      `/instance/delete/${name}`,
    ]);
    expect(gw.requests.some((r) => r.path === `/instance/connectionState/${name}` && r.answered === 404)).toBe(true);
    expect(stdout).toMatch(new RegExp(` {2}- the run's throwaway instance "${name}" is gone \\(its deleteInstance check deleted it\\)`));
    expect(gw.created()).toEqual([]);
  });

  it('is deleted by the run itself when the check did not delete it', async () => {
    const gw = await start({ refuseDelete: 'dredd' });
    const { code, stdout } = await runCli(['--url', gw.url, '--instance', gw.instance, ...INSTANCES]);
    expect(code).toBe(1);
    expect(row(stdout, 'deleteInstance', 'success')).toMatch(/ 500 +FAILED$/);
    expect(stdout).toMatch(
      / {2}- deleted the run's throwaway instance "contract-tmp-[0-9a-f]{12}": DELETE \/instance\/delete\/contract-tmp-[0-9a-f]{12} answered 200; the gateway no longer has it/,
    );
    expect(gw.created()).toEqual([]);
  });

  it('says loudly, and exits 2, when it cannot be deleted', async () => {
    const gw = await start({ refuseDelete: 'always' });
    const { code, stderr } = await runCli(['--url', gw.url, '--instance', gw.instance, ...INSTANCES]);
    expect(code).toBe(2);
    const [name] = gw.created();
    expect(stderr).toBe(
      `msg-gateway-contract: The run could not make sure the run's throwaway instance "${name}" is gone (GET /instance/connectionState/${name} answered 200; DELETE /instance/delete/${name} answered 500). Delete it yourself: curl -X DELETE -H "apikey: $GATEWAY_API_KEY" ${gw.url}/instance/delete/${name}\n`,
    );
    // Three deletes of its own at most, never the instance named.
    expect(gw.requests.filter((r) => r.operationId === 'deleteInstance' && !r.fromDredd)).toHaveLength(3);
    expect(gw.requests.filter((r) => r.path === `/instance/delete/${gw.instance}`)).toEqual([]);
  });

  it("is not created with a key that is not the gateway's global one: not checked, and nothing is checked on it", async () => {
    const gw = await start({
      faults: {
        createInstance: { status: 401, body: { status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } }, to: 'dredd' },
      },
    });
    const { code, stdout } = await runCli(['--url', gw.url, '--instance', gw.instance, ...INSTANCES]);
    expect(code).toBe(0);
    expect(row(stdout, 'createInstance', 'success')).toMatch(
      / 401 +not checked: the gateway refused to create an instance with GATEWAY_API_KEY \(401\): creating the run's throwaway instance needs the gateway's global key, not an instance's token$/,
    );
    const dependent: [string, string][] = [
      ['fetchInstances', 'success'],
      ['deleteInstance', 'success'],
      ['deleteInstance', 'no key'],
    ];
    for (const [id, check] of dependent) {
      expect(row(stdout, id, check), `${id} ${check}`).toMatch(
        /skipped: the run's throwaway instance was not created \(see createInstance's success check\)$/,
      );
    }
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
    const { code, stdout } = await runCli(['--url', gw.url, '--instance', gw.instance, ...only]);
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

const PRIVACY_BEFORE = { readreceipts: 'none', profile: 'none', status: 'none', online: 'all', last: 'none', groupadd: 'contacts' };

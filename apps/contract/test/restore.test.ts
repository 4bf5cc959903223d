// A run leaves the instance as it found it. Against a gateway fixture that behaves like a real
// Evolution API 2.1.1 (after a connect, the instance flips connecting ↔ close/408 on its own and
// posts connection.update to a webhook, until it is logged out): the run that connected a closed
// instance logs it out, says so, and makes sure it reads `close` again; a gateway whose logout does
// nothing is caught by that last check (exit 2, naming the state found, the state left and what to
// do). An instance found connected is never logged out, one found connecting is left connecting,
// the privacy settings are written back as read before the run (and a failure to do so is loud),
// and what the run cannot undo is listed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

  it('is logged out by the run after its connect, which the report says, and reads close at the end', async () => {
    const gw = await start();
    const junit = join(dir, 'restored.xml');
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
    // The checks of a closed instance, against what 2.1.1 documents for it, before connect moves it.
    expect(row(stdout, 'logoutInstance', 'invalid request')).toMatch(/DELETE \/instance\/logout\/\{instance\} +400 +400 +passed$/);
    expect(row(stdout, 'restartInstance', 'success')).toMatch(/ 200 +200 +known deviation \(.*restart-response-shape/);
    expect(row(stdout, 'connectInstance', 'success')).toMatch(/ 200 +200 +passed$/);
    // The loop ran, then the run's own logout (an action, not a row of the table) stopped it.
    expect(stdout).toMatch(
      /\nLeaving the instance as found \(the run's own actions, not checks\)\n {2}- logged instance "fixture-instance" out: the run's connect or restart had left it connecting \(found: close\); DELETE \/instance\/logout\/fixture-instance (answered 200|sent \d+ times: [\d, ]*200)\n {2}- instance "fixture-instance" reads close again, as the run found it \(\d+ reads of its state\)\n/,
    );
    expect(gw.connection).toMatchObject({ state: 'close', looping: false });
    // Waits for the deliveries under way (an event, not a clock): then the receiver has seen them all.
    await gw.connection.close();
    expect(receiver.seen.length).toBe(gw.connection.updates.length);
    const flips = deliveries().filter((d) => d.data.statusReason === 408);
    expect(flips.length).toBeGreaterThan(0);
    expect(deliveries().every((d) => d.event === 'connection.update' && d.data.instance === gw.instance)).toBe(true);
    expect(deliveries().at(-1)?.data).toEqual({ instance: gw.instance, state: 'close', statusReason: 401 });
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(
      /<testcase classname="msg-gateway-contract" name="the run leaves the instance as it found it" time="0.000">\n +<system-out>put back: logged instance/,
    );
    expect(xml).toMatch(/ failures="0" skipped="1" errors="0"/);
  });

  it('is caught by the end-of-run state check when the logout does not stop it: exit 2, found, left and what to do', async () => {
    const gw = await start({ brokenLogout: true });
    const junit = join(dir, 'not-restored.xml');
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
    expect(code).toBe(2);
    const url = gw.url.replaceAll('.', '\\.');
    expect(stderr).toMatch(
      new RegExp(
        `^msg-gateway-contract: The run left instance "fixture-instance" connecting, but found it close: its connect or restart started a connection, and the run's logout did not stop it \\(DELETE /instance/logout/fixture-instance sent \\d+ times: [\\d, ]+\\)\\. Log it out, or an Evolution API 2\\.1\\.1 gateway keeps reconnecting it for ever: curl -X DELETE -H "apikey: \\$GATEWAY_API_KEY" ${url}/instance/logout/fixture-instance\\n$`,
      ),
    );
    expect(stdout).toContain('\nNOT put back: the run failed (exit 2)\n  x The run left instance "fixture-instance" connecting');
    // The checks themselves passed: it is the run that failed, not the gateway.
    expect(stdout).toMatch(/msg-gateway-contract: \d+ passed, 0 failed/);
    expect(readFileSync(junit, 'utf8')).toMatch(/<error message="The run left instance &quot;fixture-instance&quot; connecting/);
    expect(gw.connection.looping).toBe(true);
    // A few logouts answered as done, no more: the run does not hammer a logout that does nothing.
    const logouts = gw.requests.filter((r) => r.method === 'DELETE' && r.path.endsWith('/fixture-instance') && r.keyValid);
    expect(logouts.filter((r) => r.answered === 200).length).toBe(3);
    expect(stderr).not.toContain(TEST_KEY);
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
  // Resolves when the key-less connect arrives (the test waits for that, not for a clock: a run on a
  // loaded machine can take longer than any fixed wait to get there).
  let keylessArrived: () => void = () => {};
  const keyless = new Promise<void>((resolve) => {
    keylessArrived = resolve;
  });
  beforeAll(async () => {
    // The key-less connect, sent after the connect check, never gets an answer: the run is stopped there.
    gw = await startBrokenGateway({ apiKey: TEST_KEY, state: 'close', faults: { 'connectInstance:401': { act: () => keylessArrived() } } });
  });
  afterAll(() => gw.close());

  it('still puts the instance back before it ends (SIGTERM, exit 2)', async () => {
    const only = ['--only', 'connectionState,logoutInstance,restartInstance,connectInstance', '--allow-writes'];
    const cli = startCli(['--url', gw.url, '--instance', gw.instance, ...only, '--timeout', '60']);
    await keyless;
    expect(gw.requests.some((r) => r.operationId === 'connectInstance' && !r.keyGiven)).toBe(true);
    expect(gw.connection.state).toBe('connecting');
    cli.child.kill('SIGTERM');
    const { code, stdout, stderr } = await cli.exited;
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^msg-gateway-contract: The run was interrupted by SIGTERM: 2 checks were left unchecked: connectInstance:no-key,connectInstance:unknown-instance/,
    );
    expect(stdout).toMatch(
      /\n {2}- logged instance "fixture-instance" out: the run's connect or restart had left it connecting \(found: close\); DELETE \/instance\/logout\/fixture-instance answered 200\n {2}- instance "fixture-instance" reads close again/,
    );
    expect(gw.connection.state).toBe('close');
  });
});

const PRIVACY_BEFORE = { readreceipts: 'none', profile: 'none', status: 'none', online: 'all', last: 'none', groupadd: 'contacts' };

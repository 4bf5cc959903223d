// A run leaves an instance it found connected as it found it (test/restore.test.ts has the instance
// found closed): never logged out, with or without the key, reading `open` at the end; its privacy
// settings written back as read before the run (and a failure to do so is loud), the ones it could
// not read first left alone, and what the run cannot undo listed. Against a gateway fixture that
// behaves like a real Evolution API 2.1.1. (Split from restore.test.ts so that two files run at once.)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BrokenGateway, startBrokenGateway } from './fixtures/broken-gateway.js';
import { type MainRunOptions, row, runMain, TEST_KEY } from './helpers/cli.js';
import { virtualClock } from './helpers/clock.js';

// The fixture's open instance stays open through a restart: the run's reads need no real time between them.
const runCli = (args: readonly string[], options: MainRunOptions = {}) => runMain(args, { clock: virtualClock(), ...options });

const CONNECTION = ['--only', 'connectionState,logoutInstance,restartInstance,connectInstance', '--allow-writes', '--timeout', '2'];

describe('an instance found connected', () => {
  let gw: BrokenGateway;
  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY, privacy: { ...PRIVACY_BEFORE } });
  });
  afterEach(() => gw.setFaults({}));
  afterAll(() => gw.close());

  it('is never sent a logout, with or without the key, and reads open at the end', async () => {
    const clock = virtualClock();
    const { code, stdout } = await runCli(['--url', gw.url, '--instance', gw.instance, ...CONNECTION], { clock });
    expect(code).toBe(0);
    expect(row(stdout, 'logoutInstance', 'invalid request')).toMatch(
      /not checked: instance "fixture-instance" is connected \(state: open\): a logout request could log it out, which the run cannot undo$/,
    );
    expect(row(stdout, 'logoutInstance', 'no key')).toMatch(/not checked: instance "fixture-instance" is connected/);
    expect(row(stdout, 'logoutInstance', 'success')).toMatch(/skipped: a logout cannot be undone by the run/);
    expect(row(stdout, 'restartInstance', 'success')).toMatch(/ passed$/);
    expect(stdout).toContain('  - instance "fixture-instance" reads open, as the run found it (5 reads of its state)');
    expect(clock.slept).toEqual([750, 750, 750, 750]);
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

const PRIVACY_BEFORE = { readreceipts: 'none', profile: 'none', status: 'none', online: 'all', last: 'none', groupadd: 'contacts' };

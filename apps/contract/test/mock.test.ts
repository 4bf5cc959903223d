// The full suite against the real mock (startMock from @msg-gateway/mock, Prism in-process on a port
// the OS picks): every check is either checked and passed, or skipped for a stated reason; nothing
// fails. The report of the run with every opt-in is kept as a file snapshot (test/e2e/mock-all-in/).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MockHandle, startMock } from '@msg-gateway/mock';
import { profileNames } from '@msg-gateway/openapi/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/description/contract.js';
import { loadDescriptions } from '../src/description/layered.js';
import { checkedOperations, planChecks } from '../src/plan/planner.js';
import { ALL_IN_MOCK_WORLD as ALL_IN } from './helpers/all-in.js';
import { row, runMain, snapshotOf, TEST_KEY } from './helpers/cli.js';
import { virtualClock } from './helpers/clock.js';

const contract = loadContract();
const { operations } = contract;
const checkCount = planChecks({ contract, layered: null }, { instance: 'x' }).length;
const rows = (stdout: string, checked: readonly { operationId: string }[] = operations) =>
  stdout.split('\n').filter((line) => checked.some((op) => line.startsWith(`${op.operationId} `)));

describe('against the mock', () => {
  let mock: MockHandle;
  const dir = mkdtempSync(join(tmpdir(), 'contract-mock-'));

  beforeAll(async () => {
    mock = await startMock({ port: 0 });
  });
  afterAll(async () => {
    await mock.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes with every opt-in: each check passed or skipped with a reason', async () => {
    const junit = join(dir, 'all.xml');
    // The mock's open instance is open again at once after the run's restart: the five reads of its
    // state need no real time between them.
    const clock = virtualClock();
    const run = await runMain(['--url', mock.url, '--instance', 'my-instance', ...ALL_IN, '--junit', junit], { clock });
    const { code, stdout, stderr } = run;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = rows(stdout);
    expect(lines).toHaveLength(checkCount);
    for (const line of lines) expect(line, line).toMatch(/ (passed|skipped: .+|not checked: .+)$/);
    // With every opt-in only the answers no request can provoke on purpose are left out, and the
    // logout of the (connected) instance, which the run could not undo.
    const skipped = lines.filter((line) => line.includes('skipped'));
    expect(
      skipped.every((line) => /skipped: no (invalid )?request provokes/.test(line) || line.startsWith('logoutInstance ')),
      skipped.join('\n'),
    ).toBe(true);
    expect(skipped).toContainEqual(expect.stringMatching(/^logoutInstance +success .*skipped: a logout cannot be undone by the run/));
    const notChecked = lines.filter((line) => line.includes('not checked'));
    expect(notChecked).toEqual([
      expect.stringMatching(
        /^logoutInstance +invalid request .* not checked: instance "my-instance" is connected \(state: open\): a logout request could log it out/,
      ),
      expect.stringMatching(/^logoutInstance +no key .* not checked: instance "my-instance" is connected \(state: open\)/),
    ]);
    for (const op of operations.filter((o) => o.operationId !== 'logoutInstance')) {
      expect(row(stdout, op.operationId, 'success'), op.operationId).toMatch(/ passed$/);
    }
    const n = skipped.length;
    expect(stdout).toContain(
      `msg-gateway-contract: ${checkCount - n - 2} passed, 0 failed, 0 known deviations, ${n} skipped, 2 not checked (instance state) (${checkCount} checks)`,
    );
    // The run put back what it changed, and listed what it could not.
    expect(stdout).toContain('  - instance "my-instance" reads open, as the run found it (5 reads of its state)');
    expect(clock.slept).toEqual([750, 750, 750, 750]);
    expect(stdout).toMatch(
      / {2}- put back the privacy settings of instance "my-instance": .* answered 201, and fetchPrivacySettings answers as before the run/,
    );
    expect(stdout).toMatch(
      / {2}! updateProfilePicture: POST \/chat\/updateProfilePicture\/my-instance answered 200; not put back \(no operation of the description reads what it was before\)$/m,
    );

    expect(existsSync(junit)).toBe(true);
    const xml = readFileSync(junit, 'utf8');
    // One test case per check, and one for the run leaving the instance as it found it.
    expect(xml).toContain(`<testsuites name="msg-gateway-contract" tests="${checkCount + 1}" failures="0" skipped="${n + 2}" errors="0"`);
    expect(xml.match(/<testcase /g)).toHaveLength(checkCount + 1);
    await expect(snapshotOf(run)).toMatchFileSnapshot('./e2e/mock-all-in/snapshot.txt');
  });

  it('runs read-only by default and lists every write and send as skipped with its flag', async () => {
    const { code, stdout } = await runMain(['--url', mock.url, '--instance', 'my-instance']);
    expect(code).toBe(0);
    expect(row(stdout, 'getInformation', 'success')).toMatch(/ passed$/);
    expect(row(stdout, 'findWebhook', 'success')).toMatch(/ passed$/);
    expect(row(stdout, 'connectionState', 'unknown instance')).toMatch(/ 404 +404 +passed$/);
    expect(row(stdout, 'sendLocation', 'success')).toMatch(/skipped: sends a message.*\(enable with --allow-sends --recipient <number>\)$/);
    expect(row(stdout, 'logoutInstance', 'success')).toMatch(/skipped: a logout cannot be undone by the run .*\(invalid request\)$/);
    expect(row(stdout, 'restartInstance', 'success')).toMatch(/skipped: changes state.*\(enable with --allow-writes\)$/);
    expect(row(stdout, 'updatePrivacySettings', 'success')).toMatch(/\(enable with --allow-writes\)$/);
    expect(row(stdout, 'fetchGroupParticipants', 'success')).toMatch(/skipped: needs a group JID \(enable with --group-jid <jid>\)$/);
    for (const line of rows(stdout)) expect(line, line).toMatch(/ (passed|skipped: .+)$/);
  });

  it('exits 2 with the hint when --url is past the base address (…/evolution)', async () => {
    const { code, stdout, stderr } = await runMain(['--url', `${mock.url}/evolution`, '--instance', 'my-instance']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /Cannot GET \/evolution\/instance\/connectionState\/my-instance.*Is --url the gateway's base address\? e\.g\. http:\/\/127\.0\.0\.1:\d+, not http:\/\/127\.0\.0\.1:\d+\/evolution\n$/,
    );
  });
});

describe('against the mock serving the evolution-2.1.1 profile', () => {
  let mock: MockHandle;
  const descriptions = loadDescriptions({ profile: 'evolution-2.1.1' }, contract);
  const profileChecks = planChecks(descriptions, { instance: 'x' }).length;
  const headers = { apikey: TEST_KEY, 'content-type': 'application/json' };
  /**
   * What the mock's own routes answer about the instance that a run must leave as it found it (the
   * rows' times aside: a row written back is written again). The profile picture is not among
   * them: the run lists it as left changed.
   */
  const observe = async (): Promise<Record<string, unknown>> => {
    const read = async (path: string, init: RequestInit = {}): Promise<unknown> =>
      JSON.parse(
        JSON.stringify(await (await fetch(`${mock.url}${path}`, { headers, ...init })).json(), (key, value) =>
          key === 'updatedAt' || key === 'createdAt' ? undefined : value,
        ),
      );
    const instances = (await read('/instance/fetchInstances')) as { name: string; connectionStatus: string; Setting: unknown }[];
    const profile = (await read('/chat/fetchProfile/my-instance', { method: 'POST', body: '{}' })) as Record<string, unknown>;
    return {
      instances: instances.map(({ name, connectionStatus, Setting }) => ({ name, connectionStatus, Setting })),
      state: await read('/instance/connectionState/my-instance'),
      webhook: await read('/webhook/find/my-instance'),
      settings: await read('/settings/find/my-instance'),
      privacy: await read('/chat/fetchPrivacySettings/my-instance'),
      profile: { name: profile['name'], status: profile['status'] },
    };
  };

  beforeAll(async () => {
    // Runs against it stay on real time (the run's default): the run's throwaway instance, deleted
    // by the twin, is gone only once the delete has settled in the background, as on the gateway.
    mock = await startMock({ port: 0, profile: 'evolution-2.1.1' });
  });
  afterAll(() => mock.close());

  it('passes with every opt-in: each check passed, a known deviation, or skipped with a reason; the instance, its webhook and settings left as found', async () => {
    // The instance has a webhook of its own (else the run could not put one back, and does not set one).
    const hook = { enabled: true, url: 'http://127.0.0.1:9/hooks', events: ['MESSAGES_UPSERT'], byEvents: false, base64: false };
    expect(
      (await fetch(`${mock.url}/webhook/set/my-instance`, { method: 'POST', headers, body: JSON.stringify({ webhook: hook }) })).status,
    ).toBe(201);
    const before = await observe();
    const run = await runMain([
      '--url',
      mock.url,
      '--instance',
      'my-instance',
      ...ALL_IN,
      '--media-url',
      'https://cdn.test/receipt.jpg',
      '--audio-url',
      'https://cdn.test/welcome.mp3',
      '--allow-calls-out',
      'https://graph.facebook.com',
      '--schedule-id',
      '3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48',
      '--profile',
      'evolution-2.1.1',
    ]);
    const { code, stdout, stderr } = run;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = rows(
      stdout,
      checkedOperations(descriptions).map((c) => c.op),
    );
    expect(lines).toHaveLength(profileChecks);
    for (const line of lines) {
      expect(line, line).toMatch(/ (passed|known deviation \([\w-]+(, [\w-]+)*\)|skipped: .+|not checked: .+)$/);
    }
    // Requests shaped by the profile: restart by POST (answered as the contract says, the instance being open).
    expect(row(stdout, 'restartInstance', 'success')).toMatch(
      /^restartInstance +success +POST \/instance\/restart\/\{instance\} .* passed$/,
    );
    expect(row(stdout, 'createSchedule', 'success')).toMatch(/known deviation \(createSchedule-absent\)$/);
    // The profile's own operations are checked, each under its own flags.
    for (const id of [
      'sendText',
      'sendMedia',
      'sendWhatsAppAudio',
      'findContacts',
      'whatsappNumbers',
      'setWebhook',
      'setSettings',
      'createInstance',
      'fetchInstances',
      'deleteInstance',
      'findTemplates',
    ]) {
      expect(row(stdout, id, 'success'), id).toMatch(/ known deviation \(route-/);
    }
    expect(row(stdout, 'createGroup', 'success')).toMatch(/skipped: cannot be undone \(x-irreversible\)/);
    expect(row(stdout, 'setProxy', 'success')).toMatch(/skipped: .*\(enable with --allow-calls-out https:\/\/icanhazip\.com\)$/);
    expect(stdout).toMatch(/msg-gateway-contract: \d+ passed, 0 failed, \d+ known deviations, \d+ skipped/);
    // What it put back, and what it says it left changed.
    for (const what of ['the webhook', 'the settings', 'the privacy settings', 'the profile name']) {
      expect(stdout).toContain(`  - put back ${what} of instance "my-instance": `);
    }
    expect(stdout).toMatch(/ {2}- the run's throwaway instance "contract-tmp-[0-9a-f]{12}" is gone/);
    expect(stdout).toMatch(/ {2}! updateBlockStatus: POST \/chat\/updateBlockStatus\/my-instance answered 201; not put back/);
    expect(await observe()).toEqual(before);
    await expect(snapshotOf(run)).toMatchFileSnapshot('./e2e/mock-profile/snapshot.txt');
  });

  it('fails the profile mock under the contract', async () => {
    const { code, stdout } = await runMain([
      '--url',
      mock.url,
      '--instance',
      'my-instance',
      '--only',
      'getInformation,restartInstance',
      '--allow-writes',
    ]);
    expect(code).toBe(1);
    expect(row(stdout, 'getInformation', 'success')).toMatch(/FAILED$/);
    // The contract's PUT: the mock serving the profile has only POST on that path.
    // A route the gateway lacks, answered as Express does: a contract failure, not a wrong --url (the
    // state read reached the gateway's routes).
    expect(row(stdout, 'restartInstance', 'success')).toMatch(/PUT .* 200 +404 +FAILED$/);
  });
});

// Every profile the toolkit ships (the list, not a copy of it), read-only and with writes and sends:
// the runner against the mock serving that profile finds nothing failed and exits 0 (on real time,
// as above: its throwaway instance).
describe.each(profileNames())('the runner against the mock serving %s', (name) => {
  let mock: MockHandle;
  beforeAll(async () => {
    mock = await startMock({ port: 0, profile: name });
  });
  afterAll(() => mock.close());

  it.each([
    ['read-only', []],
    ['with --allow-writes --allow-sends', ['--allow-writes', '--allow-sends', '--recipient', '5511912345678']],
  ])('exits 0 %s', async (_mode, flags) => {
    mock.reset();
    const { code, stdout, stderr } = await runMain(['--url', mock.url, '--instance', 'my-instance', '--profile', name, ...flags]);
    expect(stdout.split('\n').filter((line) => / FAILED$/.test(line))).toEqual([]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/msg-gateway-contract: \d+ passed, 0 failed/);
  });
});

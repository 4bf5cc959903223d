// --profile end to end: a gateway fixture that behaves like a real Evolution API 2.1.1 gateway (as
// the evolution-2.1.1 profile describes it) passes under --profile, every check passed or a known
// deviation with its id, and fails under the contract; a team's overlay (--overlay) turns one more
// of its faults into a known deviation with the team's id. The report and JUnit file of the profile
// run are kept as file snapshots (test/e2e/profile-fixture/).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrokenGateway, startBrokenGateway } from './fixtures/broken-gateway.js';
import { ALL_IN_WITH_SCHEDULE } from './helpers/all-in.js';
import { normalise, row, runMain, snapshotOf, TEST_KEY } from './helpers/cli.js';

const ACME_OVERLAY = fileURLToPath(new URL('./fixtures/acme-overlay.yaml', import.meta.url));
const tableRows = (stdout: string): string[] =>
  stdout.split('\n').filter((line) => /^[a-z]\w+ +(success|no key|unknown instance|invalid request|other) /.test(line));

describe('a gateway that behaves like Evolution API 2.1.1', () => {
  let gw: BrokenGateway;
  const dir = mkdtempSync(join(tmpdir(), 'contract-profile-'));
  const args = () => ['--url', gw.url, '--instance', gw.instance];

  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY, profile: 'evolution-2.1.1' });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes under --profile evolution-2.1.1: every check passed or a known deviation, the ids shown', async () => {
    gw.setFaults({});
    const junit = join(dir, 'profile.xml');
    const run = await runMain([...args(), ...ALL_IN_WITH_SCHEDULE, '--profile', 'evolution-2.1.1', '--junit', junit]);
    const { code, stdout, stderr } = run;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (const line of tableRows(stdout)) {
      expect(line, line).toMatch(
        / (passed|known deviation \([\w-]+(, [\w-]+)*\)|skipped: .+|not checked: instance "fixture-instance" is connected \(state: open\): .+)$/,
      );
    }
    // The requests were shaped by the profile: restart by POST, sendList with sections.
    expect(gw.requests.some((r) => r.method === 'POST' && r.path === `/instance/restart/${gw.instance}` && r.keyValid)).toBe(true);
    expect(gw.requests.some((r) => r.method === 'PUT' && r.path.startsWith('/instance/restart/'))).toBe(false);
    const list = gw.requests.find((r) => r.operationId === 'sendList' && r.keyValid && r.body.includes('sections'));
    expect(list).toBeDefined();
    // No input was invented: no check gave the gateway the examples' URLs to download or post to
    // (the run writes back the webhook it read, which is the fixture's example).
    expect(gw.requests.filter((r) => r.fromDredd && r.body.includes('example.org'))).toEqual([]);
    expect(gw.requests.filter((r) => !r.fromDredd && r.body.includes('example.org')).map((r) => r.operationId)).toEqual(['setWebhook']);

    // The profile's own routes: each a known deviation (the contract has no such route), the
    // ones that cannot be undone never sent, the instance routes on the run's throwaway instance.
    expect(row(stdout, 'sendText', 'success')).toMatch(/ 404\/201 +201 +known deviation \(route-sendText[,)]/);
    expect(row(stdout, 'leaveGroup', 'success')).toMatch(
      /skipped: cannot be undone \(x-irreversible\): the runner never sends it, and no flag enables it$/,
    );
    const acting = (r: { path: string; keyValid: boolean; query: Record<string, string> }) =>
      r.path === `/group/leaveGroup/${gw.instance}` && r.keyValid && r.query['groupJid'] !== undefined;
    expect(gw.requests.filter((r) => r.operationId === 'leaveGroup' && acting(r))).toEqual([]);
    expect(row(stdout, 'createInstance', 'success')).toMatch(/ 404\/201 +201 +known deviation/);
    expect(row(stdout, 'deleteInstance', 'success')).toMatch(/ 404\/200 +200 +known deviation/);
    const deletes = gw.requests.filter((r) => r.operationId === 'deleteInstance').map((r) => r.path);
    expect(deletes.length).toBeGreaterThan(0);
    for (const path of deletes) expect(path).toMatch(/^\/instance\/delete\/contract-(tmp|missing)-[0-9a-f]{12}$/);
    expect(gw.created()).toEqual([]);
    expect(stdout).toMatch(
      / {2}- the run's throwaway instance "contract-tmp-[0-9a-f]{12}" is gone \(its deleteInstance check deleted it\)/,
    );
    // Written back as read: the webhook, the settings, the profile texts (the fixture answers its examples).
    expect(stdout).toMatch(/ {2}- put back the webhook of instance "fixture-instance": POST \/webhook\/set\/fixture-instance answered 201/);
    expect(JSON.parse(gw.requests.find((r) => r.fromDredd && r.operationId === 'setWebhook' && r.keyValid)?.body ?? '{}').webhook.url).toBe(
      'https://contract-run.invalid/webhook',
    );
    expect(row(stdout, 'restartInstance', 'success')).toMatch(
      /POST \/instance\/restart\/\{instance\} +200 +200 +known deviation \(.*restart-method-post/,
    );
    expect(row(stdout, 'sendList', 'success')).toMatch(/ 201\/400 +400 +known deviation \(.*sendList-not-available/);
    expect(row(stdout, 'updateProfilePicture', 'invalid request')).toMatch(
      / 400\/500 +500 +known deviation \(.*updateProfilePicture-invalid-500/,
    );
    expect(row(stdout, 'getInformation', 'no key')).toMatch(/ 401\/200 +200 +known deviation \(getInformation-no-auth/);
    expect(row(stdout, 'createSchedule', 'success')).toMatch(/POST \/schedule +200\/404 +404 +known deviation \(createSchedule-absent\)$/);
    expect(row(stdout, 'updateSchedule', 'success')).toMatch(/known deviation \(updateSchedule-absent\)$/);
    // Each id with its text in the details.
    expect(stdout).toMatch(
      /~ sendList \(success\): POST \/message\/sendList\/fixture-instance expected 201\/400\n(.*\n)*? +sendList-not-available: Lists are not sent on the Baileys channel\.\n/,
    );
    expect(stdout).toMatch(
      / +against the contract: status 400, expected 201; body: \{"status":400,"error":"Bad Request","response":\{"message":\["Method not available on WhatsApp Baileys"\]\}\}/,
    );
    expect(stdout).toMatch(
      /msg-gateway-contract: \d+ passed, 0 failed, \d+ known deviations, \d+ skipped, 2 not checked \(instance state\) \(\d+ checks\)/,
    );
    expect(stdout).toContain('Layered description: evolution-2.1.1 (the contract + the evolution-2.1.1 profile)');

    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites name="msg-gateway-contract" tests="\d+" failures="0"/);
    expect(xml).toMatch(
      /name="sendList success: POST \/message\/sendList\/\{instance\}" time="[\d.]+">\n +<properties>\n +<property name="verdict" value="known deviation"\/>\n +<property name="deviations" value="[\w,-]*sendList-not-available/,
    );
    expect(xml).toMatch(/<system-out>known deviation \(.*\)\n(.*\n)*?sendList-not-available: Lists are not sent on the Baileys channel\./);
    await expect(snapshotOf(run)).toMatchFileSnapshot('./e2e/profile-fixture/snapshot.txt');
    await expect(normalise(xml)).toMatchFileSnapshot('./e2e/profile-fixture/junit.xml');
  });

  it("catches a broken answer of one of the profile's own operations: FAILED against both, exit 1", async () => {
    gw.setFaults({ findSettings: { body: (b: Record<string, unknown>) => ({ ...b, rejectCall: 'no' }) } });
    const { code, stdout } = await runMain([...args(), '--profile', 'evolution-2.1.1', '--only', 'findSettings,findLabels']);
    expect(code).toBe(1);
    expect(row(stdout, 'findSettings', 'success')).toMatch(/ 404\/200 +200 +FAILED$/);
    expect(stdout).toMatch(
      /x findSettings \(success\): GET \/settings\/find\/fixture-instance expected 404\/200\n +against the contract: status 200, expected 404 \(the contract has no findSettings\)\n +against evolution-2\.1\.1: \/rejectCall: must be boolean \[type\]/,
    );
    expect(row(stdout, 'findLabels', 'success')).toMatch(/known deviation \(route-findLabels\)$/);
  });

  it('fails the same gateway under the contract', async () => {
    gw.setFaults({});
    const { code, stdout } = await runMain([...args(), ...ALL_IN_WITH_SCHEDULE]);
    expect(code).toBe(1);
    expect(stdout).not.toContain('known deviation (');
    expect(row(stdout, 'restartInstance', 'success')).toMatch(/PUT \/instance\/restart\/\{instance\} +200 +404 +FAILED$/);
    expect(stdout).toMatch(
      /x restartInstance \(success\): PUT \/instance\/restart\/fixture-instance expected 200\n +status 404, expected 200; body: .*Cannot PUT \/instance\/restart\/fixture-instance/,
    );
    expect(row(stdout, 'sendList', 'success')).toMatch(/ 201 +400 +FAILED$/);
    expect(row(stdout, 'getInformation', 'no key')).toMatch(/ 401 +200 +FAILED$/);
    expect(row(stdout, 'createSchedule', 'success')).toMatch(/ 200 +404 +FAILED$/);
    expect(row(stdout, 'sendLocation', 'success')).toMatch(/FAILED$/);
    expect(stdout).toMatch(/x sendLocation \(success\).*\n(.*\n)*? +\/messageTimestamp: must be string \[type\]/);
  });

  it('turns one more fault into a known deviation with a team overlay (--overlay), and only that one', async () => {
    const only = ['--only', 'fetchPrivacySettings:success,findWebhook:success,getInformation:success'];
    gw.setFaults({
      fetchPrivacySettings: { body: (b: Record<string, unknown>) => ({ ...b, readreceipts: 'contacts' }) }, // the acme fork's answer
      findWebhook: { body: (b: Record<string, unknown>) => ({ ...b, enabled: 'yes' }) }, // a fault no overlay records
    });
    const without = await runMain([...args(), '--profile', 'evolution-2.1.1', ...only]);
    expect(without.code).toBe(1);
    expect(row(without.stdout, 'fetchPrivacySettings', 'success')).toMatch(/FAILED$/);
    expect(without.stdout).toMatch(
      /x fetchPrivacySettings \(success\).*\n +against the contract: \/readreceipts: must be equal to one of the allowed values \("all", "none"\) \[enum\]\n +against evolution-2\.1\.1: \/readreceipts: must be equal to one of the allowed values \("all", "none"\) \[enum\]/,
    );

    const withOverlay = await runMain([...args(), '--profile', 'evolution-2.1.1', '--overlay', ACME_OVERLAY, ...only]);
    expect(withOverlay.code).toBe(1);
    expect(row(withOverlay.stdout, 'fetchPrivacySettings', 'success')).toMatch(/known deviation \(.*acme-readreceipts-contacts\)$/);
    expect(withOverlay.stdout).toMatch(
      /~ fetchPrivacySettings \(success\).*\n(.*\n)*? +acme-readreceipts-contacts: Read receipts can be limited to contacts\.\n/,
    );
    expect(row(withOverlay.stdout, 'findWebhook', 'success')).toMatch(/FAILED$/);
    // With the key sent, only the missing swagger URL needs explaining (no-auth concerns the no-key check).
    expect(row(withOverlay.stdout, 'getInformation', 'success')).toMatch(/known deviation \(getInformation-swagger-absent\)$/);
    expect(withOverlay.stdout).toContain('Layered description: evolution-2.1.1 + acme-fork (the contract + the evolution-2.1.1 profile + ');
  });
});

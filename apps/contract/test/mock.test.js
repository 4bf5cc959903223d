// The full suite against the real Prism mock (startMock from @msg-gateway/mock): every check is
// either checked and passed, or skipped for a stated reason; nothing fails.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMock } from '@msg-gateway/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { row, runCli } from './helpers/cli.js';
import { portIsFree } from './helpers/ports.js';

const ALL_IN = [
  '--allow-writes',
  '--allow-sends',
  '--recipient', '5511912345678',
  '--group-jid', '120363000000000001@g.us',
  '--invite-code', 'AbCdEfGhIjKlMnOpQrStUv',
  '--message-id', '3EB0AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
];
const operations = loadContract().operations;
const checkCount = operations.reduce((n, op) => n + op.responses.length, 0);
const rows = (stdout) => stdout.split('\n').filter((line) => operations.some((op) => line.startsWith(`${op.operationId} `)));

describe('against the Prism mock', () => {
  let mock;
  const dir = mkdtempSync(join(tmpdir(), 'contract-mock-'));

  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(async () => {
    await mock?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (mock) expect(await portIsFree(mock.port)).toBe(true);
  });

  it('passes with every opt-in: each check passed or skipped with a reason', async () => {
    const junit = join(dir, 'all.xml');
    const { code, stdout, stderr } = await runCli(['--url', mock.url, '--instance', 'my-instance', ...ALL_IN, '--junit', junit]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = rows(stdout);
    expect(lines).toHaveLength(checkCount);
    for (const line of lines) expect(line, line).toMatch(/ (passed|skipped: .+)$/);
    // With every opt-in only the answers no request can provoke on purpose are left out.
    const skipped = lines.filter((line) => line.includes('skipped'));
    expect(skipped).toEqual([expect.stringMatching(/^logoutInstance +invalid request .*skipped: no invalid request provokes this 400/)]);
    for (const op of operations) expect(row(stdout, op.operationId, 'success'), op.operationId).toMatch(/ passed$/);
    expect(stdout).toMatch(new RegExp(`msg-gateway-contract: ${checkCount - 1} passed, 0 failed, 0 known deviations, 1 skipped \\(${checkCount} checks\\)`));

    expect(existsSync(junit)).toBe(true);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain(`<testsuites name="msg-gateway-contract" tests="${checkCount}" failures="0" skipped="1"`);
    expect(xml.match(/<testcase /g)).toHaveLength(checkCount);
  });

  it('runs read-only by default and lists every write and send as skipped with its flag', async () => {
    const { code, stdout } = await runCli(['--url', mock.url, '--instance', 'my-instance']);
    expect(code).toBe(0);
    expect(row(stdout, 'getInformation', 'success')).toMatch(/ passed$/);
    expect(row(stdout, 'findWebhook', 'success')).toMatch(/ passed$/);
    expect(row(stdout, 'connectionState', 'unknown instance')).toMatch(/ 404 +404 +passed$/);
    expect(row(stdout, 'sendLocation', 'success')).toMatch(/skipped: sends a message.*\(enable with --allow-sends --recipient <number>\)$/);
    expect(row(stdout, 'logoutInstance', 'success')).toMatch(/skipped: changes state.*\(enable with --allow-writes\)$/);
    expect(row(stdout, 'updatePrivacySettings', 'success')).toMatch(/\(enable with --allow-writes\)$/);
    expect(row(stdout, 'fetchGroupParticipants', 'success')).toMatch(/skipped: needs a group JID \(enable with --group-jid <jid>\)$/);
    for (const line of rows(stdout)) expect(line, line).toMatch(/ (passed|skipped: .+)$/);
  });
});

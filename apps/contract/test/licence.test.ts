// Evolution API 2.4.0's licence gate under the runner: a gateway that is not activated answers every
// business route 503 LICENSE_REQUIRED, whatever the key, so a run reports that once, in one line,
// and exits 2 (it could not check the gateway) instead of failing every check; against the
// activated twin, the run under --profile evolution-2.4.0 passes and exits 0, read-only and with
// every opt-in (getPollVote's success needs a stored poll, which no input names: skipped, with why).
import { type MockHandle, startMock } from '@msg-gateway/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/description/contract.js';
import { loadDescriptions } from '../src/description/layered.js';
import { checkedOperations, planChecks } from '../src/plan/planner.js';
import { ALL_IN_MOCK_WORLD } from './helpers/all-in.js';
import { runMain, TEST_KEY } from './helpers/cli.js';

const PROFILE = 'evolution-2.4.0';
const contract = loadContract();
const descriptions = loadDescriptions({ profile: PROFILE }, contract);
const checks = planChecks(descriptions, { instance: 'x' }).length;
const failed = (stdout: string): string[] => stdout.split('\n').filter((line) => / FAILED/.test(line));
const rows = (stdout: string): string[] => {
  const ids = checkedOperations(descriptions).map((c) => c.op.operationId);
  return stdout.split('\n').filter((line) => ids.some((id) => line.startsWith(`${id} `)));
};

describe('an unlicensed 2.4.0 gateway', () => {
  let mock: MockHandle;
  beforeAll(async () => {
    mock = await startMock({ port: 0, profile: PROFILE, apiKey: TEST_KEY, license: 'unlicensed' });
  });
  afterAll(() => mock?.close());

  it('is one finding in one line, exit 2, under --profile auto: nothing else is sent', async () => {
    const { code, stdout, stderr } = await runMain(['--url', mock.url, '--instance', 'my-instance', '--profile', 'auto']);
    expect(code).toBe(2);
    expect(stdout.split('\n')[0]).toBe(`--profile auto: gateway says version 2.4.0: using profile ${PROFILE}`);
    const lines = stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^msg-gateway-contract: licence required: every business route answers 503 LICENSE_REQUIRED \(GET /);
    expect(rows(stdout)).toEqual([]);
    // The version read, the reachability probe and the one state read: no check went out.
    expect(mock.requests.filter((r) => r.path !== '/').map((r) => r.path)).toEqual(['/instance/connectionState/my-instance']);
  });

  it('is the same under the profile named, read-only or not, and a run after activation passes read-only', async () => {
    const gated = await runMain(['--url', mock.url, '--instance', 'my-instance', '--profile', PROFILE, '--allow-writes']);
    expect(gated.code).toBe(2);
    expect(gated.stderr).toMatch(/^msg-gateway-contract: licence required: every business route answers 503/);
    await fetch(`${mock.url}/__mock/license`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"state":"activated"}',
    });
    // The activated gateway passes read-only under the profile: every check passed, a known
    // deviation, or skipped or not checked with a reason.
    const { code, stdout, stderr } = await runMain(['--url', mock.url, '--instance', 'my-instance', '--profile', PROFILE]);
    expect(stderr).toBe('');
    expect(stdout).not.toContain('licence required');
    expect(failed(stdout)).toEqual([]);
    expect(code).toBe(0);
    expect(rows(stdout)).toHaveLength(checks);
    for (const line of rows(stdout))
      expect(line, line).toMatch(/ (passed|known deviation \([\w-]+(, [\w-]+)*\)|skipped: .+|not checked: .+)$/);
  });
});

// (Read-only against an activated gateway: the run after activation above.)
describe('the activated 2.4.0 twin', () => {
  let mock: MockHandle;
  beforeAll(async () => {
    mock = await startMock({ port: 0, profile: PROFILE, apiKey: TEST_KEY });
  });
  afterAll(() => mock?.close());

  it('passes with writes and sends', async () => {
    const { code, stdout, stderr } = await runMain([
      '--url',
      mock.url,
      '--instance',
      'my-instance',
      ...ALL_IN_MOCK_WORLD,
      '--media-url',
      'https://cdn.test/receipt.jpg',
      '--audio-url',
      'https://cdn.test/welcome.mp3',
      '--profile',
      PROFILE,
    ]);
    expect(stderr).toBe('');
    expect(failed(stdout)).toEqual([]);
    expect(code).toBe(0);
    // getPollVote's body must name a stored poll (x-message-kind), which --message-id is not: said, not sent.
    expect(stdout.split('\n').find((l) => l.startsWith('getPollVote ') && / success /.test(l))).toMatch(
      /skipped: .*needs the id of a stored poll message/,
    );
    // The new send is checked under --allow-sends.
    expect(stdout.split('\n').find((l) => l.startsWith('sendCarousel ') && / success /.test(l))).toMatch(/ (passed|known deviation .+)$/);
  });
});

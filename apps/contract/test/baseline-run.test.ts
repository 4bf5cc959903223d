// --baseline end to end: a gateway reproducing recorded Evolution API 2.1.1 deviations passes as
// "known deviation" with the baseline and fails without it; an unrecorded fault still fails. The
// report and JUnit file of the first run are kept as file snapshots (test/e2e/known-deviations/).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrokenGateway, type Faults, startBrokenGateway } from './fixtures/broken-gateway.js';
import { normalise, row, runCli, snapshotOf, TEST_KEY } from './helpers/cli.js';

const BASELINE = fileURLToPath(new URL('../../../openapi/deviations/evolution-2.1.1.yaml', import.meta.url));
type Body = Record<string, unknown>;
// Two recorded deviations: webhook/find answers the literal null; sendLocation's messageTimestamp is an integer.
const RECORDED: Faults = {
  findWebhook: { body: null },
  sendLocation: { body: (b: Body) => ({ ...b, messageTimestamp: Number(b['messageTimestamp']) }) },
};
const ONLY = ['--only', 'findWebhook:200,sendLocation:201,getInformation:200'];

describe('known deviations', () => {
  let gw: BrokenGateway;
  const dir = mkdtempSync(join(tmpdir(), 'contract-baseline-'));
  const args = () => ['--url', gw.url, '--instance', gw.instance, '--allow-sends', '--recipient', '5511912345678', ...ONLY];

  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports recorded deviations as known and exits 0 with the baseline', async () => {
    gw.setFaults(RECORDED);
    const junit = join(dir, 'report.xml');
    const run = await runCli([...args(), '--baseline', BASELINE, '--junit', junit]);
    const { code, stdout } = run;
    expect(code).toBe(0);
    expect(row(stdout, 'findWebhook', 'success')).toMatch(/known deviation \(findWebhook-null\)$/);
    expect(row(stdout, 'sendLocation', 'success')).toMatch(/known deviation \(sendLocation-messageTimestamp-integer\)$/);
    expect(stdout).toMatch(/~ sendLocation \(success\).*\n +\/messageTimestamp: must be string \[type\]/);
    expect(stdout).toMatch(/1 passed, 0 failed, 2 known deviations/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('failures="0"');
    expect(xml).toContain('[known deviation: findWebhook-null]');
    expect(xml).toContain('<property name="verdict" value="known deviation"/>');
    await expect(snapshotOf(run).replace(/Baseline: .*/, 'Baseline: <path>')).toMatchFileSnapshot('./e2e/known-deviations/snapshot.txt');
    await expect(normalise(xml)).toMatchFileSnapshot('./e2e/known-deviations/junit.xml');
  });

  it('fails the same deviations without a baseline', async () => {
    gw.setFaults(RECORDED);
    const { code, stdout } = await runCli(args());
    expect(code).toBe(1);
    expect(row(stdout, 'findWebhook', 'success')).toMatch(/FAILED$/);
    expect(row(stdout, 'sendLocation', 'success')).toMatch(/FAILED$/);
  });

  it('still fails an unrecorded fault with the baseline, also next to a recorded one', async () => {
    gw.setFaults({
      ...RECORDED,
      getInformation: { body: (b: Body) => ({ ...b, version: 211 }) },
      sendLocation: { body: (b: Body) => ({ ...b, messageTimestamp: 1717689097, key: { ...(b['key'] as Body), fromMe: 'yes' } }) },
    });
    const { code, stdout } = await runCli([...args(), '--baseline', BASELINE]);
    expect(code).toBe(1);
    expect(row(stdout, 'findWebhook', 'success')).toMatch(/known deviation \(findWebhook-null\)$/);
    expect(row(stdout, 'getInformation', 'success')).toMatch(/FAILED$/);
    expect(row(stdout, 'sendLocation', 'success')).toMatch(/FAILED$/);
    expect(stdout).toMatch(
      /x sendLocation \(success\).*\n +\/key\/fromMe: must be boolean \[type\]\n +\/messageTimestamp: must be string \[type\]/,
    );
  });
});

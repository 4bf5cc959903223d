// --baseline end to end: a gateway reproducing recorded Evolution API 2.1.1 deviations passes as
// "known deviation" with the baseline and fails without it; an unrecorded fault still fails.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrokenGateway } from './fixtures/broken-gateway.js';
import { row, runCli, TEST_KEY } from './helpers/cli.js';
import { portIsFree } from './helpers/ports.js';

const BASELINE = fileURLToPath(new URL('../../../openapi/deviations/evolution-2.1.1.yaml', import.meta.url));
// Two recorded deviations: webhook/find answers the literal null; sendLocation's messageTimestamp is an integer.
const RECORDED = {
  findWebhook: { body: null },
  sendLocation: { body: (b) => ({ ...b, messageTimestamp: Number(b.messageTimestamp) }) },
};
const ONLY = ['--only', 'findWebhook:200,sendLocation:201,getInformation:200'];

describe('known deviations', () => {
  let gw;
  const dir = mkdtempSync(join(tmpdir(), 'contract-baseline-'));
  const args = () => ['--url', gw.url, '--instance', gw.instance, '--allow-sends', '--recipient', '5511912345678', ...ONLY];

  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY });
  });
  afterAll(async () => {
    await gw?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (gw) expect(await portIsFree(gw.port)).toBe(true);
  });

  it('reports recorded deviations as known and exits 0 with the baseline', async () => {
    gw.setFaults(RECORDED);
    const junit = join(dir, 'report.xml');
    const { code, stdout } = await runCli([...args(), '--baseline', BASELINE, '--junit', junit]);
    expect(code).toBe(0);
    expect(row(stdout, 'findWebhook', 'success')).toMatch(/known deviation \(findWebhook-null\)$/);
    expect(row(stdout, 'sendLocation', 'success')).toMatch(/known deviation \(sendLocation-messageTimestamp-integer\)$/);
    expect(stdout).toMatch(/~ sendLocation \(success\).*\n +\/messageTimestamp: must be string \[type\]/);
    expect(stdout).toMatch(/1 passed, 0 failed, 2 known deviations/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('failures="0"');
    expect(xml).toContain('[known deviation: findWebhook-null]');
    expect(xml).toContain('<property name="verdict" value="known deviation"/>');
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
      getInformation: { body: (b) => ({ ...b, version: 211 }) },
      sendLocation: { body: (b) => ({ ...b, messageTimestamp: 1717689097, key: { ...b.key, fromMe: 'yes' } }) },
    });
    const { code, stdout } = await runCli([...args(), '--baseline', BASELINE]);
    expect(code).toBe(1);
    expect(row(stdout, 'findWebhook', 'success')).toMatch(/known deviation \(findWebhook-null\)$/);
    expect(row(stdout, 'getInformation', 'success')).toMatch(/FAILED$/);
    expect(row(stdout, 'sendLocation', 'success')).toMatch(/FAILED$/);
    expect(stdout).toMatch(/x sendLocation \(success\).*\n +\/key\/fromMe: must be boolean \[type\]\n +\/messageTimestamp: must be string \[type\]/);
  });
});

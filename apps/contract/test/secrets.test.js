// The API key never appears in any output: stdout, stderr (with Dredd's own output), the JUnit file.
// Dredd prints every failed request with its headers, so both defences are tested: the runner's
// output scrubbing, and on their own the hooks, which replace the apikey header before Dredd prints.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { parseOptions } from '../src/options.js';
import { planChecks } from '../src/plan.js';
import { DREDD_CHILD, writeRunFiles } from '../src/run.js';
import { startBrokenGateway } from './fixtures/broken-gateway.js';
import { runCli, TEST_KEY } from './helpers/cli.js';
import { portIsFree } from './helpers/ports.js';

// Faults on requests that carry the key, so that Dredd prints those requests; one of them echoes
// the key in its body, as a careless gateway might.
const FAULTS = {
  getInformation: { status: 500, body: { status: 500, error: 'Internal Server Error', response: { message: `bad key ${TEST_KEY}` } } },
  findWebhook: { body: (b) => ({ ...b, enabled: 'yes' }) },
  'connectionState:404': { body: { echoed: TEST_KEY } },
};

describe('the API key', () => {
  let gw;
  const work = mkdtempSync(join(tmpdir(), 'contract-secrets-'));

  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY, faults: FAULTS });
  });
  afterAll(async () => {
    await gw?.stop();
    if (gw) expect(await portIsFree(gw.port)).toBe(true);
    rmSync(work, { recursive: true, force: true });
  });

  it('is sent to the gateway but absent from stdout, stderr and the JUnit file', async () => {
    const junit = join(work, 'junit.xml');
    const { code, stdout, stderr } = await runCli(['--url', gw.url, '--instance', gw.instance, '--verbose', '--junit', junit, '--only', 'getInformation,findWebhook,connectionState']);
    expect(code).toBe(1);
    expect(gw.requests.some((r) => r.keyValid)).toBe(true);
    // Dredd's own report (on stderr with --verbose) printed the failed requests.
    expect(stderr).toMatch(/fail: GET \(200\) \//);
    expect(stderr).toMatch(/apikey: <redacted>/i);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('<failure');
    for (const [name, text] of Object.entries({ stdout, stderr, junit: xml })) {
      expect(text.includes(TEST_KEY), `${name} holds the key`).toBe(false);
    }
    // The echoed key reached the report (in the failure's body excerpt) and was scrubbed there.
    expect(stdout).toContain('bad key <redacted>');
  });

  it('is redacted by the hooks themselves, before Dredd prints a request', async () => {
    gw.setFaults({ getInformation: { status: 500 } }); // a failure, with no key echoed back
    const contract = loadContract();
    const options = parseOptions(['--url', gw.url, '--instance', gw.instance], { GATEWAY_API_KEY: TEST_KEY });
    const cases = planChecks(contract.operations, { instance: gw.instance, inputs: {}, only: [{ operationId: 'getInformation' }] });
    const files = writeRunFiles(work, { contract, cases, options });
    // Straight to the Dredd child: no output scrubbing by the runner in between.
    const output = await new Promise((resolve) => {
      const child = spawn(process.execPath, [DREDD_CHILD, files.run], {
        env: { ...process.env, GATEWAY_API_KEY: TEST_KEY, MSG_GATEWAY_CONTRACT_PLAN: files.plan },
      });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('close', () => resolve(text));
    });
    expect(output).toMatch(/fail: GET \(200\) \//);
    expect(output).toMatch(/apikey: <redacted>/i);
    expect(output.includes(TEST_KEY)).toBe(false);
  });
});

// The runner must catch a gateway that breaks the contract. One fixture server (a conforming
// gateway with configurable faults) serves every run of this file. The report and the JUnit file
// of the faulty run are kept as file snapshots (test/e2e/fixture-faults/).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canListen } from '@msg-gateway/test-utils/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/description/contract.js';
import { planChecks } from '../src/plan/planner.js';
import { type BrokenGateway, startBrokenGateway } from './fixtures/broken-gateway.js';
import { normalise, row, runMain, snapshotOf, TEST_KEY } from './helpers/cli.js';

// What a default run plans, from the contract itself (the spec grows; the counts follow).
const plan = planChecks({ contract: loadContract(), layered: null }, { instance: 'x' });
const runs = plan.filter((c) => c.run).length;
const total = plan.length;

describe('against a gateway fixture', () => {
  let gw: BrokenGateway;
  const dir = mkdtempSync(join(tmpdir(), 'contract-fixture-'));
  const args = () => ['--url', gw.url, '--instance', gw.instance];

  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(dir, { recursive: true, force: true });
    // The fixture really held this port: after close() a new server can take it.
    expect(await canListen(gw.port)).toBe(true);
  });

  it('passes a conforming gateway, and by default acts on no write or send', async () => {
    gw.setFaults({});
    const { code, stdout } = await runMain(args());
    expect(code).toBe(0);
    expect(stdout).toContain(
      `msg-gateway-contract: ${runs} passed, 0 failed, 0 known deviations, ${total - runs} skipped (${total} checks)`,
    );
    // What the gateway really received: negative checks reached write and send operations, but
    // none of them was a request a gateway would carry out.
    expect(gw.requests.some((r) => r.operationId === 'sendLocation')).toBe(true);
    expect(gw.actedOnWritesOrSends()).toEqual([]);
    // The negative checks provoked their answers themselves: Prefer is only a hint for Prism.
    const unknown = gw.requests.filter((r) => r.path.includes('/contract-missing-'));
    expect(unknown.length).toBeGreaterThan(15);
    expect(gw.requests.filter((r) => !r.keyGiven).length).toBeGreaterThan(15);
  });

  it('reports each fault as a failure naming the operation, and exits 1', async () => {
    gw.setFaults({
      getInformation: { body: (b: Record<string, unknown>) => ({ ...b, version: 211 }) }, // wrong type
      fetchPrivacySettings: { body: ({ readreceipts: _, ...rest }: Record<string, unknown>) => rest }, // required field missing
      findChats: { status: 201 }, // wrong status
      connectionState: { contentType: 'text/html' }, // wrong Content-Type
      'findWebhook:401': { contentType: 'application/problem+json' }, // wrong Content-Type on an error
      'connectionState:404': { body: { message: 'instance not found' } }, // 404 without the document's body
      'sendList:400': { raw: '' }, // empty error body
      'findChats:401': { status: 200, body: [] }, // the key is not checked
    });
    const junit = join(dir, 'faults.xml');
    const run = await runMain([...args(), '--junit', junit]);
    const { code, stdout } = run;
    expect(code).toBe(1);
    expect(row(stdout, 'getInformation', 'success')).toMatch(/FAILED$/);
    expect(stdout).toMatch(/x getInformation \(success\): GET \/ expected 200\n +\/version: must be string \[type\]/);
    expect(stdout).toMatch(/x fetchPrivacySettings \(success\).*\n +\(root\): must have required property 'readreceipts' \[required\]/);
    expect(row(stdout, 'findChats', 'success')).toMatch(/200 +201 +FAILED$/);
    expect(stdout).toMatch(/x findChats \(success\).*\n +status 201, expected 200/);
    expect(stdout).toMatch(/x connectionState \(success\).*\n +Content-Type "text\/html", expected application\/json/);
    expect(stdout).toMatch(/x findWebhook \(no key\).*\n +Content-Type "application\/problem\+json", expected application\/json/);
    expect(stdout).toMatch(
      /x connectionState \(unknown instance\): GET \/instance\/connectionState\/contract-missing-[0-9a-f]+ expected 404\n +\(root\): must have required property 'status' \[required\]/,
    );
    expect(stdout).toMatch(/x sendList \(invalid request\).*\n +the body is empty/);
    expect(row(stdout, 'findChats', 'no key')).toMatch(/401 +200 +FAILED$/);
    expect(stdout).toContain(`msg-gateway-contract: ${runs - 8} passed, 8 failed`);
    // Only the faulty checks failed: the others on the same operations still pass.
    expect(row(stdout, 'connectionState', 'no key')).toMatch(/passed$/);

    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain(`<testsuites name="msg-gateway-contract" tests="${total}" failures="8" skipped="${total - runs}" errors="0"`);
    await expect(snapshotOf(run)).toMatchFileSnapshot('./e2e/fixture-faults/snapshot.txt');
    await expect(normalise(xml)).toMatchFileSnapshot('./e2e/fixture-faults/junit.xml');
  });
});

// The runner must catch a gateway that breaks the contract. One fixture server (a conforming
// gateway with configurable faults) serves every run of this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrokenGateway } from './fixtures/broken-gateway.js';
import { row, runCli, TEST_KEY } from './helpers/cli.js';
import { portIsFree } from './helpers/ports.js';

describe('against a gateway fixture', () => {
  let gw;
  const args = () => ['--url', gw.url, '--instance', gw.instance];

  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY });
  });
  afterAll(async () => {
    await gw?.stop();
    if (gw) expect(await portIsFree(gw.port)).toBe(true);
  });

  it('passes a conforming gateway, and by default acts on no write or send', async () => {
    gw.setFaults({});
    const { code, stdout } = await runCli(args());
    expect(code).toBe(0);
    expect(stdout).toMatch(/msg-gateway-contract: \d+ passed, 0 failed/);
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
      getInformation: { body: (b) => ({ ...b, version: 211 }) }, // wrong type
      fetchPrivacySettings: { body: ({ readreceipts, ...rest }) => rest }, // required field missing
      findChats: { status: 201 }, // wrong status
      connectionState: { contentType: 'text/html' }, // wrong Content-Type
      'findWebhook:401': { contentType: 'application/problem+json' }, // wrong Content-Type on an error
      'connectionState:404': { body: { message: 'instance not found' } }, // 404 without the document's body
      'sendList:400': { raw: '' }, // empty error body
      'findChats:401': { status: 200, body: [] }, // the key is not checked
    });
    const { code, stdout } = await runCli(args());
    expect(code).toBe(1);
    expect(row(stdout, 'getInformation', 'success')).toMatch(/FAILED$/);
    expect(stdout).toMatch(/x getInformation \(success\): GET \/ expected 200\n +\/version: must be string \[type\]/);
    expect(stdout).toMatch(/x fetchPrivacySettings \(success\).*\n +\(root\): must have required property 'readreceipts' \[required\]/);
    expect(row(stdout, 'findChats', 'success')).toMatch(/200 +201 +FAILED$/);
    expect(stdout).toMatch(/x findChats \(success\).*\n +status 201, expected 200/);
    expect(stdout).toMatch(/x connectionState \(success\).*\n +Content-Type "text\/html", expected application\/json/);
    expect(stdout).toMatch(/x findWebhook \(no key\).*\n +Content-Type "application\/problem\+json", expected application\/json/);
    expect(stdout).toMatch(/x connectionState \(unknown instance\): GET \/instance\/connectionState\/contract-missing-[0-9a-f]+ expected 404\n +\(root\): must have required property 'status' \[required\]/);
    expect(stdout).toMatch(/x sendList \(invalid request\).*\n +the body is empty/);
    expect(row(stdout, 'findChats', 'no key')).toMatch(/401 +200 +FAILED$/);
    expect(stdout).toMatch(/msg-gateway-contract: \d+ passed, 8 failed/);
    // Only the faulty checks failed: the others on the same operations still pass.
    expect(row(stdout, 'connectionState', 'no key')).toMatch(/passed$/);
  });

  it('reports a gateway that does not answer in time', async () => {
    gw.setFaults({ connectionState: { hang: true } });
    const { code, stdout } = await runCli([...args(), '--only', 'connectionState:200', '--timeout', '0.5']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/x connectionState \(success\).*\n +the request failed: no answer within 0.5 s \(E(SOCKET)?TIMEDOUT\)/);
  });
});

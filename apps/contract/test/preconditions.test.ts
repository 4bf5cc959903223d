// What the runner reads before the checks, and what it makes of the answers: an instance whose
// account is not connected gets the success checks that need a connection judged against what
// 2.1.1 answers then (`x-disconnected`), and `not checked` where the description says nothing
// (exit code unaffected); an unknown instance, a refused key or a --url that does not lead to the
// gateway's routes ends the run with exit 2 and one line, never "63 failed"; and --junit still
// gets a file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { disconnectedRule } from '../src/check/expectation.js';
import { loadContract } from '../src/description/contract.js';
import { type BrokenGateway, EXPRESS_404_HTML, startBrokenGateway } from './fixtures/broken-gateway.js';
import { ALL_IN } from './helpers/all-in.js';
import { row, runMain, TEST_KEY } from './helpers/cli.js';

// Those that need a connection, but restart and logout: their answers for an instance that is not
// connected are checked (restore.test.ts has more on them).
const needingConnection = loadContract().operations.filter(
  (op) => op.source['x-needs-connection'] === true && op.source['x-affects-connection'] === undefined,
);
const withRule = needingConnection.filter((op) => disconnectedRule(op) !== undefined);
const withoutRule = needingConnection.filter((op) => disconnectedRule(op) === undefined).map((op) => op.operationId);
const literal = (text: string): string => text.replace(/[()]/g, '\\$&');

describe('an instance whose account is not connected', () => {
  let gw: BrokenGateway;
  const dir = mkdtempSync(join(tmpdir(), 'contract-state-'));
  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY, state: 'close' });
  });
  afterEach(() => gw.setFaults({}));
  afterAll(async () => {
    await gw.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gets the checks that need a connection judged against what 2.1.1 answers then (x-disconnected), exit code unaffected', async () => {
    const junit = join(dir, 'state.xml');
    const { code, stdout, stderr } = await runMain(['--url', gw.url, '--instance', gw.instance, ...ALL_IN, '--junit', junit]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(withRule.length).toBeGreaterThan(10);
    for (const op of withRule) {
      const status = disconnectedRule(op)?.status;
      const line = row(stdout, op.operationId, 'success');
      // The privacy settings could not be read first (the read needs the account too): not sent.
      if (op.operationId === 'updatePrivacySettings') expect(line).toMatch(/not checked: the run reads the privacy settings first/);
      else expect(line, op.operationId).toMatch(new RegExp(` ${status} +${status} +passed \\(not connected: close\\)$`));
    }
    // Where the description says nothing of it, as before: not checked.
    const text = 'not checked: instance "fixture-instance" is not connected (state: close)';
    expect(withoutRule).toEqual(['sendList', 'getBase64FromMediaMessage']);
    for (const id of withoutRule) expect(row(stdout, id, 'success'), id).toMatch(new RegExp(` - +${literal(text)}$`));
    // The rest ran: the negative checks of the same operations, and the operations that need no connection.
    expect(row(stdout, 'fetchPrivacySettings', 'no key')).toMatch(/ passed$/);
    // Connect and restart are not sent to a closed instance: 2.1.1 would retry the connection for ever.
    for (const id of ['connectInstance', 'restartInstance']) {
      expect(row(stdout, id, 'success'), id).toMatch(
        /not checked: instance "fixture-instance" is close: a connect or restart would start a connection/,
      );
    }
    // Logout is checked against its answer for an instance that is not connected.
    expect(row(stdout, 'logoutInstance', 'invalid request')).toMatch(/ 400 +400 +passed$/);
    expect(stdout).toMatch(/msg-gateway-contract: \d+ passed, 0 failed, 0 known deviations, \d+ skipped, 5 not checked \(instance state\)/);
    expect(stdout).toMatch(/ {2}- instance "fixture-instance" reads close, as the run found it/);
    expect(gw.connection.state).toBe('close');
    // Nothing was answered as done by an operation that needs the account.
    const needs = new Set(withRule.map((op) => op.operationId));
    expect(gw.requests.filter((r) => r.operationId !== null && needs.has(r.operationId) && r.acted)).toEqual([]);

    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain(`<skipped message="${text.replaceAll('"', '&quot;')}"/>`);
    expect(xml.match(/<property name="verdict" value="not checked"\/>/g)).toHaveLength(5);
    expect(xml).toMatch(/failures="0" skipped="\d+" errors="0"/);
  });

  it("fails a gateway whose answer while not connected is not 2.1.1's", async () => {
    gw.setFaults({
      'fetchPrivacySettings:500': { body: { status: 500, error: 'Internal Server Error', response: { message: 'not connected' } } },
    });
    const { code, stdout } = await runMain(['--url', gw.url, '--instance', gw.instance, '--only', 'fetchPrivacySettings:success']);
    expect(code).toBe(1);
    expect(row(stdout, 'fetchPrivacySettings', 'success')).toMatch(/ 500 +500 +FAILED \(not connected: close\)$/);
    expect(stdout).toMatch(
      /x fetchPrivacySettings \(success\): GET \/chat\/fetchPrivacySettings\/fixture-instance expected 500\n +the body is not what 2\.1\.1 answers while the instance is not connected: \{"status":500,"error":"Internal Server Error","response":\{"message":/,
    );
  });
});

describe('a run that cannot check the instance: exit 2 and one line', () => {
  let gw: BrokenGateway;
  let html: BrokenGateway;
  const dir = mkdtempSync(join(tmpdir(), 'contract-misconfigured-'));
  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY });
    html = await startBrokenGateway({ apiKey: TEST_KEY, notFound: 'html' });
  });
  afterEach(() => {
    gw.setFaults({});
    html.setFaults({});
  });
  afterAll(async () => {
    await gw.close();
    await html.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an instance the gateway does not have', async () => {
    const { code, stdout, stderr } = await runMain(['--url', gw.url, '--instance', 'nobody-here']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `msg-gateway-contract: The instance "nobody-here" does not exist on the gateway at ${gw.url} (GET /instance/connectionState/nobody-here answered 404). Give --instance an existing instance.\n`,
    );
    // The probe and the state read; no check was sent.
    expect(gw.requests.map((r) => r.path)).toEqual(['/', '/instance/connectionState/nobody-here']);
  });

  it('a key the gateway refuses, without printing it', async () => {
    const { code, stderr } = await runMain(['--url', gw.url, '--instance', gw.instance], { key: 'not-the-key-9f2c' });
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^msg-gateway-contract: The gateway refused GATEWAY_API_KEY \(GET \/instance\/connectionState\/fixture-instance answered 401\)/,
    );
    expect(stderr).not.toContain('not-the-key-9f2c');
  });

  it('--url past the base address (…/evolution): the hint, and the JUnit file gets one error case', async () => {
    const junit = join(dir, 'wrong-base.xml');
    const { code, stdout, stderr } = await runMain(['--url', `${gw.url}/evolution`, '--instance', gw.instance, '--junit', junit]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `msg-gateway-contract: GET /evolution/instance/connectionState/fixture-instance answered 404 {"status":404,"error":"Not Found","response":{"message":["Cannot GET /evolution/instance/connectionState/fixture-instance"]}}: ` +
        `the gateway's routes are not at ${gw.url}/evolution. Is --url the gateway's base address? e.g. ${gw.url}, not ${gw.url}/evolution\n`,
    );
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('tests="1" failures="0" skipped="0" errors="1"');
    expect(xml).toMatch(
      /<error message="GET \/evolution\/instance\/connectionState\/fixture-instance answered 404 .*Is --url the gateway's base address/,
    );
  });

  it('a server that answers an HTML page', async () => {
    const { code, stderr } = await runMain(['--url', `${html.url}/evolution`, '--instance', html.instance]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^msg-gateway-contract: GET \/evolution\/instance\/connectionState\/fixture-instance answered 404 <!DOCTYPE html> .*Cannot GET \/evolution\/instance\/connectionState\/fixture-instance.*Is --url the gateway's base address\? e\.g\. http:\/\/127\.0\.0\.1:\d+, not http:\/\/127\.0\.0\.1:\d+\/evolution\n$/,
    );
  });

  it('most answers route-not-found or HTML although the state read worked: exit 2 with the hint, not "N failed"', async () => {
    // A proxy that forwards the state read and nothing else.
    html.setFaults({
      '*': { status: 404, contentType: 'text/html; charset=utf-8', raw: EXPRESS_404_HTML('GET', '/somewhere') },
      connectionState: {},
    });
    const junit = join(dir, 'mostly-html.xml');
    const only = ['--only', 'getInformation,findWebhook,findChats,connectionState'];
    const { code, stdout, stderr } = await runMain(['--url', html.url, '--instance', html.instance, ...only, '--junit', junit]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^msg-gateway-contract: \d+ of \d+ answers were route-not-found or not JSON \(e\.g\. GET \/ answered 404, route-not-found\): is --url the gateway's base address\? e\.g\. http:\/\/127\.0\.0\.1:8080 \(where the gateway itself listens\), not a web page or another service\n$/,
    );
    expect(readFileSync(junit, 'utf8')).toContain('errors="1"');
    // The same gateway, its routes answering again: checked, and a fault in one check is a plain failure (exit 1).
    html.setFaults({ findWebhook: { status: 404, contentType: 'text/html', raw: EXPRESS_404_HTML('GET', '/webhook/find/x') } });
    const one = await runMain(['--url', html.url, '--instance', html.instance, ...only]);
    expect(one.code).toBe(1);
    expect(row(one.stdout, 'findWebhook', 'success')).toMatch(/ 200 +404 +FAILED$/);
  });
});

// The API key never appears in any output: stdout, stderr (with Dredd's own output), the JUnit file.
// Not raw, not in the forms a gateway's echo gives it (JSON-escaped `\` and `"`), not XML-escaped
// (`&`, `<` in the JUnit file), not clipped (a quoted body is clipped after it is redacted). Dredd
// prints every failed request with its headers, so both defences are tested: the runner's output
// scrubbing, and on their own the hooks, which replace the apikey header before Dredd prints.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRAGMENT_LENGTH, secretForms } from '@msg-gateway/openapi/redact';
import { spawnNode } from '@msg-gateway/test-utils/processes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/description/contract.js';
import { CHILD_PATH, writeRunFiles } from '../src/dredd/adapter.js';
import { planChecks } from '../src/plan/planner.js';
import { type BrokenGateway, startBrokenGateway } from './fixtures/broken-gateway.js';
import { runCli } from './helpers/cli.js';

// A key with every character that JSON (\ ") or XML (& <) escapes, and a recognisable start.
const PREFIX = 'SecretPrefix-7f9c2e81d4';
const KEY = `${PREFIX}-"q"-\\b-&amp-<lt>-tail-Z9`;
const ENVELOPE_START = '{"status":500,"error":"Internal Server Error","response":{"message":"';
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const json = (text: string) => JSON.stringify(text).slice(1, -1);
/** Every form of KEY that must not be printed, and its first characters (what clipping before redacting leaks). */
const FORMS = { raw: KEY, json: json(KEY), xml: xml(KEY), 'xml of json': xml(json(KEY)), 'first 8 characters': KEY.slice(0, 8) };

describe('the API key', () => {
  let gw: BrokenGateway;
  const work = mkdtempSync(join(tmpdir(), 'contract-secrets-'));

  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: KEY });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('is sent to the gateway but absent, in every form, from stdout, stderr and the JUnit file', async () => {
    // The body excerpt is clipped at 200 characters: the echoed key straddles that cut.
    const filler = 'x'.repeat(190 - ENVELOPE_START.length - 'bad key '.length);
    gw.setFaults({
      // A gateway echoing the key in a JSON error body, on a wrong status (Dredd prints that request).
      getInformation: {
        status: 500,
        body: { status: 500, error: 'Internal Server Error', response: { message: `${filler}bad key ${KEY}` } },
      },
      // ... and as raw text in a body that is not JSON, as sent and upper-cased (a gateway that shouts it).
      'connectionState:404': { raw: `not json ${KEY} and ${KEY.toUpperCase()}` },
      findWebhook: { body: (b: Record<string, unknown>) => ({ ...b, enabled: 'yes' }) },
    });
    const junit = join(work, 'junit.xml');
    const args = [
      '--url',
      gw.url,
      '--instance',
      gw.instance,
      '--verbose',
      '--junit',
      junit,
      '--only',
      'getInformation,findWebhook,connectionState',
    ];
    const { code, stdout, stderr } = await runCli(args, { key: KEY });
    expect(code).toBe(1);
    expect(gw.requests.some((r) => r.keyValid)).toBe(true);
    // Dredd's own report (on stderr with --verbose) printed the failed request, with its headers and body.
    expect(stderr).toMatch(/fail: GET \(200\) \//);
    expect(stderr).toMatch(/apikey: \[redacted\]/i);
    expect(stderr).toContain('bad key [redacted]');
    const report = readFileSync(junit, 'utf8');
    expect(report).toContain('<failure');
    for (const [name, text] of Object.entries({ stdout, stderr, junit: report })) {
      for (const [form, value] of Object.entries(FORMS))
        expect(text.toLowerCase().includes(value.toLowerCase()), `${name} holds the key (${form}, in some case)`).toBe(false);
    }
    expect(stdout).toContain('not json [redacted] and [redacted]');
    // The echoed key reached the report (in the failures' body excerpts) and was scrubbed there.
    expect(stdout).toMatch(/status 500, expected 200; body: \{"status":500,.*x+bad key \[redacted\]/);
    expect(stdout).toContain('the body is not JSON: not json [redacted]');
    expect(report).toContain('not json [redacted]');
  });

  it('leaves no run of 8 characters of any of its forms when a gateway echoes pieces of it, or the key escaped twice', async () => {
    // Pieces as a gateway may echo them: a 22-character run, a 20-character prefix and suffix (the
    // whole key together), 8 characters, and the key inside JSON text inside a JSON string.
    const pieces = `${KEY.slice(3, 25)} | ${KEY.slice(0, 20)}…${KEY.slice(-20)} | ${KEY.slice(10, 10 + FRAGMENT_LENGTH)} | ${JSON.stringify(JSON.stringify({ k: KEY }))}`;
    gw.setFaults({
      getInformation: { status: 500, body: { status: 500, error: 'Internal Server Error', response: { message: pieces } } },
      'connectionState:404': { raw: `not json ${pieces}` },
    });
    const junit = join(work, 'pieces.xml');
    const args = ['--url', gw.url, '--instance', gw.instance, '--verbose', '--junit', junit, '--only', 'getInformation,connectionState'];
    const { code, stdout, stderr } = await runCli(args, { key: KEY });
    expect(code).toBe(1);
    // The pieces reached every output (Dredd's report, the failures, the JUnit file) and were scrubbed there.
    expect(stderr).toMatch(/fail: GET \(200\) \//);
    expect(stdout).toContain('received: 500 {"status":500,');
    const report = readFileSync(junit, 'utf8');
    // Every form the redactor knows, and as the JUnit file escapes the key and its JSON form.
    const forms = [...secretForms(KEY), xml(KEY), xml(json(KEY))];
    const runs = new Set(
      forms.flatMap((f) => [...Array(Math.max(0, f.length - FRAGMENT_LENGTH + 1)).keys()].map((i) => f.slice(i, i + FRAGMENT_LENGTH))),
    );
    for (const [name, text] of Object.entries({ stdout, stderr, junit: report })) {
      expect(text, name).toContain('[redacted]');
      expect(
        [...runs].filter((run) => text.includes(run)),
        name,
      ).toEqual([]);
    }
  });

  it('is absent from what the run says about putting the instance back, a gateway echoing it in the values to put back', async () => {
    // The privacy settings read before the run hold the key; writing them back fails, so the run
    // prints them for the user to set back by hand.
    const echo = await startBrokenGateway({
      apiKey: KEY,
      privacy: { readreceipts: 'all', profile: 'all', status: 'contacts', online: 'all', last: 'contacts', groupadd: `echo ${KEY}` },
      faults: { updatePrivacySettings: { status: 500, to: 'runner' } },
    });
    try {
      const junit = join(work, 'restore.xml');
      const args = ['--url', echo.url, '--instance', echo.instance, '--allow-writes', '--only', 'updatePrivacySettings', '--junit', junit];
      const { code, stdout, stderr } = await runCli(args, { key: KEY });
      expect(code).toBe(2);
      expect(stderr).toMatch(
        /Put back yourself what the run read before: POST \/chat\/updatePrivacySettings\/fixture-instance with \{.*"groupadd":"echo \[redacted\]"\}\n$/,
      );
      const report = readFileSync(junit, 'utf8');
      expect(report).toContain('type="not-put-back"');
      for (const [name, text] of Object.entries({ stdout, stderr, junit: report })) {
        for (const [form, value] of Object.entries(FORMS)) expect(text.includes(value), `${name} holds the key (${form})`).toBe(false);
      }
    } finally {
      await echo.close();
    }
  });

  it("is joined by the throwaway instance's token and the gateway's other credentials: none is printed", async () => {
    // Under the profile with --allow-writes the run creates an instance with a token of its own,
    // which the gateway answers back (`hash`); this gateway also lists another team's instance with
    // its token and proxy password, and fails the list so that its body is quoted.
    const other = 'OTHER-TEAMS-TOKEN-5f1c';
    const listed = [
      {
        id: '1',
        name: 'other-team',
        connectionStatus: 'open',
        integration: 'WHATSAPP-BAILEYS',
        token: other,
        Proxy: { password: 'proxy-pw-9d2e' },
      },
    ];
    const leaky = await startBrokenGateway({
      apiKey: KEY,
      profile: 'evolution-2.1.1',
      faults: {
        fetchInstances: { status: 500, body: listed },
        createInstance: { body: (b: Record<string, unknown>) => ({ ...b, bodyTooLarge: 'no' }) },
      },
    });
    try {
      const junit = join(work, 'throwaway.xml');
      const only = [
        '--only',
        'createInstance,fetchInstances,deleteInstance',
        '--allow-writes',
        '--profile',
        'evolution-2.1.1',
        '--verbose',
      ];
      const { stdout, stderr } = await runCli(['--url', leaky.url, '--instance', leaky.instance, ...only, '--junit', junit], { key: KEY });
      const created = leaky.requests.find((r) => r.operationId === 'createInstance' && r.acted);
      const token = (JSON.parse(created?.body ?? '{}') as { token?: string }).token ?? '';
      expect(token).toMatch(/^[0-9A-F]{32}$/);
      expect(stdout).toMatch(/status 500, expected 200; body: \[\{"id":"1","name":"other-team",.*"token":"\[hidden\]"/);
      const report = readFileSync(junit, 'utf8');
      for (const [name, text] of Object.entries({ stdout, stderr, junit: report })) {
        for (const secret of [token, other, 'proxy-pw-9d2e']) expect(text.includes(secret), `${name} holds ${secret}`).toBe(false);
      }
    } finally {
      await leaky.close();
    }
  });

  it('is redacted by the hooks themselves, before Dredd prints a request', async () => {
    gw.setFaults({ getInformation: { status: 500 } }); // a failure, with no key echoed back
    const descriptions = { contract: loadContract(), layered: null };
    const cases = planChecks(descriptions, { instance: gw.instance, only: [{ operationId: 'getInformation' }] });
    const { runPath } = writeRunFiles(work, descriptions, cases, {
      url: gw.url,
      basePath: '',
      timeoutMs: 10_000,
      deadlineAt: Date.now() + 240_000, // a bound on a hang: a loaded machine starts Dredd slowly
    });
    // Straight to the Dredd child: no output scrubbing by the runner in between.
    const { stdout, stderr } = await spawnNode(CHILD_PATH, [runPath], { env: { GATEWAY_API_KEY: KEY, MSG_GATEWAY_CONTRACT_RUN: runPath } })
      .exited;
    const output = stdout + stderr;
    expect(output).toMatch(/fail: GET \(200\) \//);
    expect(output).toMatch(/apikey: \[redacted\]/i);
    expect(gw.requests.some((r) => r.keyValid)).toBe(true);
    for (const [form, value] of Object.entries(FORMS)) expect(output.includes(value), form).toBe(false);
  });
});

// Every request and every run is bounded: a gateway that hangs, drips its body a byte at a time,
// sends 50 MB or stops answering altogether cannot keep a run going, nor make it read more than
// 1 MB of one answer. Each such check fails with its own reason and the run goes on; a run that
// cannot finish in time stops with exit 2 and names the checks it left.
import type { ServerResponse } from 'node:http';
import { type Behaviour, misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrokenGateway, startBrokenGateway } from './fixtures/broken-gateway.js';
import { row, runMain, TEST_KEY } from './helpers/cli.js';
import { answersTheRunnerOnly } from './helpers/runner-only.js';

const HUGE = 50 * 1024 * 1024;

/** Answers a 50 MB JSON string, counting what it managed to send before the client went away. */
function hugeBody(sent: { bytes: number }): Behaviour {
  return (_req, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = 'x'.repeat(64 * 1024);
    res.write('"');
    const pump = (): void => {
      while (sent.bytes < HUGE) {
        sent.bytes += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end('"');
    };
    pump();
  };
}

describe('bounded requests', () => {
  let gw: BrokenGateway;
  beforeAll(async () => {
    gw = await startBrokenGateway({ apiKey: TEST_KEY });
  });
  afterAll(() => gw.close());

  it('fails a check whose answer does not end within --timeout (no headers, or a dripping body), a body over 1 MB, and goes on', async () => {
    const sent = { bytes: 0 };
    gw.setFaults({
      getInformation: { act: misbehave.hang() },
      // Headers at once, then a byte every 50 ms: each read is quick, the answer never ends.
      connectionState: { act: misbehave.drip(50) },
      findChats: { act: hugeBody(sent) },
    });
    const only = ['--only', 'getInformation:200,findChats:200,connectionState:200,findWebhook:200'];
    const { code, stdout, stderr } = await runMain(['--url', gw.url, '--instance', gw.instance, '--timeout', '0.5', ...only]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(stdout).toMatch(/x getInformation \(success\): GET \/ expected 200\n +the request failed: no answer within 0\.5 s\n/);
    expect(stdout).toMatch(/x connectionState \(success\).*\n +the request failed: no answer within 0\.5 s\n/);
    expect(row(stdout, 'findChats', 'success')).toMatch(/200 +200 +FAILED$/);
    expect(stdout).toMatch(/x findChats \(success\).*\n +the body is larger than 1 MB: the runner reads no further\n/);
    // The run went on after them.
    expect(row(stdout, 'findWebhook', 'success')).toMatch(/ passed$/);
    expect(stdout).toMatch(/msg-gateway-contract: 1 passed, 3 failed/);
    // The runner stopped reading: most of the 50 MB was never sent.
    expect(sent.bytes).toBeLessThan(HUGE / 2);
  });

  it('stops at --deadline with exit 2, naming the checks it left', async () => {
    gw.setFaults({ getInformation: { act: misbehave.hang() } });
    const only = ['--only', 'getInformation:200,connectionState:200'];
    const { code, stdout, stderr } = await runMain([
      '--url',
      gw.url,
      '--instance',
      gw.instance,
      '--timeout',
      '60',
      '--deadline',
      '3',
      ...only,
    ]);
    expect(code).toBe(2);
    expect(row(stdout, 'getInformation', 'success')).toMatch(/ - {2,}not checked: the run deadline passed$/);
    expect(row(stdout, 'connectionState', 'success')).toMatch(/ - {2,}not checked: the run deadline passed$/);
    expect(stdout).toMatch(/0 passed, 0 failed, 0 known deviations, 0 skipped, 2 not checked \(2 checks/);
    expect(stderr).toBe(
      'msg-gateway-contract: The run deadline passed (--deadline 3 s): 2 checks were left unchecked: getInformation:success,connectionState:success (run them again with --only).\n',
    );
  });
});

describe('a gateway that stops answering', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Answers the runner's probe and connection state read (not Dredd's), then never again.
    server = await startTestServer(answersTheRunnerOnly());
  });
  afterAll(() => server.close());

  it('costs three timeouts, not one per check: the run gives up with exit 2', async () => {
    const { code, stdout, stderr } = await runMain(['--url', server.url, '--instance', 'x', '--timeout', '0.5']);
    expect(code).toBe(2);
    const failed = stdout.split('\n').filter((line) => line.endsWith('FAILED'));
    expect(failed).toHaveLength(3);
    expect(stdout.match(/the request failed: no answer within 0\.5 s/g)).toHaveLength(3);
    expect(stdout).toMatch(/ 3 failed, .* skipped, \d+ not checked/);
    const left = stdout.split('\n').filter((line) => line.endsWith('not checked: the gateway stopped answering')).length;
    expect(left).toBeGreaterThan(50);
    expect(stderr).toMatch(
      new RegExp(
        `^msg-gateway-contract: The gateway stopped answering \\(3 requests in a row got no answer\\), so the run gave up: ${left} checks were left unchecked: [\\w:,-]+ \\(run them again with --only\\)\\.\\n$`,
      ),
    );
    // The probe, the state read and three checks: nothing was sent after the third no-answer.
    expect(server.seen).toHaveLength(5);
  });
});

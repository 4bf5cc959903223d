// Each delivery checks its target again before anything is sent (webhooks/targets.ts): a target
// that got stored somehow (a path the request checks miss) is a failed delivery saying why, with no
// attempt. Through the webhooks' own door, since every HTTP way in refuses the target earlier
// (doors.test.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOf } from '../src/gateways/index.js';
import { openSpec, type SpecSource } from '../src/server/description/spec-source.js';
import { LOOPBACK_TARGETS } from '../src/webhooks/targets.js';
import { createWebhooks, type WebhookTarget } from '../src/webhooks/webhooks.js';

let spec: SpecSource;
let receiver: Server;
let hits = 0;

beforeAll(async () => {
  spec = await openSpec({ kind: 'contract' }, [], gatewayOf);
  receiver = createServer((_req, res) => {
    hits++;
    res.end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
}, 120_000);
afterAll(async () => {
  spec?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const target = (url: string): WebhookTarget => ({
  url,
  events: ['MESSAGES_UPSERT'],
  byEvents: false,
  headers: {},
  timeoutMs: 5000,
  retries: 0,
});

describe('a delivery re-checks its target', () => {
  it('fails a delivery to a host outside loopback without an attempt, and delivers to loopback', async () => {
    const webhooks = createWebhooks({
      defaults: undefined,
      errors: undefined,
      description: () => spec.current,
      serverUrl: 'http://127.0.0.1:1',
      clock: () => 0,
      seed: '1',
      log: undefined,
      verbose: false,
      targets: LOOPBACK_TARGETS,
    });
    try {
      const away = target('http://10.255.255.1:9/hooks');
      const refused = await webhooks.deliver(webhooks.build('MESSAGES_UPSERT', {}, 'my-instance', away), away, true);
      expect(refused).toMatchObject({
        outcome: 'failed',
        attempts: 0,
        reason: expect.stringMatching(/not to 10\.255\.255\.1: allow that host with --allow-webhook-host/),
      });
      const home = target(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`);
      const delivered = await webhooks.deliver(webhooks.build('MESSAGES_UPSERT', {}, 'my-instance', home), home, true);
      expect(delivered).toMatchObject({ outcome: 'delivered', attempts: 1 });
      expect(hits).toBe(1);
      expect(webhooks.counts).toMatchObject({ delivered: 1, failed: 1 });
    } finally {
      webhooks.close();
    }
  });
});

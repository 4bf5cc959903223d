// Each profile entry's parseWebhookEvent (@msg-gateway/client/<profile>) against what its mock
// delivers: the mock serving the profile posts to a local receiver that parses every body with that
// entry's parser, as a bot would: every event the profile documents (delivered on demand, as the
// control API's trigger does), the send.message of every send the mock answers 2xx, and the events
// of connect, pair and a refused request (the errors webhook). Then what the parser must refuse:
// tampered copies of those deliveries, judged as the shared validator judges them against the
// profile's schemas; and the contract's parser, which does not describe these payloads.
import { readFileSync } from 'node:fs';
import { startMock } from '@msg-gateway/mock';
import { operations, resolveRef, type WalkedOperation } from '@msg-gateway/openapi/walk';
import { json, type SeenRequest, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileNames } from '../scripts/profiles.js';
import { eventSchemas } from '../scripts/webhook-validators.js';
import { parseWebhookEvent as parseContractEvent, WebhookPayloadError } from '../src/webhooks/index.js';
import { type SpecView, specView } from './helpers/spec.js';

type Parser = (body: unknown) => { event: string };
type Mock = Awaited<ReturnType<typeof startMock>>;
const INSTANCE = 'hooks-instance';

/** The event names the profile documents a delivery for: each webhook whose examples carry one event (as the mock's catalogue reads them). */
function documentedEvents(view: SpecView): string[] {
  const events = operations(view.spec, 'webhooks').map((op) => {
    const media = op.operation.requestBody as {
      content?: Record<string, { examples?: Record<string, { $ref?: string; value?: unknown }> }>;
    };
    const names = Object.values(media?.content?.['application/json']?.examples ?? {}).map(
      (example) => (resolveRef<{ value?: unknown }>(view.spec, example)?.value as { event?: unknown } | undefined)?.event,
    );
    return new Set(names).size === 1 && typeof names[0] === 'string' ? names[0] : undefined;
  });
  return [...new Set(events.filter((event) => event !== undefined))];
}

/** The profile's message sends (`x-effect: send` under /message/) with an example body and a path of one instance. */
function sendOperations(view: SpecView): WalkedOperation[] {
  return view.ops.filter(
    (op) =>
      (op.operation as { 'x-effect'?: string })['x-effect'] === 'send' &&
      op.path.startsWith('/message/') &&
      view.requestExample(op) !== undefined &&
      op.parameters.filter((p) => p.in === 'path').every((p) => p.name === 'instance'),
  );
}

/** Every leaf of `value` as [path segments, value]. */
function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (value === null || typeof value !== 'object') return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
}

/** A deep copy of `value` with the leaf at `path` replaced by `next`. */
function tampered(value: Record<string, unknown>, path: string[], next: unknown): Record<string, unknown> {
  const copy = structuredClone(value);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) ?? ''] = next;
  return copy;
}

describe.each(profileNames())('parseWebhookEvent of @msg-gateway/client/%s', (profile) => {
  const view = specView(`@msg-gateway/openapi/${profile}/openapi.json`);
  let parse: Parser;
  let receiver: TestServer;
  let mock: Mock;
  /** Each body the receiver got, with what the profile's parser said of it. */
  const received: { path: string; body: string; event: string; refused?: string }[] = [];

  beforeAll(async () => {
    parse = ((await import(/* @vite-ignore */ new URL(`../src/${profile}.ts`, import.meta.url).href)) as { parseWebhookEvent: Parser })
      .parseWebhookEvent;
    receiver = await startTestServer((_req, res, seen: SeenRequest) => {
      const event = (JSON.parse(seen.body) as { event?: string }).event ?? '';
      try {
        parse(Buffer.from(seen.body));
        received.push({ path: seen.url, body: seen.body, event });
        json(res, 200, {});
      } catch (error) {
        received.push({ path: seen.url, body: seen.body, event, refused: String(error) });
        json(res, 400, { error: String(error) });
      }
    });
    mock = await startMock({
      port: 0,
      profile,
      instances: `${INSTANCE},${INSTANCE}-connect:close`,
      webhook: { url: `${receiver.url}/hooks`, retries: 0 },
      errorsWebhook: { url: `${receiver.url}/errors`, retries: 0 },
    });
  }, 120_000);

  afterAll(async () => {
    await mock?.close();
    await receiver?.close();
  });

  /** What the receiver got while `act` ran and the deliveries it caused settled. */
  async function deliveriesOf(act: () => Promise<unknown>) {
    const from = received.length;
    await act();
    await mock.deliveries.settled(60_000);
    return received.slice(from);
  }

  it('accepts every event the profile documents, delivered on demand', async () => {
    const events = documentedEvents(view);
    expect(events.length).toBeGreaterThan(10);
    const got = await deliveriesOf(async () => {
      for (const event of events) {
        const options = event === 'error' ? {} : { instance: INSTANCE };
        const result = await mock.emit(event, undefined, options);
        expect(['delivered', 'failed', 'skipped'], `${event}: ${JSON.stringify(result)}`).toContain(result.outcome);
      }
    });
    expect(got.filter((d) => d.refused)).toEqual([]);
    // Every event the mock did deliver reached the parser: none is lost to a 400.
    expect(new Set(got.map((d) => d.event)).size).toBeGreaterThan(10);
  }, 120_000);

  it("accepts the send.message of every send the mock answers 2xx (the record of the profile's send answer)", async () => {
    const sends = sendOperations(view);
    expect(sends.length).toBeGreaterThan(5);
    let answered = 0;
    const got = await deliveriesOf(async () => {
      for (const op of sends) {
        const path = op.path.replace('{instance}', INSTANCE);
        const res = await fetch(`${mock.url}${path}`, {
          method: op.method.toUpperCase(),
          headers: { apikey: 'any-key', 'content-type': 'application/json' },
          body: JSON.stringify(view.requestExample(op)),
        });
        await res.arrayBuffer();
        if (res.ok) answered++;
      }
    });
    const sent = got.filter((d) => d.event === 'send.message');
    expect(answered).toBeGreaterThan(5);
    expect(sent).toHaveLength(answered);
    expect(sent.filter((d) => d.refused)).toEqual([]);
  }, 120_000);

  it('accepts the events of a connect, a pairing and a refused request (the errors webhook)', async () => {
    const name = `${INSTANCE}-connect`;
    const got = await deliveriesOf(async () => {
      const connect = await fetch(`${mock.url}/instance/connect/${name}`, { headers: { apikey: 'any-key' } });
      await connect.arrayBuffer();
      mock.instances.pair(name);
      const refused = await fetch(`${mock.url}/instance/connectionState/no-such-instance`, { headers: { apikey: 'any-key' } });
      expect(refused.status).toBe(404);
      await refused.arrayBuffer();
    });
    expect(got.map((d) => d.event)).toEqual(expect.arrayContaining(['connection.update', 'error']));
    expect(got.filter((d) => d.refused)).toEqual([]);
  }, 120_000);

  it('refuses what the profile does not describe, as the shared validator does, and names the field', () => {
    const schemas = new Map(eventSchemas(view.spec));
    const delivered = received.filter((d) => !d.refused);
    expect(delivered.length).toBeGreaterThan(10);
    let refusals = 0;
    for (const { body, event } of delivered.filter((d, i, all) => all.findIndex((o) => o.event === d.event) === i)) {
      const payload = JSON.parse(body) as Record<string, unknown>;
      for (const [path, value] of leaves(payload)) {
        if (path.length === 0 || path[0] === 'event') continue;
        const copy = tampered(payload, path, typeof value === 'string' ? 12 : `not ${typeof value}`);
        const shared = view.validator.validate(`#/components/schemas/${schemas.get(event)}`, copy);
        let error: unknown;
        try {
          parse(copy);
        } catch (thrown) {
          error = thrown;
        }
        expect(error === undefined, `${event} with /${path.join('/')} changed: ${String(error)}`).toBe(shared.length === 0);
        if (error !== undefined) {
          refusals++;
          expect(error).toBeInstanceOf(WebhookPayloadError);
        }
      }
    }
    expect(refusals).toBeGreaterThan(10);
    expect(() => parse({ ...JSON.parse(delivered[0]?.body ?? '{}'), event: 'no.such.event' })).toThrow(/\/event must be one of/);
  });
});

describe('parseWebhookEvent of @msg-gateway/client/evolution-2.1.1 and a real 2.1.1', () => {
  // The deliveries a real Evolution API 2.1.1 made while it was recorded (lines of kind "webhook";
  // the recordings' README says how their placeholders stand for keys, ids and dates).
  const RECORDINGS = new URL('../../../apps/mock/test/fixtures/recordings/evolution-2.1.1.jsonl', import.meta.url);
  const PLACEHOLDERS: Record<string, string> = {
    '"<iso-date>"': JSON.stringify('2026-11-24T10:15:30.123Z'),
    '"<uuid>"': JSON.stringify('6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'),
    '"<instance-token>"': JSON.stringify('B1E2C3D4-A5B6-4C7D-8E9F-0A1B2C3D4E5F'),
    '"<admin-key>"': JSON.stringify('recorded-admin-key'),
  };
  let parse: Parser;

  beforeAll(async () => {
    parse = (await import('../src/evolution-2.1.1.js')).parseWebhookEvent;
  });

  it('accepts every delivery of the recordings', () => {
    const deliveries = readFileSync(RECORDINGS, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"kind":"webhook"'))
      .map((line) => JSON.parse(line) as { kind: string; body: string; json: { event: string } })
      .filter((line) => line.kind === 'webhook');
    expect(deliveries.length).toBeGreaterThan(0);
    for (const { body, json } of deliveries) {
      const real = Object.entries(PLACEHOLDERS).reduce((text, [from, to]) => text.replaceAll(from, to), body);
      expect(real, 'a placeholder the test does not know').not.toMatch(/"<[a-z-]+>"/);
      expect(parse(real).event).toBe(json.event);
    }
  });

  it("is needed: the contract's parser refuses what 2.1.1 sends for a send (no status, an integer timestamp)", async () => {
    const receiver = await startTestServer();
    const mock = await startMock({ port: 0, profile: 'evolution-2.1.1', instances: INSTANCE, webhook: { url: receiver.url, retries: 0 } });
    try {
      const res = await fetch(`${mock.url}/message/sendText/${INSTANCE}`, {
        method: 'POST',
        headers: { apikey: 'any-key', 'content-type': 'application/json' },
        body: JSON.stringify({ number: '5511999999999', text: 'hello' }),
      });
      expect(res.status).toBe(201);
      await res.arrayBuffer();
      await mock.deliveries.settled(60_000);
      const body = receiver.seen.find((seen) => seen.body.includes('"send.message"'))?.body;
      expect(parse(body).event).toBe('send.message');
      expect(() => parseContractEvent(body)).toThrow(/\/data\/status is required; \/data\/messageTimestamp must be a string/);
    } finally {
      await mock.close();
      await receiver.close();
    }
  }, 120_000);
});

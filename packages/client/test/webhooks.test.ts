// parseWebhookEvent against the contract's own webhook examples (every example of every event of the
// bundle's `webhooks`, ALL_EVENTS left out: it repeats them), against tampered copies of each, and
// against bodies that are not payloads at all. The generated validators must agree with the shared
// validator (@msg-gateway/openapi/validate) on every one of them, and no error may carry the
// payload's apikey.
import { Readable } from 'node:stream';
import { inspect } from 'node:util';
import { secretForms } from '@msg-gateway/openapi/redact';
import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_VALIDATORS } from '../src/generated/webhooks.gen.js';
import { parseWebhookEvent, WEBHOOK_EVENT_NAMES, type WebhookEvent, WebhookPayloadError } from '../src/webhooks/index.js';
import { spec, validator } from './helpers/spec.js';
import { examples, type Payload } from './helpers/webhook-examples.js';

/** The contract's schema of event `event`, as its WebhookPayload discriminator maps it. */
const union = spec.components?.schemas?.WebhookPayload as { discriminator?: { mapping?: Record<string, string> } } | undefined;
const schemaOf = (event: string) => union?.discriminator?.mapping?.[event] ?? expect.fail(`no schema for ${event}`);

/** What the shared validator and the generated one each find wrong with `value` as event `event`: [pointer, keyword], sorted. */
function verdicts(event: string, value: unknown) {
  const shared = validator.validate(schemaOf(event), value).map((v) => `${v.pointer} ${v.keyword}`);
  const validate = WEBHOOK_VALIDATORS[event as keyof typeof WEBHOOK_VALIDATORS];
  const generated = validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
  return { shared: shared.sort(), generated: generated.sort() };
}

/** The error `parseWebhookEvent(body)` throws: the test fails if it returns. */
function rejection(body: unknown): WebhookPayloadError {
  try {
    const parsed = parseWebhookEvent(body);
    return expect.fail(`accepted: ${JSON.stringify(parsed).slice(0, 200)}`);
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookPayloadError);
    return error as WebhookPayloadError;
  }
}

/** Every leaf of `value` (a JSON value) as [path segments, value]. */
function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (value === null || typeof value !== 'object') return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
}

/** A deep copy of `value` with the node at `path` replaced by `next` (or removed when `next` is `REMOVE`). */
const REMOVE = Symbol('remove');
function tampered(value: Payload, path: string[], next: unknown): Payload {
  const copy = structuredClone(value);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1) ?? '';
  if (next === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = next;
  return copy;
}

const otherType = (value: unknown) => (typeof value === 'string' ? 42 : typeof value === 'number' ? 'not a number' : 'not a boolean');

describe('the contract examples', () => {
  it('are there: every event of the bundle has at least one example', () => {
    expect(new Set(examples.map(([key]) => key)).size).toBe(27);
    expect(examples.length).toBeGreaterThanOrEqual(27);
    expect(new Set(examples.map(([, , value]) => value.event))).toEqual(new Set(WEBHOOK_EVENT_NAMES));
  });

  it.each(examples)('%s: %s is accepted, as an object, a JSON string, a Buffer and an ArrayBuffer, and narrowed', (_key, _name, value) => {
    const text = JSON.stringify(value);
    const bytes = Buffer.from(text);
    const bodies = [value, text, bytes, new Uint8Array(bytes), bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)];
    for (const body of bodies) {
      const parsed: WebhookEvent = parseWebhookEvent(body);
      expect(parsed).toEqual(value);
      expect(parsed.event).toBe(value.event);
    }
    expect(verdicts(String(value.event), value)).toEqual({ shared: [], generated: [] });
  });
});

describe('tampered examples', () => {
  it.each(examples)(
    '%s: %s with any field of another type, or removed, is judged as the shared validator judges it',
    (_key, _name, value) => {
      const event = String(value.event);
      let rejected = 0;
      for (const [path, leaf] of leaves(value)) {
        if (path[0] === 'event') continue;
        for (const copy of [tampered(value, path, otherType(leaf)), tampered(value, path, REMOVE)]) {
          const { shared, generated } = verdicts(event, copy);
          expect(generated, `/${path.join('/')}`).toEqual(shared);
          if (shared.length === 0) {
            expect(parseWebhookEvent(copy).event).toBe(event);
          } else {
            rejected++;
            const error = rejection(copy);
            expect(error.event).toBe(event);
            expect(error.message).toMatch(new RegExp(`^webhook payload: /\\S* .*\\(${event.replace(/[.]/g, '\\.')}\\)$`));
            expect(error.violations.map((v) => v.keyword).sort()).toEqual(shared.map((s) => s.split(' ')[1]).sort());
          }
        }
      }
      // The envelope alone has required fields: every example has something to break.
      expect(rejected).toBeGreaterThan(0);
    },
  );

  const upsert = examples.find(([key]) => key === 'MESSAGES_UPSERT')?.[2] ?? expect.fail('no MESSAGES_UPSERT example');

  it('names a field of the wrong type', () => {
    const error = rejection(tampered(upsert, ['data', 'key', 'remoteJid'], 5511999999999));
    expect(error.message).toBe('webhook payload: /data/key/remoteJid must be a string (messages.upsert)');
    expect(error.pointer).toBe('/data/key/remoteJid');
    expect(error.violations).toEqual([
      { pointer: '/data/key/remoteJid', keyword: 'type', message: '/data/key/remoteJid must be a string' },
    ]);
  });

  it('names a missing field', () => {
    const error = rejection(tampered(upsert, ['data', 'messageTimestamp'], REMOVE));
    expect(error.message).toBe('webhook payload: /data/messageTimestamp is required (messages.upsert)');
  });

  it('names a field outside its format and one of another type at once', () => {
    const error = rejection({ ...tampered(upsert, ['date_time'], 'yesterday'), instance: null });
    expect(error.message).toBe('webhook payload: /instance must be a string; /date_time must be a date-time string (messages.upsert)');
  });

  it('lists three violations and counts the rest', () => {
    const error = rejection({ event: 'messages.upsert', data: {} });
    expect(error.violations.length).toBeGreaterThan(3);
    expect(error.message).toMatch(
      /^webhook payload: \/\S+ is required; \/\S+ is required; \/\S+ is required; and \d+ more \(messages\.upsert\)$/,
    );
  });

  it.each([
    [
      'an unknown event',
      { ...upsert, event: 'messages.received' },
      '/event must be one of the 27 event names (e.g. "messages.upsert"), got "messages.received"',
    ],
    ['a subscription name instead of the event', { ...upsert, event: 'MESSAGES_UPSERT' }, 'got "MESSAGES_UPSERT"'],
    ['no event', tampered(upsert, ['event'], REMOVE), '/event is required (the event name, e.g. "messages.upsert")'],
    ['an event that is not a string', { ...upsert, event: 7 }, '/event must be a string, got a number'],
  ])('rejects %s, naming /event', (_name, body, text) => {
    const error = rejection(body);
    expect(error.message).toContain(text);
    expect(error.pointer).toBe('/event');
    expect(error.event).toBeUndefined();
  });
});

describe('bodies that are not payloads', () => {
  it.each([
    ['invalid JSON', '{"event": "call"} x', 'webhook payload: the body is not valid JSON (at position 18)'],
    ['JSON with a bare word', '{"event": messages.upsert}', 'webhook payload: the body is not valid JSON'],
    ['an empty body', '', 'webhook payload: the body is not valid JSON (it is empty)'],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'webhook payload: the body is not valid UTF-8 text'],
    ['a JSON array', '[]', 'webhook payload: the body must be a JSON object, got an array'],
    ['JSON null', 'null', 'webhook payload: the body must be a JSON object, got null'],
    ['a number', 42, 'webhook payload: the body must be a JSON object, got a number'],
    ['undefined', undefined, 'webhook payload: the body must be a JSON object, got undefined'],
    [
      'the request stream itself',
      Readable.from(['{}']),
      'webhook payload: the body is a stream (the request itself?): read the body first',
    ],
  ])('rejects %s with a clear message', (_name, body, text) => {
    expect(rejection(body).message).toContain(text);
  });
});

describe("the payload's apikey (the instance token)", () => {
  const KEY = `tok-SECRET-a1b2/"c3"\\d4 <e5>&é ${'z'.repeat(40)}`;
  const upsert = examples.find(([key]) => key === 'MESSAGES_UPSERT')?.[2] ?? expect.fail('no MESSAGES_UPSERT example');
  const withKey = { ...upsert, apikey: KEY };

  /** Every rendering of the error someone might log. */
  const renderings = (error: WebhookPayloadError) => [
    error.message,
    String(error),
    error.stack ?? '',
    JSON.stringify(error),
    inspect(error, { depth: 10 }),
    inspect(error, { depth: 10, showHidden: true }),
  ];

  it.each([
    ['as the event name', { ...withKey, event: KEY }],
    ['as a property name of the message key', { ...withKey, data: { ...(upsert.data as object), key: { [KEY]: 1 } } }],
    ['in a body that is not valid JSON', `{"apikey": ${JSON.stringify(KEY)}, "event": "messages.upsert",`],
    ['in a raw body whose other field is wrong', Buffer.from(JSON.stringify({ ...withKey, instance: 42 }))],
    ['as an apikey of the wrong type', { ...upsert, apikey: { token: KEY } }],
  ])('never appears in an error, in any form, when it is %s', (_name, body) => {
    const printed = vi.spyOn(process.stdout, 'write');
    const logged = vi.spyOn(console, 'log');
    const error = rejection(body);
    for (const text of renderings(error)) {
      for (const form of [...secretForms(KEY), KEY.slice(0, 10), 'SECRET']) expect(text).not.toContain(form);
    }
    // Nothing is printed while parsing.
    expect(printed).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('is not quoted from a body that is not JSON (where it cannot be known, so not redacted)', () => {
    const body = '{"apikey": SECRET-42}';
    // The parser's own message quotes the text around the error: it would leak the key.
    expect(() => JSON.parse(body)).toThrow(/SECRET-42/);
    const error = rejection(body);
    for (const text of renderings(error)) expect(text).not.toContain('SECRET-42');
    expect(error.cause).toBeUndefined();
  });

  it('is redacted where the message would otherwise quote it', () => {
    expect(rejection({ ...withKey, event: KEY }).message).toContain('got "[redacted]"');
  });

  it('is returned to the caller as part of a valid payload (strip it before logging)', () => {
    expect(parseWebhookEvent(withKey).apikey).toBe(KEY);
  });
});

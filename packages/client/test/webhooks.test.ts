// parseWebhookEvent against the contract's own webhook examples (every example of every event of the
// bundle's `webhooks`, ALL_EVENTS left out: it repeats them), against tampered copies of each, and
// against bodies that are not payloads at all. The generated validators must agree with the shared
// validator (@msg-gateway/openapi/validate) on every one of them, and no error may carry the
// payload's apikey.
import { Readable } from 'node:stream';
import { inspect } from 'node:util';
import { secretForms } from '@msg-gateway/openapi/redact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventSchemas } from '../scripts/webhook-validators.js';
import { WEBHOOK_VALIDATORS } from '../src/generated/webhooks.gen.js';
import { checkPayload } from '../src/webhooks/check.js';
import { parseWebhookEvent, WEBHOOK_EVENT_NAMES, type WebhookEvent, WebhookPayloadError } from '../src/webhooks/index.js';
import { compiledValidators } from './helpers/compiled-validators.js';
import { spec, validator } from './helpers/spec.js';
import { examples, type Payload } from './helpers/webhook-examples.js';

/** The contract's schema of event `event`: the one its WebhookPayload discriminator maps it to, or the error event's own. */
const SCHEMAS = new Map(eventSchemas(spec));
const schemaOf = (event: string) => `#/components/schemas/${SCHEMAS.get(event) ?? expect.fail(`no schema for ${event}`)}`;

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
    expect(WEBHOOK_EVENT_NAMES.length).toBeGreaterThanOrEqual(27);
    expect(new Set(examples.map(([key]) => key)).size).toBe(WEBHOOK_EVENT_NAMES.length);
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
      `/event must be one of the ${WEBHOOK_EVENT_NAMES.length} event names (e.g. "messages.upsert"), got "messages.received"`,
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
    for (const text of renderingsOf(error)) {
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
    for (const text of renderingsOf(error)) expect(text).not.toContain('SECRET-42');
    expect(error.cause).toBeUndefined();
  });

  it('is redacted where the message would otherwise quote it', () => {
    expect(rejection({ ...withKey, event: KEY }).message).toContain('got "[redacted]"');
  });

  it('is returned to the caller as part of a valid payload (strip it before logging)', () => {
    expect(parseWebhookEvent(withKey)).toMatchObject({ event: 'messages.upsert', apikey: KEY });
  });
});

// The errors webhook (the gateway's own errors, event "error", to a URL of its own) carries `api_key`:
// the gateway's admin key, in clear. parseWebhookEvent checks it against the contract's ErrorEvent.
describe("the errors webhook's api_key (the gateway's admin key)", () => {
  const KEY = `adm-SECRET-7c6b/"5a"\\4f <3e>&ü ${'q'.repeat(30)}`;
  const example = examples.find(([key]) => key === 'ERRORS')?.[2] ?? expect.fail('no ERRORS example');
  const errorEvent = (fields: Record<string, unknown> = {}) => ({ ...structuredClone(example), api_key: KEY, ...fields });

  it('accepts the contract example, typed as the error event, with its key (strip it before logging)', () => {
    const event = parseWebhookEvent(errorEvent());
    if (event.event !== 'error') return expect.fail(`parsed as ${event.event}`);
    expect(event.api_key).toBe(KEY);
    expect(event.data.status).toBe(500);
    expect(WEBHOOK_EVENT_NAMES).toContain('error');
  });

  it.each([
    ['as the event name', () => errorEvent({ event: KEY })],
    ['in a raw body whose other field is wrong', () => Buffer.from(JSON.stringify(errorEvent({ date_time: 'yesterday' })))],
    ['in a body that is not valid JSON', () => `${JSON.stringify(errorEvent()).slice(0, -1)},`],
    ['wrong-typed, so that it is itself the violation, and as a property name too', () => errorEvent({ api_key: { [KEY]: [KEY] } })],
    ['in an array, and as the event name', () => errorEvent({ api_key: [KEY], event: KEY })],
    ['beside a data that breaks its schema', () => errorEvent({ data: { [KEY]: KEY, status: KEY } })],
  ])('never appears in the error, in any form, when it is %s', (_name, body) => {
    const error = rejection(body());
    expect(error.violations.length).toBeGreaterThan(0);
    expectAbsent(error, KEY);
  });

  it('names the wrong-typed key without quoting it', () => {
    expect(rejection(errorEvent({ api_key: { token: KEY } })).message).toBe('webhook payload: /api_key must be a string (error)');
  });

  it('is redacted where the message would quote it: an unknown event name', () => {
    expect(rejection(errorEvent({ event: KEY })).message).toMatch(
      /^webhook payload: \/event must be one of the \d+ event names .*, got "\[redacted\]"$/,
    );
  });

  it('is never quoted where two violations meet, nor as the event the error names', () => {
    // A key that the message would only spell across two of its violations, and one that is the event name.
    const joined = rejection(errorEvent({ api_key: 'is required; /data', data: {} }));
    expect(joined.violations.length).toBeGreaterThan(1);
    expect(joined.message).not.toContain('is required; /data');
    const named = rejection(errorEvent({ api_key: 'error', date_time: 'yesterday' }));
    expect(named.event).toBeUndefined();
    expect(named.message).not.toMatch(/\berror\b/);
  });
});

// The contract's ErrorEvent leaves `data` open; a stricter one (a property name of the payload can
// then be a violation's pointer) must keep the key out as well. These tests close it in a copy of the
// contract, generate its validators as `npm run generate` would, and parse with them.
describe("the errors webhook's api_key, under an errors schema that refuses unknown fields", () => {
  const KEY = `adm-SECRET-1d2e/"3f"\\4a <5b>&ß ${'w'.repeat(30)}`;
  const NUMBER_KEY = 987654321012;
  let parse: (body: unknown) => Record<string, unknown>;

  beforeAll(async () => {
    const changed = structuredClone(spec);
    const schemas = changed.components?.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    const data = schemas.ErrorEvent?.properties.data ?? expect.fail('the contract has no ErrorEvent.data');
    data.additionalProperties = false;
    const validators = await compiledValidators(changed);
    parse = (body) => checkPayload(validators, body);
  });

  const errorEvent = (fields: Record<string, unknown> = {}) => ({
    event: 'error',
    data: { error: 'Internal Server Error', message: 'Connection Closed', status: 500, response: { message: 'Connection Closed' } },
    date_time: '2026-01-15T12:00:00.000Z',
    api_key: KEY,
    server_url: 'https://gw.example.org',
    ...fields,
  });
  const withData = (extra: Record<string, unknown>) => ({ ...errorEvent().data, ...extra });

  /** The error parse(body) throws: the test fails if it returns. */
  const refused = (body: unknown) => {
    try {
      return expect.fail(`accepted: ${Object.keys(parse(body))}`);
    } catch (error) {
      expect(error).toBeInstanceOf(WebhookPayloadError);
      return error as WebhookPayloadError;
    }
  };

  it('accepts a well-formed delivery, and refuses an unknown field of data (the validators are real)', () => {
    expect(parse(errorEvent()).api_key).toBe(KEY);
    expect(refused(errorEvent({ data: withData({ extra: 1 }) })).message).toBe('webhook payload: /data/extra is not allowed (error)');
  });

  it.each([
    ['as a property name where none is allowed', () => errorEvent({ data: withData({ [KEY]: 1 }) })],
    ['wrong-typed and as a property name too', () => errorEvent({ api_key: { [KEY]: [KEY] }, data: { [KEY]: 1 } })],
  ])('never appears in the error, in any form, when it is %s', (_name, body) => {
    const error = refused(body());
    expect(error.violations.length).toBeGreaterThan(0);
    expectAbsent(error, KEY);
  });

  it('is redacted where the message would quote it, and the violation still names the field', () => {
    const error = refused(errorEvent({ data: withData({ [KEY]: 1 }) }));
    expect(error.violations).toEqual([
      { pointer: '/data/[redacted]', keyword: 'additionalProperties', message: '/data/[redacted] is not allowed' },
    ]);
    expect(error.message).toBe('webhook payload: /data/[redacted] is not allowed (error)');
  });

  it('never appears as a number either, wrong-typed and used as a property name elsewhere', () => {
    const error = refused(errorEvent({ api_key: NUMBER_KEY, data: withData({ [NUMBER_KEY]: 1 }) }));
    expect(error.violations.map((v) => v.pointer)).toEqual(['/data/[redacted]', '/api_key']);
    expectAbsent(error, String(NUMBER_KEY));
  });
});

/** Every rendering of a WebhookPayloadError someone might log, its violations and pointer one by one too. */
function renderingsOf(error: WebhookPayloadError): string[] {
  return [
    error.message,
    String(error),
    error.stack ?? '',
    error.pointer,
    JSON.stringify(error),
    inspect(error, { depth: 10 }),
    inspect(error, { depth: 10, showHidden: true }),
    ...error.violations.flatMap((v) => [v.pointer, v.keyword, v.message]),
  ];
}

/** Fails when any rendering of `error` holds any form of `key` (or the word SECRET, which every test key has). */
function expectAbsent(error: WebhookPayloadError, key: string): void {
  for (const text of renderingsOf(error)) for (const form of [...secretForms(key), 'SECRET']) expect(text).not.toContain(form);
}

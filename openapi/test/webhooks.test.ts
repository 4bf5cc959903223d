// The contract's `webhooks`: one entry per event kind an instance can subscribe to (the 27 of
// webhook/set, and the two only a create body subscribes to), the gateway's ERRORS (its own URL and
// shape), and ALL_EVENTS (the single-URL receiver); each payload schema with valid examples, and the
// discriminated union `WebhookPayload` that covers them all. Examples are checked with the shared validator, so what
// the mock sends and the client parses is held to the same rules.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { profileNames } from '../src/profiles.js';
import { createBundleValidator } from '../src/validate.js';
import { type ExampleObject, type OpenApiDocument, requestSchemaPointer, resolveRef, type WalkedOperation } from '../src/walk.js';
import { loadSpec, operations } from './load-spec.js';

/** The events the issue asks a payload schema of their own for; the other 13 share the generic one. */
const SPECIFIC = [
  'APPLICATION_STARTUP',
  'QRCODE_UPDATED',
  'CONNECTION_UPDATE',
  'MESSAGES_UPSERT',
  'MESSAGES_UPDATE',
  'MESSAGES_DELETE',
  'SEND_MESSAGE',
  'PRESENCE_UPDATE',
  'CHATS_UPSERT',
  'CONTACTS_UPSERT',
  'GROUPS_UPSERT',
  'GROUP_PARTICIPANTS_UPDATE',
  'CALL',
  'LOGOUT_INSTANCE',
  'INSTANCE_CREATE',
  'INSTANCE_DELETE',
];
/** Subscribed to only in a create body: webhook/set (WebhookEvent) refuses them. */
const CREATE_ONLY = ['INSTANCE_CREATE', 'INSTANCE_DELETE'];
const ALL_EVENTS = 'ALL_EVENTS';
/** The gateway's error events: their own URL and shape, not the delivery envelope. */
const ERRORS = 'ERRORS';
const UNION = '/components/schemas/WebhookPayload';
const GENERIC = '#/components/schemas/GenericEvent';

/** How Evolution API 2.1.1 matches an emitted event against the subscribed names (webhook.controller.ts, emit). */
const subscriptionName = (event: string): string => event.replace(/[.-]/g, '_').toUpperCase();
/** The one name 2.1.1 gets wrong: it emits `groups.update`, but only `GROUP_UPDATE` can be subscribed to. */
const QUIRKS: Record<string, string> = { 'groups.update': 'GROUP_UPDATE' };
const nameOf = (event: string): string => QUIRKS[event] ?? subscriptionName(event);

/** Pairs dotted event names with subscription names; whatever is left over on either side is unmatched. */
function pairUp(dotted: string[], upper: string[]) {
  const left = new Set(upper);
  const pairs: [string, string][] = [];
  const unmatchedDotted: string[] = [];
  for (const event of dotted) {
    const name = nameOf(event);
    if (left.delete(name)) pairs.push([event, name]);
    else unmatchedDotted.push(event);
  }
  return { pairs, unmatchedDotted, unmatchedUpper: [...left] };
}

type Json = Record<string, unknown>;
type Case = { webhook: string; example: string; pointer: string; value: Json };

function schemaAt(doc: OpenApiDocument, pointer: string): Json {
  return resolveRef(doc, { $ref: `#${pointer}` }) as Json;
}

function eventNames(doc: OpenApiDocument) {
  const envelope = schemaAt(doc, '/components/schemas/WebhookDelivery') as { properties: { event: { enum: string[] } } };
  const subscribable = schemaAt(doc, '/components/schemas/WebhookEvent') as { enum: string[] };
  return { dotted: envelope.properties.event.enum, upper: [...subscribable.enum, ...CREATE_ONLY] };
}

function exampleCases(doc: OpenApiDocument, ops: WalkedOperation[]): Case[] {
  return ops.flatMap((op) => {
    const pointer = requestSchemaPointer(doc, op);
    const media = resolveRef(doc, op.operation.requestBody)?.content?.['application/json'];
    if (!pointer || !media) throw new Error(`webhook ${op.path} has no JSON request body schema`);
    return Object.entries(media.examples ?? {}).map(([example, ref]) => ({
      webhook: op.path,
      example,
      pointer,
      value: resolveRef<ExampleObject>(doc, ref)?.value as Json,
    }));
  });
}

/** A copy of `value` changed by `change`. */
function tampered(value: Json, change: (copy: Json) => void): Json {
  const copy = structuredClone(value);
  change(copy);
  return copy;
}

describe('event names', () => {
  const { dotted, upper } = eventNames(loadSpec());

  it('the envelope names the 29 events as 2.1.1 emits them, WebhookEvent and the create-only names as instances subscribe to them, 1:1', () => {
    expect(dotted).toHaveLength(29);
    expect(upper).toHaveLength(29);
    const { pairs, unmatchedDotted, unmatchedUpper } = pairUp(dotted, upper);
    expect({ unmatchedDotted, unmatchedUpper }).toEqual({ unmatchedDotted: [], unmatchedUpper: [] });
    expect(pairs).toHaveLength(29);
    // Only the GROUP_UPDATE quirk breaks 2.1.1's own matching rule.
    expect(pairs.filter(([event, name]) => subscriptionName(event) !== name)).toEqual([['groups.update', 'GROUP_UPDATE']]);
    // The dotted names are not simply the lower-cased subscription names.
    expect(dotted).toContain('group-participants.update');
    expect(dotted).toContain('typebot.change-status');
  });

  it('the pairing catches a missing or misspelt name (the check above can fail)', () => {
    const withoutGroups = pairUp(
      dotted.filter((d) => d !== 'groups.update'),
      upper,
    );
    expect(withoutGroups.unmatchedUpper).toEqual(['GROUP_UPDATE']);
    const misspelt = pairUp(
      dotted.map((d) => (d === 'messages.upsert' ? 'message.upsert' : d)),
      upper,
    );
    expect(misspelt).toMatchObject({ unmatchedDotted: ['message.upsert'], unmatchedUpper: ['MESSAGES_UPSERT'] });
  });
});

describe.each([
  ['the contract', '../dist/openapi.json'],
  ...profileNames().map((name) => [`the ${name} profile`, `../dist/${name}/openapi.json`]),
])('webhooks of %s', (_name, file) => {
  const doc = loadSpec(file);
  const validator = createBundleValidator(doc);
  const ops = operations(doc, 'webhooks');
  const { dotted, upper } = eventNames(doc);
  const cases = exampleCases(doc, ops);
  const perEvent = cases.filter((c) => c.webhook !== ALL_EVENTS);
  const deliveries = perEvent.filter((c) => c.webhook !== ERRORS);
  const union = schemaAt(doc, UNION) as {
    oneOf: { $ref: string }[];
    discriminator: { propertyName: string; mapping: Record<string, string> };
  };

  it('has one webhook per subscribable event name, ERRORS and ALL_EVENTS', () => {
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...upper, ERRORS, ALL_EVENTS].sort());
  });

  it.each(ops.map((op) => [op.path, op] as const))('%s is a POST the receiver answers, needing no key', (key, op) => {
    const pascal = key
      .toLowerCase()
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('');
    expect(op.method).toBe('post');
    expect(op.operationId).toBe(key === ALL_EVENTS ? 'onAnyEvent' : `on${pascal}`);
    expect(op.operation.tags).toEqual(['Webhook events']);
    expect(op.operation.summary).toMatch(new RegExp(`^${key}: \\w`));
    expect(op.operation.description).toMatch(/evolution-api@[0-9a-f]{8}:src\//);
    expect(op.operation.security).toEqual([]);
    expect(resolveRef(doc, op.operation.requestBody)?.required).toBe(true);
    const codes = Object.keys(op.operation.responses ?? {});
    expect(codes.some((c) => /^2\d\d$/.test(c))).toBe(true);
    expect(codes.some((c) => /^4\d\d$/.test(c))).toBe(true);
    expect(doc.tags?.map((t) => t.name)).toContain('Webhook events');
  });

  it('gives every webhook at least one example', () => {
    const withExamples = new Set(cases.map((c) => c.webhook));
    expect(ops.map((op) => op.path).filter((key) => !withExamples.has(key))).toEqual([]);
  });

  it.each(cases.map((c) => [`${c.webhook} ${c.example}`, c] as const))(
    '%s validates against its schema, and the union unless an error',
    (_label, c) => {
      expect(validator.validate(c.pointer, c.value)).toEqual([]);
      // An error event is not a delivery: the union of deliveries refuses it.
      expect(validator.validate(UNION, c.value).length === 0).toBe(c.webhook !== ERRORS);
      // The example is for the event its webhook is named after, and carries no credential.
      if (c.value.event === 'error') {
        expect(c.webhook).toBe(ERRORS);
        expect(c.value.api_key).toMatch(/^<.*>$/);
        expect(c.value).not.toHaveProperty('apikey');
      } else {
        if (c.webhook !== ALL_EVENTS) expect(nameOf(String(c.value.event))).toBe(c.webhook);
        expect(c.value.apikey).toBeNull();
      }
    },
  );

  it.each(deliveries.map((c) => [`${c.webhook} ${c.example}`, c] as const))('%s is rejected when tampered with', (_label, c) => {
    const otherEvent = c.value.event === 'call' ? 'presence.update' : 'call';
    const broken = {
      'wrong event for its data': tampered(c.value, (v) => {
        v.event = otherEvent;
      }),
      'a missing required field': tampered(c.value, (v) => {
        delete v.date_time;
      }),
      'a wrong type': tampered(c.value, (v) => {
        v.instance = 42;
      }),
    };
    for (const [what, value] of Object.entries(broken)) {
      expect(validator.validate(c.pointer, value), `${what} (webhook schema)`).not.toEqual([]);
      expect(validator.validate(UNION, value), `${what} (union)`).not.toEqual([]);
    }
    expect(validator.validate(c.pointer, broken['a missing required field']).map((v) => v.message)).toContain(
      "(root): must have required property 'date_time' [required]",
    );
    expect(validator.validate(c.pointer, broken['a wrong type']).map((v) => v.message)).toContain('/instance: must be string [type]');
  });

  it('rejects an error event that is tampered with, or dressed as a delivery', () => {
    const c = perEvent.find((x) => x.webhook === ERRORS);
    if (!c) throw new Error('no ERRORS example');
    const broken = {
      'another event': tampered(c.value, (v) => {
        v.event = 'call';
      }),
      'no api_key': tampered(c.value, (v) => {
        delete v.api_key;
      }),
      'a status that is not a number': tampered(c.value, (v) => {
        (v.data as Json).status = '500';
      }),
    };
    for (const [what, value] of Object.entries(broken)) {
      expect(validator.validate(c.pointer, value), `${what} (webhook schema)`).not.toEqual([]);
    }
    const delivery = perEvent.find((x) => x.webhook === 'LOGOUT_INSTANCE');
    expect(validator.validate(c.pointer, delivery?.value).map((v) => v.message)).toContain(
      "(root): must have required property 'api_key' [required]",
    );
  });

  it.each([
    ['INSTANCE_CREATE', (v: Json) => delete (v.data as Json).instanceId, "/data: must have required property 'instanceId'"],
    [
      'MESSAGES_UPSERT',
      (v: Json) => Object.assign(v.data as Json, { messageTimestamp: '1727015712' }),
      '/data/messageTimestamp: must be integer [type]',
    ],
    [
      'CONNECTION_UPDATE',
      (v: Json) => Object.assign(v.data as Json, { state: 'opened' }),
      '/data/state: must be equal to constant [const]',
    ],
    ['LOGOUT_INSTANCE', (v: Json) => Object.assign(v, { data: {} }), '/data: must be null [type]'],
    ['CONTACTS_UPSERT', (v: Json) => Object.assign(v, { data: '5511999999999' }), '/data: must be object [type]'],
    ['CALL', (v: Json) => Object.assign(v.data as Json, { status: 'missed' }), '/data/status: must be equal to one of the allowed values'],
    [
      'GROUPS_UPSERT',
      (v: Json) => delete ((v.data as Json[])[0] as Json).participants,
      "/data/0: must have required property 'participants'",
    ],
  ] as const)('rejects a %s payload with broken data', (webhook, change, message) => {
    const c = perEvent.find((x) => x.webhook === webhook);
    if (!c) throw new Error(`no example for ${webhook}`);
    const value = tampered(c.value, change);
    expect(validator.validate(c.pointer, value).map((v) => v.message)).toContainEqual(expect.stringContaining(message));
    expect(validator.validate(UNION, value)).not.toEqual([]);
  });

  it('covers every delivered event in the union: the payloads of their own, and the generic one for the others', () => {
    expect(union.discriminator.propertyName).toBe('event');
    const mapping = union.discriminator.mapping;
    expect(Object.keys(mapping).sort()).toEqual([...dotted].sort());
    const own = dotted.filter((d) => mapping[d] !== GENERIC);
    expect(own.map(nameOf).sort()).toEqual([...SPECIFIC].sort());
    expect(new Set(own.map((d) => mapping[d])).size).toBe(SPECIFIC.length);
    expect(mapping).not.toHaveProperty('error');
    expect(dotted.filter((d) => mapping[d] === GENERIC)).toHaveLength(dotted.length - SPECIFIC.length);
    expect(union.oneOf.map((s) => s.$ref).sort()).toEqual([...new Set(Object.values(mapping))].sort());
  });

  it('accepts each delivery example through exactly one branch of the union: the one its event maps to', () => {
    const mapping = union.discriminator.mapping;
    for (const c of cases.filter((x) => x.webhook !== ERRORS)) {
      const matching = union.oneOf.map((s) => s.$ref).filter((ref) => validator.validate(ref.slice(1), c.value).length === 0);
      expect(matching, `${c.webhook} ${c.example}`).toEqual([mapping[String(c.value.event)]]);
    }
  });

  it('has an example of every event, and ALL_EVENTS shows them all but the errors (which go elsewhere)', () => {
    expect([...new Set(perEvent.map((c) => c.value.event))].sort()).toEqual([...dotted, 'error'].sort());
    const all = cases.filter((c) => c.webhook === ALL_EVENTS).map((c) => c.example);
    expect(all.sort()).toEqual(deliveries.map((c) => c.example).sort());
  });

  it('says that the apikey field is a credential receivers must not log', () => {
    const envelope = schemaAt(doc, '/components/schemas/WebhookDelivery') as {
      properties: { apikey: { type: unknown; description: string } };
    };
    expect(envelope.properties.apikey.type).toEqual(['string', 'null']);
    expect(envelope.properties.apikey.description).toMatch(/must not log it/);
    const error = schemaAt(doc, '/components/schemas/ErrorEvent') as {
      description: string;
      properties: { api_key: { description: string } };
    };
    expect(error.description).toMatch(/WARNING: `api_key` is the gateway's global API key/);
    expect(error.properties.api_key.description).toMatch(/must\s+not log it/);
  });

  it('cites the 2.1.1 source in every webhook schema', () => {
    const names = [
      'WebhookDelivery',
      'WebhookPayload',
      'WebhookMessage',
      'WebhookContact',
      ...union.oneOf.map((s) => s.$ref.split('/').pop()),
    ];
    for (const name of names) {
      const schema = schemaAt(doc, `/components/schemas/${name}`) as { description?: string };
      expect(schema.description, name).toMatch(/evolution-api@[0-9a-f]{8}:src\//);
    }
  });
});

describe('the webhooks of the evolution-2.1.1 profile', () => {
  const contract = loadSpec();
  const profile = loadSpec('../dist/evolution-2.1.1/openapi.json');
  const ids = (doc: OpenApiDocument) => operations(doc, 'webhooks').map((op) => [op.path, op.operationId]);

  it('are the contract’s webhooks', () => {
    expect(ids(profile)).toEqual(ids(contract));
    expect(ids(contract)).toHaveLength(31);
  });

  it('deliver SEND_MESSAGE with the send record of 2.1.1: an integer timestamp and no status', () => {
    const example = (doc: OpenApiDocument) => resolveRef<ExampleObject>(doc, { $ref: '#/components/examples/SendMessage' })?.value as Json;
    const data = (doc: OpenApiDocument) => example(doc).data as Json;
    expect(data(contract)).toMatchObject({ messageTimestamp: '1717689212', status: 'PENDING' });
    expect(data(profile).messageTimestamp).toBe(1717689212);
    expect(data(profile)).not.toHaveProperty('status');
    // The contract's record is not what 2.1.1 delivers.
    expect(
      createBundleValidator(profile)
        .validate('/components/schemas/SendMessage', example(contract))
        .map((v) => v.message),
    ).toContain('/data/messageTimestamp: must be integer [type]');
  });
});

describe('the reference docs', () => {
  const html = readFileSync(fileURLToPath(new URL('../dist/docs/index.html', import.meta.url)), 'utf8');

  it('carry the webhooks and their tag', () => {
    for (const text of ['"webhooks":{', 'Webhook events', 'onMessagesUpsert', 'MESSAGES_UPSERT: a message arrived', 'onLogoutInstance'])
      expect(html, text).toContain(text);
  });
});

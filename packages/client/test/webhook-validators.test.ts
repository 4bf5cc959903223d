// The generator of the webhook validators (scripts/webhook-validators.js): what it drops from the
// schemas it compiles (annotations only, never a constraint or a property name), its refusal of a
// spec whose event names and payload schemas do not line up, and the run-time code it copies in
// from scripts/validator-runtime.js instead of importing ajv's or ajv-formats' modules.
import { readFileSync } from 'node:fs';
import { createBundleValidator } from '@msg-gateway/openapi/validate';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { describe, expect, it } from 'vitest';
import { isDate, isDateTime, isTime, isUri, ucs2length } from '../scripts/validator-runtime.js';
import { eventSchemas, renderWebhookValidators, standaloneEvents, withoutAnnotations, withRuntime } from '../scripts/webhook-validators.js';
import { compiledValidators } from './helpers/compiled-validators.js';
import { spec } from './helpers/spec.js';
import { examples } from './helpers/webhook-examples.js';

describe('withoutAnnotations', () => {
  it('drops descriptions, titles, examples and x- extensions at every level of schema keywords', () => {
    const schema = {
      title: 'T',
      description: 'D',
      'x-note': 1,
      type: 'object',
      properties: { a: { type: 'string', examples: ['x'], description: 'A' } },
      allOf: [{ $comment: 'c', required: ['a'] }],
      items: { example: 1, minimum: 0 },
      discriminator: { propertyName: 'a' },
    };
    expect(withoutAnnotations(schema)).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      allOf: [{ required: ['a'] }],
      items: { minimum: 0 },
    });
  });

  it('keeps property names and the values of const, enum and default as they are', () => {
    const schema = {
      properties: { description: { type: 'string' }, title: { const: { description: 'kept', title: 'kept' } } },
      enum: [{ examples: [1] }],
      default: { description: 'kept' },
      required: ['description', 'title'],
    };
    expect(withoutAnnotations(schema)).toEqual(schema);
  });
});

describe('eventSchemas', () => {
  it('maps each event name of the envelope (29 or more) to the schema the discriminator names, then the error event to its own', () => {
    const events = eventSchemas(spec);
    const envelope = spec.components?.schemas?.WebhookDelivery as { properties: { event: { enum: string[] } } };
    expect(events.map(([event]) => event)).toEqual([...envelope.properties.event.enum, 'error']);
    expect(events.length).toBeGreaterThanOrEqual(30);
    expect(events).toContainEqual(['messages.upsert', 'MessagesUpsert']);
    expect(events).toContainEqual(['groups.update', 'GenericEvent']);
    expect(events).toContainEqual(['instance.delete', 'InstanceDelete']);
    expect(events.at(-1)).toEqual(['error', 'ErrorEvent']);
    expect(standaloneEvents(spec)).toEqual([['error', 'ErrorEvent']]);
  });

  it('refuses a webhook whose own schema does not fix its event, or names an event of the envelope', () => {
    const loose = structuredClone(spec);
    const schemas = loose.components?.schemas as Record<string, { properties: Record<string, unknown> }>;
    delete schemas.ErrorEvent?.properties.event;
    expect(() => eventSchemas(loose)).toThrow(
      'webhook ERRORS sends ErrorEvent, which is neither a branch of WebhookPayload nor fixes its event',
    );
    const clash = structuredClone(spec);
    const errorEvent = clash.components?.schemas?.ErrorEvent as { properties: { event: { const: string } } } | undefined;
    if (!errorEvent) return expect.fail('the contract has no ErrorEvent');
    errorEvent.properties.event.const = 'call';
    expect(() => eventSchemas(clash)).toThrow(
      'webhook ERRORS sends event "call" with ErrorEvent, but another schema already validates that event',
    );
  });

  it("takes, for an event the mapping misses, the one member of the union whose event admits it (the generic event's list)", () => {
    const missing = structuredClone(spec);
    const union = missing.components?.schemas?.WebhookPayload as { discriminator: { mapping: Record<string, string> } };
    const generic = union.discriminator.mapping['chats.update'];
    expect(generic).toBe('#/components/schemas/GenericEvent');
    delete union.discriminator.mapping['chats.update'];
    delete union.discriminator.mapping.call;
    expect(new Map(eventSchemas(missing))).toEqual(new Map(eventSchemas(spec)));
  });

  it('refuses a spec with an event that neither the mapping nor any member of the union admits, naming it', () => {
    const broken = structuredClone(spec);
    const delivery = broken.components?.schemas?.WebhookDelivery as { properties: { event: { enum: string[] } } };
    delivery.properties.event.enum.push('no.such.event');
    expect(() => eventSchemas(broken)).toThrow(
      `WebhookPayload's discriminator does not map "no.such.event", and no one member of the union admits it as its event`,
    );
    const unknown = structuredClone(spec);
    const union = unknown.components?.schemas?.WebhookPayload as { discriminator: { mapping: Record<string, string> } };
    union.discriminator.mapping['no.such.event'] = '#/components/schemas/GenericEvent';
    expect(() => eventSchemas(unknown)).toThrow(
      `WebhookPayload's discriminator maps events WebhookDelivery.event lacks: ["no.such.event"]`,
    );
  });
});

describe('withRuntime', () => {
  it("replaces require()s of ajv's helpers by the functions standing in for them, copied in", () => {
    const { code, prelude } = withRuntime('const func1 = require("ajv/dist/runtime/ucs2length").default;');
    expect(code).toBe('const func1 = ucs2length;');
    expect(prelude).toEqual(['// From scripts/validator-runtime.js:', String(ucs2length)]);
  });

  it('declares the formats the code reads, shaped as ajv-formats shapes them, with the functions they call', () => {
    const { prelude } = withRuntime('const formats0 = formats["date-time"];const formats1 = formats.uri;');
    expect(prelude.at(-1)).toBe('const formats = { "date-time": { validate: isDateTime }, "uri": isUri };');
    expect(prelude).toEqual(expect.arrayContaining([String(isDateTime), String(isUri), String(isDate), String(isTime)]));
  });

  it('refuses a module or a format it has nothing for, saying where to add it', () => {
    expect(() => withRuntime('require("ajv/dist/runtime/uri").default')).toThrow(
      'the webhook validators now need ajv/dist/runtime/uri at run time: add a function standing in for it to scripts/validator-runtime.js',
    );
    expect(() => withRuntime('formats["email"]')).toThrow(
      'the webhook schemas use format "email", which scripts/validator-runtime.js does not check: add it there',
    );
  });
});

describe('the generated module', () => {
  it('imports nothing', () => {
    const text = readFileSync(new URL('../src/generated/webhooks.gen.ts', import.meta.url), 'utf8');
    expect(text).not.toMatch(/^\s*import\s/m);
    expect(text).not.toMatch(/\brequire\(/);
  });

  it('checks the keywords and formats the contract does not use today, as the shared validator does', async () => {
    // The envelope with a format that is a function in ajv-formats (uri), a length limit, an object
    // const and unique items: each needs one of the copied functions.
    const changed = structuredClone(spec) as OpenApiDocument;
    const envelope = changed.components?.schemas?.WebhookDelivery as { properties: Record<string, unknown> };
    Object.assign(envelope.properties, {
      server_url: { type: 'string', format: 'uri' },
      instance: { type: 'string', minLength: 2 },
      flags: { const: { on: [1, 2] } },
      tags: { type: 'array', uniqueItems: true },
    });
    expect(renderWebhookValidators(changed, '// test')).not.toMatch(/\brequire\(/);
    const validate = (await compiledValidators(changed))['messages.upsert'] ?? expect.fail('no messages.upsert validator');
    const shared = createBundleValidator(changed);
    const upsert = examples.find(([key]) => key === 'MESSAGES_UPSERT')?.[2] ?? expect.fail('no MESSAGES_UPSERT example');
    const variants = [
      { server_url: 'https://gw.example.org/x', instance: 'ab', flags: { on: [1, 2] }, tags: [1, { a: 1 }, { a: 2 }] },
      { server_url: 'not a uri', instance: 'a', flags: { on: [2, 1] }, tags: [{ a: 1 }, { a: 1 }] },
      { server_url: 'mailto:x@y', instance: '😀😀', flags: { on: [1, 2], x: 1 }, tags: [] },
    ];
    const verdicts = variants.map((variant) => {
      const payload = { ...upsert, ...variant };
      const generated = validate(payload) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
      const theirs = shared.validate('#/components/schemas/MessagesUpsert', payload).map((v) => `${v.pointer} ${v.keyword}`);
      return { generated: generated.sort(), shared: theirs.sort() };
    });
    for (const { generated, shared: expected } of verdicts) expect(generated).toEqual(expected);
    expect(verdicts.map((v) => v.generated)).toEqual([
      [],
      ['/flags const', '/instance minLength', '/server_url format', '/tags uniqueItems'],
      ['/flags const'],
    ]);
  });
});

// The generator of the webhook validators (scripts/webhook-validators.js): what it drops from the
// schemas it compiles (annotations only, never a constraint or a property name), and its refusal of
// a spec whose event names and payload schemas do not line up.
import { describe, expect, it } from 'vitest';
import { eventSchemas, withoutAnnotations } from '../scripts/webhook-validators.js';
import { spec } from './helpers/spec.js';

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
  it('maps each of the 27 event names of the envelope to the schema the discriminator names', () => {
    const events = eventSchemas(spec);
    expect(events).toHaveLength(27);
    expect(events).toContainEqual(['messages.upsert', 'MessagesUpsert']);
    expect(events).toContainEqual(['groups.update', 'GenericEvent']);
  });

  it('refuses a spec whose mapping misses an event, naming it', () => {
    const broken = structuredClone(spec);
    const union = broken.components?.schemas?.WebhookPayload as { discriminator: { mapping: Record<string, string> } };
    delete union.discriminator.mapping.call;
    expect(() => eventSchemas(broken)).toThrow(
      `WebhookPayload's discriminator mapping and WebhookDelivery.event differ: {"unmapped":["call"],"unknown":[]}`,
    );
  });
});

// docsSource: how the HTML reference composes the contract with a profile's added operations.
import { describe, expect, it } from 'vitest';
import { docsSource } from '../scripts/docs-source.js';
import type { OpenApiDocument } from '../src/walk.js';

const ok = (ref: string) => ({ '200': { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } } });

const contract: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'c', version: '1', description: 'The contract.' },
  tags: [
    { name: 'Message', description: 'Messages.' },
    { name: 'Webhook events', description: 'Events.' },
  ],
  paths: { '/a': { get: { operationId: 'a', tags: ['Message'], description: 'A.', responses: ok('#/components/schemas/Record') } } },
  components: {
    schemas: {
      Record: { type: 'object', properties: { at: { type: 'string' } } },
      Key: { type: 'string' },
    },
  },
};

const profile: OpenApiDocument = {
  ...structuredClone(contract),
  tags: [...(contract.tags ?? []), { name: 'Label', description: 'Labels.' }],
  paths: {
    ...structuredClone(contract.paths),
    '/b': {
      post: {
        operationId: 'b',
        tags: ['Label'],
        description: 'B.',
        'x-profile-only': true,
        responses: ok('#/components/schemas/Wrapper'),
      },
    },
  },
  components: {
    schemas: {
      // The profile changed Record: the added operation must show the profile's, the contract's stays.
      Record: { type: 'object', properties: { at: { type: 'integer' } } },
      Key: { type: 'string' },
      Wrapper: {
        type: 'object',
        properties: { record: { $ref: '#/components/schemas/Record' }, key: { $ref: '#/components/schemas/Key' } },
      },
    },
  },
};

describe('docsSource', () => {
  const doc = docsSource(contract, [{ name: 'p1', doc: profile, deviations: [] }]);

  it('adds the profile-only operations, saying so, and keeps the contract’s as they are', () => {
    expect(doc.paths?.['/a']?.get?.description).toBe('A.');
    expect(doc.paths?.['/b']?.post?.description).toMatch(/^\*\*Evolution API 2\.1\.1 only\*\*: .* the p1 profile \(`route-b`\)\.\n\nB\.$/s);
  });

  it('brings the components they use: new ones as they are, changed ones under a name of their own', () => {
    const schemas = doc.components?.schemas ?? {};
    expect(schemas.Record).toEqual(contract.components?.schemas?.Record);
    expect(schemas['Record-p1']).toEqual({ type: 'object', properties: { at: { type: 'integer' } } });
    expect(schemas.Wrapper).toEqual({
      type: 'object',
      properties: { record: { $ref: '#/components/schemas/Record-p1' }, key: { $ref: '#/components/schemas/Key' } },
    });
    expect(Object.keys(schemas).sort()).toEqual(['Key', 'Record', 'Record-p1', 'Wrapper']);
  });

  it('adds their new tags before the webhook events, and says so in the document', () => {
    expect(doc.tags?.map((t) => t.name)).toEqual(['Message', 'Label', 'Webhook events']);
    expect(String(doc.info?.description)).toMatch(/also lists the 1 operations only a real Evolution API 2\.1\.1 has/);
  });

  it('does not change the contract it is given', () => {
    expect(contract.paths?.['/b']).toBeUndefined();
    expect(contract.components?.schemas?.['Record-p1']).toBeUndefined();
  });
});

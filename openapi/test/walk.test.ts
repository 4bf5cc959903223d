import { describe, expect, it } from 'vitest';
import {
  atPointer,
  dereference,
  escapePointerSegment,
  type OpenApiDocument,
  operations,
  parameterExample,
  resolveRef,
} from '../src/walk.js';

const doc: OpenApiDocument = {
  paths: {
    '/items/{id}': {
      parameters: [{ $ref: '#/components/parameters/id' }, { name: 'q', in: 'query' }],
      get: { operationId: 'getItem', parameters: [{ name: 'q', in: 'query', required: true }] },
      post: {},
    },
  },
  components: {
    parameters: { id: { $ref: '#/components/parameters/idTarget' }, idTarget: { name: 'id', in: 'path' } },
    schemas: { loop: { $ref: '#/components/schemas/loop' }, 'a/b~c': { type: 'string' } },
  },
};

describe('walk', () => {
  it('escapes and reads JSON pointers', () => {
    expect(escapePointerSegment('a/b~c')).toBe('a~1b~0c');
    expect(atPointer(doc, '#/components/schemas/a~1b~0c')).toEqual({ type: 'string' });
    expect(atPointer(doc, '/components/nothing/here')).toBeUndefined();
  });

  it('follows chains of local $refs and gives up on cycles and external references', () => {
    expect(resolveRef(doc, { $ref: '#/components/parameters/id' })).toEqual({ name: 'id', in: 'path' });
    expect(resolveRef(doc, { $ref: '#/components/schemas/loop' })).toBeUndefined();
    expect(resolveRef(doc, { $ref: 'other.yaml#/x' })).toBeUndefined();
    expect(resolveRef(doc, { type: 'integer' })).toEqual({ type: 'integer' });
  });

  it('lists operations with resolved parameters, operation-level ones replacing path-level ones', () => {
    const [get, post] = operations(doc);
    if (!get || !post) throw new Error('two operations expected');
    expect(get).toMatchObject({ operationId: 'getItem', method: 'get', path: '/items/{id}', pointer: '/paths/~1items~1{id}/get' });
    expect(get.parameters).toEqual([
      { name: 'id', in: 'path' },
      { name: 'q', in: 'query', required: true },
    ]);
    expect(post.operationId).toBe('POST /items/{id}');
    expect(post.parameters).toHaveLength(2);
  });

  it('dereferences a document, leaving a self-reference as it is', () => {
    const out = dereference<typeof doc>(doc);
    expect(out.components?.parameters?.id).toEqual({ name: 'id', in: 'path' });
    expect(out.paths?.['/items/{id}']?.parameters?.[0]).toEqual({ name: 'id', in: 'path' });
    expect(out.components?.schemas?.loop).toEqual({ $ref: '#/components/schemas/loop' });
    expect(doc.paths?.['/items/{id}']?.parameters?.[0]).toEqual({ $ref: '#/components/parameters/id' });
  });

  it('leaves a reference to a missing target as its $ref, and an absent node absent (not the whole document)', () => {
    const dangling = { components: { schemas: { Sent: { $ref: '#/components/schemas/NotYet' } } } };
    expect(dereference(dangling, dangling.components.schemas.Sent)).toEqual({ $ref: '#/components/schemas/NotYet' });
    expect(dereference(dangling, undefined)).toBeUndefined();
    expect(dereference(dangling)).toEqual(dangling);
  });
});

describe('parameterExample', () => {
  const doc = { components: { schemas: { Jid: { type: 'string', examples: ['120363@g.us', 'other'] } } } };
  const p = (extra: object) => ({ name: 'x', in: 'query' as const, ...extra });

  it('takes the parameter example, then the schema example, its first examples, its default', () => {
    expect(parameterExample(doc, p({ example: 'own', schema: { example: 'schema' } }))).toBe('own');
    expect(parameterExample(doc, p({ schema: { example: 'schema', examples: ['listed'] } }))).toBe('schema');
    expect(parameterExample(doc, p({ schema: { $ref: '#/components/schemas/Jid' } }))).toBe('120363@g.us');
    expect(parameterExample(doc, p({ schema: { type: 'integer', default: 20 } }))).toBe(20);
    expect(parameterExample(doc, p({ schema: { type: 'string' } }))).toBeUndefined();
    expect(parameterExample(doc, p({}))).toBeUndefined();
  });
});

// The doors to what the mock takes from Prism's and json-schema-faker's insides (prism-modules.ts,
// generator.ts): on the installed versions every member is where the mock looks and does what the
// mock expects; when an upgrade moves one, the error names the file and the member.
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { bundledSpecPath } from '../src/common/spec.js';
import { configureGenerator, GENERATOR_OPTION } from '../src/server/prism/generator.js';
import { member, PrismMovedError, prismModules } from '../src/server/prism/prism-modules.js';

const require = createRequire(import.meta.url);

describe('prismModules(), on the installed Prism', () => {
  const prism = prismModules();

  it('routes, reads preferences and serialises with the functions from Prism’s dist/ files', async () => {
    const operations = await prism.http.getHttpOperationsFromSpec(bundledSpecPath());
    const routed = prism.route({ resources: operations, input: { method: 'get', url: { path: '/instance/connectionState/shop' } } });
    expect(routed._tag === 'Right' ? routed.right.path : routed.left.message).toBe('/instance/connectionState/{instance}');

    const read = prism.preferences({ url: { path: '/' }, headers: { prefer: 'code=404, example=missing' } });
    expect(read._tag === 'Right' ? read.right : read.left.message).toMatchObject({ code: 404, exampleKey: 'missing' });

    expect(prism.serialize({ a: [1] }, 'application/json')).toBe('{"a":[1]}');
    expect(prism.serialize('plain', 'text/plain')).toBe('plain');
  });

  it('builds a silent logger and an instance from the public API', () => {
    const logger = prism.core.createLogger('test', { level: 'silent' });
    expect(logger.level).toBe('silent');
    expect(
      typeof prism.http.createInstance(
        {
          mock: { dynamic: false },
          checkSecurity: true,
          validateRequest: true,
          validateResponse: true,
          errors: false,
          upstreamProxy: undefined,
          isProxy: false,
        },
        { logger },
      ).request,
    ).toBe('function');
  });
});

describe('member()', () => {
  const file = '@stoplight/prism-http/dist/router/index.js';

  it('returns the function a module exports', () => {
    const route = (): string => 'routed';
    expect(member({ default: route }, 'default', file)).toBe(route);
  });

  it('names the file and the member when the member moved or is no longer a function', () => {
    const moved: { default?: () => void } = {};
    expect(() => member(moved, 'default', file)).toThrow(PrismMovedError);
    expect(() => member(moved, 'default', file)).toThrow(`${file} no longer has the function default`);
    expect(() => member({ serialize: 'not a function' }, 'serialize', 'serialize.js')).toThrow(
      'serialize.js no longer has the function serialize',
    );
    expect(() => member<{ default: () => void }, 'default'>(undefined, 'default', file)).toThrow(file);
  });
});

describe('configureGenerator()', () => {
  it('configures the json-schema-faker Prism’s generator requires (not the package’s other build)', async () => {
    const prismGenerator = require.resolve('@stoplight/prism-http/dist/mocker/generator/JSONSchema.js');
    const prismsCopy = createRequire(prismGenerator)('json-schema-faker').JSONSchemaFaker;
    expect(configureGenerator()).toBe(prismsCopy);
    // Why it matters: the package's ES build has options of its own.
    const esBuild = await import('json-schema-faker');
    expect(esBuild.JSONSchemaFaker).not.toBe(prismsCopy);
    // Configured: an `examples` value is used, and no property the schema lacks is invented.
    const body = prismsCopy.generate({
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string', examples: ['3EB0C767D0D1'] } },
      minProperties: 3,
    });
    expect(body).toEqual({ id: '3EB0C767D0D1' });
  });

  it('names json-schema-faker and the member when an upgrade moved it', () => {
    expect(() => configureGenerator({})).toThrow(`${GENERATOR_OPTION} is missing`);
    expect(() => configureGenerator({ JSONSchemaFaker: { option: 'no longer a function' } })).toThrow('JSONSchemaFaker.option()');
    expect(() => configureGenerator(undefined)).not.toThrow(); // undefined: the default, the real one
  });
});

describe('a Prism caller', () => {
  it('refuses to work before loadOperations() loaded Prism (a bug, said so), and works after', async () => {
    vi.resetModules(); // a fresh prism.ts: Prism not loaded in it yet
    const { createPrismCaller, loadOperations } = await import('../src/server/prism/prism.js');
    const caller = createPrismCaller({ dynamic: false, seed: undefined });
    expect(() => caller.serialize({}, 'application/json')).toThrow('Prism is used before loadOperations() loaded it.');
    const operations = await loadOperations(bundledSpecPath());
    expect(caller.serialize({}, 'application/json')).toBe('{}');
    expect(caller.methodsOf('/instance/connectionState/shop', operations)).toEqual(['GET']);
  });
});

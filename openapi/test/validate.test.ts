// The shared validator: strict ajv 2020-12 over the whole bundle (handed to ajv schema by schema, as
// compiled pointers reach them), readable violations.
import { readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { valuesAround } from '@msg-gateway/test-utils/values-around';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createBundleValidator, validatorsSource } from '../src/validate.js';
import { type OpenApiDocument, operations, requestSchemaPointer, responseSchemaPointer } from '../src/walk.js';
import { loadSpec } from './load-spec.js';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'kind'],
        'x-notes': 'an x- keyword inside a schema is accepted as an annotation',
        properties: { id: { type: 'string', format: 'uuid' }, kind: { enum: ['a', 'b'] }, ref: { $ref: '#/components/schemas/Ref' } },
        additionalProperties: false,
      },
      Ref: { type: 'integer' },
    },
  },
};

describe('createBundleValidator', () => {
  const validator = createBundleValidator(doc);

  it('accepts a valid value and follows internal $refs', () => {
    expect(validator.validate('/components/schemas/Thing', { id: '1d2e3f40-1234-4abc-8def-0123456789ab', kind: 'a', ref: 3 })).toEqual([]);
  });

  it('lists every violation with its pointer, keyword and a readable message', () => {
    const violations = validator.validate('/components/schemas/Thing', { id: 'nope', kind: 'c', ref: 'x', extra: 1 });
    expect(violations.map((v) => [v.pointer, v.keyword])).toEqual([
      ['', 'additionalProperties'],
      ['/id', 'format'],
      ['/kind', 'enum'],
      ['/ref', 'type'],
    ]);
    expect(violations.map((v) => v.message)).toContain('/kind: must be equal to one of the allowed values ("a", "b") [enum]');
    expect(violations.map((v) => v.message)).toContain('(root): must NOT have additional properties "extra" [additionalProperties]');
    expect(validator.validate('/components/schemas/Thing', {})[0]?.message).toBe("(root): must have required property 'id' [required]");
  });

  it('is strict: an unknown format in the document is an error, not an ignored rule', () => {
    const broken = createBundleValidator({ components: { schemas: { S: { type: 'string', format: 'no-such-format' } } } });
    expect(() => broken.compile('/components/schemas/S')).toThrow(/unknown format/);
  });

  it('follows references into paths, percent-encoded or not, and through cycles', () => {
    const pathSchema = { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } }, required: ['next'] };
    const linked = createBundleValidator({
      paths: { '/a/{id}': { get: { responses: { 200: { content: { 'application/json': { schema: pathSchema } } } } } } },
      components: {
        schemas: {
          Node: { type: 'object', 'x-cycle': true, properties: { next: { $ref: '#/components/schemas/Node' }, n: { type: 'integer' } } },
          Encoded: { $ref: '#/paths/~1a~1%7Bid%7D/get/responses/200/content/application~1json/schema' },
        },
      },
    });
    const pointer = '/paths/~1a~1{id}/get/responses/200/content/application~1json/schema';
    expect(linked.validate(pointer, { next: { next: { n: 1 } } })).toEqual([]);
    expect(linked.validate(pointer, { next: { next: { n: 'x' } } }).map((v) => v.pointer)).toEqual(['/next/next/n']);
    expect(linked.validate('/components/schemas/Encoded', {}).map((v) => v.keyword)).toEqual(['required']);
  });

  it('reports a reference to a schema the document does not have when compiling', () => {
    const dangling = createBundleValidator({ components: { schemas: { S: { $ref: '#/components/schemas/Missing' } } } });
    expect(() => dangling.compile('/components/schemas/S')).toThrow(/resolve reference/);
  });

  it('compiles every schema of the contract bundle', () => {
    const spec = loadSpec();
    const contract = createBundleValidator(spec);
    for (const name of Object.keys(spec.components?.schemas ?? {}))
      expect(() => contract.compile(`/components/schemas/${name}`), name).not.toThrow();
  });
});

describe('validatorsSource (the validators the mock compiles ahead, at its build)', () => {
  /** The module `code` is, run with require() from this package (it names ajv's helpers and ajv-formats' formats). */
  const load = (code: string): Record<string, ValidateFunction> => {
    const module = { exports: {} as Record<string, ValidateFunction> };
    new Function('module', 'exports', 'require', code)(module, module.exports, createRequire(import.meta.url));
    return module.exports;
  };
  /** Whether `built` judges every value as `runtime` does: the verdict and every error, schemaPath included. */
  const expectSameVerdicts = (built: ValidateFunction | undefined, runtime: ValidateFunction, values: unknown[], where: string): void => {
    if (!built) throw new Error(`no validator for ${where}`);
    for (const value of values) {
      expect(built(value), `${where}: ${JSON.stringify(value)}`).toBe(runtime(value));
      expect(built.errors ?? null, `${where}: ${JSON.stringify(value)}`).toEqual(runtime.errors ?? null);
    }
  };
  it('judges as createBundleValidator does, errors and all, following $refs', () => {
    const pointers = ['/components/schemas/Thing', '/components/schemas/Ref'];
    const built = load(validatorsSource(doc, pointers));
    const runtime = createBundleValidator(doc);
    const thing = { id: '1d2e3f40-1234-4abc-8def-0123456789ab', kind: 'a', ref: 3 };
    for (const pointer of pointers) expectSameVerdicts(built[pointer], runtime.compile(pointer), valuesAround(thing), pointer);
    expect(built['/components/schemas/Thing']?.({ ...thing, kind: 'c' })).toBe(false);
  });

  it('agrees with createBundleValidator on every answer and request body of the contract: its examples, and values that break them', () => {
    const spec = loadSpec();
    const pointers: { pointer: string; samples: unknown[] }[] = [];
    for (const op of operations(spec)) {
      for (const [status, response] of Object.entries(op.operation.responses ?? {})) {
        const pointer = responseSchemaPointer(spec, op, status);
        const media = (response as { content?: Record<string, { example?: unknown }> }).content?.['application/json'];
        if (pointer) pointers.push({ pointer, samples: media?.example === undefined ? [] : [media.example] });
      }
      const body = requestSchemaPointer(spec, op);
      if (body) pointers.push({ pointer: body, samples: [] });
    }
    expect(pointers.length).toBeGreaterThan(40);
    const built = load(
      validatorsSource(
        spec,
        pointers.map((p) => p.pointer),
      ),
    );
    const runtime = createBundleValidator(spec);
    for (const { pointer, samples } of pointers) {
      const values = [...valuesAround(), ...samples.flatMap((sample) => valuesAround(sample))];
      expectSameVerdicts(built[pointer], runtime.compile(pointer), values, pointer);
    }
  });

  it('leaves the annotations out of the code: descriptions, examples and x- keywords decide nothing', () => {
    const code = validatorsSource(doc, ['/components/schemas/Thing']);
    expect(code).not.toContain('an x- keyword inside a schema');
    expect(code).toContain('exports["/components/schemas/Thing"]');
  });
});

describe('lib/ajv.cjs (the build bundles ajv into one file)', () => {
  it('holds ajv and ajv-formats whole: run with only the modules of Node itself, it validates', () => {
    const required: string[] = [];
    const nodeOnly = (id: string): unknown => {
      required.push(id);
      if (!isBuiltin(id)) throw new Error(`lib/ajv.cjs requires ${id}`);
      return createRequire(import.meta.url)(id);
    };
    const module = {
      exports: {} as { Ajv2020: typeof import('ajv/dist/2020.js').default; addFormats: typeof import('ajv-formats').default },
    };
    const text = readFileSync(new URL('../lib/ajv.cjs', import.meta.url), 'utf8');
    new Function('module', 'exports', 'require', text)(module, module.exports, nodeOnly);
    const ajv = new module.exports.Ajv2020({ strict: true });
    module.exports.addFormats(ajv);
    const uuid = ajv.compile({ type: 'string', format: 'uuid' });
    expect([uuid('1d2e3f40-1234-4abc-8def-0123456789ab'), uuid('nope')]).toEqual([true, false]);
    expect(required.every(isBuiltin)).toBe(true);
  });
});

// Every example in the bundle must validate against its schema with a JSON Schema 2020-12
// validator: Prism serves them verbatim and Dredd compares responses with them.

import { describe, expect, it } from 'vitest';
import { profileNames } from '../src/profiles.js';
import type { ExampleObject, MediaTypeObject, RequestBodyObject, ResponseObject } from '../src/walk.js';
import { createBundleValidator, escapePointerSegment, loadSpec, operations, resolveRef } from './load-spec.js';

type Spec = ReturnType<typeof loadSpec>;

type Case = [label: string, schemaPointer: string, value: unknown];

/** [label, schemaPointer, value] for every named example of request bodies and responses. */
function mediaExamples(spec: Spec) {
  const cases: Case[] = [];
  const missing: string[] = [];
  for (const { method, path, operation } of operations(spec)) {
    const id = operation.operationId;
    const opPtr = `/paths/${escapePointerSegment(path)}/${method}`;
    const bodies: [string, string, RequestBodyObject | ResponseObject | undefined][] = [];
    if (operation.requestBody) bodies.push([`${id} request`, `${opPtr}/requestBody`, resolveRef(spec, operation.requestBody)]);
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const ptr = '$ref' in response ? response.$ref.slice(1) : `${opPtr}/responses/${status}`;
      bodies.push([`${id} ${status}`, ptr, resolveRef(spec, response)]);
    }
    for (const [label, ptr, body] of bodies) {
      for (const [mediaType, media] of Object.entries<MediaTypeObject>(body?.content ?? {})) {
        const examples = Object.entries(media.examples ?? {});
        if (examples.length === 0) missing.push(label);
        for (const [name, example] of examples) {
          cases.push([
            `${label} ${name}`,
            `${ptr}/content/${escapePointerSegment(mediaType)}/schema`,
            resolveRef<ExampleObject>(spec, example)?.value,
          ]);
        }
      }
      if (!body?.content) missing.push(`${label} (no content)`);
    }
  }
  return { cases, missing };
}

/** [label, schemaPointer, value] for every parameter example. */
function parameterExamples(spec: Spec): Case[] {
  const cases: Case[] = [];
  for (const [name, param] of Object.entries(spec.components?.parameters ?? {})) {
    cases.push([`parameter ${name}`, `/components/parameters/${name}/schema`, resolveRef(spec, param)?.example]);
  }
  return cases;
}

/** [label, schemaPointer, value] for every `examples` keyword inside a schema. */
function schemaExamples(spec: Spec): Case[] {
  const cases: Case[] = [];
  const walk = (node: unknown, ptr: string): void => {
    if (!node || typeof node !== 'object') return;
    const schema = node as { examples?: unknown; type?: unknown; enum?: unknown; const?: unknown };
    if (Array.isArray(schema.examples) && (schema.type || schema.enum || schema.const !== undefined)) {
      for (const [i, value] of schema.examples.entries()) cases.push([`schema ${ptr} examples[${i}]`, ptr, value]);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'examples' || key === 'example') continue;
      walk(child, `${ptr}/${escapePointerSegment(key)}`);
    }
  };
  walk(spec.components?.schemas, '/components/schemas');
  return cases;
}

describe.each([
  ['the contract', '../dist/openapi.json'],
  ...profileNames().map((name) => [`the ${name} profile`, `../dist/${name}/openapi.json`]),
])('examples of %s', (_name, file) => {
  const spec = loadSpec(file);
  const validator = createBundleValidator(spec).compile;
  const { cases: media, missing } = mediaExamples(spec);

  it('every request body and every response has at least one named example', () => {
    expect(missing).toEqual([]);
    expect(media.length).toBeGreaterThanOrEqual(80);
  });

  it.each(media)('%s validates against its schema', (_label, pointer, value) => {
    const validate = validator(pointer);
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(parameterExamples(spec))('%s validates against its schema', (_label, pointer, value) => {
    expect(value).toBeDefined();
    const validate = validator(pointer);
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(schemaExamples(spec))('%s validates', (_label, pointer, value) => {
    const validate = validator(pointer);
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
  });

  it('the validator rejects a tampered example (the checks above can fail)', () => {
    const found = media.find(([label]) => label.startsWith('sendLocation 201'));
    if (!found) throw new Error('no sendLocation 201 example');
    const [, pointer, value] = found;
    const broken = structuredClone(value) as { message: { locationMessage: { degreesLatitude: unknown } }; key?: unknown };
    broken.message.locationMessage.degreesLatitude = 'minus twenty-three';
    delete broken.key;
    const validate = validator(pointer);
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((e) => e.keyword).sort()).toEqual(['required', 'type']);
  });

  it('uses realistic values: WhatsApp JIDs, and UUID schedule ids where there are schedules', () => {
    const all = JSON.stringify(media.map(([, , v]) => v));
    expect(all).toContain('5511999999999@s.whatsapp.net');
    const uuid = /"id":"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"/;
    const schedules = JSON.stringify(media.filter(([label]) => /^(create|update)Schedule /.test(label)).map(([, , v]) => v));
    if (spec.paths?.['/schedule']) expect(schedules).toMatch(uuid);
    else expect(schedules).toBe('[]');
  });
});

// --dynamic bodies come from the schemas, not the examples; with a seed they are the same in every
// mock (frontend snapshot tests), they satisfy the contract, and they never carry properties the
// schema does not name.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest, firstExampleValue, type MockHandle, startMock, successStatus } from '../src/index.js';
import { messages, ops, spec, violationsOf } from './helpers/contract.js';
import { send } from './helpers/http.js';

type Bodies = Record<string, { status: number; body: unknown }>;
const mocks: MockHandle[] = [];
const bodies: Bodies[] = [];

async function bodiesFrom(url: string): Promise<Bodies> {
  const result: Bodies = {};
  for (const operation of ops) {
    const res = await send(url, exampleRequest(spec, operation));
    result[operation.operationId] = { status: res.status, body: res.body };
  }
  return result;
}

beforeAll(async () => {
  mocks.push(
    await startMock({ dynamic: true, seed: 1 }),
    await startMock({ dynamic: true, seed: '1' }),
    await startMock({ dynamic: true, seed: 2 }),
  );
  for (const mock of mocks) bodies.push(await bodiesFrom(mock.url));
});
afterAll(() => Promise.all(mocks.map((m) => m.close())));

describe('dynamic, seed 1', () => {
  it('gives the same bodies in two separate mocks', () => {
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('gives other bodies with another seed (the comparison above can fail)', () => {
    expect(bodies[2]).not.toEqual(bodies[0]);
  });

  it.each(ops.map((o) => [o.operationId, o] as const))('%s: the generated body has the success status and validates', (id, operation) => {
    const answer = bodies[0]?.[id];
    expect(answer?.status).toBe(Number(successStatus(operation)));
    expect(messages(violationsOf(operation, Number(answer?.status), answer?.body))).toBe('');
  });

  it('generates rather than serving the examples', () => {
    const same = ops.filter((o) => {
      const example = firstExampleValue(spec, o.operation.responses?.[successStatus(o) ?? '']);
      return JSON.stringify(example) === JSON.stringify(bodies[0]?.[o.operationId]?.body);
    });
    expect(same.map((o) => o.operationId)).toEqual([]);
  });
});

describe('generated bodies never invent properties', () => {
  const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-dynamic-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A schema that allows extra properties and names one: json-schema-faker adds made-up ones
  // ("dolor_db8": …) unless fillProperties is off.
  const openSchema = {
    openapi: '3.1.0',
    info: { title: 'open', version: '1' },
    paths: {
      '/thing': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } },
            },
          },
        },
      },
    },
  };
  const onlyNamed = (body: unknown): boolean => body !== null && typeof body === 'object' && Object.keys(body).every((key) => key === 'id');

  it('the check catches a made-up property', () => {
    expect(onlyNamed({ id: 'a' })).toBe(true);
    expect(onlyNamed({ id: 'a', ipsum_588: 'x' })).toBe(false);
  });

  it('only the properties the schema names, over many generated bodies', async () => {
    const file = join(dir, 'open.json');
    writeFileSync(file, JSON.stringify(openSchema));
    const mock = await startMock({ spec: file, dynamic: true });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await fetch(`${mock.url}/thing`);
        const body: unknown = await res.json();
        expect(res.status).toBe(200);
        expect(onlyNamed(body), JSON.stringify(body)).toBe(true);
      }
    } finally {
      await mock.close();
    }
  });
});

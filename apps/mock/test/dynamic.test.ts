// Generated bodies (--dynamic, `Prefer: dynamic=true`; issue 12 item 4): every one validates against
// the schema the served description documents, under both descriptions and several seeds; they are
// realistic (JIDs, message ids, URLs, base64 that decodes, timestamps near now — never lorem ipsum,
// never a negative status); with a seed and a fixed clock they are the same in every mock; and they
// never carry properties the schema does not name.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStatus, exampleRequest, firstExampleValue } from '../src/common/spec.js';
import { type MockHandle, startMock } from '../src/start.js';
import { contract, DESCRIPTIONS, messages, type TestDescription } from './helpers/descriptions.js';
import { send } from './helpers/http.js';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const clock = (): number => NOW;
const SEEDS = [1, 2, 3];

type Bodies = Record<string, { status: number; body: unknown; sent: Set<unknown> }>;

async function bodiesFrom(mock: MockHandle, d: TestDescription): Promise<Bodies> {
  const result: Bodies = {};
  for (const operation of d.ops) {
    // One instance per operation (the same names in every mock): each starts as it was created.
    const instance = `dynamic-${operation.operationId}`;
    // 2.1.1 deletes only an instance that is not open (an open one is refused with 400, which
    // lifecycle.test.ts checks): the generated success body needs one that is closed.
    if (operation.operation['x-affects-instance'] === 'delete') mock.instances.create({ name: instance, state: 'close' });
    const request = exampleRequest(d.spec, operation, { params: { instance } });
    const res = await send(mock.url, request);
    result[operation.operationId] = { status: res.status, body: res.body, sent: scalars(request.body) };
  }
  return result;
}

// Words of the lorem-ipsum text generators produce (json-schema-faker, faker): a string made of them
// is placeholder text, and some of them never occur in real data at all.
const LOREM = new Set(
  'lorem ipsum dolor sit amet consectetur adipisicing adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum'.split(
    ' ',
  ),
);
const NEVER_REAL = [
  'ipsum',
  'dolor',
  'consectetur',
  'adipisicing',
  'eiusmod',
  'incididunt',
  'pariatur',
  'deserunt',
  'laborum',
  'exercitation',
  'cupidatat',
  'occaecat',
  'reprehenderit',
];
// A number's, a group's, a list's, or `status@broadcast` (where statuses are sent).
const JID = /^([0-9-]+@(s\.whatsapp\.net|g\.us|lid|broadcast)|status@broadcast)$/;
const UNIX = { min: 1_000_000_000, max: 4_102_444_800 };
const BASE64_FIELDS = new Set(['base64', 'mediaKey', 'fileSha256', 'fileEncSha256', 'messageSecret']);

/**
 * What makes a generated value unrealistic, by JSON path; empty when it looks like real data. Values
 * in `sent` came from the request (the echo repeats them) and are not judged.
 */
export function unrealistic(value: unknown, now: number, sent: ReadonlySet<unknown> = new Set(), path = '$'): string[] {
  const problems: string[] = [];
  const key = path.split('.').at(-1) ?? '';
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) problems.push(...unrealistic(item, now, sent, `${path}[${i}]`));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) problems.push(...unrealistic(v, now, sent, `${path}.${k}`));
  } else if (sent.has(value)) {
    // repeated from the request
  } else if (typeof value === 'number') {
    if (Number.isInteger(value) && value < 0) problems.push(`${path}: negative ${value}`);
    if (value >= UNIX.min && value <= UNIX.max && Math.abs(value * 1000 - now) > 3 * 86_400_000)
      problems.push(`${path}: timestamp ${value} is not near now`);
  } else if (typeof value === 'string') {
    const words = value
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
    if ((words.length >= 2 && words.every((w) => LOREM.has(w))) || words.some((w) => NEVER_REAL.includes(w)))
      problems.push(`${path}: lorem ipsum "${value}"`);
    if (
      /^\d+$/.test(value) &&
      Number(value) >= UNIX.min &&
      Number(value) <= UNIX.max &&
      Math.abs(Number(value) * 1000 - now) > 3 * 86_400_000
    )
      problems.push(`${path}: timestamp "${value}" is not near now`);
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) && Math.abs(Date.parse(value) - now) > 8 * 86_400_000)
      problems.push(`${path}: date ${value} is not near now`);
    if (/^https?:/.test(value)) {
      // The host as written (URL lower-cases it): lower-case labels ending in a real TLD, or an IP address.
      const host = /^https?:\/\/([^/:?#]+)/.exec(value)?.[1] ?? '';
      const named = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(host);
      if (!URL.canParse(value) || !(named || /^\d+\.\d+\.\d+\.\d+$/.test(host))) problems.push(`${path}: not a real URL "${value}"`);
    }
    if (/(jid|^remoteJid|^owner|^subjectOwner|^linkedParent)$/i.test(key) && !JID.test(value))
      problems.push(`${path}: not a JID "${value}"`);
    if (BASE64_FIELDS.has(key) && !decodes(value.replace(/^data:[^,]+,/, '')))
      problems.push(`${path}: base64 that does not decode "${value}"`);
    if (path.endsWith('.key.id') && !/^3EB0[0-9A-F]{36}$/.test(value)) problems.push(`${path}: not a gateway message id "${value}"`);
  }
  return problems;
}

/** The scalar values of a request body (what the echo may repeat). */
function scalars(value: unknown, into = new Set<unknown>()): Set<unknown> {
  if (value !== null && typeof value === 'object') for (const v of Object.values(value)) scalars(v, into);
  else into.add(value);
  return into;
}

/** A send's record: a key sent by the account, a message, a timestamp. */
const isSendRecord = (body: unknown): boolean =>
  body !== null &&
  typeof body === 'object' &&
  'message' in body &&
  'messageTimestamp' in body &&
  'key' in body &&
  typeof body.key === 'object' &&
  body.key !== null &&
  'fromMe' in body.key &&
  body.key.fromMe === true;

const decodes = (text: string): boolean => text.length > 0 && Buffer.from(text, 'base64').toString('base64') === text;

describe('the realism check (it can fail)', () => {
  it('flags what dynamic mode produced before: lorem text, random numbers, old dates, garbage URLs, non-JIDs, bad base64', () => {
    const problems = unrealistic(
      {
        status: -50368071,
        key: { remoteJid: 'pariatur in id adipisicing', id: 'BAE5F2D1A3C4B5E6' },
        messageTimestamp: '1717689097',
        createdAt: '1953-10-22T20:27:49.0Z',
        url: 'https://BqwQqqNfvsMRnuiUGuLlfzNH.micwgxdN7-VEz-NM50fdw7Aea',
        base64: 'not base64!',
        name: 'non Ut deserunt adipisicing',
      },
      NOW,
    );
    expect([...new Set(problems.map((p) => p.split(':')[0]))]).toEqual([
      '$.status',
      '$.key.remoteJid',
      '$.key.id',
      '$.messageTimestamp',
      '$.createdAt',
      '$.url',
      '$.base64',
      '$.name',
    ]);
  });

  it('takes status@broadcast (where statuses are sent) for a JID, and nothing else of its kind', () => {
    expect(unrealistic({ key: { remoteJid: 'status@broadcast' } }, NOW)).toEqual([]);
    expect(unrealistic({ key: { remoteJid: 'news@broadcast' } }, NOW)).toEqual(['$.key.remoteJid: not a JID "news@broadcast"']);
  });

  it('passes the documented examples of a send, once their timestamps are now', () => {
    const example = firstExampleValue(contract.spec, contract.op('sendLocation').operation.responses?.['201']) as Record<string, unknown>;
    expect(unrealistic({ ...example, messageTimestamp: String(NOW / 1000) }, NOW)).toEqual([]);
  });
});

describe.each(DESCRIPTIONS)('%s', (name, d: TestDescription) => {
  const bodies = new Map<number, Bodies>();
  let again: Bodies = {};
  const mocks: MockHandle[] = [];
  beforeAll(async () => {
    // The documented requests point webhooks at hooks.example.org, which the mock takes only when told.
    const options = (seed: number) => ({
      dynamic: true,
      seed,
      clock,
      webhookHosts: ['hooks.example.org'],
      ...(d.profile && { profile: d.profile }),
    });
    for (const seed of SEEDS) mocks.push(await startMock(options(seed)));
    mocks.push(await startMock(options(1)));
    for (const [i, seed] of SEEDS.entries()) bodies.set(seed, await bodiesFrom(started(i), d));
    again = await bodiesFrom(started(SEEDS.length), d);
  });
  afterAll(() => Promise.all(mocks.map((m) => m.close())));
  const started = (i: number): MockHandle => {
    const mock = mocks[i];
    if (!mock) throw new Error(`mock ${i} did not start`);
    return mock;
  };

  describe.each(SEEDS)(`${name}, seed %i`, (seed) => {
    it.each(d.ops.map((o) => [o.operationId, o] as const))(
      '%s: the default status, a body that validates and looks real',
      (id, operation) => {
        const answer = bodies.get(seed)?.[id];
        expect(answer?.status).toBe(Number(defaultStatus(operation)));
        expect(messages(d.violationsOf(operation, Number(answer?.status), answer?.body))).toBe('');
        expect(unrealistic(answer?.body, NOW, answer?.sent)).toEqual([]);
      },
    );
  });

  it("send records carry no pushName (the library's record of a message it sends has none)", () => {
    const records = SEEDS.flatMap((seed) => Object.values(bodies.get(seed) ?? {}).map((answer) => answer.body)).filter(isSendRecord);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record).not.toHaveProperty('pushName');
  });

  it('gives the same bodies for the same seed and clock in two mocks', () => {
    expect(JSON.stringify(again)).toBe(JSON.stringify(bodies.get(1)));
  });

  it('gives other bodies with another seed (the comparison above can fail)', () => {
    expect(JSON.stringify(bodies.get(2))).not.toBe(JSON.stringify(bodies.get(1)));
  });

  it('generates rather than serving the examples: most bodies differ from the documented example', () => {
    const same = d.ops.filter((o) => {
      const example = firstExampleValue(d.spec, o.operation.responses?.[defaultStatus(o) ?? '']);
      return SEEDS.every((seed) => JSON.stringify(example) === JSON.stringify(bodies.get(seed)?.[o.operationId]?.body));
    });
    // Some answers are fixed by the gateway, not generated: a logout's confirmation, a presence echo,
    // an update's {"update":"success"}. They stay under two in five.
    expect(same.length, same.map((o) => o.operationId).join(', ')).toBeLessThan(d.ops.length * 0.4);
  });
});

describe('the realism pass fixes what json-schema-faker gets wrong or leaves unreal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-realism-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const KEY = 'w36sv1YmyBWg7N+pXpVnh4nryMIWuq7sNpq8eR2opbw=';
  const FILE = Buffer.alloc(48, 7).toString('base64');
  // As the profile's send records are built: a base schema with examples, narrowed by an allOf
  // branch (json-schema-faker merges the two and prefers the base's examples to the branch's const).
  const spec = {
    openapi: '3.1.0',
    info: { title: 'realism', version: '1' },
    components: {
      schemas: {
        Base: {
          type: 'object',
          required: ['kind', 'shade', 'sentMs', 'key', 'file'],
          properties: {
            kind: { type: 'string', examples: ['locationMessage'] },
            shade: { type: 'string', examples: ['green'] },
            sentMs: { type: 'string', examples: ['1717690444123'] },
            key: { type: 'string', contentEncoding: 'base64', examples: [KEY] },
            file: { type: 'string', contentEncoding: 'base64', examples: [FILE] },
          },
        },
      },
    },
    paths: {
      '/thing': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    allOf: [
                      { $ref: '#/components/schemas/Base' },
                      { type: 'object', properties: { kind: { const: 'conversation' }, shade: { enum: ['red', 'blue'] } } },
                    ],
                  },
                  examples: {
                    Documented: { value: { kind: 'conversation', shade: 'blue', sentMs: '1717690444123', key: KEY, file: FILE } },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  const bodies: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const file = join(dir, 'realism.json');
    writeFileSync(file, JSON.stringify(spec));
    // No seed: with one, every answer of an operation draws the same values (see the seed test above).
    const mock = await startMock({ spec: file, dynamic: true, clock });
    try {
      for (let i = 0; i < 5; i++) bodies.push((await (await fetch(`${mock.url}/thing`)).json()) as Record<string, unknown>);
    } finally {
      await mock.close();
    }
  });

  it("a const an allOf branch sets wins over the base schema's examples", () => {
    for (const body of bodies) expect(body['kind']).toBe('conversation');
  });

  it("an enum value the generated one is not: the documented example's", () => {
    for (const body of bodies) expect(body['shade']).toBe('blue');
  });

  it('Unix milliseconds (examples of 13 digits) are near now', () => {
    for (const body of bodies) {
      const ms = Number(body['sentMs']);
      expect(String(body['sentMs'])).toMatch(/^\d{13}$/);
      expect(ms).toBeLessThanOrEqual(NOW);
      expect(ms).toBeGreaterThan(NOW - 3 * 86_400_000);
    }
  });

  it('a 32-byte base64 key is fresh in every answer; longer base64 content keeps its example', () => {
    const keys = new Set(bodies.map((body) => body['key']));
    expect(keys.size).toBe(bodies.length);
    for (const key of keys) {
      expect(key).not.toBe(KEY);
      expect(Buffer.from(String(key), 'base64')).toHaveLength(32);
    }
    for (const body of bodies) expect(body['file']).toBe(FILE);
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

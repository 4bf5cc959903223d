// Every answer the twin gives is the answer its description types: for the contract and every profile
// the mock serves (read from @msg-gateway/openapi/profiles, so a new profile is covered as it is
// added), every operation is sent its documented example request in every state the twin can hold
// an instance in, and the answer must have a documented status whose schema it validates against
// (with the toolkit's one validator). A field a profile marks `required` that the twin leaves out, a
// field a closed object does not name, a status the description does not list: each fails here.
// One mock per description, reset between requests; the states are made through the mock's handle.
import { createRequire } from 'node:module';
import { profileFile, profileNames } from '@msg-gateway/openapi/profiles';
import { createBundleValidator, type SchemaViolation } from '@msg-gateway/openapi/validate';
import { responseSchemaPointer } from '@msg-gateway/openapi/walk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest, type OpenApiDocument, operations, readSpec, type WalkedOperation } from '../src/common/spec.js';
import { type MockHandle, startMock } from '../src/index.js';
import { MISFIT_HEADER } from '../src/server/answer/answer.js';

const require = createRequire(import.meta.url);
const KEY = 'typed-answers-key';
const NAME = 'typed-answers';
const PEER = '5511988887777';

interface Served {
  name: string;
  profile: string | undefined;
  spec: OpenApiDocument;
}

const SERVED: Served[] = [
  { name: 'contract', profile: undefined, spec: spec(require.resolve('@msg-gateway/openapi/openapi.json')) },
  ...profileNames().map((name) => ({ name, profile: name, spec: spec(profileFile(name, 'json')) })),
];

function spec(path: string): OpenApiDocument {
  const doc = readSpec(path);
  if (!doc) throw new Error(`${path} is missing: npm run build -w @msg-gateway/openapi`);
  return doc;
}

/** The states an instance can be in, each made on a fresh mock world before one request. */
const STATES: Record<string, (mock: MockHandle, served: Served) => Promise<void>> = {
  absent: async () => {},
  close: async (mock) => void mock.instances.create({ name: NAME, state: 'close' }),
  connecting: async (mock) => void mock.instances.create({ name: NAME, state: 'connecting' }),
  open: async (mock) => void mock.instances.create({ name: NAME, state: 'open' }),
  'open with sends': async (mock, served) => {
    mock.instances.create({ name: NAME, state: 'open' });
    mock.instances.receive(NAME, { from: PEER, text: 'is my order on its way?', pushName: 'Maria' });
    const sendText = operations(served.spec).find((o) => o.operationId === 'sendText');
    if (sendText) {
      const sent = await send(mock, served.spec, sendText);
      if (sent.status !== 201) throw new Error(`the send that makes the state answered ${sent.status}`);
    }
  },
  'logged out': async (mock) => {
    mock.instances.create({ name: NAME, state: 'open' });
    mock.instances.setState(NAME, 'close', 401);
  },
  deleting: async (mock, served) => {
    mock.instances.create({ name: NAME, state: 'close' });
    const remove = operations(served.spec).find((o) => o.operationId === 'deleteInstance');
    if (remove) await send(mock, served.spec, remove);
  },
};

async function send(
  mock: MockHandle,
  doc: OpenApiDocument,
  op: WalkedOperation,
): Promise<{ status: number; body: unknown; misfit: string | null }> {
  const request = exampleRequest(doc, op, { apiKey: KEY, params: { instance: NAME } });
  const response = await fetch(`${mock.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {}
  return { status: response.status, body, misfit: response.headers.get(MISFIT_HEADER) };
}

/** What is wrong with an answer against the served description ('' when nothing). */
function problemOf(doc: OpenApiDocument, validate: (pointer: string, value: unknown) => SchemaViolation[]) {
  return (op: WalkedOperation, status: number, body: unknown): string => {
    const responses = (op.operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses['default'];
    if (!documented) return `status ${status} is not described`;
    const pointer = responseSchemaPointer(doc, op, String(status));
    if (!pointer) return documented.content?.['application/json'] && body !== undefined ? `status ${status} has no schema` : '';
    return validate(pointer, body)
      .map((v) => v.message)
      .join('; ');
  };
}

describe.each(SERVED.map((served) => [served.name, served] as const))('the twin serving %s', (_name, served) => {
  let mock: MockHandle;
  const ops = operations(served.spec);
  const validator = createBundleValidator(served.spec);
  const problem = problemOf(served.spec, (pointer, value) => validator.validate(pointer, value));

  beforeAll(async () => {
    mock = await startMock({ port: 0, pairAfter: 'never', ...(served.profile && { profile: served.profile }) });
  });
  afterAll(() => mock?.close());

  it.each(Object.keys(STATES))('answers every operation as typed, the instance %s', async (state) => {
    const wrong: string[] = [];
    for (const op of ops) {
      mock.reset();
      await STATES[state]?.(mock, served);
      const { status, body, misfit } = await send(mock, served.spec, op);
      // A profile's twin must give what the profile types. The contract is served with 2.1.1's rules,
      // and where its shapes are not 2.1.1's the mock answers the contract's documented answer, by design.
      const found = misfit !== null && served.profile !== undefined ? `the twin answered ${misfit}` : problem(op, status, body);
      if (found) wrong.push(`${op.operationId} ${status}: ${found}; body ${JSON.stringify(body).slice(0, 300)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('can fail: an answer without a field its schema requires is caught', async () => {
    mock.reset();
    await STATES['open with sends']?.(mock, served);
    let caught = 0;
    for (const op of ops) {
      const { status, body } = await send(mock, served.spec, op);
      const pointer = responseSchemaPointer(served.spec, op, String(status));
      if (!pointer || body === null || typeof body !== 'object' || Array.isArray(body)) continue;
      const required = requiredOf(served.spec, { $ref: `#${pointer}` });
      const field = required.find((f) => Object.hasOwn(body, f));
      if (field === undefined) continue;
      const { [field]: _dropped, ...broken } = body as Record<string, unknown>;
      expect(problem(op, status, body), op.operationId).toBe('');
      expect(problem(op, status, broken), `${op.operationId} without ${field}`).toMatch(/required property/);
      caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });
});

/** The `required` names of a schema reached through `$ref`s and `allOf`s. */
function requiredOf(doc: OpenApiDocument, schema: unknown, depth = 0): string[] {
  if (depth > 8 || schema === null || typeof schema !== 'object') return [];
  const s = schema as { $ref?: string; required?: string[]; allOf?: unknown[] };
  if (typeof s.$ref === 'string') {
    const target = s.$ref
      .replace(/^.*#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      );
    return requiredOf(doc, target, depth + 1);
  }
  return [...(s.required ?? []), ...(s.allOf ?? []).flatMap((part) => requiredOf(doc, part, depth + 1))];
}

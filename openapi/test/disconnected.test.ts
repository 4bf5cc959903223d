// x-disconnected: what Evolution API 2.1.1 answers each operation while the account is not connected.
// Every operation whose success needs the connection declares it (or says why the connection decides
// nothing), every rule fits the extension's schema and the operation's documented answers, and the
// contract's rules render exactly what a real 2.1.1 gateway answered (test/fixtures/README.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DISCONNECTED_SCHEMA,
  type Disconnected,
  DisconnectedError,
  disconnectedAnswer,
  disconnectedOf,
  type RequestValues,
  SITUATIONS,
  type Situation,
} from '../src/disconnected.js';
import { createBundleValidator } from '../src/validate.js';
import { firstExample, mediaOf, type OpenApiDocument, parameterExample, responseSchemaPointer, type WalkedOperation } from '../src/walk.js';
import { loadSpec, operations } from './load-spec.js';

const require = createRequire(import.meta.url);
const Ajv2020: typeof import('ajv/dist/2020.js').default = require('ajv/dist/2020.js');
const fitsExtension = new Ajv2020({ allErrors: true, strict: true }).compile(DISCONNECTED_SCHEMA);

const contract = loadSpec();
const profile = loadSpec('../dist/evolution-2.1.1/openapi.json');

/** Operations whose success needs the connection but whose 2.1.1 answer the connection does not decide. */
const CONNECTION_DECIDES_NOTHING: Record<string, string[]> = {
  contract: ['getBase64FromMediaMessage', 'restartInstance', 'sendList'],
  profile: ['getBase64FromMediaMessage'],
};

/** The recording's route names that are not the operationId. */
const RECORDED_AS: Record<string, string> = {
  logout: 'logoutInstance',
  restart: 'restartInstance',
  participants: 'fetchGroupParticipants',
  inviteInfo: 'findGroupInfoByInviteCode',
};
const SITUATION_OF: Record<string, Situation> = { close: 'never-connected', connecting: 'connecting', logged_out: 'logged-out' };

interface Recorded {
  op: string;
  state: string;
  label: string;
  request: { method: string; path: string; body: unknown };
  response: { status: number; body: unknown };
}
const recorded: Recorded[] = readFileSync(fileURLToPath(new URL('./fixtures/disconnected-recordings.jsonl', import.meta.url)), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Recorded);

/** The request values a recorded request carries: the instance (last path segment), its query and body. */
function valuesOf(request: Recorded['request']): RequestValues {
  const url = new URL(request.path, 'http://gateway');
  const segments = url.pathname.split('/').filter(Boolean);
  return {
    path: { instance: decodeURIComponent(segments.at(-1) ?? '') },
    query: Object.fromEntries(url.searchParams),
    body: request.body,
  };
}

/** The request values of an operation's own examples. */
function exampleValues(doc: OpenApiDocument, op: WalkedOperation): RequestValues {
  const of = (where: string) =>
    Object.fromEntries(op.parameters.filter((p) => p.in === where).map((p) => [p.name, String(parameterExample(doc, p))]));
  return { path: of('path'), query: of('query'), body: firstExample(doc, mediaOf(doc, op.operation.requestBody)) };
}

const rulesOf = (doc: OpenApiDocument) =>
  operations(doc).flatMap((op) => {
    const rule = disconnectedOf(op.operation, op.operationId);
    return rule ? [{ op, rule }] : [];
  });

describe.each([
  ['contract', contract],
  ['profile', profile],
] as const)('x-disconnected in the %s', (name, doc) => {
  const rules = rulesOf(doc);
  const validator = createBundleValidator(doc);

  it('is declared by every operation whose success needs the connection, or the operation says why not', () => {
    const needing = operations(doc).filter((op) => op.operation['x-needs-connection'] === true);
    const without = needing.filter((op) => op.operation['x-disconnected'] === undefined).map((op) => op.operationId);
    expect(without.sort()).toEqual(CONNECTION_DECIDES_NOTHING[name]);
    for (const id of without)
      expect(operations(doc).find((o) => o.operationId === id)?.operation.description).toMatch(/no\s+`x-disconnected`/);
    // And only by them.
    expect(rules.filter(({ op }) => op.operation['x-needs-connection'] !== true).map(({ op }) => op.operationId)).toEqual([]);
    expect(rules.length).toBeGreaterThanOrEqual(name === 'contract' ? 14 : 15);
  });

  it.each(rules.map(({ op, rule }) => [op.operationId, op, rule] as const))(
    '%s: fits the extension schema, and each rendered answer is one the operation documents',
    (_id, op, rule) => {
      expect(fitsExtension(rule), JSON.stringify(fitsExtension.errors)).toBe(true);
      const pointer = responseSchemaPointer(doc, op, String(rule.status));
      expect(pointer, `${op.operationId} documents no ${rule.status} with a schema`).toBeDefined();
      const answers = SITUATIONS.map((s) => disconnectedAnswer(rule, s, exampleValues(doc, op))).filter((a) => a !== undefined);
      expect(answers.length).toBeGreaterThan(0);
      for (const answer of answers) expect(validator.validate(String(pointer), answer.body)).toEqual([]);
    },
  );
});

describe('the rules of the contract’s operations, against a real 2.1.1', () => {
  // The profile carries the contract's rules, and the rule of the POST restart 2.1.1 really routes.
  const rules = new Map(rulesOf(profile).map(({ op, rule }) => [op.operationId, rule]));
  const idOf = (line: Recorded) => RECORDED_AS[line.op] ?? line.op;

  it('cover every recorded operation whose answer depends on the connection, in the three states', () => {
    const covered = new Set(recorded.filter((l) => rules.has(idOf(l))).map((l) => `${idOf(l)} ${l.state}`));
    for (const id of rules.keys()) {
      if (!operations(contract).some((o) => o.operationId === id) && id !== 'restartInstance') continue;
      // A connecting instance logs out for real: that answer is not a disconnected one (and raced in the recording).
      const states = id === 'logoutInstance' ? ['close', 'logged_out'] : ['close', 'connecting', 'logged_out'];
      for (const state of states) expect(covered, `${id} ${state}`).toContain(`${id} ${state}`);
    }
  });

  it.each(recorded.filter((l) => rules.has(idOf(l))).map((l) => [`${l.op} ${l.state} ${l.label}`, l] as const))(
    '%s renders what the gateway answered',
    (_label, line) => {
      const rule = rules.get(idOf(line)) as Disconnected;
      const answer = disconnectedAnswer(rule, SITUATION_OF[line.state] as Situation, valuesOf(line.request));
      if (answer) expect(answer).toEqual(line.response);
      else {
        // The rule leaves this state out; applied anyway, it would be wrong.
        const forced = disconnectedAnswer(
          { ...rule, states: ['close', 'connecting'] },
          SITUATION_OF[line.state] as Situation,
          valuesOf(line.request),
        );
        expect(forced).not.toEqual(line.response);
      }
    },
  );

  it('and the operations without a rule answer the same in every state', () => {
    for (const id of ['sendList', 'getBase64FromMediaMessage']) {
      const answers = recorded.filter((l) => idOf(l) === id).map((l) => JSON.stringify(l.response));
      expect(answers.length, id).toBeGreaterThanOrEqual(3);
      expect(new Set(answers).size, id).toBe(1);
    }
  });

  it('catch a wrong rule (the comparison above can fail)', () => {
    const line = recorded.find((l) => l.op === 'setPresence' && l.state === 'connecting');
    const rule = rules.get('setPresence');
    if (!line || !rule) throw new Error('no setPresence line or rule');
    const values = valuesOf(line.request);
    expect(disconnectedAnswer(rule, 'connecting', values)).toEqual(line.response);
    const { closed: _closed, ...withoutClosed } = rule;
    expect(disconnectedAnswer(withoutClosed, 'connecting', values)).not.toEqual(line.response);
    expect(disconnectedAnswer({ ...rule, status: 500 }, 'connecting', values)).not.toEqual(line.response);
    expect(disconnectedAnswer({ ...rule, reads: 'name' }, 'never-connected', values)).not.toEqual(
      recorded.find((l) => l.op === 'setPresence' && l.state === 'close')?.response,
    );
  });
});

describe('disconnectedOf and disconnectedAnswer', () => {
  const op = (rule: unknown) => ({ 'x-disconnected': rule });
  const source = 'evolution-api@4ca141b4:src/x.ts';

  it('renders the placeholders as 2.1.1 prints them', () => {
    const rule = disconnectedOf(
      op({
        status: 404,
        message: ['No invite info', '{query.code}', '{path.instance}', '{message}'],
        reads: 'groupGetInviteInfo',
        'x-source': source,
      }),
      'x',
    );
    if (!rule) throw new Error('no rule');
    expect(disconnectedAnswer(rule, 'never-connected', { path: { instance: 'shop' }, query: { code: ['a', 'b'] } })).toEqual({
      status: 404,
      body: {
        status: 404,
        error: 'Not Found',
        response: { message: ['No invite info', 'a,b', 'shop', "Cannot read properties of undefined (reading 'groupGetInviteInfo')"] },
      },
    });
    expect(disconnectedAnswer(rule, 'logged-out', {})?.body).toMatchObject({
      response: { message: ['No invite info', 'undefined', 'undefined', 'Connection Closed'] },
    });
  });

  it('prints the `never` text for an instance that never connected, where the rule gives one', () => {
    const rule = { status: 500, message: '{message}', never: 'TypeError: Cannot convert undefined or null to object', 'x-source': source };
    expect(disconnectedAnswer(rule, 'never-connected')?.body).toMatchObject({
      response: { message: 'Cannot convert undefined or null to object' },
    });
    expect(disconnectedAnswer(rule, 'connecting')?.body).toMatchObject({ response: { message: 'Connection Closed' } });
  });

  it('answers a literal body where the rule gives one, and nothing in a state the rule leaves out', () => {
    const rule = { status: 200, body: { error: true, message: '[object Object]' }, states: ['close' as const], 'x-source': source };
    expect(disconnectedAnswer(rule, 'logged-out')).toEqual({ status: 200, body: { error: true, message: '[object Object]' } });
    expect(disconnectedAnswer(rule, 'connecting')).toBeUndefined();
  });

  it.each([
    [
      { status: 500, message: '{message}', 'x-source': source },
      /quotes the error, so it must say which socket member it `reads` \(or give the `never` text\)/,
    ],
    [{ status: 500, message: '{oops}', reads: 'a', 'x-source': source }, /unknown placeholders \{oops\}/],
    [{ status: 500, 'x-source': source }, /x-disconnected is not usable: .*must match exactly one schema in oneOf/],
    [{ status: 500, message: 'x', 'x-source': 'my notes' }, /\/x-source must match pattern/],
    [{ status: 500, message: 'x', states: ['open'], 'x-source': source }, /\/states\/0 must be equal to one of the allowed values/],
  ])('refuses %j, saying why', (rule, message) => {
    expect(() => disconnectedOf(op(rule), 'someOperation')).toThrow(DisconnectedError);
    expect(() => disconnectedOf(op(rule), 'someOperation')).toThrow(message);
  });
});

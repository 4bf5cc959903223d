// `x-disconnected`: what Evolution API 2.1.1 answers an operation whose WhatsApp account is not
// connected. 2.1.1 has no not-connected check: the service touches the WhatsApp socket. An instance
// that never connected has no socket, so reading a member of it throws a TypeError ("Cannot read
// properties of undefined (reading '<member>')"); a connecting or logged-out instance has a closed
// socket, and Baileys throws "Connection Closed". Each operation either lets that error reach the
// error middleware (500, `response.message` the error's message) or catches it and re-throws it
// wrapped (`[<label>, String(error)]` with its own status). The rule is declared per operation in
// the description; this module checks it and renders the answer, for the mock's twin of 2.1.1 and
// for the tests that hold the rules to the recordings of a real gateway.
import { createRequire } from 'node:module';
import type { OperationObject } from './walk.js';

const require = createRequire(import.meta.url);
type Ajv2020 = typeof import('ajv/dist/2020.js').default;

/** How an instance can be not connected, as 2.1.1 tells them apart. */
export type Situation = 'never-connected' | 'connecting' | 'logged-out';
export const SITUATIONS: readonly Situation[] = ['never-connected', 'connecting', 'logged-out'];

/** The state connectionState reports in each situation (a logged-out instance reads `close`). */
export const STATE_OF: Readonly<Record<Situation, 'close' | 'connecting'>> = {
  'never-connected': 'close',
  connecting: 'connecting',
  'logged-out': 'close',
};

export interface Disconnected {
  /** The HTTP status. */
  status: number;
  /** `response.message` of the error envelope: a template string, or a list of template strings. */
  message?: string | string[];
  /** The whole body instead of an envelope (restart answers 200 with a swallowed error); string leaves are templates. */
  body?: unknown;
  /** The socket member a never-connected instance lacks (the TypeError names it). */
  reads?: string;
  /** String(error) when the socket is closed (connecting, logged out), if not "Error: Connection Closed". */
  closed?: string;
  /** String(error) when the instance never connected, if not the TypeError naming `reads`. */
  never?: string;
  /** The connection states in which this is the answer (default: both, close and connecting). */
  states?: ('close' | 'connecting')[];
  'x-source': string;
}

/** The request values a template can quote: `{path.<name>}`, `{query.<name>}`, `{body.<name>}`. */
export interface RequestValues {
  path?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

const PLACEHOLDER = /\{(error|message|(?:path|query|body)\.[A-Za-z_$][\w$]*)\}/g;
const ANY_BRACE = /\{[^}]*\}/g;

/** The JSON Schema (2020-12) of the extension. */
export const DISCONNECTED_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'x-disconnected',
  type: 'object',
  additionalProperties: false,
  required: ['status', 'x-source'],
  // Exactly one of message and body (ajv's strict mode wants each required name defined beside it).
  oneOf: [
    { required: ['message'], properties: { message: true } },
    { required: ['body'], properties: { body: true } },
  ],
  properties: {
    status: { type: 'integer', minimum: 200, maximum: 599 },
    message: {
      anyOf: [
        { type: 'string', minLength: 1 },
        { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
      ],
    },
    body: {},
    reads: { type: 'string', pattern: '^[A-Za-z_$][\\w$]*$' },
    closed: { type: 'string', pattern: '^[A-Za-z]*Error: ' },
    never: { type: 'string', pattern: '^[A-Za-z]*Error: ' },
    states: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['close', 'connecting'] } },
    'x-source': { type: 'string', pattern: '^(evolution-api@[0-9a-f]{8}:src/|observed)' },
  },
} as const;

/** An `x-disconnected` that is not usable; the message names the operation and what is wrong. */
export class DisconnectedError extends Error {
  override readonly name = 'DisconnectedError';
}

let validateSchema: ReturnType<InstanceType<Ajv2020>['compile']> | undefined;

/**
 * The check of an `x-disconnected` value, compiled on first use (ajv loads with it, not with this
 * module). No meta-schema check at run time: that would compile the draft's meta-schema on every
 * start; test/disconnected.test.ts compiles DISCONNECTED_SCHEMA with it.
 */
function disconnectedCheck(): NonNullable<typeof validateSchema> {
  const Ajv: Ajv2020 = require('ajv/dist/2020.js');
  validateSchema ??= new Ajv({ allErrors: true, strict: true, validateSchema: false }).compile(DISCONNECTED_SCHEMA);
  return validateSchema;
}

/** Every template string of a rule: the message's, or the body's string leaves. */
function templates(rule: Pick<Disconnected, 'message' | 'body'>): string[] {
  if (rule.message !== undefined) return [rule.message].flat();
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') found.push(node);
    else if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(rule.body);
  return found;
}

/** The operation's `x-disconnected`, checked; undefined when it has none. `where` names it in errors. */
export function disconnectedOf(operation: OperationObject, where: string): Disconnected | undefined {
  const value = operation['x-disconnected'];
  if (value === undefined) return undefined;
  const validateSchema = disconnectedCheck();
  if (!validateSchema(value)) {
    const problems = (validateSchema.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`);
    throw new DisconnectedError(`${where}: x-disconnected is not usable: ${[...new Set(problems)].join('; ')}.`);
  }
  const rule = value as Disconnected;
  for (const text of templates(rule)) {
    const unknown = (text.match(ANY_BRACE) ?? []).filter((p) => !p.match(new RegExp(`^${PLACEHOLDER.source}$`)));
    if (unknown.length) throw new DisconnectedError(`${where}: x-disconnected uses unknown placeholders ${unknown.join(', ')}.`);
    if (/\{(error|message)\}/.test(text) && rule.reads === undefined && rule.never === undefined)
      throw new DisconnectedError(
        `${where}: x-disconnected quotes the error, so it must say which socket member it \`reads\` (or give the \`never\` text).`,
      );
  }
  return rule;
}

/** String(error) as 2.1.1 prints it in a situation. */
export function errorText(rule: Pick<Disconnected, 'reads' | 'closed' | 'never'>, situation: Situation): string {
  if (situation === 'never-connected')
    return rule.never ?? `TypeError: Cannot read properties of undefined (reading '${rule.reads ?? ''}')`;
  return rule.closed ?? 'Error: Connection Closed';
}

/** JavaScript's String() of a request value, as 2.1.1 puts it in a message. */
function stringOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(stringOf).join(',');
  if (value !== null && typeof value === 'object') return '[object Object]';
  return String(value);
}

function render(template: string, error: string, request: RequestValues): string {
  return template.replace(PLACEHOLDER, (_all, name: string) => {
    if (name === 'error') return error;
    if (name === 'message') return error.replace(/^[A-Za-z]*Error: /, '');
    const [where, key = ''] = name.split('.') as ['path' | 'query' | 'body', string];
    const source = request[where];
    return stringOf(source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined);
  });
}

const REASON: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** A value with every string leaf rendered. */
function renderAll(node: unknown, error: string, request: RequestValues): unknown {
  if (typeof node === 'string') return render(node, error, request);
  if (Array.isArray(node)) return node.map((child) => renderAll(child, error, request));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, renderAll(child, error, request)]));
  return node;
}

/**
 * What 2.1.1 answers in `situation`: the status and the JSON body, or undefined when the rule does
 * not apply there (its `states` leave that state out: the operation then answers as it otherwise does).
 */
export function disconnectedAnswer(
  rule: Disconnected,
  situation: Situation,
  request: RequestValues = {},
  /** String(error) of what failed first instead of the socket (a media download that cannot connect). */
  failedFirst?: string,
): { status: number; body: unknown } | undefined {
  if (!(rule.states ?? ['close', 'connecting']).includes(STATE_OF[situation])) return undefined;
  const error = failedFirst ?? errorText(rule, situation);
  if (rule.body !== undefined) return { status: rule.status, body: renderAll(rule.body, error, request) };
  const message = Array.isArray(rule.message)
    ? rule.message.map((m) => render(m, error, request))
    : render(rule.message ?? '', error, request);
  return {
    status: rule.status,
    body: { status: rule.status, error: REASON[rule.status] ?? 'Internal Server Error', response: { message } },
  };
}

// What JavaScript may hand startMock: each option's kind, checked before anything reads it, so that a
// value of the wrong type (a number for `host`, a string for `overlays`, `instances: ['a']`) is a
// MockStartError naming the option and what it takes, not a TypeError from deep inside the start.
// TypeScript callers are held to options.ts already; the Record below must name every option there.
import { knownProfiles } from './common/profiles.js';
import type { MockOptions } from './options.js';
import { MockStartError } from './start-error.js';

export type OptionKind = 'string' | 'strings' | 'number' | 'boolean' | 'function' | 'object' | 'signal';

export const OPTION_KINDS: Record<keyof Required<MockOptions>, readonly OptionKind[]> = {
  port: ['number'],
  host: ['string'],
  profile: ['string'],
  spec: ['string'],
  overlays: ['strings'],
  instances: ['string'],
  state: ['string', 'object'],
  apiKey: ['string'],
  pairAfter: ['number', 'string'],
  whatsapp: ['string'],
  license: ['string'],
  corsOrigins: ['strings'],
  allowedHosts: ['strings'],
  webhookHosts: ['strings'],
  anyWebhookTarget: ['boolean'],
  dynamic: ['boolean'],
  seed: ['string', 'number'],
  delay: ['number'],
  failRate: ['number'],
  clock: ['string', 'function'],
  signal: ['signal'],
  log: ['function'],
  verbose: ['boolean'],
  webhook: ['object'],
  errorsWebhook: ['object'],
  acks: ['string'],
};

const WORDS: Record<OptionKind, string> = {
  string: 'a string',
  strings: 'a list of strings',
  number: 'a number',
  boolean: 'true or false',
  function: 'a function',
  object: 'an object',
  signal: 'an AbortSignal',
};

/** Throws a MockStartError (code OPTIONS) for the first option whose value is of a kind it does not take. */
export function checkOptionKinds(options: unknown): void {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new MockStartError(
      'OPTIONS',
      `startMock takes an options object such as { port: 4010, profile: '${knownProfiles()[0] ?? 'a profile'}' }, got ${shown(options)}.`,
    );
  }
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined || !Object.hasOwn(OPTION_KINDS, name)) continue;
    const kinds = OPTION_KINDS[name as keyof MockOptions];
    if (kinds.some((kind) => isKind(value, kind))) continue;
    throw new MockStartError('OPTIONS', `${name} must be ${kinds.map((kind) => WORDS[kind]).join(' or ')}, got ${shown(value)}.`);
  }
}

function isKind(value: unknown, kind: OptionKind): boolean {
  switch (kind) {
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'signal':
      return value instanceof AbortSignal;
    default:
      return typeof value === kind;
  }
}

/** What the value is, never the value itself (it may be a key given to the wrong option). */
function shown(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list with an item that is not a string';
  if (typeof value === 'object') return value instanceof Date ? 'a Date' : 'an object';
  return typeof value === 'boolean' ? `${value}` : `a ${typeof value}`;
}

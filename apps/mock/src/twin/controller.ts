// What a twin controller is: the state-dependent part of one operation's answer, like a 2.1.1
// controller behind its guards and validation. It gets the validated request, the instance it names
// and the documented answer (the description's example, echoed), and returns the answer 2.1.1 gives
// in the instance's state, changing the state as 2.1.1 does; undefined keeps the documented answer.
import type { WalkedOperation } from '@msg-gateway/openapi/walk';
import type { Clock, Random } from '../common/random.js';
import type { TwinInstance } from './instance.js';
import type { Lifecycle, TwinEventSink } from './lifecycle.js';
import type { VersionRules } from './versions/rules.js';
import type { World } from './world.js';

export interface TwinCall {
  operationId: string;
  op: WalkedOperation;
  /** The instance the path names (undefined for routes without one). */
  instance: TwinInstance | undefined;
  pathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The request body as validated (null without one). */
  body: unknown;
  /** The apikey sent (fetchInstances lists what it opens). */
  key: string | undefined;
  /** The documented answer for a valid request. */
  documented: { status: number; body: unknown };
  /** String(error) of the media download the request asks for, when it cannot connect (downloads.ts). */
  failedDownload?: string | undefined;
}

export interface TwinAnswer {
  status: number;
  body: unknown;
  /** Other bodies saying the same, tried in order when the served schema refuses `body` (a description that requires more). */
  alternatives?: unknown[];
  /**
   * The gateway would not answer at all (why, in words): the mock answers at once, 504 with the
   * reason in an `x-mock-unanswered` header, instead of holding the connection open (docs/twin.md).
   */
  unanswered?: string;
}

/** The mock's default webhook, as every instance without its own uses it. */
export interface DefaultWebhook {
  url: string;
  events: string[];
  byEvents: boolean;
  headers: Record<string, string>;
}

export interface TwinContext {
  world: World;
  lifecycle: Lifecycle;
  emit: TwinEventSink;
  clock: Clock;
  /** Fresh ids (seeded with --seed). */
  random: Random;
  defaultWebhook: DefaultWebhook | undefined;
  /** Why the mock would not deliver webhooks to `url` (a host outside loopback not allowed); undefined when it would. */
  refusedTarget: (url: string) => string | undefined;
  /** The rules of the gateway version served now (where versions answer differently). */
  readonly rules: VersionRules;
  /** Whether the gateway is activated (2.4.0's licence; earlier versions need none and ignore it). */
  readonly license: LicenseState;
}

/** A gateway's licence: 2.4.0 answers its business routes only when activated (versions/evolution-2.4.0/). */
export interface LicenseState {
  activated: boolean;
}

export type Controller = (call: TwinCall, twin: TwinContext) => TwinAnswer | undefined;

type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The gateway's error envelope (evolution-api@4ca141b4:src/main.ts). */
export function failure(status: number, message: unknown): TwinAnswer {
  const error = ({ 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' } as Record<number, string>)[status];
  return { status, body: { status, error: error ?? 'Internal Server Error', response: { message } } };
}

/** 200 with the documented status's body replaced. */
export const answer = (status: number, body: unknown): TwinAnswer => ({ status, body });

/** A string field of the body, if it is one. */
export function text(body: unknown, field: string): string | undefined {
  const value = isObject(body) ? body[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** ISO date of a millisecond timestamp, as the gateway's rows carry them. */
export const iso = (ms: number): string => new Date(ms).toISOString();

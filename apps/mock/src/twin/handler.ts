// The pieces a handler (rules.ts, Handler) builds its answer from: the gateway's error envelope, an
// answer with another body, a body's text field, a row's ISO date.
import { isObject } from '../common/is-object.js';
import type { TwinAnswer } from './rules.js';

export { isObject };

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

// The run's own requests to the instance after its checks (never through Dredd): read its
// connection state, log it out, read or write a setting back. Each one bounded like every request
// of the run, never aborted by an interrupt (putting the instance back is what an interrupted run
// still owes), and described in the report's words without the key.
import type { Redact } from '@msg-gateway/openapi/redact';
import type { Operation } from '../description/contract.js';
import { boundedRequest, type HttpAnswer, NoAnswer } from '../http/request.js';
import { stateOf } from '../preconditions.js';

/** A settings or state answer is small; nothing larger is read. */
const BODY_LIMIT = 64 * 1024;

export interface InstanceTarget {
  url: string;
  basePath: string;
  instance: string;
  apiKey: string;
  /** Limit of each request. */
  timeoutMs: number;
  redact: Redact;
}

export interface Call {
  /** "DELETE /instance/logout/my-instance", as the report shows it. */
  shown: string;
  /** The answer, or null when none came. */
  answer: HttpAnswer | null;
  /** "answered 200", or why no answer came. */
  outcome: string;
}

/** Sends `op` for the instance, with the key and `body` as JSON. */
export async function call(op: Operation, target: InstanceTarget, body?: unknown): Promise<Call> {
  const path = op.path.replace('{instance}', encodeURIComponent(target.instance));
  const shown = `${op.method} ${target.basePath}${path}`;
  const json = body === undefined ? undefined : JSON.stringify(body);
  try {
    const answer = await boundedRequest(`${target.url}${path}`, {
      method: op.method,
      headers: {
        apikey: target.apiKey,
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: json }),
      timeoutMs: target.timeoutMs,
      maxBodyBytes: BODY_LIMIT,
    });
    return { shown, answer, outcome: `answered ${answer.status}` };
  } catch (error) {
    if (error instanceof NoAnswer) return { shown, answer: null, outcome: `got no answer (${error.reason})` };
    throw error;
  }
}

/** The state the gateway reports now, or why it reports none ("GET … answered 500"). */
export async function stateNow(op: Operation, target: InstanceTarget): Promise<{ state: string | null; why: string }> {
  const read = await call(op, target);
  const state = read.answer && read.answer.status === 200 ? stateOf(read.answer.body) : null;
  return { state, why: state ?? `${read.shown} ${read.outcome}` };
}

export const succeeded = (c: Call): boolean => c.answer !== null && c.answer.status >= 200 && c.answer.status < 300;

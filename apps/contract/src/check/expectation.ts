// What a description expects of one check: the status (and with it the documented media type and
// schema) for one operation and one kind of request. The same rules for every description, so the
// contract and a layered description (a profile, a team's overlays) judge the same answer:
//
//   success           the lowest documented 2xx
//   no key            401 if the operation needs a key in that description, else what the same
//                     request with the key gets
//   unknown instance  404
//   invalid request   400
//
// unless the operation says otherwise in `x-expect-status` (e.g. `{success: 400}`: 2.1.1 refuses
// every list). An operation the description does not have expects, for any kind, the gateway's
// 404 for a route it does not serve. A success check sent while the instance is not connected
// expects what the operation's `x-disconnected` says 2.1.1 answers then: its status and body.
import {
  type Disconnected,
  disconnectedAnswer,
  disconnectedOf,
  type RequestValues,
  SITUATIONS,
  STATE_OF,
} from '@msg-gateway/openapi/disconnected';
import type { Description, Operation } from '../description/contract.js';

export type CheckKind = 'success' | 'no-key' | 'unknown-instance' | 'invalid-request';

/** Run order of the kinds within an operation. */
export const KINDS: readonly CheckKind[] = ['success', 'invalid-request', 'no-key', 'unknown-instance'];

export interface Expectation {
  operationId: string;
  kind: CheckKind | 'other';
  status: string;
  /** The description has no such operation: a route-not-found 404 is expected. */
  absent: boolean;
  /** The bodies 2.1.1 answers while the instance is not connected (one of them is expected). */
  answers?: unknown[];
  /** What the expectation was worked out with, to work it out again for another description. */
  options?: ExpectationOptions;
}

/** The lowest documented 2xx of an operation. */
export const lowestSuccess = (op: Operation): string | undefined =>
  op.responses
    .map((r) => r.status)
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];

/** `x-expect-status[kind]` of an operation, as a status string. */
export function declaredStatus(op: Operation, kind: CheckKind): string | undefined {
  const declared = op.source['x-expect-status'];
  if (declared === null || typeof declared !== 'object' || !Object.hasOwn(declared, kind)) return undefined;
  const value = (declared as Record<string, unknown>)[kind];
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
}

export interface ExpectationOptions {
  /** The no-key request carries an empty body (writes and sends): without a key requirement it is an invalid request. */
  emptyBody?: boolean;
  /** A success check sent while the instance is in this state (not `open`), with these request values. */
  disconnected?: { state: string; request: RequestValues };
}

export function expectationOf(
  description: Description,
  operationId: string,
  kind: CheckKind,
  options: ExpectationOptions = {},
): Expectation {
  const op = description.byId.get(operationId);
  if (!op) return { operationId, kind, status: '404', absent: true, options };
  const notConnected = kind === 'success' && options.disconnected ? disconnectedAnswers(op, options.disconnected) : null;
  if (notConnected) return { operationId, kind, status: notConnected.status, absent: false, answers: notConnected.answers, options };
  return { operationId, kind, status: statusFor(op, kind, options), absent: false, options };
}

/** The operation's `x-disconnected`, or undefined when it has none that can be used. */
export function disconnectedRule(op: Operation): Disconnected | undefined {
  try {
    return disconnectedOf(op.source, op.operationId);
  } catch {
    return undefined;
  }
}

/**
 * What 2.1.1 answers the operation in this state, in each situation the state can be (`close`:
 * never connected, or logged out), or null when its rule does not cover the state.
 */
function disconnectedAnswers(op: Operation, { state, request }: { state: string; request: RequestValues }) {
  const rule = disconnectedRule(op);
  if (!rule) return null;
  const answers = SITUATIONS.filter((situation) => STATE_OF[situation] === state).flatMap((situation) => {
    const answer = disconnectedAnswer(rule, situation, request);
    return answer ? [answer] : [];
  });
  const first = answers[0];
  return first ? { status: String(first.status), answers: answers.map((a) => a.body) } : null;
}

function statusFor(op: Operation, kind: CheckKind, options: ExpectationOptions): string {
  const declared = declaredStatus(op, kind);
  if (declared !== undefined) return declared;
  switch (kind) {
    case 'success':
      return lowestSuccess(op) ?? '200';
    case 'no-key':
      if (op.secured) return '401';
      return statusFor(op, options.emptyBody ? 'invalid-request' : 'success', {});
    case 'unknown-instance':
      return '404';
    case 'invalid-request':
      return '400';
  }
}

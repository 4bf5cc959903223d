// What an operation that needs the WhatsApp account answers while it is not connected: the rule the
// description declares (`x-disconnected`, checked and rendered by @msg-gateway/openapi/disconnected),
// in the situation the instance is in. A rule that cannot be used (a team's overlay got it wrong) is
// read as no rule: the operation then answers as it otherwise would.
import { type Disconnected, disconnectedAnswer, disconnectedOf, type Situation } from '@msg-gateway/openapi/disconnected';
import type { WalkedOperation } from '@msg-gateway/openapi/walk';
import type { TwinInstance } from './instance.js';

const rules = new WeakMap<WalkedOperation, Disconnected | null>();

function ruleOf(op: WalkedOperation): Disconnected | undefined {
  let rule = rules.get(op);
  if (rule === undefined) {
    try {
      rule = disconnectedOf(op.operation, op.operationId) ?? null;
    } catch {
      rule = null;
    }
    rules.set(op, rule);
  }
  return rule ?? undefined;
}

/** How 2.1.1 tells the instance's not-connected state apart: no socket yet, or a closed one. */
export function situationOf(instance: TwinInstance): Situation {
  if (instance.deletingSince !== undefined || instance.socket === 'none') return 'never-connected';
  return instance.connection === 'connecting' ? 'connecting' : 'logged-out';
}

/** The answer of `op` for a not-connected `instance`, or undefined when the description declares none for its situation. */
export function disconnectedFor(
  op: WalkedOperation,
  instance: TwinInstance,
  request: { pathParams: Record<string, string>; query: Record<string, string | string[]>; body: unknown },
  /** What failed before the socket in the instance's situation (a media download), if anything. */
  failedFirst?: (situation: Situation) => string | undefined,
): { status: number; body: unknown } | undefined {
  const rule = ruleOf(op);
  if (!rule) return undefined;
  const situation = situationOf(instance);
  return disconnectedAnswer(
    rule,
    situation,
    { path: request.pathParams, query: request.query, body: request.body },
    failedFirst?.(situation),
  );
}

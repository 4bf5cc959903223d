// The echo: an answer that reflects the request where the gateway's would (your instance, your
// recipient, your coordinates, fresh ids, now). Every rule's proposal is checked against the served
// response schema and kept only if it still validates, so the echo can never turn a valid answer
// into an invalid one, whatever the description (the contract, a profile, a team's overlay).
import type { EchoInput } from './rule.js';
import { ECHO_RULES, IDENTITY_RULES } from './rules.js';

export type { EchoInput } from './rule.js';

/**
 * `answer` with every applicable echo rule applied; `valid` tells whether a candidate fits the served
 * schema. An example asked for by name (`only: 'identity'`) stays as documented but for your instance.
 */
export function echo(
  answer: unknown,
  input: EchoInput,
  valid: (candidate: unknown) => boolean,
  { only }: { only?: 'identity' } = {},
): unknown {
  let current = answer;
  for (const rule of only === 'identity' ? IDENTITY_RULES : ECHO_RULES) {
    const chosen = rule(current, input).find(valid);
    if (chosen !== undefined) current = chosen;
  }
  return current;
}

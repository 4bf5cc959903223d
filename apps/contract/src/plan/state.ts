// Checks that the instance's connection state decides, read just before the checks are sent. Pure:
// the plan says which rule a check follows (stateRuleOf), the state found says whether it is sent.
//
//   connected      the success of an operation that needs the WhatsApp account connected
//                  (`x-needs-connection`); otherwise a gateway answers 500 "Connection Closed",
//                  which says nothing about the contract
//   not-connected  a logout request (`x-affects-connection: end`) with the instance's name: sent only
//                  when the instance is `close`, where a gateway refuses it (400 "not connected") and
//                  nothing changes. On a connected instance it could log the account out, which the
//                  run cannot undo (someone would have to link the phone again)
//   known          a connect or restart request without a key: sent only when the state is known, so
//                  that the run can tell at its end whether it left the instance as it found it
//                  (src/restore/)
//   open           the success of a connect or restart: sent only to an instance found `open` (a
//                  connected account, which the run waits to see open again). On an instance that
//                  is not, 2.1.1 starts a connection it retries for ever, between `connecting` and
//                  `close`; a logout stops it only if it lands in a moment the instance reads
//                  `connecting`, which without a network are a few milliseconds between tries
//                  (observed: 1 read in 44, 50 ms apart), and deleting the instance does not stop it
import type { CheckKind } from '../check/expectation.js';
import type { Policy } from './safety.js';

export type StateRule = 'connected' | 'not-connected' | 'known' | 'open';

/** What the state read before the checks said. */
export interface FoundState {
  /** `open`, `close`, `connecting`…, or a text saying why it is unknown. */
  state: string;
  /** The gateway reported a state. */
  known: boolean;
}

/** The state a check of this kind of this operation depends on, or null when it depends on none. */
export function stateRuleOf(policy: Policy, kind: CheckKind): StateRule | null {
  if (kind === 'unknown-instance') return null;
  if (policy.affects === 'end') return 'not-connected';
  if (policy.affects !== undefined) return kind === 'success' ? 'open' : 'known';
  return kind === 'success' && policy.needsConnection ? 'connected' : null;
}

/** Why a check with this rule is not sent in this state, or null when it is sent. */
export function notSentBecause(rule: StateRule | null, found: FoundState | null, instance: string): string | null {
  if (rule === null) return null;
  // No state was read (no such operation): only what needs no restoring goes out.
  if (found === null) return rule === 'connected' ? null : `the run could not read the connection state of instance "${instance}"`;
  if (!found.known) {
    if (rule === 'connected') return notConnectedText(instance, found.state);
    return `the connection state of instance "${instance}" is unknown (${found.state}): the run could not make sure it leaves it as found`;
  }
  switch (rule) {
    case 'connected':
      return found.state === 'open' ? null : notConnectedText(instance, found.state);
    case 'not-connected':
      if (found.state === 'close') return null;
      return found.state === 'open'
        ? `instance "${instance}" is connected (state: open): a logout request could log it out, which the run cannot undo`
        : `instance "${instance}" is ${found.state}: a logout request could end that, which the run cannot undo`;
    case 'known':
      return null;
    case 'open':
      return found.state === 'open'
        ? null
        : `instance "${instance}" is ${found.state}: a connect or restart would start a connection that an Evolution API 2.1.1 gateway retries for ever, and that the run could not be sure to stop (a logout lands only in the moments it reads connecting)`;
  }
}

/** What a check not sent because the account is not connected says. */
export const notConnectedText = (instance: string, state: string): string => `instance "${instance}" is not connected (state: ${state})`;

/** How a dry run (no state read) qualifies a check that depends on the state. */
export const STATE_CONDITION: Record<StateRule, string> = {
  connected: 'if the instance is connected',
  'not-connected': 'if the instance is not connected (state: close)',
  known: 'if the instance reports its state',
  open: 'if the instance is connected (state: open)',
};

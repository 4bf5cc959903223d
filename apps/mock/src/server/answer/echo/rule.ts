// What an echo rule is: a small function of (answer, request) that proposes new answers; echo()
// keeps the first one the served schema accepts. A file of its own, so content.ts and rules.ts both
// depend on it and not on each other.
import type { OpenApiDocument, WalkedOperation } from '@msg-gateway/openapi/walk';
import type { Random } from '../../../common/random.js';

export interface EchoInput {
  doc: OpenApiDocument;
  op: WalkedOperation;
  status: number;
  /** Path parameters of the request, decoded. */
  pathParams: Record<string, string>;
  /** The id of the instance in the path, when the twin knows it. */
  instanceId?: string | undefined;
  /** The parsed request body (null when none). */
  body: unknown;
  /** Where fresh ids come from (seeded with --seed). */
  random: Random;
  /** Now, in milliseconds since the epoch. */
  now: number;
}

/** Proposed answers, best first; none when the rule does not apply. */
export type EchoRule = (answer: unknown, input: EchoInput) => unknown[];

// One row per check: what the report and the JUnit file print.
import type { Failure } from '../check/checker.js';
import type { StopReason } from '../execution.js';
import type { Case, Skip } from '../plan/planner.js';

interface RowBase {
  case: Case;
  /** The URI actually requested, when a request was made. */
  uri?: string;
  /** Time from request to recorded answer, when a request was made. */
  durationMs?: number;
  /** The status received, when an answer came. */
  actualStatus?: number;
}

/** What a failed check sent and got, as its report quotes them (redacted, credentials hidden, clipped). */
export interface Exchange {
  /** "POST /instance/create without a key, body {}". */
  sent: string;
  /** "403 {\"status\":403,…}", or null when no answer came. */
  received: string | null;
}

/** A deviation a known-deviation row names: its overlay `x-id` and what it says. */
export interface DeviationRef {
  id: string;
  description: string | undefined;
}

export type Row =
  | (RowBase & { verdict: 'passed' })
  /** `failures` against the contract; `layeredFailures` against the layered description, when the run has one. */
  | (RowBase & { verdict: 'failed'; failures: Failure[]; layeredFailures?: Failure[]; exchange?: Exchange })
  /** Meets the layered description only; `failures` against the contract. */
  | (RowBase & { verdict: 'known'; failures: Failure[]; deviations: DeviationRef[] })
  | (RowBase & { verdict: 'skipped'; skip: Skip })
  /** --dry-run: would run. */
  | (RowBase & { verdict: 'planned' })
  /** Left unchecked: the run stopped first. */
  | (RowBase & { verdict: 'unchecked'; reason: StopReason })
  /** Not sent in the instance's state (`not checked: instance "x" is not connected (state: close)`, see plan/state.ts). */
  | (RowBase & { verdict: 'instance-state'; reason: string });

export type Verdict = Row['verdict'];

export function counts(rows: readonly Row[]): Record<Verdict, number> {
  const n: Record<Verdict, number> = { passed: 0, failed: 0, known: 0, skipped: 0, planned: 0, unchecked: 0, 'instance-state': 0 };
  for (const row of rows) n[row.verdict] += 1;
  return n;
}

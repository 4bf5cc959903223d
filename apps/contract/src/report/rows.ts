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

export type Row =
  | (RowBase & { verdict: 'passed' })
  | (RowBase & { verdict: 'failed'; failures: Failure[] })
  | (RowBase & { verdict: 'known'; failures: Failure[]; deviations: string[] })
  | (RowBase & { verdict: 'skipped'; skip: Skip })
  /** --dry-run: would run. */
  | (RowBase & { verdict: 'planned' })
  /** Left unchecked: the run stopped first. */
  | (RowBase & { verdict: 'unchecked'; reason: StopReason });

export type Verdict = Row['verdict'];

export function counts(rows: readonly Row[]): Record<Verdict, number> {
  const n: Record<Verdict, number> = { passed: 0, failed: 0, known: 0, skipped: 0, planned: 0, unchecked: 0 };
  for (const row of rows) n[row.verdict] += 1;
  return n;
}

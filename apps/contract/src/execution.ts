// What happened to each planned check when the requests were sent: the boundary between the layer
// that sends them (today Dredd, in src/dredd/) and the rest of the runner, which judges and reports.
// Nothing here knows how the requests were sent.
import type { RecordedResponse } from './check/checker.js';
import type { Skip } from './plan/planner.js';

/** Why checks were left unchecked. */
export type StopReason =
  /** --deadline passed. */
  | 'deadline'
  /** Several requests in a row got no answer: the run gave up on the gateway. */
  | 'unresponsive'
  /** SIGINT or SIGTERM. */
  | 'interrupted';

export type Outcome =
  | { kind: 'answered'; uri: string; durationMs: number; response: RecordedResponse }
  /** The request was sent but no answer came (timed out, refused, closed): a failure of the check. */
  | { kind: 'no-answer'; uri: string; durationMs: number; code: string | null; reason: string }
  /** Skipped while running (e.g. createSchedule gave no id for updateSchedule). */
  | { kind: 'skipped'; uri: string | null; skip: Skip }
  | { kind: 'unchecked'; reason: StopReason }
  /** The runner failed on this check. */
  | { kind: 'runner-error'; uri: string | null; message: string };

export interface Execution {
  /** By case key; selected running cases only. */
  outcomes: ReadonlyMap<string, Outcome>;
  /** Set when the run stopped before every check ran. */
  stopped: StopReason | null;
}

/** After this many requests in a row without an answer, the rest of a run is not sent. */
export const GIVE_UP_AFTER = 3;

export const STOP_TEXT: Record<StopReason, string> = {
  deadline: 'the run deadline passed',
  unresponsive: 'the gateway stopped answering',
  interrupted: 'the run was interrupted',
};

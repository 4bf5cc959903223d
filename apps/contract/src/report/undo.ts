// The part of a report about what the run did to the instance beyond its checks: what it put back
// (a logout after its own connect, settings written back), the changes of its write checks that
// it cannot put back, and what it failed to put back (a failure of the run, exit 2).
import type { Redact } from '@msg-gateway/openapi/redact';
import { escapeXml, type RunTestcase } from './junit.js';

export interface RestoreReport {
  /** What the run did to put the instance back, and what it found when it checked. */
  actions: string[];
  /** What it could not put back: the run fails (exit 2). */
  problems: string[];
  /** Changes of write checks that stay. */
  lasting: string[];
}

/** The lines of the report (empty when the run changed nothing it could know of). */
export function formatRestore({ actions, problems, lasting }: RestoreReport): string {
  const out: string[] = [];
  const section = (title: string, mark: string, lines: readonly string[]): void => {
    if (lines.length) out.push('', title, ...lines.map((line) => `  ${mark} ${line}`));
  };
  section("Leaving the instance as found (the run's own actions, not checks)", '-', actions);
  section('Left changed by the run: its write checks changed these, and it cannot undo them', '!', lasting);
  section('NOT put back: the run failed (exit 2)', 'x', problems);
  return out.join('\n');
}

/** A test case for the JUnit file of a run that had something to put back: an error when it could not. */
export function restoreTestcase({ actions, problems, lasting }: RestoreReport, redact: Redact): RunTestcase {
  const s = (text: string): string => escapeXml(redact(text));
  const out = [...actions.map((a) => `put back: ${a}`), ...lasting.map((l) => `left changed: ${l}`)].join('\n');
  const name = 'msg-gateway-contract" name="the run leaves the instance as it found it';
  const error = problems.length
    ? [`      <error message="${s(problems[0] ?? '')}" type="not-put-back">${s(problems.join('\n'))}</error>`]
    : [];
  const system = out ? [`      <system-out>${s(out)}</system-out>`] : [];
  return {
    xml: [`    <testcase classname="${name}" time="0.000">`, ...error, ...system, '    </testcase>'].join('\n'),
    error: error.length > 0,
  };
}

// The replay's score as people read it: the share of agreeing answers in all, per state before the
// request and per operation, and the answers that disagree with what differs.
import type { Verdict } from './run.js';

export interface Tally {
  agree: number;
  total: number;
}

export interface Score {
  all: Tally;
  byState: Map<string, Tally>;
  byOperation: Map<string, Tally>;
  disagreements: Verdict[];
}

export function score(verdicts: Verdict[]): Score {
  const all: Tally = { agree: 0, total: 0 };
  const byState = new Map<string, Tally>();
  const byOperation = new Map<string, Tally>();
  const count = (map: Map<string, Tally>, key: string, agrees: boolean): void => {
    const tally = map.get(key) ?? { agree: 0, total: 0 };
    tally.total++;
    if (agrees) tally.agree++;
    map.set(key, tally);
  };
  for (const verdict of verdicts) {
    const agrees = verdict.differences.length === 0;
    all.total++;
    if (agrees) all.agree++;
    count(byState, verdict.exchange.state, agrees);
    count(byOperation, verdict.exchange.op, agrees);
  }
  return { all, byState, byOperation, disagreements: verdicts.filter((v) => v.differences.length > 0) };
}

export const share = (tally: Tally): number => (tally.total === 0 ? 1 : tally.agree / tally.total);
const percent = (tally: Tally): string => `${(share(tally) * 100).toFixed(1)} %`;

/** The score as plain text: a line in all, a table per state and per operation, then each disagreement. */
export function formatScore(result: Score, { disagreements = true } = {}): string {
  const rows = (map: Map<string, Tally>): string[] =>
    [...map.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, tally]) => `  ${key.padEnd(26)} ${String(tally.agree).padStart(4)} / ${String(tally.total).padEnd(4)} ${percent(tally)}`);
  const lines = [
    `agreement: ${result.all.agree} of ${result.all.total} exchanges (${percent(result.all)})`,
    'by state before the request:',
    ...rows(result.byState),
    'by operation:',
    ...rows(result.byOperation),
  ];
  if (disagreements && result.disagreements.length > 0) {
    lines.push(`disagreements (${result.disagreements.length}):`);
    for (const { exchange, differences } of result.disagreements) {
      lines.push(
        `  ${exchange.seq} #${exchange.step} ${exchange.label}: ${exchange.request.method} ${exchange.request.path.slice(0, 80)} — ${differences.join('; ')}`,
      );
    }
  }
  return lines.join('\n');
}

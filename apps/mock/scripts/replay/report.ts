// The replay's score as people read it, on two measures kept apart: the share of answers that agree
// on status and shape (every scored line), and the share of error answers that say the same words
// (recorded errors that carry a message, see words.ts); each in all, per state before the request, per
// family (the path's first segment: message, chat, group, instance…) and per operation, then the
// answers that disagree and what differs.
import type { Verdict } from './run.js';

export interface Tally {
  agree: number;
  total: number;
}

export interface Measure {
  all: Tally;
  byState: Map<string, Tally>;
  /** By the request path's first segment, lower-cased (`/message/sendText/x` → message; `/` → root). */
  byFamily: Map<string, Tally>;
  byOperation: Map<string, Tally>;
}

export interface Score extends Measure {
  /** Same words, over the recorded error answers that carry a message. */
  words: Measure;
  disagreements: Verdict[];
  /** Error answers whose words differ. */
  wordDisagreements: Verdict[];
}

const emptyMeasure = (): Measure => ({ all: { agree: 0, total: 0 }, byState: new Map(), byFamily: new Map(), byOperation: new Map() });

/** The family of a request: its path's first segment, lower-cased (`root` for `/`). */
export const familyOf = (path: string): string =>
  (path.split('?')[0] ?? '')
    .split('/')
    .find((s) => s !== '')
    ?.toLowerCase() ?? 'root';

function count(measure: Measure, verdict: Verdict, agrees: boolean): void {
  const add = (tally: Tally): void => {
    tally.total++;
    if (agrees) tally.agree++;
  };
  add(measure.all);
  for (const [map, key] of [
    [measure.byState, verdict.exchange.state],
    [measure.byFamily, familyOf(verdict.exchange.request.path)],
    [measure.byOperation, verdict.exchange.op],
  ] as const) {
    const tally = map.get(key) ?? { agree: 0, total: 0 };
    add(tally);
    map.set(key, tally);
  }
}

export function score(verdicts: Verdict[]): Score {
  const shape = emptyMeasure();
  const words = emptyMeasure();
  for (const verdict of verdicts) {
    count(shape, verdict, verdict.differences.length === 0);
    if (verdict.words) count(words, verdict, verdict.words.same);
  }
  return {
    ...shape,
    words,
    disagreements: verdicts.filter((v) => v.differences.length > 0),
    wordDisagreements: verdicts.filter((v) => v.words !== undefined && !v.words.same),
  };
}

export const share = (tally: Tally): number => (tally.total === 0 ? 1 : tally.agree / tally.total);
const percent = (tally: Tally): string => `${(share(tally) * 100).toFixed(1)} %`;
const tallyText = (tally: Tally): string =>
  `${String(tally.agree).padStart(4)} / ${String(tally.total).padEnd(4)} ${percent(tally).padStart(7)}`;

/** One row per key: the shape tally, then the words tally where there are error answers to compare. */
function rows(shape: Map<string, Tally>, words: Map<string, Tally>): string[] {
  return [...shape.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, tally]) => {
      const said = words.get(key);
      return `  ${key.padEnd(26)} ${tallyText(tally)}   ${said ? tallyText(said) : ''}`.trimEnd();
    });
}

/** The score as plain text: the two measures in all, a table per state and per operation, then each disagreement. */
export function formatScore(result: Score, { disagreements = true } = {}): string {
  const lines = [
    `status and shape: ${result.all.agree} of ${result.all.total} exchanges agree (${percent(result.all)})`,
    `words: ${result.words.all.agree} of ${result.words.all.total} error answers say the same (${percent(result.words.all)})`,
    `by state before the request (${'status and shape'.padEnd(19)}words):`,
    ...rows(result.byState, result.words.byState),
    'by family:',
    ...rows(result.byFamily, result.words.byFamily),
    'by operation:',
    ...rows(result.byOperation, result.words.byOperation),
  ];
  if (disagreements && result.disagreements.length > 0) {
    lines.push(`status or shape differs (${result.disagreements.length}):`);
    for (const { exchange, differences } of result.disagreements) lines.push(`  ${where(exchange)} — ${differences.join('; ')}`);
  }
  if (disagreements && result.wordDisagreements.length > 0) {
    lines.push(`words differ (${result.wordDisagreements.length}):`);
    for (const { exchange, words } of result.wordDisagreements) {
      lines.push(`  ${where(exchange)}`, `      recorded ${clip(words?.expected)}`, `      answered ${clip(words?.actual)}`);
    }
  }
  return lines.join('\n');
}

const where = (exchange: Verdict['exchange']): string =>
  `${exchange.seq} #${exchange.step} ${exchange.label}: ${exchange.request.method} ${exchange.request.path.slice(0, 80)}`;
const clip = (text: string | undefined): string =>
  text === undefined ? '(no message)' : text.length > 240 ? `${text.slice(0, 240)}…` : text;

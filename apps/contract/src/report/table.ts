// Human-readable report: one row per check (operation x kind of request), the details of every
// failure and known deviation, and a closing summary line.
import type { Failure } from '../check/checker.js';
import { STOP_TEXT } from '../execution.js';
import { type Case, KIND_LABEL, type Skip } from '../plan/planner.js';
import { STATE_CONDITION } from '../plan/state.js';
import { counts, type Exchange, type Row } from './rows.js';

export const skipText = (skip: Skip): string => `${skip.reason}${skip.enableWith ? ` (enable with ${skip.enableWith})` : ''}`;

/** Names of the descriptions, as failure lines prefix them ("against evolution-2.1.1: …"). */
export interface DescriptionNames {
  contract: string;
  /** The layered description's name, when the run has one. */
  layered: string | null;
}

export function verdictText(row: Row): string {
  const { notConnected } = row.case;
  const state = notConnected === undefined ? '' : ` (not connected: ${notConnected})`;
  switch (row.verdict) {
    case 'passed':
      return `passed${state}`;
    case 'failed':
      return `FAILED${state}`;
    case 'known':
      return `known deviation (${row.deviations.map((d) => d.id).join(', ') || 'unattributed'})${state}`;
    case 'planned':
      if (row.case.state === null) return 'would run';
      if (row.case.state === 'connected' && row.case.disconnected)
        return 'would run (if the instance is not connected: against its not-connected answer)';
      return `would run ${STATE_CONDITION[row.case.state]}`;
    case 'unchecked':
      return `not checked: ${STOP_TEXT[row.reason]}`;
    case 'instance-state':
      return `not checked: ${row.reason}`;
    case 'skipped':
      return `skipped: ${skipText(row.skip)}`;
  }
}

/** The status a check expects: the contract's, then the layered description's where it differs ("201/400"). */
export function expectText(c: Case): string {
  if (c.kind === 'other') return c.status;
  const { contract, layered } = c.expect;
  return layered && layered.status !== contract.status ? `${contract.status}/${layered.status}` : contract.status;
}

export function formatTable(rows: readonly Row[]): string {
  const header = ['operation', 'check', 'request', 'expect', 'got', 'verdict'];
  const cells = rows.map((row) => [
    row.case.operationId,
    KIND_LABEL[row.case.kind],
    `${row.case.method} ${row.case.path}`,
    expectText(row.case),
    row.actualStatus === undefined ? '-' : String(row.actualStatus),
    verdictText(row),
  ]);
  return columns(header, cells).join('\n');
}

/** Lines of a plain-text table: the header, a rule, then the cells, columns padded (the last one not). */
export function columns(header: readonly string[], cells: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const last = header.length - 1;
  const line = (c: readonly string[]): string => c.map((v, i) => (i === last ? v : v.padEnd(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w, i) => '-'.repeat(i === last ? (header[i]?.length ?? 0) : w))), ...cells.map(line)];
}

/** The lines that explain a failed or known-deviation row (without the heading line). */
export function detailLines(row: Row, names: DescriptionNames): string[] {
  const against = (name: string, failures: readonly Failure[]): string[] => failures.map((f) => `against ${name}: ${f.message}`);
  if (row.verdict === 'failed') {
    const exchange = row.exchange ? exchangeLines(row.exchange) : [];
    if (!row.layeredFailures || names.layered === null) return [...row.failures.map((f) => f.message), ...exchange];
    return [...against(names.contract, row.failures), ...against(names.layered, row.layeredFailures), ...exchange];
  }
  if (row.verdict === 'known') {
    return [...row.deviations.map((d) => `${d.id}: ${d.description ?? '(no description)'}`), ...against(names.contract, row.failures)];
  }
  return [];
}

/** What a failed check sent and received: the failure is read against them. */
const exchangeLines = ({ sent, received }: Exchange): string[] => [`sent: ${sent}`, `received: ${received ?? 'no answer'}`];

export function formatDetails(rows: readonly Row[], names: DescriptionNames): string {
  const out: string[] = [];
  const section = (title: string, verdict: 'failed' | 'known', mark: string): void => {
    const list = rows.filter((r) => r.verdict === verdict);
    if (!list.length) return;
    out.push('', title);
    for (const row of list) {
      const c = row.case;
      out.push(`  ${mark} ${c.operationId} (${KIND_LABEL[c.kind]}): ${c.method} ${row.uri ?? c.path} expected ${expectText(c)}`);
      for (const line of detailLines(row, names)) out.push(`      ${line}`);
    }
  };
  section('Failures', 'failed', 'x');
  section(`Known deviations (they meet ${names.layered ?? 'the layered description'}, not the contract)`, 'known', '~');
  return out.join('\n');
}

export function summaryLine(
  rows: readonly Row[],
  { url, seconds, unselected }: { url: string; seconds?: number; unselected: number },
): string {
  const n = counts(rows);
  const parts = [
    `${n.passed} passed`,
    `${n.failed} failed`,
    `${n.known} known deviation${n.known === 1 ? '' : 's'}`,
    `${n.skipped} skipped`,
  ];
  if (n['instance-state']) parts.push(`${n['instance-state']} not checked (instance state)`);
  if (n.unchecked) parts.push(`${n.unchecked} not checked`);
  if (n.planned) parts.push(`${n.planned} would run`);
  const extra = unselected ? `, ${unselected} not selected by --only` : '';
  const time = seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`;
  return `msg-gateway-contract: ${parts.join(', ')} (${rows.length} checks${extra}) against ${url}${time}`;
}

// Human-readable report: one row per check (operation x documented status), the details of every
// failure and known deviation, and a closing summary line.
import { STOP_TEXT } from '../execution.js';
import { KIND_LABEL, type Skip } from '../plan/planner.js';
import { counts, type Row } from './rows.js';

export const skipText = (skip: Skip): string => `${skip.reason}${skip.enableWith ? ` (enable with ${skip.enableWith})` : ''}`;

function verdictText(row: Row): string {
  switch (row.verdict) {
    case 'passed':
      return 'passed';
    case 'failed':
      return 'FAILED';
    case 'known':
      return `known deviation (${row.deviations.join(', ')})`;
    case 'planned':
      return 'would run';
    case 'unchecked':
      return `not checked: ${STOP_TEXT[row.reason]}`;
    case 'skipped':
      return `skipped: ${skipText(row.skip)}`;
  }
}

export function formatTable(rows: readonly Row[]): string {
  const header = ['operation', 'check', 'request', 'expect', 'got', 'verdict'];
  const cells = rows.map((row) => [
    row.case.operationId,
    KIND_LABEL[row.case.kind],
    `${row.case.method} ${row.case.path}`,
    row.case.status,
    row.actualStatus === undefined ? '-' : String(row.actualStatus),
    verdictText(row),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const last = header.length - 1;
  const line = (c: readonly string[]): string => c.map((v, i) => (i === last ? v : v.padEnd(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w, i) => '-'.repeat(i === last ? (header[i]?.length ?? 0) : w))), ...cells.map(line)].join('\n');
}

export function formatDetails(rows: readonly Row[]): string {
  const out: string[] = [];
  const section = (title: string, verdict: 'failed' | 'known', mark: string): void => {
    const list = rows.filter((r) => r.verdict === verdict);
    if (!list.length) return;
    out.push('', title);
    for (const row of list) {
      const c = row.case;
      const suffix = row.verdict === 'known' ? `  [${row.deviations.join(', ')}]` : '';
      out.push(`  ${mark} ${c.operationId} (${KIND_LABEL[c.kind]}): ${c.method} ${row.uri ?? c.path} expected ${c.status}${suffix}`);
      if (row.verdict === 'failed' || row.verdict === 'known') for (const failure of row.failures) out.push(`      ${failure.message}`);
    }
  };
  section('Failures', 'failed', 'x');
  section('Known deviations (recorded in the baseline)', 'known', '~');
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
  if (n.unchecked) parts.push(`${n.unchecked} not checked`);
  if (n.planned) parts.push(`${n.planned} would run`);
  const extra = unselected ? `, ${unselected} not selected by --only` : '';
  const time = seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`;
  return `msg-gateway-contract: ${parts.join(', ')} (${rows.length} checks${extra}) against ${url}${time}`;
}

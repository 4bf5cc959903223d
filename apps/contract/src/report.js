// Human-readable report: one row per check (operation x documented status), the details of every
// failure and known deviation, and a closing summary line.
import { KIND_LABEL } from './plan.js';

/**
 * @typedef {object} Row
 * @property {import('./plan.js').Case} case
 * @property {'passed'|'failed'|'known'|'skipped'|'planned'} verdict
 * @property {number} [actualStatus]
 * @property {string} [uri] the URI actually requested
 * @property {import('./response-checks.cjs').Failure[]} [failures]
 * @property {string[]} [deviations] ids, when verdict is known
 * @property {{reason: string, enableWith: string|null}} [skip]
 */

function verdictText(row) {
  switch (row.verdict) {
    case 'passed':
      return 'passed';
    case 'failed':
      return 'FAILED';
    case 'known':
      return `known deviation (${row.deviations.join(', ')})`;
    case 'planned':
      return 'would run';
    default:
      return `skipped: ${row.skip.reason}${row.skip.enableWith ? ` (enable with ${row.skip.enableWith})` : ''}`;
  }
}

export function formatTable(rows) {
  const header = ['operation', 'check', 'request', 'expect', 'got', 'verdict'];
  const cells = rows.map((row) => [
    row.case.operationId,
    KIND_LABEL[row.case.kind],
    `${row.case.method} ${row.case.path}`,
    row.case.status,
    row.actualStatus === undefined ? '-' : String(row.actualStatus),
    verdictText(row),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i === c.length - 1 ? v : v.padEnd(widths[i]))).join('  ');
  return [line(header), line(widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? header[i].length : w))), ...cells.map(line)].join('\n');
}

export function formatDetails(rows) {
  const out = [];
  const section = (title, verdict, mark) => {
    const list = rows.filter((r) => r.verdict === verdict);
    if (!list.length) return;
    out.push('', title);
    for (const row of list) {
      const c = row.case;
      const suffix = verdict === 'known' ? `  [${row.deviations.join(', ')}]` : '';
      out.push(`  ${mark} ${c.operationId} (${KIND_LABEL[c.kind]}): ${c.method} ${row.uri ?? c.path} expected ${c.status}${suffix}`);
      for (const failure of row.failures ?? []) out.push(`      ${failure.message}`);
    }
  };
  section('Failures', 'failed', 'x');
  section('Known deviations (recorded in the baseline)', 'known', '~');
  return out.join('\n');
}

export function counts(rows) {
  const n = { passed: 0, failed: 0, known: 0, skipped: 0, planned: 0 };
  for (const row of rows) n[row.verdict] += 1;
  return n;
}

export function summaryLine(rows, { url, seconds, unselected }) {
  const n = counts(rows);
  const parts = [`${n.passed} passed`, `${n.failed} failed`, `${n.known} known deviation${n.known === 1 ? '' : 's'}`, `${n.skipped} skipped`];
  if (n.planned) parts.push(`${n.planned} would run`);
  const extra = unselected ? `, ${unselected} not selected by --only` : '';
  const time = seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`;
  return `msg-gateway-contract: ${parts.join(', ')} (${rows.length} checks${extra}) against ${url}${time}`;
}

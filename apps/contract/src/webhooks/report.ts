// The report of a receiver check: one row per delivery, the failures, a summary line, and the
// JUnit file (one <testcase> per delivery), in the style of the gateway runner's.
import type { Redact } from '@msg-gateway/openapi/redact';
import { escapeXml, type JunitRun, junitDocument } from '../report/junit.js';
import { columns } from '../report/table.js';
import type { Delivery } from './deliveries.js';

export type DeliveryRow =
  | { delivery: Delivery; verdict: 'passed'; status: number; durationMs: number }
  | { delivery: Delivery; verdict: 'failed'; status: number; durationMs: number; message: string }
  /** No answer in time, or the connection refused or closed: a failure of that delivery. */
  | { delivery: Delivery; verdict: 'no-answer'; durationMs: number; message: string }
  /** Not sent: the run stopped first. */
  | { delivery: Delivery; verdict: 'unchecked'; message: string };

const verdictText = (row: DeliveryRow): string =>
  row.verdict === 'passed' ? 'passed' : row.verdict === 'unchecked' ? `not checked: ${row.message}` : 'FAILED';

export function formatDeliveries(rows: readonly DeliveryRow[], redact: Redact): string {
  const header = ['event', 'example', 'url style', 'request', 'got', 'verdict'];
  const cells = rows.map((row) => [
    row.delivery.event,
    row.delivery.example,
    row.delivery.style,
    `POST ${row.delivery.path}`,
    'status' in row ? String(row.status) : '-',
    verdictText(row),
  ]);
  const out = columns(header, cells);
  const failed = rows.filter((r) => r.verdict === 'failed' || r.verdict === 'no-answer');
  if (failed.length) {
    out.push('', 'Failures');
    for (const row of failed) {
      out.push(`  x ${row.delivery.event} (${row.delivery.example}, ${row.delivery.style}): POST ${row.delivery.path}`);
      if ('message' in row) out.push(`      ${redact(row.message)}`);
    }
  }
  return out.join('\n');
}

export function webhooksSummary(rows: readonly DeliveryRow[], { receiver, seconds }: { receiver: string; seconds: number }): string {
  const n = { passed: 0, failed: 0, unchecked: 0 };
  for (const row of rows) n[row.verdict === 'passed' ? 'passed' : row.verdict === 'unchecked' ? 'unchecked' : 'failed'] += 1;
  const events = new Set(rows.map((r) => r.delivery.event)).size;
  const parts = [`${n.passed} passed`, `${n.failed} failed`, ...(n.unchecked ? [`${n.unchecked} not checked`] : [])];
  return `msg-gateway-contract webhooks: ${parts.join(', ')} (${rows.length} deliveries of ${events} events) to ${receiver} in ${seconds.toFixed(1)} s`;
}

export function webhooksJunit(rows: readonly DeliveryRow[], run: JunitRun): string {
  const s = (text: string): string => escapeXml(run.redact(text));
  let failures = 0;
  let errors = 0;
  const cases = rows.map((row) => {
    const d = row.delivery;
    const time = 'durationMs' in row ? (row.durationMs / 1000).toFixed(3) : '0.000';
    const open = `    <testcase classname="${s(d.event)}" name="${s(`POST ${d.path} (${d.style}, ${d.example})`)}" time="${time}"`;
    if (row.verdict === 'passed') return `${open}/>`;
    if (row.verdict === 'unchecked') {
      errors += 1;
      return `${open}>\n      <error message="${s(`not checked: ${row.message}`)}" type="unchecked"/>\n    </testcase>`;
    }
    failures += 1;
    return `${open}>\n      <failure message="${s(row.message)}" type="receiver">${s(`POST ${d.url}\n${row.message}`)}</failure>\n    </testcase>`;
  });
  return junitDocument(cases, { tests: rows.length, failures, skipped: 0, errors }, run);
}

// JUnit XML for CI: one <testcase> per check. Failures are <failure>; skipped checks are <skipped>
// with the reason and the enabling flag; checks left unchecked (deadline, interrupt, a gateway that
// stopped answering) are <error>; known deviations pass (they are recorded and expected) but carry
// the deviation ids in their name, a `verdict` property and <system-out>.
import type { Redact } from '@msg-gateway/openapi/redact';
import { STOP_TEXT } from '../execution.js';
import { KIND_LABEL } from '../plan/planner.js';
import { counts, type Row } from './rows.js';
import { skipText } from './table.js';

const escapeXml = (text: string): string =>
  text
    // Characters XML 1.0 cannot hold at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export interface JunitRun {
  url: string;
  seconds: number;
  /** Applied to every text before it is escaped for XML (escaping would hide a key's raw form). */
  redact: Redact;
  /** ISO time of the run's start. */
  timestamp: string;
}

export function junitXml(rows: readonly Row[], { url, seconds, redact, timestamp }: JunitRun): string {
  const s = (text: string): string => escapeXml(redact(text));
  const n = counts(rows);
  const totals = `tests="${rows.length}" failures="${n.failed}" skipped="${n.skipped}" errors="${n.unchecked}" time="${seconds.toFixed(3)}"`;
  const cases = rows.map((row) => testcase(row, s));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="msg-gateway-contract" ${totals}>`,
    `  <testsuite name="${s(`contract against ${url}`)}" ${totals} timestamp="${timestamp}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function testcase(row: Row, s: (text: string) => string): string {
  const c = row.case;
  let name = `${c.method} ${c.path} ${c.status} (${KIND_LABEL[c.kind]})`;
  if (row.verdict === 'known') name += ` [known deviation: ${row.deviations.join(', ')}]`;
  const open = `    <testcase classname="${s(c.operationId)}" name="${s(name)}" time="${((row.durationMs ?? 0) / 1000).toFixed(3)}"`;
  switch (row.verdict) {
    case 'failed': {
      const details = row.failures.map((f) => f.message).join('\n');
      const message = row.failures[0]?.message ?? 'failed';
      return `${open}>\n      <failure message="${s(message)}" type="contract">${s(`${c.method} ${row.uri ?? c.path}\n${details}`)}</failure>\n    </testcase>`;
    }
    case 'skipped':
      return `${open}>\n      <skipped message="${s(skipText(row.skip))}"/>\n    </testcase>`;
    case 'unchecked':
      return `${open}>\n      <error message="${s(`not checked: ${STOP_TEXT[row.reason]}`)}" type="${row.reason}"/>\n    </testcase>`;
    case 'known': {
      const details = row.failures.map((f) => f.message).join('\n');
      return [
        `${open}>`,
        '      <properties>',
        '        <property name="verdict" value="known deviation"/>',
        `        <property name="deviations" value="${s(row.deviations.join(','))}"/>`,
        '      </properties>',
        `      <system-out>${s(`known deviation (${row.deviations.join(', ')})\n${details}`)}</system-out>`,
        '    </testcase>',
      ].join('\n');
    }
    case 'passed':
    case 'planned':
      return `${open}/>`;
  }
}

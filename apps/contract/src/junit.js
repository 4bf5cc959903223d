// JUnit XML for CI: one <testcase> per check. Failures are <failure>; skipped checks are <skipped>
// with the reason and the enabling flag; known deviations pass (they are recorded and expected) but
// carry the deviation ids in their name, a `verdict` property and <system-out>.
import { KIND_LABEL } from './plan.js';

const escape = (text) =>
  String(text)
    // Characters XML 1.0 cannot hold at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * @param {import('./report.js').Row[]} rows
 * @param {{url: string, seconds: number, scrub: (text: string) => string}} run
 */
export function junitXml(rows, { url, seconds, scrub }) {
  const s = (text) => escape(scrub(text));
  const failures = rows.filter((r) => r.verdict === 'failed').length;
  const skipped = rows.filter((r) => r.verdict === 'skipped').length;
  const cases = rows.map((row) => {
    const c = row.case;
    let name = `${c.method} ${c.path} ${c.status} (${KIND_LABEL[c.kind]})`;
    if (row.verdict === 'known') name += ` [known deviation: ${row.deviations.join(', ')}]`;
    const open = `    <testcase classname="${s(c.operationId)}" name="${s(name)}" time="${((row.durationMs ?? 0) / 1000).toFixed(3)}"`;
    const details = (row.failures ?? []).map((f) => f.message).join('\n');
    if (row.verdict === 'failed') {
      const message = row.failures?.[0]?.message ?? 'failed';
      return `${open}>\n      <failure message="${s(message)}" type="contract">${s(`${c.method} ${row.uri ?? c.path}\n${details}`)}</failure>\n    </testcase>`;
    }
    if (row.verdict === 'skipped') {
      const message = `${row.skip.reason}${row.skip.enableWith ? ` (enable with ${row.skip.enableWith})` : ''}`;
      return `${open}>\n      <skipped message="${s(message)}"/>\n    </testcase>`;
    }
    if (row.verdict === 'known') {
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
    return `${open}/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="msg-gateway-contract" tests="${rows.length}" failures="${failures}" skipped="${skipped}" errors="0" time="${seconds.toFixed(3)}">`,
    `  <testsuite name="${s(`contract against ${url}`)}" tests="${rows.length}" failures="${failures}" skipped="${skipped}" errors="0" time="${seconds.toFixed(3)}" timestamp="${new Date().toISOString()}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

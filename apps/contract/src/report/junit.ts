// JUnit XML for CI: one <testcase> per check. Failures are <failure>; skipped checks are <skipped>
// with the reason and the enabling flag, and so are checks not sent in the instance's state (not
// connected, or connected and a logout could not be undone); checks left unchecked (deadline, interrupt, a gateway that stopped answering) are
// <error>; known deviations pass (they are recorded and expected) and carry the deviation ids in
// `verdict` and `deviations` properties and <system-out>. A run that could not check the gateway at
// all (exit 2) still gets a file: one <error> test case saying why.
//
// Names never change between runs of the same checks, so that CI can follow a test case from run to
// run: a case is named by its operation, check kind, method and path template; the suite by what it
// checks. What varies (the verdict, the deviation ids, the status expected, the URL and its port)
// goes in messages and properties.
import type { Redact } from '@msg-gateway/openapi/redact';
import { STOP_TEXT } from '../execution.js';
import { type Case, KIND_LABEL } from '../plan/planner.js';
import { counts, type Row } from './rows.js';
import { type DescriptionNames, detailLines, skipText } from './table.js';

export const escapeXml = (text: string): string =>
  text
    // Characters XML 1.0 cannot hold at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export interface JunitRun {
  /** The suite's name, the same in every run (e.g. "contract"). */
  suite: string;
  /** Suite properties: what differs between runs (the URL checked…). */
  properties?: Readonly<Record<string, string>>;
  seconds: number;
  /** Applied to every text before it is escaped for XML (escaping would hide a key's raw form). */
  redact: Redact;
  /** ISO time of the run's start. */
  timestamp: string;
}

export interface JunitTotals {
  tests: number;
  failures: number;
  skipped: number;
  errors: number;
}

/** The document around test cases already written as XML (each indented by four spaces). */
export function junitDocument(cases: readonly string[], totals: JunitTotals, run: JunitRun): string {
  const { suite, seconds, redact, timestamp, properties = {} } = run;
  const attrs = `tests="${totals.tests}" failures="${totals.failures}" skipped="${totals.skipped}" errors="${totals.errors}" time="${seconds.toFixed(3)}"`;
  const entries = Object.entries(properties);
  const props = entries.length
    ? ['    <properties>', ...entries.map(([k, v]) => `      ${propertyXml(k, v, redact)}`), '    </properties>']
    : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="msg-gateway-contract" ${attrs}>`,
    `  <testsuite name="${escapeXml(redact(suite))}" ${attrs} timestamp="${timestamp}">`,
    ...props,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

const propertyXml = (name: string, value: string, redact: Redact): string =>
  `<property name="${escapeXml(name)}" value="${escapeXml(redact(value))}"/>`;

/** The stable name of a check's test case: operation, kind (and status, for the other answers), method and path template. */
export function testcaseName(c: Case): string {
  const kind = c.kind === 'other' ? `other ${c.status}` : KIND_LABEL[c.kind];
  return `${c.operationId} ${kind}: ${c.method} ${c.path}`;
}

/** The file of a run that could not check: one error test case saying why. */
export function errorJunitXml(message: string, run: JunitRun): string {
  const s = (text: string): string => escapeXml(run.redact(text));
  const testcase = [
    `    <testcase classname="msg-gateway-contract" name="${s('the run could check nothing (exit 2)')}" time="${run.seconds.toFixed(3)}">`,
    `      <error message="${s(message.split('\n')[0] ?? message)}" type="could-not-check">${s(message)}</error>`,
    '    </testcase>',
  ].join('\n');
  return junitDocument([testcase], { tests: 1, failures: 0, skipped: 0, errors: 1 }, run);
}

/** A test case of the run itself (not a check), already written as XML; `error` when it holds an <error>. */
export interface RunTestcase {
  xml: string;
  error: boolean;
}

export function junitXml(rows: readonly Row[], run: JunitRun, names: DescriptionNames, extra: readonly RunTestcase[] = []): string {
  const s = (text: string): string => escapeXml(run.redact(text));
  const n = counts(rows);
  const totals = {
    tests: rows.length + extra.length,
    failures: n.failed,
    skipped: n.skipped + n['instance-state'],
    errors: n.unchecked + extra.filter((e) => e.error).length,
  };
  return junitDocument([...rows.map((row) => testcase(row, s, names)), ...extra.map((e) => e.xml)], totals, run);
}

function testcase(row: Row, s: (text: string) => string, names: DescriptionNames): string {
  const c = row.case;
  const ids = row.verdict === 'known' ? row.deviations.map((d) => d.id).join(', ') || 'unattributed' : '';
  const open = `    <testcase classname="${s(c.operationId)}" name="${s(testcaseName(c))}" time="${((row.durationMs ?? 0) / 1000).toFixed(3)}"`;
  const property = (key: string, value: string): string => `        <property name="${key}" value="${s(value)}"/>`;
  switch (row.verdict) {
    case 'failed': {
      const details = detailLines(row, names).join('\n');
      const message = row.failures[0]?.message ?? 'failed';
      return `${open}>\n      <failure message="${s(message)}" type="contract">${s(`${c.method} ${row.uri ?? c.path}\n${details}`)}</failure>\n    </testcase>`;
    }
    case 'skipped':
      return `${open}>\n      <skipped message="${s(skipText(row.skip))}"/>\n    </testcase>`;
    case 'instance-state':
      return [
        `${open}>`,
        '      <properties>',
        property('verdict', 'not checked'),
        '      </properties>',
        `      <skipped message="${s(`not checked: ${row.reason}`)}"/>`,
        '    </testcase>',
      ].join('\n');
    case 'unchecked':
      return `${open}>\n      <error message="${s(`not checked: ${STOP_TEXT[row.reason]}`)}" type="${row.reason}"/>\n    </testcase>`;
    case 'known':
      return [
        `${open}>`,
        '      <properties>',
        property('verdict', 'known deviation'),
        property('deviations', ids.replaceAll(', ', ',')),
        '      </properties>',
        `      <system-out>${s(`known deviation (${ids})\n${detailLines(row, names).join('\n')}`)}</system-out>`,
        '    </testcase>',
      ].join('\n');
    case 'passed':
    case 'planned':
      return `${open}/>`;
  }
}

// The end of every run that got as far as its checks (a dry run too): the table, the details of
// failures and known deviations, what the run put back or could not, the findings about the
// gateway (report/findings.ts), the summary line, the layered description, and the JUnit file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { findingsOf, findingsTestcase, formatFindings } from '../report/findings.js';
import { junitXml } from '../report/junit.js';
import type { Row } from '../report/rows.js';
import { type DescriptionNames, formatDetails, formatTable, summaryLine } from '../report/table.js';
import { formatRestore, type RestoreReport, restoreTestcase } from '../report/undo.js';
import type { RunContext } from './context.js';

/**
 * `restore` is what the run did to leave the instance as it found it, when it had anything to put
 * back (null: nothing it sent could change the instance).
 */
export function reportRun(run: RunContext, rows: readonly Row[], restore: RestoreReport | null = null): void {
  const { out, options, descriptions } = run;
  const { contract, layered } = descriptions;
  const names: DescriptionNames = { contract: contract.name, layered: layered?.name ?? null };
  out(formatTable(rows));
  const details = formatDetails(rows, names);
  if (details) out(details);
  const restored = restore && formatRestore(restore);
  if (restored) out(restored);
  const findings = findingsOf(rows, descriptions);
  if (findings.length) out(formatFindings(findings));
  out('');
  out(summaryLine(rows, { url: options.url, seconds: run.seconds(), unselected: run.cases.length - run.selected.length }));
  if (layered) out(`Layered description: ${layered.name} (the contract + ${layered.overlays.map((o) => o.source).join(' + ')})`);
  if (run.junitPath && !options.dryRun) {
    mkdirSync(dirname(run.junitPath), { recursive: true });
    const junit = {
      suite: 'contract',
      properties: { url: options.url, description: layered?.name ?? contract.name },
      seconds: run.seconds(),
      redact: run.redact,
      timestamp: new Date(run.startedAt).toISOString(),
    };
    const extra = [
      ...(restore ? [restoreTestcase(restore, run.redact)] : []),
      ...(findings.length ? [findingsTestcase(findings, run.redact)] : []),
    ];
    writeFileSync(run.junitPath, junitXml(rows, junit, names, extra));
    out(`JUnit report: ${run.junitPath}`);
  }
}

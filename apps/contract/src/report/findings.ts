// Findings about the gateway: security facts a description states (`x-security-notes` on an
// operation: evolution-2.1.1's createInstance tells whether a name exists without any key) that a
// check's answer showed on the gateway checked. They are reported for the user to know, never as a
// failure of the run: the gateway does what its description says it does.
import type { Redact } from '@msg-gateway/openapi/redact';
import type { Descriptions } from '../description/layered.js';
import { KIND_LABEL } from '../plan/planner.js';
import { escapeXml, type RunTestcase } from './junit.js';
import type { Row } from './rows.js';

/** One `x-security-notes` entry: the check (kind) and status that show it, and what it means. */
export interface SecurityNote {
  id: string;
  check: string;
  status: string;
  summary: string;
  source: string | undefined;
}

export interface Finding {
  note: SecurityNote;
  /** "createInstance (no key): POST /instance/create answered 403". */
  shown: string;
}

/** The well-formed `x-security-notes` of an operation's source (others are ignored). */
export function securityNotes(source: Record<string, unknown>): SecurityNote[] {
  const notes = source['x-security-notes'];
  if (!Array.isArray(notes)) return [];
  return notes.flatMap((raw): SecurityNote[] => {
    if (raw === null || typeof raw !== 'object') return [];
    const { id, check, status, summary } = raw as Record<string, unknown>;
    const source = (raw as Record<string, unknown>)['x-source'];
    if (typeof id !== 'string' || typeof check !== 'string' || typeof summary !== 'string') return [];
    if (typeof status !== 'number' && typeof status !== 'string') return [];
    return [{ id, check, status: String(status), summary, source: typeof source === 'string' ? source : undefined }];
  });
}

/** The notes of the description in force (the layered one, else the contract) that the rows' answers showed. */
export function findingsOf(rows: readonly Row[], { contract, layered }: Descriptions): Finding[] {
  const description = layered ?? contract;
  return rows.flatMap((row): Finding[] => {
    const c = row.case;
    if (row.actualStatus === undefined || c.kind === 'other') return [];
    const op = description.byId.get(c.operationId);
    if (!op) return [];
    const shown = `${c.operationId} (${KIND_LABEL[c.kind]}): ${c.method} ${row.uri ?? c.path} answered ${row.actualStatus}`;
    return securityNotes(op.source as Record<string, unknown>)
      .filter((note) => note.check === c.kind && note.status === String(row.actualStatus))
      .map((note) => ({ note, shown }));
  });
}

/** The report's section (empty when there is nothing to report). */
export function formatFindings(findings: readonly Finding[]): string {
  if (!findings.length) return '';
  const out = ['', 'Findings about the gateway (what its description says it does; not failures of the run)'];
  for (const { note, shown } of findings) {
    out.push(`  ! ${note.id}: ${shown}`, `      ${note.summary}`);
    if (note.source) out.push(`      source: ${note.source}`);
  }
  return out.join('\n');
}

/** A passing JUnit test case that carries the findings (CI shows them without failing the build). */
export function findingsTestcase(findings: readonly Finding[], redact: Redact): RunTestcase {
  const s = (text: string): string => escapeXml(redact(text));
  const text = findings.map(({ note, shown }) => `${note.id}: ${shown}\n${note.summary}`).join('\n');
  const name = 'msg-gateway-contract" name="findings about the gateway';
  return {
    xml: [`    <testcase classname="${name}" time="0.000">`, `      <system-out>${s(text)}</system-out>`, '    </testcase>'].join('\n'),
    error: false,
  };
}

// The changes of a run's write checks that it cannot put back with the description's operations
// (a profile picture, a group's subject, a schedule, a message marked read…): listed in the report,
// loudly, so that nobody has to guess what a run with --allow-writes left behind. The connection,
// the values written back (read-back.ts) and the run's throwaway instance (throwaway.ts) are not
// among them: `putBack` names those operations.
import type { Row } from '../report/rows.js';

export function lastingChanges(rows: readonly Row[], putBack: ReadonlySet<string>): string[] {
  return rows.flatMap((row) => {
    const c = row.case;
    const status = row.actualStatus;
    if (c.kind !== 'success' || c.mode !== 'write' || c.state === 'known' || c.state === 'open' || c.state === 'not-connected') return [];
    if (putBack.has(c.operationId) || status === undefined || status < 200 || status > 299) return [];
    return [
      `${c.operationId}: ${c.method} ${row.uri ?? c.path} answered ${status}; not put back (no operation of the description reads what it was before)`,
    ];
  });
}

// Calling every facade method of a client generically: the method behind a label such as
// 'message.sendList', and arguments of the right shape built from its row of an operation table.
import { facadeMethods, type OperationTable } from '../../src/core/index.js';
import { OPERATIONS } from '../../src/generated/operations.gen.js';
import type { OperationId } from '../../src/index.js';

export type Method = (...args: unknown[]) => Promise<unknown>;

/** [label, operationId] of every facade method whose operation `table` has. */
export function methodsOf(table: OperationTable): [label: string, operationId: string][] {
  return facadeMethods().filter(([, id]) => Object.hasOwn(table, id));
}

/** [label, operationId] of every facade method of the contract's client. */
export const methods = methodsOf(OPERATIONS) as [string, OperationId][];

/** The facade method behind `label` ('information', 'message.sendList', ...) of any entry's client. */
export function methodOf(gw: object, label: string): Method {
  let node: unknown = gw;
  for (const key of label.split('.')) node = (node as Record<string, unknown>)[key];
  if (typeof node !== 'function') throw new Error(`gw.${label} is not a method`);
  return node as Method;
}

/** Arguments for operation `id` of `table`: `pathValue` for its path parameter, then query values and one body field. */
export function argumentsOf(id: string, pathValue = 'my-instance', table: OperationTable = OPERATIONS): unknown[] {
  const row = table[id];
  if (!row) throw new Error(`no operation ${id} in the table`);
  const args: unknown[] = row.pathParams.map(() => pathValue);
  if (row.query.length > 0 || row.body !== 'none') args.push(Object.fromEntries([...row.query.map((q) => [q, 'q-value']), ['field', 1]]));
  return args;
}

// Calling every facade method of a client generically: the method behind a label such as
// 'message.sendList', and arguments of the right shape built from its row (a decoded route of a
// generated FACADE).
import { type FacadeMap, facadeMethods, type OperationRow } from '../../src/core/index.js';
import { FACADE } from '../../src/generated/facade.gen.js';
import type { OperationId } from '../../src/index.js';

export type Method = (...args: unknown[]) => Promise<unknown>;

/** The rows of a facade by operationId. */
export type OperationTable = Record<string, OperationRow>;

/** [label, operationId] of every method of a facade, in its order. */
export function methodsOf(facade: FacadeMap): [label: string, operationId: string][] {
  return facadeMethods(facade).map(([label, row]) => [label, row.id]);
}

/** The rows of a facade's methods, by operationId. */
export function tableOf(facade: FacadeMap): OperationTable {
  return Object.fromEntries(facadeMethods(facade).map(([, row]) => [row.id, row]));
}

/** [label, operationId] of every facade method of the contract's client. */
export const methods = methodsOf(FACADE) as [string, OperationId][];

/** The contract's rows by operationId. */
export const OPERATIONS = tableOf(FACADE);

/** The row of operation `id` in `table`; throws for an id it lacks. */
export function rowOf(id: string, table: OperationTable = OPERATIONS): OperationRow {
  const row = table[id];
  if (!row) throw new Error(`no operation ${id} in the table`);
  return row;
}

/** The facade method behind `label` ('information', 'message.sendList', ...) of any entry's client. */
export function methodOf(gw: object, label: string): Method {
  let node: unknown = gw;
  for (const key of label.split('.')) node = (node as Record<string, unknown>)[key];
  if (typeof node !== 'function') throw new Error(`gw.${label} is not a method`);
  return node as Method;
}

/** Arguments for operation `id` of `table`: `pathValue` for its path parameter, then query values and one body field. */
export function argumentsOf(id: string, pathValue = 'my-instance', table: OperationTable = OPERATIONS): unknown[] {
  const row = rowOf(id, table);
  const args: unknown[] = row.pathParams.map(() => pathValue);
  if (row.query.length > 0 || row.body !== 'none') args.push(Object.fromEntries([...row.query.map((q) => [q, 'q-value']), ['field', 1]]));
  return args;
}

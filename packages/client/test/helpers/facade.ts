// Calling every facade method of a client generically: the method behind a label such as
// 'message.sendList', and arguments of the right shape built from its row of the operation table.
import { facadeMethods } from '../../src/core/index.js';
import { OPERATIONS } from '../../src/generated/operations.gen.js';
import type { GatewayClient, OperationId } from '../../src/index.js';

export type Method = (...args: unknown[]) => Promise<unknown>;

/** [label, operationId] of every facade method of the contract's client. */
export const methods = facadeMethods().filter((entry): entry is [string, OperationId] => Object.hasOwn(OPERATIONS, entry[1]));

/** The facade method behind `label` ('information', 'message.sendList', ...). */
export function methodOf(gw: GatewayClient, label: string): Method {
  let node: unknown = gw;
  for (const key of label.split('.')) node = (node as Record<string, unknown>)[key];
  if (typeof node !== 'function') throw new Error(`gw.${label} is not a method`);
  return node as Method;
}

/** Arguments for operation `id`: `pathValue` for its path parameter, then query values and one body field. */
export function argumentsOf(id: OperationId, pathValue = 'my-instance'): unknown[] {
  const row = OPERATIONS[id];
  const args: unknown[] = row.pathParams.map(() => pathValue);
  if (row.query.length > 0 || row.body !== 'none') args.push(Object.fromEntries([...row.query.map((q) => [q, 'q-value']), ['field', 1]]));
  return args;
}

// The run's throwaway instance (contract-tmp-<hex>): createInstance's success check creates it, the
// instance routes are checked on it, and deleteInstance's success check deletes it. After the
// checks the run makes sure it is gone, whatever those checks did: it reads the instance until the
// gateway answers 404, and deletes it itself if it is still there. 2.1.1's delete finishes in the
// background (about a second), so one answer is not enough: the run waits for the 404.
import type { Clock } from '../clock.js';
import type { Operation } from '../description/contract.js';
import type { Undone } from './connection.js';
import { type Call, call, type InstanceTarget, succeeded } from './requests.js';

export interface ThrowawayOps {
  /** A read of one instance that answers 404 once it is gone (connectionState). */
  state: Operation;
  /** The operation with `x-affects-instance: delete`. */
  delete: Operation;
}

export interface Waiting {
  spacingMs: number;
  /** Epoch ms (on `clock`) after which the run stops waiting. */
  until: number;
  /** How long a delete the checks made gets to finish before the run deletes again. */
  graceMs: number;
  clock: Clock;
}

/** Deletes refused after which the run stops trying (and says so). */
const MAX_DELETES = 3;

/**
 * Deletes the throwaway instance if it is still there, and waits until the gateway no longer has
 * it. `deletedByCheck`: deleteInstance's check was answered as done (it gets `graceMs` to finish).
 */
export async function removeThrowaway(
  ops: ThrowawayOps,
  target: InstanceTarget,
  waiting: Waiting,
  deletedByCheck: boolean,
): Promise<Undone> {
  const name = `the run's throwaway instance "${target.instance}"`;
  const { clock } = waiting;
  const deleteAfter = clock.now() + (deletedByCheck ? waiting.graceMs : 0);
  let deleted: Call | null = null;
  let deletes = 0;
  let reads = 0;
  let last = '';
  while (clock.now() < waiting.until) {
    const read = await call(ops.state, target);
    reads += 1;
    last = `${read.shown} ${read.outcome}`;
    if (read.answer?.status === 404) {
      const how = deleted
        ? `deleted ${name}: ${deleted.shown} ${deleted.outcome}`
        : `${name} is gone (its deleteInstance check deleted it)`;
      return { actions: [`${how}; the gateway no longer has it (${reads} read${reads === 1 ? '' : 's'})`], problems: [] };
    }
    // Still there after the checks: delete it once; a delete answered as done finishes in the background.
    if (read.answer?.status === 200 && !(deleted && succeeded(deleted)) && deletes < MAX_DELETES && clock.now() >= deleteAfter) {
      deleted = await call(ops.delete, target);
      deletes += 1;
    }
    await clock.sleep(waiting.spacingMs);
  }
  const tried = deleted ? `; ${deleted.shown} ${deleted.outcome}` : '';
  const url = `${target.url}${ops.delete.path.replace('{instance}', encodeURIComponent(target.instance))}`;
  return {
    actions: [],
    problems: [
      `The run could not make sure ${name} is gone (${last}${tried}). Delete it yourself: curl -X ${ops.delete.method} -H "apikey: $GATEWAY_API_KEY" ${url}`,
    ],
  };
}

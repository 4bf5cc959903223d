// Writes a run puts back: an operation with `x-restore: {read: <operationId>}` is undone by
// writing back what that read answered before the run. The run reads first (a write whose read
// fails is not sent), lets the write check change it, writes back what it read, and reads again to
// make sure it reads the same. The pairs come from the description; how a read's answer becomes the
// write's body is mapped per pair where the two differ (mappings.ts).
import { isDeepStrictEqual } from 'node:util';
import { hideCredentials } from '../check/credentials.js';
import type { Operation } from '../description/contract.js';
import type { Undone } from './connection.js';
import { type Mapping, mappingOf } from './mappings.js';
import { type Call, call, type InstanceTarget, succeeded } from './requests.js';

/** A write and the read whose answer undoes it, as the description declares them. */
export interface RestorePair {
  write: Operation;
  read: Operation;
  mapping: Mapping;
}

/** The pairs of the operations a run checks: every write with an `x-restore` whose read is checked too. */
export function restorePairs(operations: ReadonlyMap<string, Operation>): RestorePair[] {
  return [...operations.values()].flatMap((write) => {
    const restore = write.source['x-restore'] as { read?: unknown } | undefined;
    const read = typeof restore?.read === 'string' ? operations.get(restore.read) : undefined;
    return read ? [{ write, read, mapping: mappingOf(write, read) }] : [];
  });
}

export interface Snapshot {
  pair: RestorePair;
  /** What the read answered before the checks, as the mapping keeps it. */
  values: Record<string, unknown>;
}

/** Reads the answer the mapping reads (its own requests, else the read without a body). */
const readNow = (pair: RestorePair, target: InstanceTarget): Promise<Call> =>
  pair.mapping.read ? pair.mapping.read((body) => call(pair.read, target, body)) : call(pair.read, target);

/** The values of a read, or why there are none. */
function valuesOf(pair: RestorePair, read: Call): Record<string, unknown> | string {
  if (read.answer?.status !== 200) return `${read.shown} ${read.outcome}`;
  let body: unknown;
  try {
    body = JSON.parse(read.answer.body);
  } catch {
    return `${read.shown} answered no JSON`;
  }
  const values = pair.mapping.values(body);
  return typeof values === 'string' ? `${read.shown}: ${values}` : values;
}

/** Reads what to put back; a reason (for not sending the write check) when it cannot be had. */
export async function takeSnapshot(pair: RestorePair, target: InstanceTarget): Promise<Snapshot | { reason: string }> {
  const values = valuesOf(pair, await readNow(pair, target));
  if (typeof values === 'string') {
    return { reason: `the run reads ${pair.mapping.what} first, to put back after the check, and could not (${values})` };
  }
  return { pair, values };
}

/** Writes the values back and reads them again to make sure; a problem (exit 2) when they do not read back the same. */
export async function writeBack(snapshot: Snapshot, target: InstanceTarget): Promise<Undone> {
  const { pair, values } = snapshot;
  const { what } = pair.mapping;
  const whose = `${what} of instance "${target.instance}"`;
  const body = pair.mapping.body(values);
  const path = pair.write.path.replace('{instance}', encodeURIComponent(target.instance));
  const loud = (why: string): Undone => ({
    actions: [],
    problems: [
      `${capitalise(whose)} may be left changed by the run's ${pair.write.operationId} check: ${why}. Put back yourself what the run read before: ${pair.write.method} ${target.basePath}${path} with ${JSON.stringify(hideCredentials(body))}`,
    ],
  });
  const written = await call(pair.write, target, body);
  if (!succeeded(written)) return loud(`putting back, ${written.shown} ${written.outcome}`);
  const again = valuesOf(pair, await readNow(pair, target));
  if (typeof again === 'string') return loud(`${written.shown} ${written.outcome}, but ${again}`);
  if (!isDeepStrictEqual(again, values))
    return loud(`${written.shown} ${written.outcome}, but ${pair.read.operationId} then answered other values`);
  return {
    actions: [`put back ${whose}: ${written.shown} ${written.outcome}, and ${pair.read.operationId} answers as before the run`],
    problems: [],
  };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

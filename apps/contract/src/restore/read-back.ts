// Settings a write check changes that the run reads first and writes back afterwards, through the
// description's own read and write operations: today the privacy settings (read with
// fetchPrivacySettings, changed to the example's values by updatePrivacySettings). The fields
// written back are those the write's request sets (its example's keys), with the values read.
import { isDeepStrictEqual } from 'node:util';
import type { Operation } from '../description/contract.js';
import type { Undone } from './connection.js';
import { call, type InstanceTarget, succeeded } from './requests.js';

export interface ReadBackPair {
  /** The write check that changes the setting. */
  write: string;
  /** The read that gives the values to put back. */
  read: string;
  /** What the setting is, in the report's words. */
  what: string;
}

export const READ_BACK: readonly ReadBackPair[] = [
  { write: 'updatePrivacySettings', read: 'fetchPrivacySettings', what: 'the privacy settings' },
];

export interface Snapshot {
  pair: ReadBackPair;
  write: Operation;
  read: Operation;
  /** The values read before the checks, of the fields the write sets. */
  values: Record<string, unknown>;
}

/** The fields a write sets: the keys of its request example. */
const fieldsOf = (write: Operation): string[] => {
  const example = write.requestBody?.example;
  return example !== null && typeof example === 'object' && !Array.isArray(example) ? Object.keys(example) : [];
};

/** Reads the values to put back; a reason (for not sending the write check) when they cannot be had. */
export async function takeSnapshot(
  pair: ReadBackPair,
  ops: { read: Operation; write: Operation },
  target: InstanceTarget,
): Promise<Snapshot | { reason: string }> {
  const cannot = (why: string) => ({ reason: `${pair.what} could not be read first (${why}), so the run could not put them back` });
  const fields = fieldsOf(ops.write);
  const read = await call(ops.read, target);
  if (read.answer?.status !== 200) return cannot(`${read.shown} ${read.outcome}`);
  let body: unknown;
  try {
    body = JSON.parse(read.answer.body);
  } catch {
    return cannot(`${read.shown} answered no JSON`);
  }
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const missing = fields.filter((f) => !Object.hasOwn(record, f));
  if (fields.length === 0 || missing.length) return cannot(`${read.shown} answered without ${missing.join(', ') || 'the fields'}`);
  return { pair, ...ops, values: Object.fromEntries(fields.map((f) => [f, record[f]])) };
}

/** Writes the values back and reads them again to make sure; a problem (exit 2) when they do not read back the same. */
export async function writeBack(snapshot: Snapshot, target: InstanceTarget): Promise<Undone> {
  const { pair, values } = snapshot;
  const whose = `${pair.what} of instance "${target.instance}"`;
  const loud = (why: string): Undone => ({
    actions: [],
    problems: [
      `${capitalise(whose)} may be left as the run's ${pair.write} check set them: ${why}. Set them back yourself to what they were: ${JSON.stringify(values)}`,
    ],
  });
  const written = await call(snapshot.write, target, values);
  if (!succeeded(written)) return loud(`putting them back, ${written.shown} ${written.outcome}`);
  const again = await call(snapshot.read, target);
  let now: unknown;
  try {
    now = again.answer?.status === 200 ? JSON.parse(again.answer.body) : undefined;
  } catch {
    now = undefined;
  }
  const same = Object.entries(values).every(([field, value]) =>
    isDeepStrictEqual((now as Record<string, unknown> | undefined)?.[field], value),
  );
  if (!same)
    return loud(
      `${written.shown} ${written.outcome}, but ${again.shown} ${again.outcome} ${again.answer ? 'with other values' : ''}`.trim(),
    );
  return { actions: [`put ${whose} back as they were: ${written.shown} ${written.outcome}, and they read back the same`], problems: [] };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

// What two answers must share to agree, as the recordings' README defines the score: the status; the
// body's JSON kind; for an object, its sorted top-level keys; and the form of `response.message`.
// Ids, timestamps, texts and nested values are left out on purpose: they differ between any two runs
// of the same gateway.

export type BodyKind = 'empty' | 'text' | 'null' | 'object' | 'array' | 'string' | 'number' | 'boolean';
export type MessageForm = 'absent' | 'string' | 'strings' | 'nested' | 'objects' | 'mixed' | 'other';

export interface Shape {
  status: number;
  kind: BodyKind;
  /** Sorted top-level keys of an object body, else undefined. */
  keys?: string[];
  message: MessageForm;
}

export function shapeOf(status: number, body: string | null): Shape {
  if (body === null || body === '') return { status, kind: 'empty', message: 'absent' };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { status, kind: 'text', message: 'absent' };
  }
  if (value === null) return { status, kind: 'null', message: 'absent' };
  if (Array.isArray(value)) return { status, kind: 'array', message: 'absent' };
  if (typeof value !== 'object') return { status, kind: typeof value as BodyKind, message: 'absent' };
  const record = value as Record<string, unknown>;
  const response = record['response'];
  const message =
    response !== null && typeof response === 'object' && 'message' in response
      ? formOf((response as Record<string, unknown>)['message'])
      : 'absent';
  return { status, kind: 'object', keys: Object.keys(record).sort(), message };
}

function formOf(message: unknown): MessageForm {
  if (typeof message === 'string') return 'string';
  if (!Array.isArray(message)) return 'other';
  if (message.every((m) => typeof m === 'string')) return 'strings';
  if (message.every((m) => Array.isArray(m))) return 'nested';
  if (message.every((m) => m !== null && typeof m === 'object' && !Array.isArray(m))) return 'objects';
  return 'mixed';
}

/**
 * Where `actual` differs from `expected`, in words; empty when they agree. With `statusOnly` (connect's
 * 200, whose body depends on the phone and the network) only the status is compared.
 */
export function differences(expected: Shape, actual: Shape, { statusOnly = false } = {}): string[] {
  const found: string[] = [];
  if (expected.status !== actual.status) found.push(`status ${actual.status}, recorded ${expected.status}`);
  if (statusOnly) return found;
  if (expected.kind !== actual.kind) found.push(`body ${actual.kind}, recorded ${expected.kind}`);
  else if (expected.kind === 'object' && expected.keys?.join() !== actual.keys?.join())
    found.push(`keys [${actual.keys?.join(', ')}], recorded [${expected.keys?.join(', ')}]`);
  if (expected.message !== actual.message) found.push(`response.message ${actual.message}, recorded ${expected.message}`);
  return found;
}

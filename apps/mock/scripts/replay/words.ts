// The gateway's words in an error answer: `response.message` (or a top-level `message`), normalised
// so that what differs between any two runs of the same gateway does not count. Two answers agree on
// words when their normalised messages are equal. Scored only for recorded error answers (status ≥ 400)
// that carry a message: a HEAD's empty body has no words (its shape is scored).
//
// Normalised, on both sides alike: the instance names the request uses (→ <instance>), the recorder's
// and the replay's labels for keys and tokens, UUIDs, Prisma cuids, ISO dates, message ids (16+
// hexadecimal characters) and runs of 6 or more digits (phone numbers, group ids, timestamps: the
// replay sends the recorded request, but a server draws its own ids).

export type Words = string | undefined;

/** The message of an error answer's body, normalised; undefined when the body carries none. */
export function wordsOf(body: string | null, names: readonly string[]): Words {
  if (body === null || body === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return normalise(body, names);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const response = record['response'];
  const message =
    response !== null && typeof response === 'object' && 'message' in response
      ? (response as Record<string, unknown>)['message']
      : record['message'];
  return message === undefined ? undefined : normalise(JSON.stringify(message), names);
}

/**
 * The recorder kept no Prisma error with a code frame of the gateway's compiled source (it names
 * the build's paths): its placeholder agrees with any Prisma invocation error.
 */
const PRISMA_PLACEHOLDER = /<Prisma error[^>]*not kept>/;

/** Whether two normalised messages say the same. */
export function sameWords(expected: Words, actual: Words): boolean {
  if (expected === actual) return true;
  if (expected === undefined || actual === undefined) return false;
  if (PRISMA_PLACEHOLDER.test(expected)) return /prisma/i.test(actual);
  return false;
}

function normalise(text: string, names: readonly string[]): string {
  let out = text;
  // Longest first, so `rec-close-10` is not read as `rec-close-1` followed by a 0.
  for (const name of [...names].filter((n) => n.length >= 3).sort((a, b) => b.length - a.length)) {
    out = out.split(name).join('<instance>');
  }
  return out
    .replace(/REPLAY-TOKEN-\d+|<instance-token>/g, '<token>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\bc[a-z0-9]{24}\b|<cuid>/g, '<cuid>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z|<iso-date>/g, '<date>')
    .replace(/\b[0-9A-F]{16,}\b/g, '<id>')
    .replace(/\d{6,}/g, '<n>');
}

/** The instance names a request uses: the path's segments after the route and the body's instanceName. */
export function namesIn(request: { path: string; body: string | null }): string[] {
  const names: string[] = [];
  const segments = (request.path.split('?')[0] ?? '').split('/').filter((s) => s !== '');
  for (const segment of segments.slice(2)) {
    try {
      names.push(decodeURIComponent(segment));
    } catch {
      names.push(segment);
    }
  }
  if (request.body !== null) {
    try {
      const name = (JSON.parse(request.body) as { instanceName?: unknown } | null)?.instanceName;
      if (typeof name === 'string') names.push(name);
    } catch {
      // Not JSON: no name in it.
    }
  }
  return names;
}

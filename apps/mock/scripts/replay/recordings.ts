// Recorded exchanges with a real gateway (one JSON object per line), as the recorder wrote them:
// requests with their labels for keys (`<admin-key>`, `<instance-token>`, `<wrong-key>`), the answers
// with ids and keys replaced by labels, and the deliveries and downloads the requests caused. The
// format is described in test/fixtures/recordings/README.md.
import { readFileSync } from 'node:fs';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The raw body; `<repeat:N:C>` stands for N copies of the character C. */
  body: string | null;
}

export interface Exchange {
  /** `matrix/<state>/<op>` (variants of one operation in one state) or `seq/<name>` (an ordered scenario). */
  seq: string;
  step: number;
  /** The instance's state before the request: absent, close, connecting, logged_out, deleting. */
  state: string;
  /** What the instance's connectionState read just before the request (null where it was not read). */
  observed_state?: string | null;
  op: string;
  label: string;
  request: RecordedRequest;
  response: { status: number; headers: Record<string, string>; body: string | null };
  /** The answer was the same in every recorded run (false: leave it out of any score). */
  stable: boolean;
  /** The answer depended on timing in at least one run (true: leave it out of any score). */
  racy: boolean;
}

/** The exchanges of a recordings file, in file order (deliveries and downloads are left out). */
export function readExchanges(file: string): Exchange[] {
  const exchanges: Exchange[] = [];
  for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`${file}:${index + 1} is not JSON (${error instanceof Error ? error.message : String(error)}).`);
    }
    const exchange = isTagged(value) ? fromTagged(value, index + 1) : value;
    if (isExchange(exchange)) exchanges.push(exchange);
  }
  return exchanges;
}

/**
 * A line of the probe format (`{tag, request: {method, path, headers, body}, response: {status,
 * headers, body}}`, bodies as JSON values; the evolution-2.4.0-rc2-unlicensed recordings, see their
 * README): probes of one gateway in one state, in file order, every answer the same each time.
 */
interface Tagged {
  tag: string;
  request: { method: string; path: string; headers?: Record<string, string>; body?: unknown };
  response: { status: number; headers?: Record<string, string>; body?: unknown };
}

function isTagged(value: unknown): value is Tagged {
  if (value === null || typeof value !== 'object' || 'seq' in value) return false;
  const candidate = value as Partial<Tagged>;
  return typeof candidate.tag === 'string' && typeof candidate.request?.path === 'string' && typeof candidate.response?.status === 'number';
}

/** A bodies-as-values line as an exchange: one scenario in file order, the bodies as the text sent and answered. */
function fromTagged(line: Tagged, step: number): Exchange {
  const text = (body: unknown): string | null =>
    body === null || body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    seq: 'seq/probes',
    step,
    state: 'absent',
    op: line.tag,
    label: line.tag,
    request: { method: line.request.method, path: line.request.path, headers: line.request.headers ?? {}, body: text(line.request.body) },
    response: { status: line.response.status, headers: line.response.headers ?? {}, body: text(line.response.body) },
    stable: true,
    racy: false,
  };
}

/** The exchanges a score counts: the same answer in every run, never timing-dependent. */
export const scored = (exchange: Exchange): boolean => exchange.stable && !exchange.racy;

function isExchange(value: unknown): value is Exchange {
  if (value === null || typeof value !== 'object' || 'kind' in value) return false;
  const candidate = value as Partial<Exchange>;
  return (
    typeof candidate.seq === 'string' &&
    typeof candidate.step === 'number' &&
    typeof candidate.op === 'string' &&
    typeof candidate.request?.method === 'string' &&
    typeof candidate.request.path === 'string' &&
    typeof candidate.response?.status === 'number'
  );
}

/** A recorded body with its `<repeat:N:C>` markers expanded. */
export function expandBody(body: string): string {
  return body.replace(/<repeat:(\d+):(.)>/g, (_, count: string, char: string) => char.repeat(Number(count)));
}

/**
 * The page origins the recorded requests carry (a real gateway answers them all). The mock refuses a
 * foreign Origin unless it is allowed (--cors-origin), so a replay allows these, as a team would for
 * its own app: the replay measures the twin, not the mock's doors.
 */
export function recordedOrigins(exchanges: readonly Exchange[]): string[] {
  const origins = new Set<string>();
  for (const { request } of exchanges) {
    const origin = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'origin')?.[1];
    if (origin !== undefined && /^https?:\/\/[^/\s]+$/.test(origin)) origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The hosts (`host:port`) that served the media the recorded gateway downloaded: the URLs in the
 * bodies of the requests whose lines a `kind: "static"` line follows (the recorder served them; a
 * URL elsewhere was where nothing listened). The replay serves those hosts itself (run.ts).
 */
export function servedMediaHosts(file: string): string[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const downloaded = new Set(
    lines.filter((l) => l['kind'] === 'static').map((l) => `${String(l['seq'])}#${String(l['during_step'] ?? l['after_step'])}`),
  );
  const hosts = new Set<string>();
  for (const line of lines) {
    if ('kind' in line || !downloaded.has(`${String(line['seq'])}#${String(line['step'])}`)) continue;
    const body = (line['request'] as RecordedRequest | undefined)?.body ?? '';
    for (const [, host] of body.matchAll(/https?:\/\/(127\.0\.0\.1:\d+|localhost:\d+)/g)) if (host) hosts.add(host);
  }
  return [...hosts].sort();
}

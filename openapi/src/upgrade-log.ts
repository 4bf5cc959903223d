// The operations an app calls, read from what the mock recorded of it: the control API's request list
// (`GET /__mock/requests` or `mock.requests`, a JSON array), the mock's `--log json` lines, or its
// text log lines ("POST /message/sendText/shop → 201 (3 ms)"). A request the log routed carries its
// operationId; any other is routed here against the description the app was written for.
//
// Bounded and linear: a file of lines is read in chunks (only the current line is held, and a line
// longer than MAX_LINE_BYTES is refused), a JSON array is read whole up to MAX_ARRAY_BYTES, and no
// file is read past MAX_LOG_BYTES. Each distinct request (method and path) is routed once.
import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { operationOfRequest } from './upgrade.js';
import type { OpenApiDocument } from './walk.js';

/** A log this module cannot read; the message says which forms it reads. */
export class RequestLogError extends Error {
  override readonly name = 'RequestLogError';
}

/** The most of one log file read (1 GiB): a longer file is refused, not read in part. */
export const MAX_LOG_BYTES = 1024 * 1024 * 1024;
/** The longest line of a --log json / text file (1 MiB); the mock writes lines of a few hundred bytes. */
export const MAX_LINE_BYTES = 1024 * 1024;
/** The largest JSON array (GET /__mock/requests) read (256 MiB): it is parsed whole. */
export const MAX_ARRAY_BYTES = 256 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

interface LoggedRequest {
  method?: unknown;
  path?: unknown;
  target?: unknown;
  operationId?: unknown;
  kind?: unknown;
}

const TEXT_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)\s+→/;

/** The request one line of --log json or --log text shows, if any. */
function requestOfLine(line: string): LoggedRequest | undefined {
  const text = line.trim();
  if (text.startsWith('{')) {
    try {
      const event = JSON.parse(text) as LoggedRequest;
      if (event !== null && (event.kind === undefined || event.kind === 'request')) return event;
    } catch {}
    return undefined;
  }
  const match = TEXT_LINE.exec(text);
  return match ? { method: match[1], path: match[2] } : undefined;
}

/** The requests of a JSON array (the control API's list). */
function requestsOfArray(text: string): LoggedRequest[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new RequestLogError(`the request log is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new RequestLogError('the request log is not a JSON array of requests.');
  return parsed.filter((entry): entry is LoggedRequest => entry !== null && typeof entry === 'object');
}

/** Collects the operationIds of requests, routing each distinct method and path once. */
export class OperationCollector {
  readonly ids = new Set<string>();
  requests = 0;
  /** How many requests were routed against the description (distinct method and path): the costly step. */
  routed = 0;
  private readonly seen = new Map<string, string | undefined>();
  constructor(private readonly doc: OpenApiDocument) {}

  add(request: LoggedRequest): void {
    this.requests++;
    if (typeof request.operationId === 'string' && request.operationId) {
      this.ids.add(request.operationId);
      return;
    }
    const path = typeof request.path === 'string' ? request.path : typeof request.target === 'string' ? request.target : '';
    if (typeof request.method !== 'string') return;
    const key = `${request.method} ${path}`;
    let id = this.seen.get(key);
    if (!this.seen.has(key)) {
      this.routed++;
      id = operationOfRequest(this.doc, request.method, path);
      if (this.seen.size < 100_000) this.seen.set(key, id);
    }
    if (id) this.ids.add(id);
  }

  addText(text: string): void {
    if (text.trimStart().startsWith('[')) for (const request of requestsOfArray(text)) this.add(request);
    else for (const line of text.split('\n')) this.addLine(line);
  }

  addLine(line: string): void {
    const request = requestOfLine(line);
    if (request) this.add(request);
  }

  /** The distinct operationIds, sorted; a RequestLogError when no request was seen at all. */
  result(): string[] {
    if (this.requests === 0)
      throw new RequestLogError(
        "the request log holds no request: give the JSON array of GET /__mock/requests, or the lines of the mock's --log json or --log text.",
      );
    return [...this.ids].sort();
  }
}

/** The distinct operationIds a request log shows, sorted; a RequestLogError when it shows no request at all. */
export function operationsFromLog(text: string, doc: OpenApiDocument): string[] {
  const collector = new OperationCollector(doc);
  collector.addText(text);
  return collector.result();
}

/** What reading a file cost: bytes read, and the most characters held at once (a line being read). */
export interface ReadStats {
  bytes: number;
  peakHeld: number;
}

const mib = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;

/**
 * Reads the log file `file` into `collector`: lines as a stream, a JSON array whole (see the bounds
 * above). Throws a RequestLogError for a file past a bound, naming the bound.
 */
export function readLogFile(file: string, collector: OperationCollector): ReadStats {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    const decoder = new StringDecoder('utf8');
    const stats: ReadStats = { bytes: 0, peakHeld: 0 };
    let held = '';
    let array: string[] | undefined;
    let lineNumber = 1;
    for (let n = readSync(fd, buffer, 0, CHUNK_BYTES, null); n > 0; n = readSync(fd, buffer, 0, CHUNK_BYTES, null)) {
      stats.bytes += n;
      if (stats.bytes > MAX_LOG_BYTES) throw new RequestLogError(`${file} is longer than ${mib(MAX_LOG_BYTES)}, the most a log is read.`);
      const text = decoder.write(buffer.subarray(0, n));
      if (array === undefined && (held + text).trimStart() === '') {
        held += text;
        continue;
      }
      if (array === undefined && (held + text).trimStart().startsWith('[')) array = [];
      if (array) {
        array.push(held, text);
        held = '';
        if (stats.bytes > MAX_ARRAY_BYTES)
          throw new RequestLogError(
            `${file} is a JSON array longer than ${mib(MAX_ARRAY_BYTES)}: use the mock's --log json lines instead.`,
          );
        continue;
      }
      // Only the new text is split: a long line costs its length once, not once per chunk.
      const lines = text.split('\n');
      const last = lines.pop() ?? '';
      for (const [i, line] of lines.entries()) {
        collector.addLine(i === 0 ? held + line : line);
        lineNumber++;
      }
      held = lines.length ? last : held + last;
      stats.peakHeld = Math.max(stats.peakHeld, held.length + text.length);
      if (held.length > MAX_LINE_BYTES)
        throw new RequestLogError(`line ${lineNumber} of ${file} is longer than ${mib(MAX_LINE_BYTES)}: not a log the mock writes.`);
    }
    const rest = held + decoder.end();
    if (array) collector.addText(array.join('') + rest);
    else collector.addLine(rest);
    return stats;
  } finally {
    closeSync(fd);
  }
}

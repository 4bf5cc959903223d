// The phone page's live feed (GET /__mock/ui/events): server-sent events. Bounded: at most
// MAX_STREAMS open at once (a further one gets 503 saying so), a comment line every HEARTBEAT_MS
// (so a proxy keeps it open and a page that went away is noticed: its write fails), a stream whose
// reader stopped reading is ended once MAX_BUFFERED bytes wait for it; close() ends every stream
// (mock.close()).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_STREAMS = 8;
export const HEARTBEAT_MS = 15_000;
/** Bytes that may wait for a slow reader before its stream is ended. */
const MAX_BUFFERED = 4 * 1024 * 1024;

export class Streams {
  private readonly open = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(heartbeatMs = HEARTBEAT_MS) {
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  get count(): number {
    return this.open.size;
  }

  /** Opens a stream on `res` and writes `first` to it; false (nothing written) when too many are open or the feed is closed. */
  accept(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, first: string[]): boolean {
    if (this.closed || this.open.size >= MAX_STREAMS) return false;
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    this.open.add(res);
    const drop = (): void => {
      this.open.delete(res);
    };
    req.once('close', drop);
    res.once('close', drop);
    res.on('error', drop);
    // Tells EventSource to come back after 2 s if the connection breaks (not after close()).
    res.write('retry: 2000\n\n');
    for (const chunk of first) this.send(res, chunk);
    return true;
  }

  /** `data` (JSON) as the event `name`, to every open stream. */
  broadcast(name: string, data: unknown): void {
    if (this.open.size === 0) return;
    this.write(frame(name, data));
  }

  /** Ends every stream and refuses new ones. Idempotent. */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const res of this.open) res.end();
    this.open.clear();
  }

  private write(chunk: string): void {
    for (const res of this.open) this.send(res, chunk);
  }

  private send(res: ServerResponse, chunk: string): void {
    if (res.writableLength > MAX_BUFFERED) {
      this.open.delete(res);
      res.destroy();
      return;
    }
    res.write(chunk);
  }
}

/** One server-sent event: JSON never holds a raw newline, so one data line carries it. */
export function frame(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

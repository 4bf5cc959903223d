// One delivery attempt: a JSON POST to the receiver, bounded. The attempt (connect, answer, body) has
// one deadline (a body still coming then is cut, the status kept); a redirect is not followed (2.1.1's axios follows up to five, to any host: here a 3xx
// is a failed delivery naming its Location, so nothing reaches another address); the receiver's
// answer body is read up to MAX_RECEIVER_BODY_BYTES, for the log, and the rest is dropped. Never
// rejects: every way it can go wrong is an outcome.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { clip } from '@msg-gateway/openapi/redact';
import { TOOLKIT_VERSION } from '@msg-gateway/openapi/version';

/** The most of a receiver's answer body the mock reads. */
export const MAX_RECEIVER_BODY_BYTES = 16 * 1024;

export type Attempt =
  /** The receiver answered `status` (any status: the caller decides what it means). */
  | { kind: 'answered'; status: number; location: string | undefined; body: string }
  /** No answer: refused, reset, timed out, cancelled. */
  | { kind: 'error'; reason: string; cancelled: boolean };

export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal },
): Promise<Attempt> {
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (attempt: Attempt): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      req.destroy();
      resolve(attempt);
    };
    const onAbort = (): void => finish({ kind: 'error', reason: 'cancelled: the mock closed', cancelled: true });
    if (signal.aborted) {
      resolve({ kind: 'error', reason: 'cancelled: the mock closed', cancelled: true });
      return;
    }
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'POST',
      // A connection of its own, closed after the answer: nothing lingers once the mock closes.
      agent: false,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/plain, */*',
        'user-agent': `msg-gateway-mock/${TOOLKIT_VERSION}`,
        ...headers,
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    // Set once the status line arrived: a body that never ends is cut at the deadline, the answer kept.
    let answered: (() => void) | undefined;
    timer = setTimeout(() => {
      if (answered) answered();
      else finish({ kind: 'error', reason: `no answer within ${timeoutMs} ms (the receiver is slow or hangs)`, cancelled: false });
    }, timeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'error', reason: describeError(error), cancelled: false }));
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const location = typeof res.headers.location === 'string' ? res.headers.location : undefined;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (): void =>
        finish({ kind: 'answered', status, location, body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_RECEIVER_BODY_BYTES) });
      answered = done;
      res.on('data', (chunk: Buffer) => {
        if (size < MAX_RECEIVER_BODY_BYTES) chunks.push(chunk);
        size += chunk.length;
        if (size >= MAX_RECEIVER_BODY_BYTES) done();
      });
      res.on('end', done);
      // The status is known: a body cut short still counts as that answer.
      res.on('error', done);
      res.on('close', done);
    });
    req.end(body);
  });
}

function describeError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'connection refused (is the receiver running?)';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'the receiver closed the connection without an answer';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the receiver's host cannot be found (${error.code})`;
    default:
      return clip(`${error.code ? `${error.code}: ` : ''}${error.message}`, 200);
  }
}

// One delivery attempt: a JSON POST to the receiver, bounded, over the receiver's kept-alive
// connections (receivers.ts). The attempt (connect, answer, body) has one deadline (a body still
// coming then is cut, the status kept); a redirect is not followed (2.1.1's axios follows up to five,
// to any host: here a 3xx is a failed delivery naming its Location, so nothing reaches another
// address); the receiver's answer body is read up to MAX_RECEIVER_BODY_BYTES, for the log, and the
// rest is dropped. A kept-alive connection the receiver closed before this request reached it is no
// failure of the receiver: the request goes again at once, on another connection, within the same
// deadline. Never rejects: every way it can go wrong is an outcome.
import { type Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { clip } from '@msg-gateway/openapi/redact';
import { TOOLKIT_VERSION } from '@msg-gateway/openapi/version';
import { whenAborted } from '../server/answer/prefer.js';
import { MAX_SOCKETS_PER_RECEIVER } from './receivers.js';

/** The most of a receiver's answer body the mock reads. */
export const MAX_RECEIVER_BODY_BYTES = 16 * 1024;

export type Attempt =
  /** The receiver answered `status` (any status: the caller decides what it means). */
  | { kind: 'answered'; status: number; location: string | undefined; body: string }
  /** No answer: refused, reset, timed out, cancelled. */
  | { kind: 'error'; reason: string; cancelled: boolean };

interface PostOptions {
  timeoutMs: number;
  /** Aborting it cuts the attempt (cancelled). */
  signal: AbortSignal;
  /** The receiver's connections. */
  agent: Agent;
}

export async function postJson(url: string, body: string, headers: Record<string, string>, options: PostOptions): Promise<Attempt> {
  const deadline = Date.now() + options.timeoutMs;
  // Each stale connection is used once at most: after as many as the receiver can have, a fresh one.
  for (let tries = 0; ; tries++) {
    const attempt = await postOnce(url, body, headers, { ...options, timeoutMs: Math.max(1, deadline - Date.now()) });
    if (attempt.kind !== 'stale') return attempt;
    if (tries >= MAX_SOCKETS_PER_RECEIVER || Date.now() >= deadline) return attempt.failure;
  }
}

type Try = Attempt | { kind: 'stale'; failure: Attempt };

function postOnce(url: string, body: string, headers: Record<string, string>, { timeoutMs, signal, agent }: PostOptions): Promise<Try> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve({ kind: 'error', reason: 'cancelled: the mock closed', cancelled: true });
      return;
    }
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let stopWaiting = (): void => {};
    const finish = (attempt: Try): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopWaiting();
      req?.destroy();
      resolve(attempt);
    };
    let req: ReturnType<typeof httpRequest> | undefined;
    try {
      req = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/plain, */*',
          'user-agent': `msg-gateway-mock/${TOOLKIT_VERSION}`,
          ...headers,
          'content-length': String(Buffer.byteLength(body)),
        },
      });
    } catch (error) {
      finish({
        kind: 'error',
        reason: clip(`the request cannot be sent: ${error instanceof Error ? error.message : String(error)}`, 200),
        cancelled: false,
      });
      return;
    }
    const sent = req;
    // Set once the status line arrived: a body that never ends is cut at the deadline, the answer kept.
    let answered: (() => void) | undefined;
    timer = setTimeout(() => {
      if (answered) answered();
      else finish({ kind: 'error', reason: `no answer within ${timeoutMs} ms (the receiver is slow or hangs)`, cancelled: false });
    }, timeoutMs);
    stopWaiting = whenAborted(signal, () => finish({ kind: 'error', reason: 'cancelled: the mock closed', cancelled: true }));
    sent.on('error', (error: NodeJS.ErrnoException) => {
      const failure: Attempt = { kind: 'error', reason: describeError(error), cancelled: false };
      finish(sent.reusedSocket && error.code === 'ECONNRESET' && !answered ? { kind: 'stale', failure } : failure);
    });
    sent.on('response', (res: IncomingMessage) => {
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
    sent.end(body);
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

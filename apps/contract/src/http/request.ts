// One bounded HTTP request from the runner's own process (the reachability probe, the connection
// state read before a run, the webhook deliveries of `webhooks`); the Dredd child has its own
// transport (dredd/transport.cts) with the same bounds. One timer covers the whole exchange,
// headers and body; at most `maxBodyBytes` of the body are read; redirects are never followed
// (node:http does not), so nothing is sent to another origin; no socket is kept alive after it.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface HttpAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The body as UTF-8 text, at most `maxBodyBytes` of it. */
  body: string;
  /** The body was longer than `maxBodyBytes` and was not read further. */
  bodyTooLarge: boolean;
}

/** The request got no answer: refused, closed, timed out, host not found… */
export class NoAnswer extends Error {
  override readonly name = 'NoAnswer';
  /** Node's error code (ECONNREFUSED…), or null for the timer. */
  readonly code: string | null;
  /** In the report's words ("connection refused", "no answer within 2 s"). */
  readonly reason: string;

  constructor(code: string | null, reason: string) {
    super(reason);
    this.code = code;
    this.reason = reason;
  }
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Bytes of the body read at most; 0 resolves as soon as the headers arrive. */
  maxBodyBytes: number;
  /** Aborting it destroys the request; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Why a request got no answer, in the words the report uses. */
export function noAnswerReason(code: string | null | undefined, fallback: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return 'the connection was closed without an answer';
    case 'ENOTFOUND':
      return 'host not found';
    case 'EAI_AGAIN':
      return 'host name could not be resolved';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    default:
      return fallback;
  }
}

export const noAnswerWithin = (ms: number): string => `no answer within ${Number((ms / 1000).toFixed(3))} s`;

const headersOf = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]],
    ),
  );

export function boundedRequest(url: string | URL, options: RequestOptions): Promise<HttpAnswer> {
  const { method = 'GET', headers = {}, body, timeoutMs, maxBodyBytes, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
    });
    let settled = false;
    const settle = (outcome: { answer: HttpAnswer } | { error: unknown }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      req.destroy();
      if ('answer' in outcome) resolve(outcome.answer);
      else reject(outcome.error);
    };
    const timer = setTimeout(() => settle({ error: new NoAnswer(null, noAnswerWithin(timeoutMs)) }), timeoutMs);
    const onAbort = (): void => settle({ error: signal?.reason });
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error: NodeJS.ErrnoException) =>
      settle({ error: new NoAnswer(error.code ?? null, noAnswerReason(error.code, error.message)) }),
    );
    req.on('response', (res) => {
      const answer = (text: string, bodyTooLarge: boolean): HttpAnswer => ({
        status: res.statusCode ?? 0,
        headers: headersOf(res.headers),
        body: text,
        bodyTooLarge,
      });
      if (maxBodyBytes === 0) return settle({ answer: answer('', false) });
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBodyBytes) chunks.push(chunk);
        else settle({ answer: answer(Buffer.concat(chunks).toString('utf8'), true) });
      });
      res.on('end', () => settle({ answer: answer(Buffer.concat(chunks).toString('utf8'), false) }));
      res.on('error', (error: NodeJS.ErrnoException) =>
        settle({ error: new NoAnswer(error.code ?? null, noAnswerReason(error.code, error.message)) }),
      );
      res.on('close', () => {
        if (!res.complete) settle({ error: new NoAnswer('ECONNRESET', 'the connection was closed in the middle of the body') });
      });
    });
    req.end(body);
  });
}

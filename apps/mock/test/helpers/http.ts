// Sending requests to a mock: as fetch sends them, and as raw bytes for what fetch refuses to send.
import { connect } from 'node:net';
import type { ExampleRequest } from '../../src/common/spec.js';

export interface Answer {
  status: number;
  headers: Headers;
  contentType: string | null;
  /** Parsed sl-violations header, or null. */
  violations: { location: string[]; severity: string; code: unknown; message: string }[] | null;
  text: string;
  /** Parsed JSON body, or undefined when empty or not JSON. */
  body: unknown;
}

export interface Overrides {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Replaces the example body (sent as JSON). */
  body?: unknown;
  /** Sent as is instead of a JSON body. */
  rawBody?: string;
}

export async function send(baseUrl: string, request: ExampleRequest, overrides: Overrides = {}): Promise<Answer> {
  const body =
    'rawBody' in overrides
      ? overrides.rawBody
      : 'body' in overrides
        ? JSON.stringify(overrides.body)
        : request.body === undefined
          ? undefined
          : JSON.stringify(request.body);
  const init: RequestInit = { method: overrides.method ?? request.method, headers: { ...request.headers, ...overrides.headers } };
  if (body !== undefined) init.body = body;
  const res = await fetch(baseUrl + (overrides.path ?? request.path), init);
  return answerOf(res);
}

/** A gateway call as a client makes it: `body` sent as JSON, `key` as the apikey header; the answer's JSON body parsed. */
export async function callGateway(
  url: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { apikey: key, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

export async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  const violations = res.headers.get('sl-violations');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return {
    status: res.status,
    headers: res.headers,
    contentType: res.headers.get('content-type'),
    violations: violations === null ? null : JSON.parse(violations),
    text,
    body,
  };
}

export interface RawAnswer {
  /** 0 when the connection closed without an answer. */
  status: number;
  head: string;
  body: string;
}

/** Writes `request` (bytes or text) to a new connection and reads until the server closes it. */
export function sendRaw(port: number, request: string | Buffer, { timeoutMs = 15_000 } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 80))}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer still leaves the answer to read
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: split === -1 ? '' : Buffer.from(text.slice(split + 4), 'latin1').toString('utf8'),
      });
    });
    socket.write(request);
  });
}

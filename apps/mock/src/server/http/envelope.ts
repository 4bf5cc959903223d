// The gateway's error envelope. Every error the mock itself produces (as opposed to an error the
// contract documents, which Prism answers with the documented example) has this shape, so a client
// written against the real gateway reads it the same way:
//   {"status":404,"error":"Not Found","response":{"message":["Cannot GET /nope"]}}
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

export interface ErrorEnvelope {
  status: number;
  /** The reason phrase of `status`, as the gateway (Express) writes it. */
  error: string;
  response: { message: string[] };
}

export function envelope(status: number, messages: string[]): ErrorEnvelope {
  return { status, error: STATUS_CODES[status] ?? 'Error', response: { message: messages } };
}

/** Answers `status` with the envelope; `headers` are added (e.g. Allow). */
export function sendError(res: ServerResponse, status: number, messages: string[], headers: Record<string, string> = {}): void {
  const body = JSON.stringify(envelope(status, messages));
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

/**
 * Writes a whole HTTP/1.1 answer with the envelope straight to a socket, then closes it: for the
 * requests Node's HTTP parser rejects before there is a response object (malformed request
 * lines or headers, CONNECT, protocol upgrades).
 */
export function writeRawError(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(envelope(status, [message]));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'connection: close\r\n\r\n' +
      body,
  );
}

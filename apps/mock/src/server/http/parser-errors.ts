// What Node's HTTP parser rejects before a request handler runs gets the envelope too: malformed
// request lines and headers (400), oversized headers (431), a request that took too long (408),
// CONNECT, protocol upgrades and unknown Expect values. Node's defaults answer these with an empty
// body, or close the connection without an answer.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { sendError, writeRawError } from './envelope.js';
import { headerText } from './header-text.js';

/** `busy`: sockets whose answer is being written; a parse error there closes them instead. */
export function answerParserErrors(server: Server, busy: WeakSet<Socket>): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || busy.has(socket)) {
      socket.destroy();
      return;
    }
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are larger than this mock accepts (16 KiB). Send fewer or shorter headers.']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request did not arrive in time (its headers within 20 s, all of it within 30 s).']
          : [
              400,
              `The request is not valid HTTP/1.1 (${error.code ?? 'parse error'}: ${error.message}). Check the request line and the headers.`,
            ];
    writeRawError(socket, status, message);
  });
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    writeRawError(socket, 405, 'CONNECT is not supported: this is a mock gateway, not a proxy.');
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket) => {
    writeRawError(
      socket,
      400,
      `Protocol upgrades (Upgrade: ${headerText(req.headers.upgrade ?? '')}) are not supported. Send the request without the Upgrade header.`,
    );
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    sendError(res, 417, [
      `Expect: ${headerText(req.headers.expect ?? '')} is not supported. Send the request without it (or with Expect: 100-continue).`,
    ]);
  });
}

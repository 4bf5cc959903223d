// startMock: the mock gateway in this process. It loads the spec into Prism, listens, and resolves
// with the real address; one process owns the port, so there is nothing to guard, probe or poll.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { resolve } from 'node:path';
import { bundledSpecPath } from '../spec.js';
import { createRequestHandler } from './http.js';
import { answerParserErrors } from './parser-errors.js';
import { createPrismCaller } from './prism.js';
import type { MockLog } from './request-log.js';
import { openSpec, type SpecEvent, type SpecSource } from './spec-source.js';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4010;

export interface MockOptions {
  /** Port to listen on; 0 (the default) lets the OS pick a free one. */
  port?: number;
  /** Address to bind (default 127.0.0.1). */
  host?: string;
  /** Path of an OpenAPI document, JSON or YAML (default: the bundled contract). It is watched: a change is served at once. */
  spec?: string;
  /** Generate bodies from the schemas instead of serving the examples. */
  dynamic?: boolean;
  /** With `dynamic`: the same seed gives the same bodies. */
  seed?: string | number;
  /** Aborting it cancels the start (rejects with code ABORTED), or closes a started mock. */
  signal?: AbortSignal;
  /** Receives one line per request (credentials never in it) and one per reload of a watched spec. */
  log?: MockLog;
}

export interface MockHandle {
  /** http://host:port, no trailing slash. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Stops listening and ends open connections; the port is free once it resolves. Idempotent. */
  close(): Promise<void>;
}

export type MockStartErrorCode = 'EADDRINUSE' | 'EADDRNOTAVAIL' | 'EACCES' | 'SPEC' | 'ABORTED';

/** Why the mock could not start; `code` says what to tell the user. */
export class MockStartError extends Error {
  override readonly name = 'MockStartError';
  readonly code: MockStartErrorCode;

  constructor(code: MockStartErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Loads the spec, listens, and resolves once requests are answered. */
export async function startMock(options: MockOptions = {}): Promise<MockHandle> {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? 0;
  const { signal, log } = options;
  const aborted = (): MockStartError => new MockStartError('ABORTED', 'The mock start was aborted.');
  if (signal?.aborted) throw aborted();

  const specPath = options.spec === undefined ? bundledSpecPath() : resolve(options.spec);
  const prism = createPrismCaller({
    dynamic: options.dynamic ?? false,
    seed: options.seed === undefined ? undefined : String(options.seed),
  });
  let spec: SpecSource;
  try {
    spec = await openSpec(
      specPath,
      options.spec === undefined ? undefined : (event) => log?.(specLine(event), { kind: 'spec', path: event.path, ok: event.ok }),
    );
  } catch (error) {
    throw new MockStartError('SPEC', `Cannot serve ${specPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (signal?.aborted) {
    spec.close();
    throw aborted();
  }
  const busy = new WeakSet<Socket>();
  const server = createServer(
    // Bounded: a request must arrive within 30 s (its headers within 20 s). A request without a
    // Host header is answered like any other.
    { requestTimeout: 30_000, headersTimeout: 20_000, requireHostHeader: false },
    createRequestHandler({ prism, spec: () => spec, log, busy }),
  );
  answerParserErrors(server, busy);
  try {
    await listen(server, port, host, signal);
  } catch (error) {
    spec.close();
    throw error;
  }
  // Once listening, an error of the server (say, out of file descriptors while accepting) is
  // reported and the mock keeps serving; without a listener it would end the process.
  server.on('error', (error) =>
    log?.(`The server reported an error (${error.message}); still serving.`, { kind: 'server', message: error.message }),
  );
  return handle(server, spec, host, signal);
}

function specLine(event: SpecEvent): string {
  return event.ok
    ? `${event.path} changed: now serving its ${event.operations} operations.`
    : `${event.path} cannot be served (${event.reason}); still serving the last version that could.`;
}

function listen(server: Server, port: number, host: string, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      server.close();
      reject(new MockStartError('ABORTED', 'The mock start was aborted.'));
    };
    server.once('error', (error: NodeJS.ErrnoException) => {
      signal?.removeEventListener('abort', onAbort);
      reject(listenError(error, host, port));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    server.listen({ port, host, exclusive: true }, () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

function handle(server: Server, spec: SpecSource, host: string, signal: AbortSignal | undefined): MockHandle {
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      signal?.removeEventListener('abort', onAbort);
      spec.close();
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closing;
  };
  const onAbort = (): void => void close();
  signal?.addEventListener('abort', onAbort, { once: true });
  return { url, host, port, close };
}

function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new MockStartError(
        'EADDRINUSE',
        `Port ${port} on ${host} is already in use. Stop whatever is listening there or choose another port (--port or PORT).`,
      );
    case 'EACCES':
      return new MockStartError(
        'EACCES',
        `Not allowed to listen on port ${port} (ports below 1024 need privileges). Choose another port (--port or PORT).`,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAFNOSUPPORT':
      return new MockStartError(
        'EADDRNOTAVAIL',
        `Cannot listen on host "${host}": it is not an address of this machine. Use 127.0.0.1 (the default) or another local address (--host or HOST).`,
      );
    default:
      return error;
  }
}

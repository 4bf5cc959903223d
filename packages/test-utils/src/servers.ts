// Local HTTP servers that stand in for a gateway in tests: each test decides what the server does
// with a request (answer, hang, drip, redirect, drop the socket), and every request it received is
// kept. Always on 127.0.0.1 and a port the OS picks; `close()` ends open connections too.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Behaviour = (req: IncomingMessage, res: ServerResponse, seen: SeenRequest) => void | Promise<void>;

export interface TestServer {
  url: string;
  port: number;
  /** Every request received since start (or since `reset`). */
  readonly seen: SeenRequest[];
  /** Sets what the server does with the requests that follow, and clears `seen`. */
  reset(behaviour: Behaviour): void;
  close(): Promise<void>;
}

/** Starts a server; `behaviour` answers each request after its body was read. */
export async function startTestServer(
  behaviour: Behaviour = (_req, res) => {
    res.end();
  },
): Promise<TestServer> {
  let current = behaviour;
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(entry);
      Promise.resolve(current(req, res, entry)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(599);
        res.end(String(error));
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    reset(next) {
      current = next;
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Answers `status` with `body` as JSON. */
export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Behaviours a misbehaving gateway shows; each is used by more than one package's tests. */
export const misbehave = {
  /** Accepts the request and never answers. */
  hang: (): Behaviour => () => {},
  /** Sends the headers, then one byte every `everyMs`, forever. */
  drip:
    (everyMs = 200): Behaviour =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const timer = setInterval(() => res.write(' '), everyMs);
      res.on('close', () => clearInterval(timer));
    },
  /** Closes the connection without an answer. */
  drop: (): Behaviour => (req) => {
    req.socket.destroy();
  },
  /** Answers `status` with a `Location` header. */
  redirect:
    (location: string, status = 307): Behaviour =>
    (_req, res) => {
      res.writeHead(status, { location, 'content-length': '0' });
      res.end();
    },
  /** Answers `bytes` bytes of a JSON string. */
  huge:
    (bytes: number): Behaviour =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = 'x'.repeat(64 * 1024);
      res.write('"');
      let sent = 0;
      const pump = (): void => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('"');
      };
      pump();
    },
};

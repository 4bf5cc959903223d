// A small local HTTP server whose behaviour each test picks (hang, drop the socket, 503 then 200,
// HTML, ...), counting the requests it gets, and a check that a stopped server freed its port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

export type Behaviour = (req: IncomingMessage, res: ServerResponse, count: number) => void;

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestServer {
  url: string;
  port: number;
  /** Requests received since the last `reset`. */
  seen: SeenRequest[];
  /** Sets what the server does with the requests that follow and clears `seen`. */
  reset(behaviour: Behaviour): void;
  stop(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  let behaviour: Behaviour = (_req, res) => res.end();
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      behaviour(req, res, seen.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    reset(next) {
      behaviour = next;
      seen.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Resolves true when nothing accepts connections on 127.0.0.1:`port`. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

export const json = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

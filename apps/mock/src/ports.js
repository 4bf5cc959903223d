// Free-port lookup for tests and for `--port 0`: the OS picks the port.
import { createServer } from 'node:net';

/** Resolve a TCP port that is free on `host` right now. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

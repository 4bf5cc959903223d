// Port helpers: a free port for tests and `--port 0`, and a pre-flight check so a busy port gets a
// clear message before Prism spends a second loading the spec (and before our readiness probe
// could mistake whatever already listens there for Prism).
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

/**
 * Resolve if `port` can be bound on `host`; otherwise reject with the listen error
 * (`code` EADDRINUSE for a busy port, EADDRNOTAVAIL/ENOTFOUND for a host that is not local).
 */
export function checkPortFree(host, port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}

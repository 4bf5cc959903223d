// Port checks for tests. Two different questions, two names: can a new server bind this port
// (`canListen`), and does anything answer on it (`acceptsConnections`). A port a test never bound
// proves nothing either way, so tests ask these only about ports a server really held.
import { connect, createServer } from 'node:net';

/** True when a new server could bind `host:port` right now. */
export function canListen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** True when something accepts TCP connections on `host:port`. */
export function acceptsConnections(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls `check` until it returns a truthy value or `timeoutMs` passes; returns the last value. The
 * limit only bounds a hang (a value that never comes): it is far above the expected wait, since on a
 * loaded machine the expected wait can take many times longer; pass a shorter one only to a check
 * expected to stay false.
 */
export async function eventually<T>(check: () => T | Promise<T>, { timeoutMs = 60_000, everyMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A port something else holds (a bare TCP server on 127.0.0.1) until `close()`: for "port busy" tests. */
export async function holdPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the holding server has no TCP port');
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

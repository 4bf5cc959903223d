// Tests leave nothing listening: after stopping a server, its port must accept a new listener.
import { createServer } from 'node:net';

export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

// The connections to one receiver (an origin: scheme, host and port): kept alive and reused, at most
// MAX_SOCKETS_PER_RECEIVER at once. A new connection per delivery cost a TCP handshake each and, under
// load, left thousands of sockets closing (issue 17 §4). An idle connection is closed after
// IDLE_SOCKET_MS, sooner when the receiver announces a shorter `Keep-Alive: timeout` (Node's agent
// reads it), so that a connection the receiver is about to close is rarely reused; one that was is
// retried at once on a new connection (post.ts). Idle sockets never keep the process alive.
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

/** Deliveries in flight to one receiver at a time (and its connections). */
export const MAX_SOCKETS_PER_RECEIVER = 8;
/** An idle connection is closed after this long (Node's servers close theirs after 5 s). */
const IDLE_SOCKET_MS = 4000;

/** A keep-alive agent for the receiver at `url`'s origin. */
export function receiverAgent(url: string): HttpAgent {
  const options = { keepAlive: true, maxSockets: MAX_SOCKETS_PER_RECEIVER, timeout: IDLE_SOCKET_MS };
  return new URL(url).protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
}

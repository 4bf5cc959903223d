// @ts-check
// Fixed-answer HTTP server for bench/run.js, run in its own process so that its work does not share
// the event loop being measured. Prints its port on stdout once listening on 127.0.0.1. The
// instance `huge` answers a 100 MiB JSON string without Content-Length (sent as fast as it is read).
import { createServer } from 'node:http';

const body = JSON.stringify({ instance: { instanceName: 'my-instance', state: 'open' } });
const HUGE_BYTES = 100 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 'x');

/** @param {import('node:http').ServerResponse} res */
function huge(res) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('"');
  let sent = 0;
  const pump = () => {
    while (sent < HUGE_BYTES && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end('"');
  };
  pump();
}

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.url?.endsWith('/huge')) return huge(res);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : address);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

// @ts-check
// Fixed-answer HTTP server for bench/run.js, run in its own process so that its work does not share
// the event loop being measured. Prints its port on stdout once listening on 127.0.0.1.
import { createServer } from 'node:http';

const body = JSON.stringify({ instance: { instanceName: 'my-instance', state: 'open' } });
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
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

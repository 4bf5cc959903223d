// The ceiling for the bench: a bare node:http server answering fixed bytes, no routing, no
// validation. Run by bench/run.js as `node baseline-server.js <port> <routes.json>` where
// routes.json maps "METHOD path" to {status, contentType, body} captured from the mock.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port, routesFile] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
const notFound = { status: 404, contentType: 'text/plain', body: 'not found' };

createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c)); // read the body, as a real server would
  req.on('end', () => {
    const route = routes[`${req.method} ${req.url}`] ?? notFound;
    res.writeHead(route.status, { 'content-type': route.contentType, 'content-length': Buffer.byteLength(route.body) });
    res.end(route.body);
  });
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));

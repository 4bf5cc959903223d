// The ceiling for the bench: a bare node:http server answering fixed bytes, no routing, no
// validation. Run by bench/run.ts as `node baseline-server.js <routes.json>` where routes.json maps
// "METHOD path" to {status, contentType, body} captured from the mock; prints its port when ready.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Route {
  status: number;
  contentType: string;
  body: string;
}

const [routesFile] = process.argv.slice(2);
if (!routesFile) throw new Error('usage: node baseline-server.js <routes.json>');
const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, Route>;
const notFound: Route = { status: 404, contentType: 'text/plain', body: 'not found' };

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk)); // read the body, as a real server would
  req.on('end', () => {
    const route = routes[`${req.method} ${req.url}`] ?? notFound;
    res.writeHead(route.status, { 'content-type': route.contentType, 'content-length': Buffer.byteLength(route.body) });
    res.end(route.body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));

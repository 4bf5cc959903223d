// A loopback media host, for recording (record.ts --media-port) and replaying (run.ts) the same way:
// a path ending `/gone.png` answers 404, any other `.png` a 1×1 PNG image, anything else 200 with a
// few bytes (what the earlier recordings' media servers answered). Paths are read without their
// query (2.1.1 and 2.3.7 add `?timestamp=<ms>` to some downloads).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export interface MediaHost {
  /** `127.0.0.1:<port>` */
  url: string;
  /** Every request it received, in order: method and path (with its query). */
  hits: { method: string; path: string }[];
  close(): Promise<void>;
}

function answer(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path.endsWith('/gone.png')) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain');
    res.end('Not Found');
  } else if (path.endsWith('.png')) {
    res.setHeader('content-type', 'image/png');
    res.end(PNG);
  } else {
    res.end('media');
  }
}

/** Starts the media host on 127.0.0.1 (port 0: any free one). */
export async function mediaHost(port = 0): Promise<MediaHost> {
  const hits: MediaHost['hits'] = [];
  const server = createServer((req, res) => {
    hits.push({ method: req.method ?? 'GET', path: req.url ?? '/' });
    answer(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `127.0.0.1:${bound}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

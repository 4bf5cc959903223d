// Prism's own HTTP server (@stoplight/prism-http-server's createServer, what `prism mock` serves
// with) on the mock's description, in its own process as the mock runs: the other row of the bench's
// throughput table. Configured as `prism mock <spec>` configures it (security checked, requests and
// responses validated, static examples, CORS on), with a silent logger: the CLI logs every request
// at info level, so this is Prism at its fastest. Run by bench/run.ts as
// `node prism-server.js <spec.json>`; prints its port when ready.
import { createRequire } from 'node:module';
import type * as PrismCore from '@stoplight/prism-core';
import type * as PrismHttp from '@stoplight/prism-http';
import type * as PrismServer from '@stoplight/prism-http-server';

// Prism is CommonJS: require() gives each module's exports as Prism's own files see them.
const require = createRequire(import.meta.url);
const http: typeof PrismHttp = require('@stoplight/prism-http');
const core: typeof PrismCore = require('@stoplight/prism-core');
const server: typeof PrismServer = require('@stoplight/prism-http-server');

const [specFile] = process.argv.slice(2);
if (!specFile) throw new Error('usage: node prism-server.js <spec.json>');
const operations = await http.getHttpOperationsFromSpec(specFile);
const prism = server.createServer(operations, {
  components: { logger: core.createLogger('bench-prism', { level: 'silent' }) },
  cors: true,
  config: {
    checkSecurity: true,
    validateRequest: true,
    validateResponse: true,
    mock: { dynamic: false },
    errors: false,
    upstreamProxy: undefined,
    isProxy: false,
  },
});
const address = await prism.listen(0, '127.0.0.1');
process.stdout.write(`${new URL(address).port}\n`);
const stop = (): void => void prism.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);

// The built package (dist/) as its users load it: require() from CommonJS and import from ES
// modules each reach their own build and call a real local server; TypeScript consumers of either
// kind type-check against the matching declarations. Needs `npm run build` first (turbo runs it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { spawnNode } from '@msg-gateway/test-utils/processes';
import { type Behaviour, json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const pkg = JSON.parse(readFileSync(at('package.json'), 'utf8'));

let server: TestServer;
const gateway: Behaviour = (req, res) =>
  req.url === '/instance/connectionState/my-instance'
    ? json(res, 200, { instance: { instanceName: 'my-instance', state: 'open' } })
    : json(res, 404, { status: 404, error: 'Not Found', response: { message: ['The "missing" instance does not exist'] } });

beforeAll(async () => {
  if (!existsSync(at('dist/index.js')) || !existsSync(at('dist/cjs/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build -w @msg-gateway/client` first');
  }
  server = await startTestServer(gateway);
});
afterAll(() => server.close());

describe('package.json', () => {
  it('maps import and require to their own build, each with its own types, and every target exists', () => {
    expect(pkg.exports['.']).toEqual({
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/cjs/index.d.ts', default: './dist/cjs/index.js' },
    });
    for (const target of [pkg.main, pkg.types, ...Object.values(pkg.exports['.']).flatMap((c) => Object.values(c as object))]) {
      expect(existsSync(at(String(target))), String(target)).toBe(true);
    }
    expect(pkg.sideEffects).toBe(false);
  });

  it('marks dist/cjs as CommonJS', () => {
    expect(JSON.parse(readFileSync(at('dist/cjs/package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
  });

  it('resolves require() to dist/cjs and import to dist', () => {
    expect(require.resolve('@msg-gateway/client')).toBe(at('dist/cjs/index.js'));
    expect(fileURLToPath(import.meta.resolve('@msg-gateway/client'))).toBe(at('dist/index.js'));
  });
});

describe('consumers', () => {
  it.each([
    ['CommonJS (require)', 'cjs', 'test/consumers/require.cjs'],
    ['ES module (import)', 'esm', 'test/consumers/import.mjs'],
  ])('a script loading it as %s calls the gateway', async (_name, tag, script) => {
    server.reset(gateway);
    const run = await spawnNode(at(script), [], { env: { GATEWAY_URL: server.url }, cwd: root }).exited;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      `${tag}: my-instance is open (contract ${pkg['x-gateway-version']})`,
      `${tag}: 404 The "missing" instance does not exist (GatewayError: true)`,
    ]);
    expect(server.seen.map((r) => [r.method, r.url, r.headers.apikey])).toEqual([
      ['GET', '/instance/connectionState/my-instance', 'consumer-key'],
      ['GET', '/instance/connectionState/missing', 'consumer-key'],
    ]);
  });

  it('type-check in TypeScript, CommonJS (module node16) and ESM, each against its own declarations', () => {
    const tsc = require.resolve('typescript/bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '-p', at('test/consumers/tsconfig.json'), '--pretty', 'false', '--listFiles'], {
      encoding: 'utf8',
      cwd: root,
    });
    const files = run.stdout.split('\n');
    expect(files.filter((line) => /error TS/.test(line)).join('\n') + run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(files).toContain(at('dist/cjs/index.d.ts'));
    expect(files).toContain(at('dist/index.d.ts'));
  });
});

// The built package (dist/) as its users load it, through each of its three entries (the contract's
// client, the evolution-2.1.1 client, the webhooks): require() from CommonJS and import from ES
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

const ENTRIES = {
  '.': 'index',
  './evolution-2.1.1': 'evolution-2.1.1',
  './webhooks': 'webhooks/index',
} as const;

let server: TestServer;
const gateway: Behaviour = (req, res) => {
  const answer = ANSWERS[`${req.method} ${req.url}`];
  if (answer) json(res, 200, answer.body);
  else json(res, 404, { status: 404, error: 'Not Found', response: { message: ['The "missing" instance does not exist'] } });
};
const ANSWERS: Record<string, { body: unknown }> = {
  'GET /instance/connectionState/my-instance': { body: { instance: { instanceName: 'my-instance', state: 'open' } } },
  // The evolution-2.1.1 profile: restart is a POST, webhook find answers null when none is set.
  'POST /instance/restart/my-instance': { body: { count: 0 } },
  'GET /webhook/find/my-instance': { body: null },
};
/** A webhook delivery the consumers parse: the contract's first MESSAGES_UPSERT example. */
const upsert = JSON.parse(readFileSync(require.resolve('@msg-gateway/openapi/openapi.json'), 'utf8')).components.examples.MessagesUpsert
  .value;

beforeAll(async () => {
  if (!existsSync(at('dist/index.js')) || !existsSync(at('dist/cjs/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build -w @msg-gateway/client` first');
  }
  server = await startTestServer(gateway);
});
afterAll(() => server.close());

describe('package.json', () => {
  it.each(Object.entries(ENTRIES))(
    'maps import and require of %s to their own build, each with its own types, and every target exists',
    (entry, file) => {
      expect(pkg.exports[entry]).toEqual({
        import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
        require: { types: `./dist/cjs/${file}.d.ts`, default: `./dist/cjs/${file}.js` },
      });
      for (const target of Object.values(pkg.exports[entry]).flatMap((c) => Object.values(c as object))) {
        expect(existsSync(at(String(target))), String(target)).toBe(true);
      }
    },
  );

  it('exports nothing else, and has no side effects', () => {
    expect(Object.keys(pkg.exports)).toEqual([...Object.keys(ENTRIES), './package.json']);
    for (const target of [pkg.main, pkg.types]) expect(existsSync(at(String(target))), String(target)).toBe(true);
    expect(pkg.sideEffects).toBe(false);
  });

  it('marks dist/cjs as CommonJS', () => {
    expect(JSON.parse(readFileSync(at('dist/cjs/package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
  });

  it.each(Object.entries(ENTRIES))('resolves require() of %s to dist/cjs and import to dist', (entry, file) => {
    const specifier = `@msg-gateway/client${entry.slice(1)}`;
    expect(require.resolve(specifier)).toBe(at(`dist/cjs/${file}.js`));
    expect(fileURLToPath(import.meta.resolve(specifier))).toBe(at(`dist/${file}.js`));
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

  it.each([
    ['CommonJS (require)', 'cjs', 'test/consumers/entries.cjs'],
    ['ES module (import)', 'esm', 'test/consumers/entries.mjs'],
  ])(
    'a script loading the evolution-2.1.1 and webhooks entries as %s calls the gateway and parses a delivery',
    async (_name, tag, script) => {
      server.reset(gateway);
      const env = { GATEWAY_URL: server.url, WEBHOOK_BODY: JSON.stringify(upsert) };
      const run = await spawnNode(at(script), [], { env, cwd: root }).exited;
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout.trim().split('\n')).toEqual([
        `${tag}: restarted {"count":0} (profile ${pkg['x-gateway-version']})`,
        `${tag}: webhook none`,
        `${tag}: 404 is one GatewayError: true`,
        `${tag}: messages.upsert from ${upsert.data.key.remoteJid}`,
        `${tag}: webhook payload: /instance is required`,
      ]);
      expect(server.seen.map((r) => [r.method, r.url])).toEqual([
        ['POST', '/instance/restart/my-instance'],
        ['GET', '/webhook/find/my-instance'],
        ['GET', '/instance/connectionState/missing'],
      ]);
    },
  );

  it('type-check in TypeScript, CommonJS (module node16) and ESM, each against its own declarations', () => {
    const tsc = require.resolve('typescript/bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '-p', at('test/consumers/tsconfig.json'), '--pretty', 'false', '--listFiles'], {
      encoding: 'utf8',
      cwd: root,
    });
    const files = run.stdout.split('\n');
    expect(files.filter((line) => /error TS/.test(line)).join('\n') + run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const file of Object.values(ENTRIES)) {
      expect(files).toContain(at(`dist/cjs/${file}.d.ts`));
      expect(files).toContain(at(`dist/${file}.d.ts`));
    }
  });
});

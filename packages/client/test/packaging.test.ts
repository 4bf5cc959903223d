// The package as its users get it: packed with `npm pack` and installed, beside the dependencies
// it declares (openapi-fetch alone) and nothing else, into a project outside the repository
// (scripts/install-packed.js). Through each of its three entries (the contract's client, the
// evolution-2.1.1 client, the webhooks), require() from CommonJS and import from ES modules each
// reach their own build and call a real local server; TypeScript consumers type-check against the
// matching declarations under `module: node16` and under NestJS's default tsconfig (`commonjs`,
// i.e. Node10 resolution, which reads no `exports`), whose compiled output runs too. Needs
// `npm run build` first (turbo runs it).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnNode } from '@msg-gateway/test-utils/processes';
import { type Behaviour, json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPacked } from '../scripts/install-packed.js';
import { profileNames } from '../scripts/profiles.js';

const require = createRequire(import.meta.url);
const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const pkg = JSON.parse(readFileSync(at('package.json'), 'utf8'));

/** Every entry (the contract's client, each profile's, the webhooks) and its file in dist/. */
const ENTRIES: Record<string, string> = {
  '.': 'index',
  ...Object.fromEntries(profileNames().map((profile) => [`./${profile}`, profile])),
  './webhooks': 'webhooks/index',
};

let server: TestServer;
let installed: ReturnType<typeof installPacked>;
/** The installed package's folder and the consumers' folder in the installed project. */
let client: string;
let consumers: string;

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
/** A delivery of 2.1.1 the consumers parse with the profile entry's parser: the profile's SEND_MESSAGE example. */
const sent = JSON.parse(readFileSync(require.resolve('@msg-gateway/openapi/evolution-2.1.1/openapi.json'), 'utf8')).components.examples
  .SendMessage.value;
/** A webhook delivery the consumers parse: the contract's first MESSAGES_UPSERT example. */
const upsert = JSON.parse(readFileSync(require.resolve('@msg-gateway/openapi/openapi.json'), 'utf8')).components.examples.MessagesUpsert
  .value;

/** Runs tsc on a consumer tsconfig of the installed project, with @types/node from the repository; `files` in place of its own. */
function typeCheck(config: string, extra: Record<string, unknown> = {}, files?: string[]) {
  const typeRoots = [dirname(dirname(require.resolve('@types/node/package.json')))];
  const wrapper = join(installed.project, `tsconfig.${config}`);
  writeFileSync(
    wrapper,
    JSON.stringify({
      extends: `./consumers/${config}`,
      compilerOptions: { typeRoots, types: ['node'], ...extra },
      ...(files ? { files: files.map((file) => `./consumers/${file}`) } : {}),
    }),
  );
  const tsc = require.resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', wrapper, '--pretty', 'false', '--listFiles'], {
    encoding: 'utf8',
    cwd: installed.project,
  });
  return {
    errors:
      run.stdout
        .split('\n')
        .filter((line) => /error TS/.test(line))
        .join('\n') + run.stderr,
    status: run.status,
    files: run.stdout.split('\n'),
  };
}

beforeAll(async () => {
  if (!existsSync(at('dist/index.js')) || !existsSync(at('dist/cjs/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build -w @msg-gateway/client` first');
  }
  installed = installPacked();
  client = join(installed.nodeModules, '@msg-gateway/client');
  consumers = join(installed.project, 'consumers');
  cpSync(at('test/consumers'), consumers, { recursive: true });
  // A consumer of every entry's types (the profiles' entries are read from @msg-gateway/openapi).
  const imports = Object.keys(ENTRIES).map((entry, i) => `import type * as entry${i} from '@msg-gateway/client${entry.slice(1)}';`);
  const every = `${imports.join('\n')}\nexport type EveryEntry = [${imports.map((_, i) => `typeof entry${i}`).join(', ')}];\n`;
  for (const ext of ['mts', 'cts', 'ts']) writeFileSync(join(consumers, `every-entry.${ext}`), every);
  server = await startTestServer(gateway);
}, 60_000);
afterAll(async () => {
  await server?.close();
  installed?.remove();
});

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
    expect(pkg.sideEffects).toBe(false);
  });

  it('gives resolvers that read no `exports` (Node10: TypeScript\'s "module": "commonjs") the CommonJS build of every entry', () => {
    expect([pkg.main, pkg.types]).toEqual(['./dist/cjs/index.js', './dist/cjs/index.d.ts']);
    expect(pkg.typesVersions).toEqual({
      '*': Object.fromEntries(
        Object.entries(ENTRIES).flatMap(([entry, file]) => (entry === '.' ? [] : [[entry.slice(2), [`./dist/cjs/${file}.d.ts`]]])),
      ),
    });
    for (const target of [pkg.main, pkg.types, ...Object.values(pkg.typesVersions['*']).flat()]) {
      expect(existsSync(at(String(target))), String(target)).toBe(true);
    }
  });

  it('marks dist/cjs as CommonJS', () => {
    expect(JSON.parse(readFileSync(at('dist/cjs/package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
  });
});

describe('installed from its tarball beside openapi-fetch alone', () => {
  it('brings openapi-fetch (and its one dependency) and nothing else', () => {
    expect(readdirSync(installed.nodeModules).sort()).toEqual(['@msg-gateway', 'openapi-fetch', 'openapi-typescript-helpers']);
    expect(readdirSync(join(installed.nodeModules, '@msg-gateway'))).toEqual(['client']);
  });

  it('has no file that imports, requires or references @msg-gateway/openapi', () => {
    const files = readdirSync(join(client, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|d\.ts)$/.test(f));
    expect(files.length).toBeGreaterThan(40);
    const names = /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*|<reference\s+(?:types|path)=)["']@msg-gateway\/openapi/;
    expect(files.filter((f) => names.test(readFileSync(join(client, 'dist', f), 'utf8')))).toEqual([]);
  });

  it.each(Object.entries(ENTRIES))('resolves require() of %s to dist/cjs', (entry, file) => {
    const specifier = `@msg-gateway/client${entry.slice(1)}`;
    const from = createRequire(join(installed.project, 'index.js'));
    expect(from.resolve(specifier)).toBe(join(client, `dist/cjs/${file}.js`));
  });

  it.each([
    ['CommonJS (require)', 'cjs', 'require.cjs'],
    ['ES module (import)', 'esm', 'import.mjs'],
  ])('a script loading it as %s calls the gateway', async (_name, tag, script) => {
    server.reset(gateway);
    const run = await spawnNode(join(consumers, script), [], { env: { GATEWAY_URL: server.url }, cwd: installed.project }).exited;
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
    ['CommonJS (require)', 'cjs', 'entries.cjs'],
    ['ES module (import)', 'esm', 'entries.mjs'],
  ])(
    'a script loading the evolution-2.1.1 and webhooks entries as %s calls the gateway and parses deliveries, each with its parser',
    async (_name, tag, script) => {
      server.reset(gateway);
      const env = { GATEWAY_URL: server.url, WEBHOOK_BODY: JSON.stringify(upsert), PROFILE_WEBHOOK_BODY: JSON.stringify(sent) };
      const run = await spawnNode(join(consumers, script), [], { env, cwd: installed.project }).exited;
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout.trim().split('\n')).toEqual([
        `${tag}: restarted {"count":0} (profile ${pkg['x-gateway-version']})`,
        `${tag}: webhook none`,
        `${tag}: 404 is one GatewayError: true`,
        `${tag}: messages.upsert from ${upsert.data.key.remoteJid}`,
        `${tag}: send.message at ${sent.data.messageTimestamp} (the profile's parser)`,
        `${tag}: the contract's parser: webhook payload: /data/status is required`,
        `${tag}: webhook payload: /instance is required`,
      ]);
      expect(server.seen.map((r) => [r.method, r.url])).toEqual([
        ['POST', '/instance/restart/my-instance'],
        ['GET', '/webhook/find/my-instance'],
        ['GET', '/instance/connectionState/missing'],
      ]);
    },
  );

  it('type-checks in TypeScript, CommonJS (module node16) and ESM, each against its own declarations', () => {
    const { errors, status, files } = typeCheck('tsconfig.json');
    expect(errors).toBe('');
    expect(status).toBe(0);
    for (const file of Object.values(ENTRIES)) {
      expect(files).toContain(join(client, `dist/cjs/${file}.d.ts`));
      expect(files).toContain(join(client, `dist/${file}.d.ts`));
    }
  });

  it('type-checks and runs under NestJS\'s default tsconfig ("module": "commonjs"), every entry resolved to its CommonJS declarations', async () => {
    const out = join(installed.project, 'nest-dist');
    const { errors, status, files } = typeCheck('tsconfig.nestjs.json', { outDir: out }, ['nestjs.ts', 'every-entry.ts']);
    expect(errors).toBe('');
    expect(status).toBe(0);
    for (const file of Object.values(ENTRIES)) {
      expect(files).toContain(join(client, `dist/cjs/${file}.d.ts`));
      expect(files).not.toContain(join(client, `dist/${file}.d.ts`));
    }
    server.reset(gateway);
    const env = { GATEWAY_URL: server.url, WEBHOOK_BODY: JSON.stringify(upsert) };
    const run = await spawnNode(join(out, 'nestjs.js'), [], { env, cwd: installed.project }).exited;
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n')).toEqual([
      'nestjs: my-instance is open',
      `nestjs: webhook none (profile ${pkg['x-gateway-version']})`,
      'nestjs: 404 The "missing" instance does not exist',
      `nestjs: messages.upsert from ${upsert.data.key.remoteJid}`,
    ]);
  });
});

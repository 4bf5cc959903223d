// What consumers get from npm: the packed tarballs hold what they need and nothing they don't, the
// packed packages work together (the packed client against the packed mock, on a port the OS
// picks, from ESM and from CommonJS), and the packed mock, installed alone, is small and works.
// @ts-check
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnNode } from '@msg-gateway/test-utils/processes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishablePackages } from '../packages.js';
import { tarballLockfile } from '../tarball-lockfile.js';
import { repoRoot } from '../workspaces.js';

/** @param {string[]} args @param {import('node:child_process').ExecFileSyncOptions} [options] */
const npm = (args, options = {}) =>
  String(execFileSync('npm', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options }));

/** @type {Record<string, string[]>} */
const REQUIRED = {
  '@msg-gateway/openapi': [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    'dist/openapi.json',
    'dist/openapi.yaml',
    'dist/openapi.deref.json',
    'lib/walk.js',
    'lib/walk.d.ts',
    'lib/validate.js',
    'lib/redact.js',
  ],
  '@msg-gateway/client': [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/cjs/index.js',
    'dist/cjs/index.d.ts',
    'dist/cjs/package.json',
    'dist/generated/openapi.gen.d.ts',
  ],
  '@msg-gateway/mock': [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    'bin/msg-gateway-mock.js',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/cli.js',
    'dist/THIRD-PARTY-NOTICES.txt',
  ],
  '@msg-gateway/contract': [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    'bin/msg-gateway-contract.js',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/dredd/hooks.cjs',
    'dist/dredd/child.cjs',
  ],
};
// Tests, fixtures, benches, sources, caches and build configuration never ship.
const FORBIDDEN = [
  /(^|\/)test\//,
  /\.test\.[cm]?[jt]s$/,
  /(^|\/)fixtures?\//,
  /(^|\/)bench\//,
  /(^|\/)src\//,
  /\.vitest-results/,
  /\.turbo/,
  /node_modules/,
  /vitest\.config/,
  /tsconfig.*\.json$/,
  /(^|\/)\.dist-tmp\//,
  /(^|\/)\.tools\//,
  /(^|\/)metafile\.json$/,
];
// A bundle's chunks are imported by its entries only: they have no declarations of their own.
const CHUNKS = /^dist\/chunks\//;

// Every package is packed once, by one `npm pack` of all four, before the first check: each
// describe below reads its tarballs (or the files npm listed in them) instead of packing again.
const packDir = mkdtempSync(join(tmpdir(), 'msg-gateway-packed-'));
/** @type {Map<string, { tarball: string, files: string[] }>} */
const packed = new Map();
beforeAll(() => {
  const args = ['pack', '--json', '--pack-destination', packDir];
  for (const name of Object.keys(REQUIRED)) args.push('--workspace', name);
  for (const { name, filename, files } of JSON.parse(npm(args))) {
    packed.set(name, { tarball: join(packDir, filename), files: files.map((/** @type {{path: string}} */ f) => f.path) });
  }
  expect([...packed.keys()].sort()).toEqual(Object.keys(REQUIRED).sort());
}, 300_000);
afterAll(() => rmSync(packDir, { recursive: true, force: true }));

/** The tarball of `name`, packed once above. @param {string} name */
const tarballOf = (name) => {
  const found = packed.get(name);
  if (!found) throw new Error(`${name} was not packed`);
  return found.tarball;
};
/** Copies the tarballs of `names` into `dir`; their `file:` specs relative to its parent, by name. @param {string} dir @param {string[]} names */
const copyTarballs = (dir, names) => {
  mkdirSync(dir, { recursive: true });
  /** @type {Record<string, string>} */
  const specs = {};
  for (const name of names) {
    const file = tarballOf(name).slice(packDir.length + 1);
    copyFileSync(tarballOf(name), join(dir, file));
    specs[name] = `file:tarballs/${file}`;
  }
  return specs;
};

describe.each(Object.keys(REQUIRED))('npm pack %s', (name) => {
  const files = () => packed.get(name)?.files ?? [];

  it('contains what consumers need, type declarations included', () => {
    for (const file of REQUIRED[name] ?? []) expect(files(), `${name} lacks ${file}`).toContain(file);
    const js = files().filter((f) => /^(dist|lib)\/.*\.js$/.test(f) && !CHUNKS.test(f));
    expect(js.length).toBeGreaterThan(0);
    for (const file of js) expect(files(), `${file} has no declaration`).toContain(file.replace(/\.js$/, '.d.ts'));
  });

  it('contains every docs/ page its README links', () => {
    const found = publishablePackages().find(({ pkg }) => pkg.name === name);
    if (!found) throw new Error(`${name} is not a publishable workspace`);
    const readme = readFileSync(join(found.dir, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\((docs\/[^)#\s]+)/g)].map((m) => m[1] ?? '');
    for (const page of new Set(linked)) expect(files(), `${name} lacks ${page}, which its README links`).toContain(page);
  });

  it('contains no tests, fixtures, benches, sources, caches or build configs', () => {
    expect(files().filter((f) => FORBIDDEN.some((re) => re.test(f)))).toEqual([]);
  });

  it('declares bins that exist in the tarball and start with a shebang', () => {
    const found = publishablePackages().find(({ pkg }) => pkg.name === name);
    if (!found) throw new Error(`${name} is not a publishable workspace`);
    const { dir, pkg } = found;
    for (const bin of Object.values(pkg.bin ?? {})) {
      const file = String(bin).replace(/^\.\//, '');
      expect(files()).toContain(file);
      expect(readFileSync(join(dir, file), 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
    }
  });
});

describe('the packed tarballs, as publint and attw see them', () => {
  // publint: what package.json promises (exports, types, files) exists in the tarball and agrees.
  // @arethetypeswrong/cli: every code entry point resolves to JavaScript and types that agree, for
  // node16 (ESM and CommonJS), bundlers and node10. The client ships CommonJS too and is held to all
  // of them ("strict"); the others are ESM only ("esm-only": a require() of them is not supported).
  // Entry points that are data (a description, an overlay) are not modules and are left out.
  const tarballs = { get: tarballOf };
  const bin = (/** @type {string} */ name) => join(repoRoot, 'node_modules', '.bin', name);

  /** @param {string} command @param {string[]} args */
  const run = (command, args) => {
    try {
      return { code: 0, out: String(execFileSync(bin(command), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) };
    } catch (error) {
      const failed = /** @type {{ status?: number, stdout?: string, stderr?: string }} */ (error);
      return { code: failed.status ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  };

  it.each(Object.keys(REQUIRED))('%s passes publint', (name) => {
    const result = run('publint', ['run', String(tarballs.get(name)), '--strict']);
    expect(result.out).toMatch(/All good!/);
    expect(result.code, result.out).toBe(0);
  });

  it.each(Object.keys(REQUIRED))('%s passes @arethetypeswrong/cli', (name) => {
    const found = publishablePackages().find(({ pkg }) => pkg.name === name);
    if (!found) throw new Error(`${name} is not a publishable workspace`);
    const exportsMap = /** @type {Record<string, unknown>} */ (found.pkg.exports ?? {});
    const code = Object.keys(exportsMap).filter((entry) => !/\.(json|ya?ml)$/.test(entry));
    const profile = name === '@msg-gateway/client' ? 'strict' : 'esm-only';
    const result = run('attw', [
      String(tarballs.get(name)),
      '--profile',
      profile,
      '--format',
      'ascii',
      '--no-color',
      '--entrypoints',
      ...code,
    ]);
    expect(result.code, result.out).toBe(0);
  });

  it('fails a package that promises CommonJS it does not ship (the check can fail)', () => {
    const mock = run('attw', [
      String(tarballs.get('@msg-gateway/mock')),
      '--profile',
      'strict',
      '--format',
      'ascii',
      '--no-color',
      '--entrypoints',
      '.',
    ]);
    expect(mock.code).toBe(1);
    expect(mock.out).toMatch(/ESM \(dynamic import only\)/);
  });
});

describe('the packed packages installed into an empty project', () => {
  // The project lives under the repository so that third-party dependencies (openapi-fetch, ajv)
  // resolve from the workspace's node_modules: tests run offline, and npm cannot resolve registry
  // packages without the network. Our own four packages come only from the tarballs.
  const project = join(repoRoot, '.pack-e2e', `run-${process.pid}`);
  /** @type {import('@msg-gateway/test-utils/processes').CliRun | undefined} */
  let mock;

  beforeAll(() => {
    rmSync(project, { recursive: true, force: true });
    for (const name of Object.keys(REQUIRED)) {
      const dest = join(project, 'node_modules', name);
      mkdirSync(dest, { recursive: true });
      execFileSync('tar', ['-xzf', tarballOf(name), '-C', dest, '--strip-components=1']);
    }
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  });

  afterAll(async () => {
    if (mock && mock.child.exitCode === null) {
      mock.child.kill('SIGTERM');
      await mock.exited;
    }
    rmSync(project, { recursive: true, force: true });
  });

  it('runs the packed client (ESM and CommonJS) against the packed mock, which serves the packed spec', async () => {
    mock = spawnNode(join(project, 'node_modules/@msg-gateway/mock/bin/msg-gateway-mock.js'), ['--port', '0'], {
      cwd: project,
      drop: /^(PORT|HOST|npm_)/,
    });
    const line = await mock.ready(/ on http:\/\/127\.0\.0\.1:\d+/);
    const url = line.match(/ on (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    expect(url).toBeDefined();

    writeFileSync(
      join(project, 'consumer.js'),
      `import { createGatewayClient, GATEWAY_VERSION } from '@msg-gateway/client';
const gw = createGatewayClient({ baseUrl: process.argv[2], apiKey: 'consumer-key' });
const state = await gw.instance.connectionState('my-instance');
const info = await gw.information();
console.log(JSON.stringify({ GATEWAY_VERSION, state, version: info.version }));`,
    );
    writeFileSync(
      join(project, 'consumer.cjs'),
      `const { createGatewayClient } = require('@msg-gateway/client');
createGatewayClient({ baseUrl: process.argv[2], apiKey: 'consumer-key' }).instance.connectionState('my-instance').then((s) => console.log(JSON.stringify(s)));`,
    );
    const expected = { instance: { instanceName: 'my-instance', state: 'open' } };
    const esm = execFileSync(process.execPath, ['consumer.js', String(url)], { cwd: project, encoding: 'utf8' });
    expect(JSON.parse(esm)).toEqual({ GATEWAY_VERSION: '2.1.1', state: expected, version: '2.1.1' });
    expect(JSON.parse(execFileSync(process.execPath, ['consumer.cjs', String(url)], { cwd: project, encoding: 'utf8' }))).toEqual(expected);

    const resolved = execFileSync(process.execPath, ['-e', "console.log(require.resolve('@msg-gateway/openapi/openapi.json'))"], {
      cwd: project,
      encoding: 'utf8',
    }).trim();
    expect(resolved.startsWith(join(project, 'node_modules'))).toBe(true);
  });
});

describe('the packed mock installed alone, outside the repository', () => {
  // What `npm install @msg-gateway/mock` gives a user: the tarballs of the mock and of the one package
  // it depends on, their dependencies at the versions the repository's lockfile pins, installed by
  // `npm ci --offline` (from the npm cache that `npm ci` in the repository filled) into an empty
  // folder outside the repository, where no workspace node_modules stands in for what the bundle lacks.
  const MAX_DISK_BYTES = 60 * 1024 * 1024;
  const project = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-install-'));
  const installed = join(project, 'node_modules', '@msg-gateway', 'mock');

  beforeAll(() => {
    const tarballs = copyTarballs(join(project, 'tarballs'), ['@msg-gateway/openapi', '@msg-gateway/mock']);
    const registry = npm(['config', 'get', 'registry']).trim().replace(/\/?$/, '/');
    const lock = tarballLockfile(JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')).packages, tarballs, registry);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, dependencies: tarballs }));
    writeFileSync(join(project, 'package-lock.json'), JSON.stringify(lock));
    npm(['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: project });
  });

  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('takes at most 60 MB on disk, as du counts it', () => {
    const used = diskUsage(join(project, 'node_modules'));
    expect(used).toBeGreaterThan(1024 * 1024); // the two packages at least: the count sees them
    expect(used, `the installed mock takes ${(used / 1024 / 1024).toFixed(1)} MB`).toBeLessThanOrEqual(MAX_DISK_BYTES);
  });

  it('ships the licence notices of what it bundles', () => {
    const notices = readFileSync(join(installed, 'dist', 'THIRD-PARTY-NOTICES.txt'), 'utf8');
    expect(notices).toMatch(/^@msg-gateway\/mock \S+ bundles the third-party packages below/);
    expect(notices).toContain('@stoplight/prism-http ');
    expect(existsSync(join(installed, 'dist', 'metafile.json'))).toBe(false);
  });

  it('answers from the install alone (Prism comes from the bundle)', async () => {
    expect(existsSync(join(project, 'node_modules', '@stoplight'))).toBe(false);
    const mock = spawnNode(join(installed, 'bin', 'msg-gateway-mock.js'), ['--port', '0', '--dynamic'], {
      cwd: project,
      drop: /^(PORT|HOST|npm_)/,
    });
    try {
      const url = (await mock.ready(/ on http:\/\/127\.0\.0\.1:\d+/)).match(/ on (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      const res = await fetch(`${url}/instance/connectionState/shop`, { headers: { apikey: 'consumer-key' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ instance: { instanceName: 'shop' } });
    } finally {
      mock.child.kill('SIGTERM');
      await mock.exited;
    }
  });
});

describe("the READMEs' code generation, on the packed @msg-gateway/openapi installed in an empty folder", () => {
  // The commands are read from the READMEs, not copied: the root README's sh block that runs
  // openapi-typescript (its `npm i` line says what to install, each `npx` line is run as written) and
  // the command openapi/README.md gives. The install is what a user's `npm i` gives, offline: the
  // tarball of @msg-gateway/openapi and, at the versions the repository's lockfile pins, the registry
  // packages the `npm i` line names (openapi-typescript), by `npm ci --offline` from the npm cache
  // that `npm ci` in the repository filled, into a folder outside the repository.
  const rootReadme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const block =
    [...rootReadme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').find((b) => b.includes('npx openapi-typescript')) ?? '';
  const lines = block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
  const install = lines.find((line) => line.startsWith('npm i')) ?? '';
  const commands = lines.filter((line) => line.startsWith('npx openapi-typescript'));
  const openapiReadme = readFileSync(join(repoRoot, 'openapi', 'README.md'), 'utf8');
  const openapiCommands = [...openapiReadme.matchAll(/`(npx openapi-typescript [^`]+)`/g)].map((m) => m[1] ?? '');
  const project = mkdtempSync(join(tmpdir(), 'msg-gateway-codegen-'));

  beforeAll(() => {
    const packages = install.split(/\s+/).filter((word) => !/^(npm|i|install|-D|--save-dev)$/.test(word));
    expect(packages).toContain('@msg-gateway/openapi');
    const tarballs = copyTarballs(join(project, 'tarballs'), ['@msg-gateway/openapi']);
    const registry = npm(['config', 'get', 'registry']).trim().replace(/\/?$/, '/');
    const others = packages.filter((name) => name !== '@msg-gateway/openapi');
    const lock = tarballLockfile(
      JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')).packages,
      tarballs,
      registry,
      others,
    );
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({
        name: 'consumer',
        private: true,
        dependencies: /** @type {{ dependencies: object }} */ (lock.packages['']).dependencies,
      }),
    );
    writeFileSync(join(project, 'package-lock.json'), JSON.stringify(lock));
    npm(['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: project });
  }, 300_000);

  afterAll(() => rmSync(project, { recursive: true, force: true }));

  /** Runs a README command in the project as a shell would; returns its output. @param {string} command */
  const run = (command) =>
    String(
      execFileSync('sh', ['-c', command], {
        cwd: project,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, npm_config_offline: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }),
    );

  /** The paths of the bundle a command names, read from the installed package. @param {string} command */
  const pathsOf = (command) => {
    const file = command.split(/\s+/)[2] ?? '';
    expect(file.startsWith('node_modules/@msg-gateway/openapi/'), file).toBe(true);
    return Object.keys(JSON.parse(readFileSync(join(project, file), 'utf8')).paths);
  };

  it('finds the commands: an install and one generation per description in the root README, one in openapi/README.md', () => {
    expect(install).toMatch(/^npm i /);
    expect(commands.length).toBeGreaterThanOrEqual(2);
    expect(openapiCommands.length).toBeGreaterThanOrEqual(1);
  });

  it.each([0, 1])(
    "runs the root README's generation %i and writes the types of every path of its description",
    (index) => {
      const command = commands[index] ?? '';
      const out = command.match(/-o\s+(\S+)/)?.[1] ?? '';
      expect(out).not.toBe('');
      run(command);
      const types = readFileSync(join(project, out), 'utf8');
      expect(types).toContain('export interface paths');
      for (const path of pathsOf(command)) expect(types, path).toContain(`"${path}"`);
    },
    120_000,
  );

  it("runs openapi/README.md's generation, which prints the types", () => {
    const command = openapiCommands[0] ?? '';
    const types = run(command);
    expect(types).toContain('export interface paths');
    for (const path of pathsOf(command)) expect(types, path).toContain(`"${path}"`);
  }, 120_000);

  it('fails on a path that is not in the tarball, as the READMEs once gave it (the check can fail)', () => {
    let output = '';
    try {
      run('npx openapi-typescript node_modules/@msg-gateway/openapi/evolution-2.1.1/openapi.json -o x.d.ts 2>&1');
    } catch (error) {
      output = String(/** @type {{ stdout?: unknown }} */ (error).stdout);
    }
    expect(output).toMatch(/ENOENT|no such file|not found/i);
  }, 120_000);
});

/** Bytes on disk under `dir`, as `du` counts them (blocks, each file once). @param {string} dir */
function diskUsage(dir) {
  const seen = new Set();
  /** @param {string} path @returns {number} */
  const walk = (path) => {
    const stat = lstatSync(path);
    if (seen.has(stat.ino)) return 0;
    seen.add(stat.ino);
    const own = stat.blocks * 512;
    return stat.isDirectory() ? own + readdirSync(path).reduce((sum, name) => sum + walk(join(path, name)), 0) : own;
  };
  return walk(dir);
}

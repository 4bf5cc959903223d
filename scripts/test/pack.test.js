// What consumers get from npm: the packed tarballs hold what they need and nothing they don't, and
// the packed packages work together (the packed client against the packed mock, on a free port).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@msg-gateway/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../workspaces.js';

const npm = (args, options = {}) =>
  execFileSync('npm', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

const REQUIRED = {
  '@msg-gateway/openapi': [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'dist/openapi.json',
    'dist/openapi.yaml',
    'dist/openapi.deref.json',
    'src/walk.js',
    'src/walk.d.ts',
    'deviations/evolution-2.1.1.yaml',
  ],
  '@msg-gateway/client': [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/errors.js',
    'dist/errors.d.ts',
    'dist/generated/openapi.gen.d.ts',
  ],
  '@msg-gateway/mock': ['package.json', 'README.md', 'CHANGELOG.md', 'bin/msg-gateway-mock.js', 'src/index.js', 'src/prism.js'],
  '@msg-gateway/contract': ['package.json', 'README.md', 'CHANGELOG.md', 'bin/msg-gateway-contract.js', 'src/index.js'],
};
// Tests, fixtures, benches, caches and build configuration never ship.
const FORBIDDEN = [
  /(^|\/)test\//,
  /\.test\.[cm]?[jt]s$/,
  /(^|\/)fixtures?\//,
  /(^|\/)bench\//,
  /\.vitest-results/,
  /\.turbo/,
  /node_modules/,
  /vitest\.config/,
  /tsconfig.*\.json$/,
  /(^|\/)\.dist-tmp\//,
];

const packed = new Map();
beforeAll(() => {
  for (const name of Object.keys(REQUIRED)) {
    const [info] = JSON.parse(npm(['pack', '--dry-run', '--json', '--workspace', name]));
    packed.set(
      name,
      info.files.map((f) => f.path),
    );
  }
});

describe.each(Object.keys(REQUIRED))('npm pack %s', (name) => {
  it('contains what consumers need', () => {
    const files = packed.get(name);
    for (const file of REQUIRED[name]) expect(files, `${name} lacks ${file}`).toContain(file);
  });

  it('contains no tests, fixtures, benches, caches or build configs', () => {
    const leaked = packed.get(name).filter((f) => FORBIDDEN.some((re) => re.test(f)));
    expect(leaked).toEqual([]);
  });

  it('declares bins that exist in the tarball and start with a shebang', () => {
    const dir = join(repoRoot, JSON.parse(npm(['query', `[name="${name}"]`]))[0].location);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const bin of Object.values(pkg.bin ?? {})) {
      const file = bin.replace(/^\.\//, '');
      expect(packed.get(name)).toContain(file);
      expect(readFileSync(join(dir, file), 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
    }
  });
});

describe('the packed packages installed into an empty project', () => {
  // The project lives under the repository so that third-party dependencies (openapi-fetch, Prism)
  // resolve from the workspace's node_modules: tests run offline, and npm cannot resolve registry
  // packages without the network. Our own four packages come only from the tarballs.
  const project = join(repoRoot, '.pack-e2e', `run-${process.pid}`);
  let mock;

  beforeAll(async () => {
    rmSync(project, { recursive: true, force: true });
    mkdirSync(join(project, 'tarballs'), { recursive: true });
    const args = ['pack', '--json', '--pack-destination', join(project, 'tarballs')];
    for (const name of Object.keys(REQUIRED)) args.push('--workspace', name);
    const tarballs = JSON.parse(npm(args));
    for (const { name, filename } of tarballs) {
      const dest = join(project, 'node_modules', name);
      mkdirSync(dest, { recursive: true });
      execFileSync('tar', ['-xzf', join(project, 'tarballs', filename), '-C', dest, '--strip-components=1']);
    }
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  });

  afterAll(async () => {
    if (mock && mock.exitCode === null) {
      mock.kill('SIGTERM');
      await new Promise((r) => mock.once('exit', r));
    }
    rmSync(project, { recursive: true, force: true });
  });

  it('runs the packed client against the packed mock', async () => {
    const port = await freePort();
    const bin = join(project, 'node_modules/@msg-gateway/mock/bin/msg-gateway-mock.js');
    mock = spawn(process.execPath, [bin, '--port', String(port)], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    mock.stdout.on('data', (c) => (output += c));
    mock.stderr.on('data', (c) => (output += c));
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`packed mock did not start:\n${output}`)), 30_000);
      mock.stdout.on('data', () => output.includes(`${port}`) && (clearTimeout(timer), resolve()));
      mock.once('exit', (code) => (clearTimeout(timer), reject(new Error(`packed mock exited ${code}:\n${output}`))));
    });
    // The mock must serve the packed spec, not the workspace's.
    expect(output).toContain(`127.0.0.1:${port}`);

    writeFileSync(
      join(project, 'consumer.js'),
      `import { createGatewayClient, GATEWAY_VERSION } from '@msg-gateway/client';
const gw = createGatewayClient({ baseUrl: process.argv[2], apiKey: 'consumer-key' });
const state = await gw.instance.connectionState('my-instance');
const info = await gw.information();
console.log(JSON.stringify({ GATEWAY_VERSION, state, version: info.version }));`,
    );
    const out = execFileSync(process.execPath, ['consumer.js', `http://127.0.0.1:${port}`], { cwd: project, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({
      GATEWAY_VERSION: '2.1.1',
      state: { instance: { instanceName: 'my-instance', state: 'open' } },
      version: '2.1.1',
    });

    const resolved = execFileSync(process.execPath, ['-e', "console.log(require.resolve('@msg-gateway/openapi/openapi.json'))"], {
      cwd: project,
      encoding: 'utf8',
    }).trim();
    expect(resolved.startsWith(join(project, 'node_modules'))).toBe(true);
    expect(existsSync(resolved)).toBe(true);
  });
});

// What consumers get from npm: the packed tarballs hold what they need and nothing they don't, and
// the packed packages work together (the packed client against the packed mock, on a port the OS
// picks, from ESM and from CommonJS).
// @ts-check
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnNode } from '@msg-gateway/test-utils/processes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishablePackages } from '../packages.js';
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
];

/** @type {Map<string, string[]>} */
const packed = new Map();
beforeAll(() => {
  for (const name of Object.keys(REQUIRED)) {
    const [info] = JSON.parse(npm(['pack', '--dry-run', '--json', '--workspace', name]));
    packed.set(
      name,
      info.files.map((/** @type {{path: string}} */ f) => f.path),
    );
  }
});

describe.each(Object.keys(REQUIRED))('npm pack %s', (name) => {
  const files = () => packed.get(name) ?? [];

  it('contains what consumers need, type declarations included', () => {
    for (const file of REQUIRED[name] ?? []) expect(files(), `${name} lacks ${file}`).toContain(file);
    const js = files().filter((f) => /^(dist|lib)\/.*\.js$/.test(f));
    expect(js.length).toBeGreaterThan(0);
    for (const file of js) expect(files(), `${file} has no declaration`).toContain(file.replace(/\.js$/, '.d.ts'));
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

describe('the packed packages installed into an empty project', () => {
  // The project lives under the repository so that third-party dependencies (openapi-fetch, Prism)
  // resolve from the workspace's node_modules: tests run offline, and npm cannot resolve registry
  // packages without the network. Our own four packages come only from the tarballs.
  const project = join(repoRoot, '.pack-e2e', `run-${process.pid}`);
  /** @type {import('@msg-gateway/test-utils/processes').CliRun | undefined} */
  let mock;

  beforeAll(() => {
    rmSync(project, { recursive: true, force: true });
    mkdirSync(join(project, 'tarballs'), { recursive: true });
    const args = ['pack', '--json', '--pack-destination', join(project, 'tarballs')];
    for (const name of Object.keys(REQUIRED)) args.push('--workspace', name);
    for (const { name, filename } of JSON.parse(npm(args))) {
      const dest = join(project, 'node_modules', name);
      mkdirSync(dest, { recursive: true });
      execFileSync('tar', ['-xzf', join(project, 'tarballs', filename), '-C', dest, '--strip-components=1']);
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

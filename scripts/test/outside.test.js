// The root README's path for projects outside the repository, run as written: `npm run pack:all`'s
// packing (scripts/pack-all.js) writes every package's tarball into one folder, the README's
// `npm install <clone>/dist-packages/*.tgz` line installs them together into an empty project
// outside the repository, and there a typed call of @msg-gateway/client/evolution-2.3.7 compiles
// under `tsc --strict` and runs against the installed mock serving the 2.3.7 profile. Offline: the
// project starts with the lockfile of what the tarballs need (scripts/tarball-lockfile.js), so npm
// takes the registry packages from the cache the repository's `npm ci` filled. The contract
// runner's tarball is taken out of the folder before the install: its Dredd needs registry
// packages (drafter.js) that the repository's own install never fetches, so no offline install
// has them; it is packed and checked with the others in test/pack.test.js.
// @ts-check
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { spawnNode } from '@msg-gateway/test-utils/processes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installLine, packAll } from '../pack-all.js';
import { publishablePackages } from '../packages.js';
import { tarballLockfile } from '../tarball-lockfile.js';
import { repoRoot } from '../workspaces.js';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('\n## Using it from outside the repository\n'));
const documented = /^npm install (\S+)\/dist-packages\/\*\.tgz$/m.exec(section);
const clone = mkdtempSync(join(tmpdir(), 'msg-gateway-outside-'));
const project = join(clone, 'your-project');
/** The one package whose dependencies no offline install has (see above). */
const OFFLINE_LESS = '@msg-gateway/contract';

/** @param {string} command @param {string} cwd */
const sh = (command, cwd) => String(execFileSync('sh', ['-c', command], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));

describe('a project outside the repository, installed by the documented path', () => {
  /** @type {ReturnType<typeof packAll>} */
  let tarballs = [];
  beforeAll(() => {
    tarballs = packAll({ dest: join(clone, 'dist-packages'), build: false });
    for (const { file } of tarballs.filter(({ name }) => name === OFFLINE_LESS)) rmSync(file);
    mkdirSync(project);
    const installed = tarballs.filter(({ name }) => name !== OFFLINE_LESS);
    const specs = Object.fromEntries(installed.map(({ name, file }) => [name, `file:${relative(project, file)}`]));
    const registry = sh('npm config get registry', repoRoot).trim().replace(/\/?$/, '/');
    const lock = tarballLockfile(JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')).packages, specs, registry);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: specs }));
    writeFileSync(join(project, 'package-lock.json'), JSON.stringify(lock));
    const install = String(documented?.[0]).replace(String(documented?.[1]), clone);
    sh(`${install} --offline --ignore-scripts --no-audit --no-fund`, project);
  }, 600_000);
  afterAll(() => rmSync(clone, { recursive: true, force: true }));

  it('the README gives the command that packs and the line that installs what it wrote', () => {
    expect(section).toMatch(/^npm ci && npm run pack:all\b/m);
    expect(documented?.[0]).toBe(installLine(`${documented?.[1]}/dist-packages`));
    expect(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts['pack:all']).toBe('node scripts/pack-all.js');
  });

  it('packs every publishable package into the one folder', () => {
    expect(tarballs.map(({ name }) => name).sort()).toEqual(
      publishablePackages()
        .map(({ pkg }) => pkg.name)
        .sort(),
    );
  });

  it('installs them together, each from its tarball (the mock finds the openapi it pins among them)', () => {
    const listed = JSON.parse(sh('npm ls --json --all --offline @msg-gateway/openapi', project));
    expect(listed.dependencies['@msg-gateway/mock'].dependencies['@msg-gateway/openapi'].version).toBe(
      listed.dependencies['@msg-gateway/openapi'].version,
    );
    expect(readFileSync(join(project, 'package-lock.json'), 'utf8')).not.toContain('registry.npmjs.org/@msg-gateway');
  });

  it('compiles a typed 2.3.7 call with tsc --strict and runs it against the installed mock', async () => {
    writeFileSync(
      join(project, 'bot.ts'),
      `import { createGatewayClient } from '@msg-gateway/client/evolution-2.3.7';
declare const process: { argv: string[] }; // no @types/node in this project
const gw = createGatewayClient({ baseUrl: process.argv[2] ?? '', apiKey: 'outside-key' });
const { version } = await gw.information();
const sent = await gw.message.sendText('my-instance', { number: '5511988887777', text: 'Your order has shipped' });
console.log(JSON.stringify({ version, remoteJid: sent.key.remoteJid }));
`,
    );
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const flags = ['--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2022,dom'];
    const compiled = spawnSync(process.execPath, [tsc, ...flags, 'bot.ts'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(`${compiled.stdout}${compiled.stderr}`).toBe('');
    expect(compiled.status).toBe(0);
    const mock = spawnNode(
      join(project, 'node_modules/@msg-gateway/mock/bin/msg-gateway-mock.js'),
      ['--port', '0', '--profile', 'evolution-2.3.7', '--ready-json'],
      {
        cwd: project,
        drop: /^(PORT|HOST|npm_|MOCK_)/,
      },
    );
    try {
      const { url } = JSON.parse(await mock.ready(/^\{/));
      const out = execFileSync(process.execPath, ['bot.js', url], { cwd: project, encoding: 'utf8' });
      expect(JSON.parse(out)).toEqual({ version: '2.3.7', remoteJid: '5511988887777@s.whatsapp.net' });
    } finally {
      mock.child.kill('SIGTERM');
      await mock.exited;
    }
  }, 120_000);
});

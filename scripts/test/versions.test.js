// One version for the whole toolkit, and the check that enforces it can fail.
// @ts-check
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { versionProblems } from '../check-versions.js';
import { publishablePackages, specGatewayVersion } from '../packages.js';
import { repoRoot } from '../workspaces.js';

const EXPECTED = ['@msg-gateway/openapi', '@msg-gateway/client', '@msg-gateway/mock', '@msg-gateway/contract'];

describe('one version for the whole toolkit', () => {
  it('finds the four publishable packages', () => {
    expect(
      publishablePackages()
        .map(({ pkg }) => pkg.name)
        .sort(),
    ).toEqual([...EXPECTED].sort());
  });

  it('has no version problems in the repository', () => {
    expect(versionProblems()).toEqual([]);
  });

  it('records the spec gateway version in every package.json', () => {
    const version = specGatewayVersion();
    expect(version).toBe('2.1.1');
    for (const { pkg } of publishablePackages()) expect(pkg['x-gateway-version'], pkg.name).toBe(version);
  });

  it('exports the spec gateway version as a constant from every package with code', async () => {
    const version = specGatewayVersion();
    const client = await import('@msg-gateway/client');
    const mock = await import('@msg-gateway/mock');
    const contract = await import('@msg-gateway/contract');
    expect(client.GATEWAY_VERSION).toBe(version);
    expect(mock.GATEWAY_VERSION).toBe(version);
    expect(contract.GATEWAY_VERSION).toBe(version);
  });

  describe('the check catches a package that disagrees', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'msg-gateway-versions-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    // A copy of just the files the check reads, so each case can break one thing.
    /** @param {string} name */
    function copyRepo(name) {
      const root = join(scratch, name);
      mkdirSync(root);
      for (const file of ['package.json', '.changeset/config.json', 'openapi/openapi.yaml']) {
        cpSync(join(repoRoot, file), join(root, file), { recursive: true });
      }
      for (const { rel } of publishablePackages()) cpSync(join(repoRoot, rel, 'package.json'), join(root, rel, 'package.json'));
      return root;
    }
    /** @param {string} file @param {(json: any) => void} change */
    const edit = (file, change) => {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      change(json);
      writeFileSync(file, JSON.stringify(json));
    };

    it('a clean copy passes', () => {
      expect(versionProblems(copyRepo('clean'))).toEqual([]);
    });

    it('a package with another version', () => {
      const root = copyRepo('version');
      edit(join(root, 'apps/mock/package.json'), (p) => (p.version = '9.9.9'));
      expect(versionProblems(root).join('\n')).toMatch(/disagree on the version.*@msg-gateway\/mock@9\.9\.9/);
    });

    it('an internal dependency that is not the exact version', () => {
      const root = copyRepo('range');
      edit(join(root, 'apps/contract/package.json'), (p) => (p.dependencies['@msg-gateway/openapi'] = `^${p.version}`));
      expect(versionProblems(root).join('\n')).toMatch(/@msg-gateway\/contract: dependencies\.@msg-gateway\/openapi/);
    });

    it('a package whose gateway version differs from the spec', () => {
      const root = copyRepo('gateway');
      edit(join(root, 'packages/client/package.json'), (p) => (p['x-gateway-version'] = '2.2.0'));
      expect(versionProblems(root).join('\n')).toMatch(/@msg-gateway\/client: x-gateway-version is 2\.2\.0/);
    });

    it('a package missing from the fixed group', () => {
      const root = copyRepo('fixed');
      edit(
        join(root, '.changeset/config.json'),
        (c) => (c.fixed = [c.fixed[0].filter((/** @type {string} */ n) => n !== '@msg-gateway/mock')]),
      );
      expect(versionProblems(root).join('\n')).toMatch(/fixed group lacks @msg-gateway\/mock/);
    });
  });
});

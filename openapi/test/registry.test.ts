// The registry of profiles: every folder profiles/<name>/ with a profile.yaml is a profile, and every
// list of profiles (the registry module, the package's exports and files, redocly.yaml's apis, the
// lint) is generated from the folders; a generated file that is stale fails here.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readRegistry } from '../scripts/registry.js';
import { lintedApis, registryOutputs } from '../scripts/registry-outputs.js';
import {
  getProfile,
  knownVersions,
  listProfiles,
  profileFile,
  profileForVersion,
  profileNames,
  UnknownProfileError,
} from '../src/profiles.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'registry-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of profiles/ (and the files the outputs rewrite) with `change` applied. */
function copyOf(change: (dir: string) => void): string {
  const dir = mkdtempSync(join(scratch, 'r-'));
  cpSync(join(root, 'profiles'), join(dir, 'profiles'), { recursive: true });
  change(dir);
  return dir;
}

describe('the registry of profiles', () => {
  const registry = readRegistry(root);

  it('lists each folder of profiles/ once, each after its base', () => {
    const names = registry.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [i, p] of registry.entries()) if (p.base !== 'contract') expect(names.indexOf(p.base)).toBeLessThan(i);
    expect(names).toContain('evolution-2.1.1');
  });

  it('chains each profile on its base: its overlays are its base overlays, then its own', () => {
    for (const p of registry) {
      const base = registry.find((b) => b.name === p.base);
      expect(p.overlays).toEqual([...(base?.overlays ?? []), p.overlay]);
    }
  });

  it('writes the module, package.json and redocly.yaml as they are committed (run npm run assemble when this fails)', () => {
    for (const [file, text] of Object.entries(registryOutputs(registry, root)))
      expect(readFileSync(join(root, file), 'utf8'), file).toBe(text);
  });

  it('exports and ships every profile, and lints every bundle and overlay', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    for (const p of registry) {
      expect(pkg.exports[`./${p.name}/openapi.json`]).toBe(`./dist/${p.name}/openapi.json`);
      expect(pkg.exports[`./${p.overlay}`]).toBe(`./${p.overlay}`);
      expect(pkg.files).toContain(`dist/${p.name}/`);
    }
    expect(lintedApis(registry)).toEqual(['contract', ...registry.flatMap((p) => [p.name, `${p.name}-overlay`])]);
  });

  it('finds a profile added as a folder, with nothing else edited', () => {
    const dir = copyOf((d) => {
      cpSync(join(d, 'profiles', 'evolution-2.1.1'), join(d, 'profiles', 'acme-9.9.9'), { recursive: true });
      const file = join(d, 'profiles', 'acme-9.9.9', 'profile.yaml');
      const text = readFileSync(file, 'utf8')
        .replace('title: evolution-2.1.1', 'title: acme-9.9.9')
        .replace('x-gateway-version: 2.1.1', 'x-gateway-version: 9.9.9');
      writeFileSync(file, text.replace('x-base: contract', 'x-base: evolution-2.1.1'));
    });
    const found = readRegistry(dir).find((p) => p.name === 'acme-9.9.9');
    expect(found).toMatchObject({
      gatewayVersion: '9.9.9',
      base: 'evolution-2.1.1',
      overlays: ['overlays/evolution-2.1.1.yaml', 'overlays/acme-9.9.9.yaml'],
    });
  });

  it('refuses a profile whose title is not its folder, or whose base is unknown, naming the file', () => {
    const renamed = copyOf((d) => cpSync(join(d, 'profiles', 'evolution-2.1.1'), join(d, 'profiles', 'other'), { recursive: true }));
    expect(() => readRegistry(renamed)).toThrow(/profiles\/other\/profile\.yaml: info\.title must be the folder's name, "other"/);
    const orphan = copyOf((d) => {
      const file = join(d, 'profiles', 'evolution-2.1.1', 'profile.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('x-base: contract', 'x-base: evolution-0.0.1'));
    });
    expect(() => readRegistry(orphan)).toThrow(/x-base "evolution-0\.0\.1" is neither contract nor a profile/);
  });
});

describe('@msg-gateway/openapi/profiles', () => {
  it('lists what the folders declare', () => {
    const registry = readRegistry(root);
    expect(profileNames()).toEqual(registry.map((p) => p.name));
    expect(knownVersions()).toEqual(registry.map((p) => p.gatewayVersion));
    for (const p of listProfiles()) {
      expect(p.bundle.json).toBe(`@msg-gateway/openapi/${p.name}/openapi.json`);
      expect(p.overlays.at(-1)).toBe(p.overlay);
    }
  });

  it('picks the profile of a gateway version, and none for a version no profile describes', () => {
    expect(profileForVersion('2.1.1')?.name).toBe('evolution-2.1.1');
    expect(profileForVersion(' 2.1.1\n')?.name).toBe('evolution-2.1.1');
    expect(profileForVersion('0.0.0')).toBeUndefined();
  });

  it('resolves a profile file to its place in this package', () => {
    const file = profileFile('evolution-2.1.1', 'json');
    expect(file).toBe(join(root, 'dist', 'evolution-2.1.1', 'openapi.json'));
    expect(JSON.parse(readFileSync(file, 'utf8')).info['x-profile']).toBe('evolution-2.1.1');
    expect(profileFile('evolution-2.1.1', 'overlay')).toBe(join(root, 'overlays', 'evolution-2.1.1.yaml'));
  });

  it('names the known profiles when asked for an unknown one', () => {
    expect(() => getProfile('evolution-9')).toThrow(UnknownProfileError);
    expect(() => getProfile('evolution-9')).toThrow(
      /"evolution-9" is not a profile of @msg-gateway\/openapi\. Profiles: evolution-2\.1\.1/,
    );
  });
});

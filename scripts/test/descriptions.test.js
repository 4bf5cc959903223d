// Every package treats the gateway releases alike in its `description` (what npm shows): it names no
// gateway version, or every profile's. One source: the registry of profiles (openapi/profiles/).
// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../openapi/scripts/registry.js';
import { publishablePackages } from '../packages.js';
import { repoRoot } from '../workspaces.js';

const versions = readRegistry().map((profile) => profile.gatewayVersion);
const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
const packages = [{ name: root.name, description: root.description }, ...publishablePackages().map(({ pkg }) => pkg)];

describe("the packages' descriptions", () => {
  it('finds two gateway versions at least', () => {
    expect(versions.length).toBeGreaterThanOrEqual(2);
  });

  it.each(packages)('$name names every gateway version or none', ({ description }) => {
    const named = versions.filter((version) => String(description).includes(version));
    expect(String(description).length).toBeGreaterThan(40);
    expect(named.length === 0 || named.length === versions.length, `${description} names ${named.join(', ')} only`).toBe(true);
  });
});

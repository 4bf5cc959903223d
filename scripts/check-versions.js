#!/usr/bin/env node
// Checks that the toolkit is versioned as one product: every publishable package has the same
// version, internal dependencies pin exactly that version, every package records the spec's
// gateway version (x-gateway-version), and the changesets `fixed` group lists every package.
// Exit 1 with one line per problem; run by the repository tests (`npm test`).
// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishablePackages, specGatewayVersion } from './packages.js';
import { repoRoot } from './workspaces.js';

export function versionProblems(root = repoRoot) {
  const packages = publishablePackages(root);
  const names = new Set(packages.map(({ pkg }) => pkg.name));
  const problems = [];

  const versions = new Set(packages.map(({ pkg }) => pkg.version));
  if (versions.size !== 1) {
    problems.push(`packages disagree on the version: ${packages.map(({ pkg }) => `${pkg.name}@${pkg.version}`).join(', ')}`);
  }
  const [version] = versions;

  const gatewayVersion = specGatewayVersion(root);
  for (const { pkg } of packages) {
    if (pkg['x-gateway-version'] !== gatewayVersion) {
      problems.push(
        `${pkg.name}: x-gateway-version is ${pkg['x-gateway-version']} but the spec's info.version is ${gatewayVersion} (run node scripts/sync-gateway-version.js)`,
      );
    }
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [dep, range] of Object.entries(pkg[field] ?? {})) {
        if (names.has(dep) && range !== version) {
          problems.push(`${pkg.name}: ${field}.${dep} is "${range}", expected exactly "${version}"`);
        }
      }
    }
  }

  const config = JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8'));
  /** @type {string[][]} */
  const groups = config.fixed ?? [];
  const fixed = groups.find((group) => group.some((name) => names.has(name))) ?? [];
  const missing = [...names].filter((name) => !fixed.includes(name));
  if (missing.length) problems.push(`.changeset/config.json: the fixed group lacks ${missing.join(', ')}`);

  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = versionProblems();
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
  console.log('versions: all packages agree');
}

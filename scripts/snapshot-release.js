#!/usr/bin/env node
// Records the spec just released as the baseline of the breaking-change gate: copies the bundled
// openapi/dist/openapi.json to openapi/released/ with the version it was released under. Run by
// `npm run release:publish` after a successful publish; commit the result with the release.
// @ts-check
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { specGatewayVersion } from './packages.js';
import { repoRoot } from './workspaces.js';

const released = join(repoRoot, 'openapi', 'released');
const { version } = JSON.parse(readFileSync(join(repoRoot, 'openapi', 'package.json'), 'utf8'));
mkdirSync(released, { recursive: true });
copyFileSync(join(repoRoot, 'openapi', 'dist', 'openapi.json'), join(released, 'openapi.json'));
writeFileSync(join(released, 'release.json'), `${JSON.stringify({ version, gatewayVersion: specGatewayVersion() }, null, 2)}\n`);
console.log(`openapi/released: snapshot of the ${version} spec (gateway ${specGatewayVersion()})`);

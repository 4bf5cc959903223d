#!/usr/bin/env node
// Stamps the gateway interface version — `info.version` of openapi/openapi.yaml, never typed by
// hand — into every publishable package.json as "x-gateway-version". Run after changing the spec's
// version (the release scripts run it); `scripts/check-versions.js` fails when a package disagrees.
// @ts-check
import { publishablePackages, specGatewayVersion, writePackageJson } from './packages.js';

const version = specGatewayVersion();
for (const { file, pkg } of publishablePackages()) {
  if (pkg['x-gateway-version'] === version) continue;
  pkg['x-gateway-version'] = version;
  writePackageJson(file, pkg);
  console.log(`${pkg.name}: x-gateway-version ${version}`);
}

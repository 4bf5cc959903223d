// The toolkit's version (all packages release together under one version) and the gateway
// interface version the contract describes (`x-gateway-version`, stamped from the spec's
// info.version by scripts/sync-gateway-version.js, never typed by hand).
import { createRequire } from 'node:module';

const pkg: { version: string; 'x-gateway-version': string } = createRequire(import.meta.url)('../package.json');

export const TOOLKIT_VERSION: string = pkg.version;
export const GATEWAY_VERSION: string = pkg['x-gateway-version'];

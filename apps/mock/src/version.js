// Versions, read from this package's package.json: "x-gateway-version" is the gateway interface
// version of the contract the mock serves, stamped by scripts/sync-gateway-version.js (never typed here).
import { createRequire } from 'node:module';

const pkg = createRequire(import.meta.url)('../package.json');

export const VERSION = pkg.version;
export const GATEWAY_VERSION = pkg['x-gateway-version'];

// The descriptions the mock can serve without --spec: the contract (the default) and the gateway
// profiles @msg-gateway/openapi ships (`<name>/openapi.json`, e.g. evolution-2.1.1: the real
// Evolution API 2.1.1 as an overlay on the contract). The list is read from that package's exports,
// so a profile added there is served here with no code change.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Names of the profiles @msg-gateway/openapi exports, e.g. ['evolution-2.1.1']. */
export function knownProfiles(): string[] {
  const pkg = require('@msg-gateway/openapi/package.json') as { exports?: Record<string, unknown> };
  return Object.keys(pkg.exports ?? {})
    .map((key) => /^\.\/([^/]+)\/openapi\.json$/.exec(key)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

/** Absolute path of a profile's bundle. Throws for a name knownProfiles() does not list. */
export function profileSpecPath(name: string): string {
  if (!knownProfiles().includes(name)) throw new Error(unknownProfileMessage(name));
  return require.resolve(`@msg-gateway/openapi/${name}/openapi.json`);
}

export function unknownProfileMessage(name: string): string {
  const known = knownProfiles();
  return `Unknown profile "${name}". Known profiles: ${known.length > 0 ? known.join(', ') : '(none)'}; without a profile the mock serves the contract.`;
}

/** How a profile is named to people: "evolution-2.1.1" → "Evolution API 2.1.1 profile". */
export function profileTitle(name: string): string {
  const evolution = /^evolution-(.+)$/.exec(name);
  return `${evolution ? `Evolution API ${evolution[1]}` : name} profile`;
}

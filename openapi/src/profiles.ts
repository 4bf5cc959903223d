// The registry of gateway profiles this package ships, for the tools that offer a choice of them
// (the mock's --profile, the contract runner's --profile and --profile auto, the client generator).
// It is generated from the folders openapi/profiles/<name>/ (one per profile), so a profile added
// there is listed here, and by every tool that reads this module, with no other edit.
import { fileURLToPath } from 'node:url';
import { PROFILE_ENTRIES } from './generated/profiles.js';

export interface GatewayProfile {
  /** The profile's name, e.g. `evolution-2.3.7`. */
  readonly name: string;
  /** The gateway release it describes, as the gateway's `GET /` says `version` (`2.3.7`). */
  readonly gatewayVersion: string;
  /** What its overlay applies to: `contract`, or the name of another profile (`evolution-2.1.1`). */
  readonly base: string;
  /** The source its facts were read from (`evolution-api@cd800f29 (…)`). */
  readonly source: string;
  /** Its overlay, as a package subpath (`@msg-gateway/openapi/overlays/evolution-2.3.7.yaml`). */
  readonly overlay: string;
  /** The overlays that turn the contract into it, in order (its base's first), as package subpaths. */
  readonly overlays: readonly string[];
  /** Its bundles and deviations, as package subpaths (`@msg-gateway/openapi/evolution-2.3.7/openapi.json` …). */
  readonly bundle: { readonly json: string; readonly yaml: string; readonly deref: string; readonly deviations: string };
}

/** A profile name or version the registry does not know; the message lists the ones it does. */
export class UnknownProfileError extends Error {
  override readonly name = 'UnknownProfileError';
}

const PACKAGE = '@msg-gateway/openapi';

const REGISTRY: readonly GatewayProfile[] = PROFILE_ENTRIES.map((entry) => ({
  name: entry.name,
  gatewayVersion: entry.gatewayVersion,
  base: entry.base,
  source: entry.source,
  overlay: `${PACKAGE}/${entry.overlay}`,
  overlays: entry.overlays.map((file) => `${PACKAGE}/${file}`),
  bundle: {
    json: `${PACKAGE}/${entry.name}/openapi.json`,
    yaml: `${PACKAGE}/${entry.name}/openapi.yaml`,
    deref: `${PACKAGE}/${entry.name}/openapi.deref.json`,
    deviations: `${PACKAGE}/${entry.name}/deviations.json`,
  },
}));

/** Every profile, each after its base. */
export function listProfiles(): readonly GatewayProfile[] {
  return REGISTRY;
}

/** The profiles' names, e.g. `['evolution-2.1.1', 'evolution-2.3.7']`. */
export function profileNames(): string[] {
  return REGISTRY.map((p) => p.name);
}

/** The profile of that name; an UnknownProfileError naming the known ones otherwise. */
export function getProfile(name: string): GatewayProfile {
  const found = REGISTRY.find((p) => p.name === name);
  if (!found) throw new UnknownProfileError(`"${name}" is not a profile of @msg-gateway/openapi. Profiles: ${profileNames().join(', ')}.`);
  return found;
}

/**
 * The profile that describes a gateway whose `GET /` answers this `version` (exact release match),
 * or undefined; knownVersions() says which versions have one.
 */
export function profileForVersion(version: string): GatewayProfile | undefined {
  return REGISTRY.find((p) => p.gatewayVersion === version.trim());
}

/** The gateway versions some profile describes, e.g. `['2.1.1', '2.3.7']`. */
export function knownVersions(): string[] {
  return REGISTRY.map((p) => p.gatewayVersion);
}

/**
 * Absolute path of one of a profile's files in this package: its bundle (`json`, `yaml`, `deref`),
 * its `deviations`, or its `overlay`.
 */
export function profileFile(name: string, kind: 'json' | 'yaml' | 'deref' | 'deviations' | 'overlay' = 'json'): string {
  const profile = getProfile(name);
  const subpath = kind === 'overlay' ? profile.overlay : profile.bundle[kind];
  const relative = kind === 'overlay' ? subpath.slice(PACKAGE.length + 1) : `dist/${subpath.slice(PACKAGE.length + 1)}`;
  return fileURLToPath(new URL(`../${relative}`, import.meta.url));
}

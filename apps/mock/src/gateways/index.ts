// The gateway homes, one folder per gateway version (gateways/<profile>/, each exporting its `home`),
// and the one place a served description finds its home: along its profile chain. The chain of a
// profile is the profile, then its base, then that base's base … down to the contract, as
// @msg-gateway/openapi's registry says (openapi/profiles/<name>/profile.yaml, `x-base`); a profile the
// registry does not list names its base in its own document (`info.x-profile-base`). The first home
// found along the chain serves the description; a chain that reaches none is an UnknownGatewayError,
// which the mock's start reports (MockStartError GATEWAY, the CLI's exit 2) saying which folder to add.
//
// A description without `info.x-profile` is the contract, or a team's own description written after
// it: the contract is Evolution API 2.1.1's interface document (its info.summary; the evolution-2.1.1
// profile is the overlay whose base is the contract), so it is served with CONTRACT_HOME's twin and
// words under the contract's own strict dialect (the key first, strict routing). A --spec file that
// describes another gateway says so with `info.x-profile` (and `info.x-profile-base` when the registry
// does not list its profile).
//
// Adding a version is adding its folder and its line in HOMES (test/gateways.test.ts fails while a
// folder is not listed, and while a profile of the registry has no home of its own).
import { listProfiles } from '@msg-gateway/openapi/profiles';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import type { Gateway } from '../server/description/description.js';
import { home as evolution211 } from './evolution-2.1.1/index.js';
import { home as evolution237 } from './evolution-2.3.7/index.js';
import { home as evolution240 } from './evolution-2.4.0/index.js';
import type { GatewayHome, GatewayVersion } from './home.js';

/** Every home, one line per folder under gateways/. */
export const HOMES: readonly GatewayHome[] = [evolution211, evolution237, evolution240];

/** The name the registry gives the root of every chain (a profile whose base is the contract). */
export const CONTRACT = 'contract';

/** The home the contract, and a description without a profile, is served with (see above). */
export const CONTRACT_HOME = 'evolution-2.1.1';

/** Longest chain followed (a loop of bases would otherwise never end). */
const MAX_CHAIN = 32;

/** A description whose profile chain reaches no gateway home: the message says which folder to add. */
export class UnknownGatewayError extends Error {
  override readonly name = 'UnknownGatewayError';
}

/** The profile chain of `profile`: itself, its base, … (registry bases; `ownBase` for a profile the registry does not list). */
export function chainOf(profile: string, ownBase?: string): string[] {
  const bases = new Map(listProfiles().map((p) => [p.name, p.base]));
  const chain = [profile];
  let base = bases.get(profile) ?? ownBase;
  while (base !== undefined && !chain.includes(base) && chain.length < MAX_CHAIN) {
    chain.push(base);
    base = bases.get(base);
  }
  return chain;
}

const built = new Map<string, GatewayVersion>();

/** A home's version: written in full, or its base (the next home down its own chain) plus its changes. */
function versionOf(home: GatewayHome): GatewayVersion {
  let version = built.get(home.profile);
  if (version) return version;
  if ('whole' in home) version = home.whole;
  else {
    const below = chainOf(home.profile).slice(1);
    const base = below.map(homeNamed).find((found) => found !== undefined);
    if (!base) {
      throw new UnknownGatewayError(
        `gateways/${home.profile}/ is written as its base plus what it changes, but its profile chain (${chainOf(home.profile).join(' → ')}) reaches no other gateway home. List its base in @msg-gateway/openapi's registry (x-base in openapi/profiles/${home.profile}/profile.yaml).`,
      );
    }
    version = home.changes(versionOf(base));
  }
  built.set(home.profile, version);
  return version;
}

const homeNamed = (name: string): GatewayHome | undefined => HOMES.find((home) => home.profile === name);

const resolved = new WeakMap<object, Gateway>();

/** The gateway a description is served as (cached per document); an UnknownGatewayError when no home serves it. */
export function gatewayOf(doc: OpenApiDocument | undefined): Gateway {
  const cached = doc && resolved.get(doc);
  if (cached) return cached;
  const info = (doc?.info ?? {}) as Record<string, unknown>;
  const profile = info['x-profile'];
  const gateway = typeof profile === 'string' ? profileGateway(profile, info['x-profile-base']) : contractGateway();
  const declared = doc && (doc as Record<string, unknown>)['x-guard-order'];
  const served = isGuardOrder(declared) ? { ...gateway, dialect: { ...gateway.dialect, guards: declared } } : gateway;
  if (doc) resolved.set(doc, served);
  return served;
}

function profileGateway(profile: string, ownBase: unknown): Gateway {
  const chain = chainOf(profile, typeof ownBase === 'string' ? ownBase : undefined);
  const home = chain.map(homeNamed).find((found) => found !== undefined);
  if (!home) {
    throw new UnknownGatewayError(
      `no gateway home serves the profile ${profile}: its chain (${chain.join(' → ')}) reaches none of ${HOMES.map((h) => `gateways/${h.profile}/`).join(', ')}. Add apps/mock/src/gateways/${profile}/ (its base plus what it changes, listed in gateways/index.ts; CONTRIBUTING.md, "Add a gateway profile"), or name a base that has one in the description's info.x-profile-base.`,
    );
  }
  return { ...versionOf(home), profile, home: home.profile };
}

function contractGateway(): Gateway {
  const home = homeNamed(CONTRACT_HOME);
  if (!home)
    throw new UnknownGatewayError(`the contract is served with gateways/${CONTRACT_HOME}/, which is not listed in gateways/index.ts.`);
  const version = versionOf(home);
  return { ...version, profile: CONTRACT, home: home.profile, dialect: { app: undefined, guards: ['key', 'instance'] } };
}

function isGuardOrder(value: unknown): value is ['instance', 'key'] | ['key', 'instance'] {
  return Array.isArray(value) && value.length === 2 && value.includes('instance') && value.includes('key');
}

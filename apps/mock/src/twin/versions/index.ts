// The rules of the gateway version a description describes, by its profile name (`info.x-profile`):
// adding a version is adding its file here. A description that names no known version (the
// contract, a team's own file) is served with 2.1.1's rules, the behaviour the twin was built on.
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { EVOLUTION_2_1_1 } from './evolution-2.1.1.js';
import { EVOLUTION_2_3_7 } from './evolution-2.3.7/index.js';
import { EVOLUTION_2_4_0 } from './evolution-2.4.0/index.js';
import type { VersionRules } from './rules.js';

export const VERSIONS: readonly VersionRules[] = [EVOLUTION_2_1_1, EVOLUTION_2_3_7, EVOLUTION_2_4_0];

const cache = new WeakMap<object, VersionRules>();

/** The rules for a description (cached per document object). */
export function rulesOf(doc: OpenApiDocument | undefined): VersionRules {
  if (!doc) return EVOLUTION_2_1_1;
  let rules = cache.get(doc);
  if (!rules) {
    const profile = (doc.info as Record<string, unknown> | undefined)?.['x-profile'];
    rules = VERSIONS.find((version) => version.profile === profile) ?? EVOLUTION_2_1_1;
    cache.set(doc, rules);
  }
  return rules;
}

/** Whether a profile name is one of an Evolution API version the twin knows (served with its Express layer). */
export const isGatewayProfile = (profile: unknown): boolean => VERSIONS.some((version) => version.profile === profile);

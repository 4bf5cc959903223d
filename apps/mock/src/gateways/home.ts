// What a gateway home is (gateways/<profile>/index.ts exports one as `home`): everything one gateway
// version does, for the layers below to ask (Gateway, server/description/description.ts): its twin's
// rules and handlers, its web app's dialect, its validator's words. A home is written in full (the
// first version the twin was built on) or as its base plus what it changes; the base is the home
// found along the version's profile chain (gateways/index.ts), never named by the home itself.
import type { Gateway } from '../server/description/description.js';

/** A version as its home defines it: the served profile and the home's name are set where it is served. */
export type GatewayVersion = Omit<Gateway, 'profile' | 'home'>;

export type GatewayHome =
  /** Written in full. */
  | { readonly profile: string; readonly whole: GatewayVersion }
  /** Its base (the home its profile chain reaches first below it) plus what it changes. */
  | { readonly profile: string; readonly changes: (base: GatewayVersion) => GatewayVersion };

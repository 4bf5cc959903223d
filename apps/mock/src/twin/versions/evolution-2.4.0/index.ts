// Evolution API 2.4.0's rules: 2.3.7's (its base), and only what 2.4.0 changes (routes.ts, license.ts).
// Sources: evolution-api@5624bdae (evolution-foundation/evolution-api, tag 2.4.0-rc2) and a real
// rc2 observed unlicensed (the twin's unlicensed state replays those recordings).
//   - The licence gate and the manager's pages run before the router (license.ts); the licence
//     routes answer whatever the licence and key.
//   - New routes: markMessageAsPlayed, getPollVote, findChannels, updateMemberAddMode (sendCarousel
//     is a send: the shared send record serves it; its 400s come from its schema).
//   - logout of a closed instance is 200; create trims the name; sendButtons' CTA checks.
import { EVOLUTION_2_3_7 } from '../evolution-2.3.7/index.js';
import type { VersionRules } from '../rules.js';
import { activateLicence, beforeRouting, getLicenceStatus, registerLicence } from './license.js';
import {
  buttonsCheck,
  createInstance,
  findChannels,
  getPollVote,
  logoutInstance,
  markMessageAsPlayed,
  updateMemberAddMode,
} from './routes.js';

export const EVOLUTION_2_4_0: VersionRules = {
  ...EVOLUTION_2_3_7,
  profile: 'evolution-2.4.0',
  controllers: {
    ...EVOLUTION_2_3_7.controllers,
    createInstance,
    logoutInstance,
    markMessageAsPlayed,
    getPollVote,
    findChannels,
    updateMemberAddMode,
    getLicenceStatus,
    registerLicence,
    activateLicence,
  },
  prechecks: { ...EVOLUTION_2_3_7.prechecks, sendButtons: buttonsCheck },
  beforeRouting,
};

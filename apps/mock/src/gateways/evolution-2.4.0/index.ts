// Evolution API 2.4.0: its base (the home its profile chain reaches: evolution-2.4.0 → evolution-2.3.7)
// plus what changed (routes.ts, license.ts), and nothing else. Sources: evolution-api@5624bdae
// (evolution-foundation/evolution-api, tag 2.4.0-rc2) and a real rc2 observed unlicensed (the twin's
// unlicensed state replays those recordings).
//   - The licence gate and the manager's pages run before the router (license.ts, the rules'
//     beforeRouting); the licence routes answer whatever the licence and key.
//   - New routes: markMessageAsPlayed, getPollVote, findChannels, updateMemberAddMode (sendCarousel
//     is a send: the shared send record serves it; its 400s come from its schema).
//   - logout of a closed instance is 200; create trims the name; sendButtons' CTA checks.
//   - A delivery to an instance's own webhook carries tracking headers (trackingHeaders, below).
import type { TwinInstance } from '../../twin/instance.js';
import type { Handler } from '../../twin/rules.js';
import type { GatewayHome, GatewayVersion } from '../home.js';
import { activateLicence, beforeRouting, getLicenceStatus, registerLicence } from './license.js';
import { buttonsCheck, findChannels, getPollVote, markMessageAsPlayed, trimmedName, updateMemberAddMode, whenClosed } from './routes.js';

/** The routes 2.4.0 adds or answers differently, in every state (each reads the account its own way). */
function handlersOn(base: Readonly<Record<string, Handler>>): Record<string, Handler> {
  const inherited = (operationId: string): Handler => {
    const handler = base[operationId];
    if (!handler) throw new Error(`gateways/evolution-2.4.0/ changes ${operationId}, which its base has no handler for.`);
    return handler;
  };
  return {
    createInstance: trimmedName(inherited('createInstance')),
    logoutInstance: whenClosed(inherited('logoutInstance')),
    markMessageAsPlayed,
    getPollVote,
    findChannels,
    updateMemberAddMode,
    getLicenceStatus,
    registerLicence,
    activateLicence,
  };
}

/**
 * What 2.4.0 adds to every delivery to an instance's own webhook, over the webhook's own headers: the
 * instance's id and name, the event (its dotted name), the time in Unix milliseconds, and a User-Agent
 * that still names 2.3.7 at rc2 (evolution-api@5624bdae:src/api/integrations/event/webhook/webhook.controller.ts,
 * sendData: the headers of the local webhook's request).
 */
export function trackingHeaders(instance: TwinInstance, event: string, now: number): Record<string, string> {
  return {
    'X-Instance-ID': instance.id,
    'X-Instance-Name': instance.name,
    'X-Event-Type': event,
    'X-Timestamp': String(now),
    'User-Agent': 'EvolutionAPI-Webhook/2.3.7',
  };
}

function changes(base: GatewayVersion): GatewayVersion {
  const handlers = handlersOn(base.twin.handlers);
  return {
    ...base,
    twin: {
      ...base.twin,
      profile: 'evolution-2.4.0',
      handlers: { ...base.twin.handlers, ...handlers },
      answersEveryState: new Set([...base.twin.answersEveryState, ...Object.keys(handlers)]),
      prechecks: { ...base.twin.prechecks, sendButtons: buttonsCheck },
      beforeRouting,
      webhookHeaders: trackingHeaders,
    },
    // evolution-api@5624bdae:Dockerfile (FROM node:24-alpine, both stages).
    runtime: { node: 24 },
  };
}

export const home: GatewayHome = { profile: 'evolution-2.4.0', changes };

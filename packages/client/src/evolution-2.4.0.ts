// Public entry @msg-gateway/client/evolution-2.4.0, generated (scripts/profile-entry.js): the client and the webhook parser of the
// evolution-2.4.0 profile, from src/generated/evolution-2.4.0/.
export * from './generated/evolution-2.4.0/index.gen.js';

// Public entry @msg-gateway/client/evolution-2.3.7, generated (scripts/profile-entry.js): the client and the webhook parser of the
// evolution-2.3.7 profile, from src/generated/evolution-2.3.7/.
export * from './generated/evolution-2.3.7/index.gen.js';

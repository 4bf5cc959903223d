// Public entry @msg-gateway/client/evolution-2.1.1, generated (scripts/profile-entry.js): the client and the webhook parser of the
// evolution-2.1.1 profile, from src/generated/evolution-2.1.1/.
export * from './generated/evolution-2.1.1/index.gen.js';

// What @msg-gateway/client/evolution-2.4.0 exports: the client and the webhook parser of the evolution-2.4.0 profile.
// Generated from @msg-gateway/openapi/evolution-2.4.0/openapi.json: "Evolution API 2.4.0 as its release candidate describes it (gateway profile)", info.version 2.4.0.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

// The client (a bundler that imports only it leaves the webhook validators out: the package has no side effects).
export * from './client.gen.js';
// parseWebhookEvent and the webhook types of the profile.
export * from './events.gen.js';

// What @msg-gateway/client/evolution-2.3.7 exports: the client and the webhook parser of the evolution-2.3.7 profile.
// Generated from @msg-gateway/openapi/evolution-2.3.7/openapi.json: "Evolution API 2.3.7 as it runs (gateway profile)", info.version 2.3.7.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

// The client (a bundler that imports only it leaves the webhook validators out: the package has no side effects).
export * from './client.gen.js';
// parseWebhookEvent and the webhook types of the profile.
export * from './events.gen.js';

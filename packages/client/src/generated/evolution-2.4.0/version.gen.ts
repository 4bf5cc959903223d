// Version of the spec this entry was generated from.
// Generated from @msg-gateway/openapi/evolution-2.4.0/openapi.json: "Evolution API 2.4.0 as its release candidate describes it (gateway profile)", info.version 2.4.0.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

/** The gateway interface version this entry speaks: the spec's `info.version`. */
export const GATEWAY_VERSION = "2.4.0";

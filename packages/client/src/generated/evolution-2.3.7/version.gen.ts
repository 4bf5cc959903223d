// Version of the spec this entry was generated from.
// Generated from @msg-gateway/openapi/evolution-2.3.7/openapi.json: "Evolution API 2.3.7 as it runs (gateway profile)", info.version 2.3.7.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

/** The gateway interface version this entry speaks: the spec's `info.version`. */
export const GATEWAY_VERSION = "2.3.7";

// Public entry @msg-gateway/client/evolution-2.1.1: the client of the evolution-2.1.1 profile, the
// description of what a real Evolution API 2.1.1 gateway does (the contract with the profile's
// overlay applied), generated into src/generated/evolution-2.1.1/: restart is a POST, sendList takes
// `sections`, webhook find may answer null, there are no schedule methods. GatewayError and
// isGatewayError are the same objects as the contract entry's, typed by the profile's operations:
// an error of either client is an `instanceof` both.
export * from './generated/evolution-2.1.1/client.gen.js';

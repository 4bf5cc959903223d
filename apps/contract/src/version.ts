// The toolkit's one version and the gateway interface version the contract describes.
export { GATEWAY_VERSION, TOOLKIT_VERSION as VERSION } from '@msg-gateway/openapi/version';

export { GATEWAY_VERSION, VERSION } from './version.js';
export { startMock, MockStartError, DEFAULT_HOST, DEFAULT_PORT } from './prism.js';
export { freePort, checkPortFree } from './ports.js';
export { bundledSpecPath, readSpec, operations, exampleRequest, successStatus } from './spec.js';

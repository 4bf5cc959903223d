export { startMock, bundledSpecPath, MockStartError, DEFAULT_HOST, DEFAULT_PORT } from './prism.js';
export { freePort } from './ports.js';

// Public entry of @msg-gateway/client: the client of the msg-gateway contract, i.e. the generic
// machinery of core/ applied to the types and the operation table generated from the contract's
// bundle (src/generated/, written by scripts/generate.js). Run-time imports: openapi-fetch, the
// shared redactor and this package's own files only (test/entry-weight.test.ts checks it).
export * from './generated/client.gen.js';

// What a call needs only once something has gone wrong: the redactor of the key, what an error
// keeps of the failure and the text of its message, the reading of a gateway's Retry-After, where a
// redirect pointed. Nothing of the entry imports these files; they are reached through
// load-on-failure.ts alone, so that a bundler that splits code ships them as a chunk of their own,
// fetched on the first failure instead of with the entry.
export { redactor } from '../shared/openapi.js';
export { describe } from './describe.js';
export { redactFailure } from './redact-failure.js';
export { locationOf } from './redirect-location.js';
export { retryAfterMs } from './retry-after.js';

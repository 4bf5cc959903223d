// The programmatic entry of @msg-gateway/contract, exactly what its README documents: the CLI as a
// function (`main`), one contract run (`parseCommand` then `runContract`), the receiver check
// (`parseWebhooksCommand` then `checkReceiver`), the error and exit codes, the versions. Everything
// else is internal (tests import it by path). The bin (bin/msg-gateway-contract.js) wraps `main`.

export { type MainOptions, main } from './cli.js';
export type { Clock } from './clock.js';
export { ContractRunError, EXIT, type ExitCode } from './errors.js';
export { type Command, parseCommand, type RunOptions } from './options.js';
export type { Row } from './report/rows.js';
export { type RunIo, type RunResult, runContract } from './run.js';
export { GATEWAY_VERSION, VERSION } from './version.js';
export { parseWebhooksCommand, type WebhookOptions } from './webhooks/options.js';
export { checkReceiver, type WebhooksIo } from './webhooks/run.js';

// Programmatic entry of @msg-gateway/contract; the CLI (bin/msg-gateway-contract.js) wraps `main`.

export { BODY_LIMIT_BYTES, checkResponse, type Failure, type RecordedResponse } from './check/checker.js';
export { type CheckKind, type Expectation, expectationOf } from './check/expectation.js';
export { concerning } from './check/verdict.js';
export { type MainOptions, main } from './cli.js';
export { type Description, descriptionOf, loadContract, type Operation } from './description/contract.js';
export { availableProfiles, type Descriptions, type LayeredDescription, loadDescriptions } from './description/layered.js';
export { ContractRunError, EXIT } from './errors.js';
export type { Execution, Outcome, StopReason } from './execution.js';
export { type Command, DEFAULT_DEADLINE_S, DEFAULT_TIMEOUT_S, HELP, parseCommand, type RunOptions } from './options.js';
export { type Case, checkedOperations, missingInstanceName, planChecks } from './plan/planner.js';
export { policyOf } from './plan/safety.js';
export { type ConnectionState, readConnectionState } from './preconditions.js';
export { assertReachable } from './probe.js';
export type { DeviationRef, Row } from './report/rows.js';
export { type RunIo, type RunResult, runContract } from './run.js';
export { GATEWAY_VERSION, VERSION } from './version.js';
export { plannedDeliveries } from './webhooks/deliveries.js';
export { parseWebhooksCommand, type WebhookOptions } from './webhooks/options.js';
export { checkReceiver } from './webhooks/run.js';

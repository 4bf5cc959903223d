// Programmatic entry of @msg-gateway/contract; the CLI (bin/msg-gateway-contract.js) wraps `main`.
export { type Baseline, type BaselineEntry, knownDeviation, loadBaseline, resolveBaselinePath } from './check/baseline.js';
export { BODY_LIMIT_BYTES, checkResponse, type Failure, type RecordedResponse } from './check/checker.js';
export { type MainOptions, main } from './cli.js';
export { type Description, descriptionOf, loadContract, type Operation } from './description/contract.js';
export { ContractRunError, EXIT } from './errors.js';
export type { Execution, Outcome, StopReason } from './execution.js';
export { type Command, DEFAULT_DEADLINE_S, DEFAULT_TIMEOUT_S, HELP, parseCommand, type RunOptions } from './options.js';
export { type Case, type Expectation, missingInstanceName, planChecks } from './plan/planner.js';
export { OPERATION_POLICY, policyOf } from './plan/safety.js';
export { assertReachable } from './probe.js';
export type { Row } from './report/rows.js';
export { type RunIo, type RunResult, runContract } from './run.js';
export { GATEWAY_VERSION, VERSION } from './version.js';

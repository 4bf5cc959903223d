// Programmatic entry of @msg-gateway/contract; the CLI (bin/msg-gateway-contract.js) wraps runContract.
export { runContract, assertReachable } from './run.js';
export { parseOptions, HELP } from './options.js';
export { planChecks, missingInstanceName } from './plan.js';
export { loadContract } from './contract.js';
export { loadBaseline, knownDeviation } from './baseline.js';
export { OPERATION_POLICY, policyOf } from './safety.js';
export { UsageError, ContractRunError, EXIT } from './errors.js';
export { GATEWAY_VERSION, VERSION } from './version.js';

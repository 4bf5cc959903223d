#!/usr/bin/env node
// msg-gateway-contract: checks a live gateway against the msg-gateway contract.
//   GATEWAY_API_KEY=... msg-gateway-contract --url http://127.0.0.1:8080 --instance my-instance
// See --help and the package README. Exit codes: 0 passed, 1 contract failures, 2 could not check.
import { ContractRunError, EXIT, UsageError } from '../src/errors.js';
import { HELP, parseOptions } from '../src/options.js';
import { redactor } from '../src/redact.js';
import { runContract } from '../src/run.js';
import { GATEWAY_VERSION, VERSION } from '../src/version.js';

const scrub = redactor((process.env.GATEWAY_API_KEY ?? '').trim());

try {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(`${HELP}\n`);
  } else if (options.version) {
    process.stdout.write(`msg-gateway-contract ${VERSION} (Evolution API ${GATEWAY_VERSION} contract)\n`);
  } else {
    const { exitCode } = await runContract(options);
    process.exitCode = exitCode;
  }
} catch (error) {
  if (error instanceof UsageError || error instanceof ContractRunError) {
    process.stderr.write(scrub(`msg-gateway-contract: ${error.message}\n`));
    if (error.details) process.stderr.write(scrub(`${error.details}\n`));
    process.exitCode = EXIT.unusable;
  } else {
    // A bug in the runner: keep the stack, but never the key.
    process.stderr.write(scrub(`msg-gateway-contract: unexpected error: ${error?.stack ?? error}\n`));
    process.exitCode = EXIT.unusable;
  }
}

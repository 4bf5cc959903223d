#!/usr/bin/env node
// msg-gateway-upgrade: what moving a gateway from one profile to the next changes for an app. The
// logic is in src/upgrade-cli.ts.
import { main } from '../lib/upgrade-cli.js';

try {
  process.exitCode = main({ argv: process.argv.slice(2), stdout: process.stdout, stderr: process.stderr });
} catch (error) {
  // Expected failures are handled in main(); this is a bug. Keep the stack behind DEBUG.
  process.stderr.write(`msg-gateway-upgrade: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
  if (process.env.DEBUG) process.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
  else process.stderr.write('Run again with DEBUG=1 for the stack trace, and please report it.\n');
  process.exitCode = 1;
}

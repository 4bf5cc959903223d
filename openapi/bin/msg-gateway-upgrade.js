#!/usr/bin/env node
// msg-gateway-upgrade: what moving a gateway from one profile to the next changes for an app. The
// logic is in src/upgrade-cli.ts.
const { main } = await import('../lib/upgrade-cli.js').catch(notBuilt);

try {
  process.exitCode = main({ argv: process.argv.slice(2), stdout: process.stdout, stderr: process.stderr });
} catch (error) {
  // Expected failures are handled in main(); this is a bug. Keep the stack behind DEBUG.
  process.stderr.write(`msg-gateway-upgrade: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
  if (process.env.DEBUG) process.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
  else process.stderr.write('Run again with DEBUG=1 for the stack trace, and please report it.\n');
  process.exitCode = 1;
}

/**
 * One line and exit 2 instead of a stack trace when the code this bin runs is not built (a fresh clone).
 * @param {{ code?: string, message?: string } | undefined} error
 */
function notBuilt(error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(String(error.message))?.[1] ?? 'a module';
  process.stderr.write(
    `msg-gateway-upgrade: this copy is not built (${missing} is missing): run 'npm ci && npm run build' at the root of the msg-gateway clone, or reinstall the package.\n`,
  );
  process.exit(2);
}

#!/usr/bin/env node
// msg-gateway-contract: checks a live gateway against the msg-gateway contract (see --help).

// A reader that goes away (`| head`) must not crash the run: what it no longer reads is dropped.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

const { main } = await import('../dist/cli.js').catch(notBuilt);
process.exitCode = await main({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  signals: process,
});

/**
 * One line and exit 2 instead of a stack trace when the code this bin runs is not built (a fresh clone).
 * @param {{ code?: string, message?: string } | undefined} error
 */
function notBuilt(error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(String(error.message))?.[1] ?? 'a module';
  process.stderr.write(
    `msg-gateway-contract: this copy is not built (${missing} is missing): run 'npm ci && npm run build' at the root of the msg-gateway clone, or reinstall the package.\n`,
  );
  process.exit(2);
}

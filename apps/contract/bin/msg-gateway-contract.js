#!/usr/bin/env node
// msg-gateway-contract: checks a live gateway against the msg-gateway contract (see --help).
import { main } from '../dist/cli.js';

// A reader that goes away (`| head`) must not crash the run: what it no longer reads is dropped.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

process.exitCode = await main({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  signals: process,
});

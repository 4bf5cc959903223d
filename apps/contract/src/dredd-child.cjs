// Runs Dredd (programmatically, in this child process) for msg-gateway-contract.
//   node src/dredd-child.cjs <run.json>
// run.json (written by src/run.js, never holding the key) names the Dredd view of the contract, the
// gateway URL, the hooks file, the results file and the per-request timeout. The API key reaches
// the hooks through the inherited GATEWAY_API_KEY environment variable only.
// Running Dredd through its API rather than its CLI gives a per-request timeout (its CLI has none)
// and lets request errors (refused, reset, timed out) be written to the results file.
'use strict';

const fs = require('node:fs');
const { EventEmitter } = require('node:events');
const Dredd = require('dredd');

const run = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const emitter = new EventEmitter();

emitter.on('test error', (error, test) => {
  const entry = {
    type: 'request-error',
    id: test && test.title,
    code: (error && error.code) || null,
    message: String((error && error.message) || error),
  };
  fs.appendFileSync(run.resultsPath, `${JSON.stringify(entry)}\n`);
});

const dredd = new Dredd({
  endpoint: run.url,
  path: [run.viewPath],
  hookfiles: [run.hooksPath],
  emitter,
  http: { timeout: run.requestTimeoutMs },
  loglevel: 'warn',
  color: false,
  'inline-errors': true,
});

dredd.run((error, stats) => {
  if (error) {
    process.stderr.write(`Dredd could not run: ${error.message}\n`);
    process.exitCode = 2;
    return;
  }
  process.exitCode = stats.failures + stats.errors > 0 ? 1 : 0;
});

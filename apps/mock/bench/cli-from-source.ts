// The msg-gateway-mock command run from src/ as tsc compiled it into .tools/ (run by bench/run.ts for
// the CPU profile): the bundle in dist/ is one file whose frames name no source file, this run's
// name each file of ours and of Prism, ajv and json-schema-faker in node_modules. The code is the
// same; only how it is laid out in files differs.
import { createRequire } from 'node:module';

// src/ requires Prism and json-schema-faker with require(), which the bundle (esbuild) and the tests
// (vitest) provide; an ES module run by Node has none, so this gives it one, resolving from here as
// the bundle resolved from src/.
Object.assign(globalThis, { require: createRequire(import.meta.url) });
const { main } = await import('../src/cli.js');
process.exitCode = await main({ argv: process.argv.slice(2), env: process.env, stdout: process.stdout, stderr: process.stderr });

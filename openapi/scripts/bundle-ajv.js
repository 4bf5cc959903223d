// Writes lib/ajv.cjs: src/ajv.cjs (ajv and ajv-formats) bundled into one file with what they
// require, after tsc has compiled src/ to lib/ (npm run build). Why: Node loads ajv from
// node_modules file by file, some ninety of them, and the first validator of a process pays for it
// (about 90 ms of CPU, against about 20 ms for the bundle; measured on a loaded machine, issue 25).
// ajv and ajv-formats stay dependencies: their types are in lib/validate.d.ts, their licences
// ship with them.
// @ts-check
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await build({
  absWorkingDir: root,
  entryPoints: ['src/ajv.cjs'],
  outfile: 'lib/ajv.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20.19',
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'inline',
  logLevel: 'warning',
});

#!/usr/bin/env node
// @ts-check
// dist/cjs/ holds the CommonJS build (tsconfig.cjs.json) inside a "type": "module" package: its own
// package.json tells Node (and TypeScript, for the .d.ts beside it) that its .js files are CommonJS.
import { writeFileSync } from 'node:fs';

writeFileSync(new URL('../dist/cjs/package.json', import.meta.url), `${JSON.stringify({ type: 'commonjs' })}\n`);

#!/usr/bin/env node
// @ts-check
// Removes dist/ before a build, so that a file deleted from src/ does not live on in the package.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

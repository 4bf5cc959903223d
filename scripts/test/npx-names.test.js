// Every `npx` of our tools uses the scoped package name. npx with a bare bin name (msg-gateway-contract,
// msg-gateway-mock) in a folder without the package asks the registry for an unscoped package anyone
// could publish, and the contract runner's would receive GATEWAY_API_KEY; `npx @msg-gateway/contract`
// can only fetch ours.
// @ts-check
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../workspaces.js';

// `npx`, its options, then one of our bin names.
const UNSCOPED = /\bnpx(?:\s+--?[\w-]+(?:=\S+)?)*\s+(msg-gateway-(?:mock|contract))\b/g;

/**
 * `file:line: text` for every unscoped npx call in `text`.
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
function unscopedCalls(file, text) {
  return text.split('\n').flatMap((line, /** @type {number} */ i) => (line.match(UNSCOPED) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('npx calls use the scoped package names', () => {
  it('in every tracked file (READMEs, CI examples, help texts, code)', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .filter((f) => /\.(md|ya?ml|[cm]?[jt]s|json|sh)$/.test(f) || f === '.ci/run')
      .flatMap((f) => unscopedCalls(f, readFileSync(join(repoRoot, f), 'utf8')));
    expect(found, 'use npx @msg-gateway/<name> instead').toEqual([]);
  });

  it('the check catches each form', () => {
    const bin = 'msg-gateway-';
    const sample = [
      `npx ${bin}contract --url http://127.0.0.1:8080`,
      `  run: npx --yes ${bin}mock --port 4010`,
      `npx -y ${bin}contract webhooks --receiver http://127.0.0.1:3000`,
      'npx @msg-gateway/contract --url x', // fine
      `node apps/mock/bin/${bin}mock.js`, // fine: not npx
    ].join('\n');
    expect(unscopedCalls('sample.md', sample)).toEqual([
      `sample.md:1: npx ${bin}contract --url http://127.0.0.1:8080`,
      `sample.md:2: run: npx --yes ${bin}mock --port 4010`,
      `sample.md:3: npx -y ${bin}contract webhooks --receiver http://127.0.0.1:3000`,
    ]);
  });
});

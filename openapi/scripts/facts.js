// Counts and lists the docs quote, derived from the built descriptions (dist/) and the registry of
// profiles, and written into Markdown between markers, so that no document repeats a number by hand:
//
//   <!-- fact:evolution-2.1.1.operations -->69<!-- /fact -->
//
//   npm run facts -w @msg-gateway/openapi            rewrite every marker in the repository's *.md
//   node scripts/facts.js --check                    exit 1 when a marker is stale (test/facts.test.ts too)
//   node scripts/facts.js --list                     print every fact and its value
//
// Facts: contract.operations, contract.webhooks; for each profile <name>: <name>.operations (all its
// operations), <name>.added (its x-profile-only operations: not in the contract), <name>.routes (the
// operations it adds to its base), <name>.changes (its deviations from its base that are not added
// routes), <name>.version; profiles.count, profiles.names, profiles.versions.
// @ts-check
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '../lib/walk.js';
import { OPENAPI_ROOT, readRegistry } from './registry.js';

const REPO = join(OPENAPI_ROOT, '..');
const MARKER = /<!-- fact:([\w.-]+) -->(.*?)<!-- \/fact -->/g;

/** @param {string} file relative to openapi/ */
const readJson = (file) => JSON.parse(readFileSync(join(OPENAPI_ROOT, file), 'utf8'));

/** Every fact: name → its value as text. */
export function facts() {
  const registry = readRegistry();
  const contract = readJson('dist/openapi.json');
  /** @type {Record<string, string>} */
  const out = {
    'contract.operations': String(operations(contract).length),
    'contract.webhooks': String(Object.keys(contract.webhooks ?? {}).length),
    'profiles.count': String(registry.length),
    'profiles.names': registry.map((p) => p.name).join(', '),
    'profiles.versions': registry.map((p) => p.gatewayVersion).join(', '),
  };
  for (const profile of registry) {
    const ops = operations(readJson(`dist/${profile.name}/openapi.json`));
    /** @type {{ id: string, operations: { parts: string[] }[] }[]} */
    const deviations = readJson(`dist/${profile.name}/deviations.json`).deviations;
    const isRoute = (/** @type {{ id: string }} */ d) => d.id.startsWith('route-');
    out[`${profile.name}.operations`] = String(ops.length);
    out[`${profile.name}.added`] = String(ops.filter((op) => op.operation['x-profile-only'] === true).length);
    out[`${profile.name}.routes`] = String(deviations.filter(isRoute).length);
    out[`${profile.name}.changes`] = String(deviations.filter((d) => !isRoute(d)).length);
    out[`${profile.name}.version`] = profile.gatewayVersion;
  }
  return out;
}

/** The repository's tracked Markdown files (relative to the repository). */
function markdownFiles() {
  return execFileSync('git', ['ls-files', '*.md'], { cwd: REPO, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/**
 * A text with every marker set to its fact; unknown facts are listed in `unknown`.
 * @param {string} text
 * @param {Record<string, string>} values
 */
export function fillMarkers(text, values) {
  /** @type {string[]} */
  const unknown = [];
  const filled = text.replace(MARKER, (whole, name) => {
    if (!(name in values)) {
      unknown.push(name);
      return whole;
    }
    return `<!-- fact:${name} -->${values[name]}<!-- /fact -->`;
  });
  return { filled, unknown };
}

/** Each Markdown file whose markers are stale or unknown: file → what is wrong. */
export function staleFiles(values = facts()) {
  /** @type {{ file: string, text: string, filled: string, unknown: string[] }[]} */
  const out = [];
  for (const file of markdownFiles()) {
    const text = readFileSync(join(REPO, file), 'utf8');
    if (!text.includes('<!-- fact:')) continue;
    const { filled, unknown } = fillMarkers(text, values);
    if (filled !== text || unknown.length) out.push({ file, text, filled, unknown });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const values = facts();
  if (process.argv.includes('--list')) {
    for (const [name, value] of Object.entries(values)) console.log(`${name}: ${value}`);
    process.exit(0);
  }
  const check = process.argv.includes('--check');
  let bad = 0;
  for (const { file, filled, unknown } of staleFiles(values)) {
    if (unknown.length) console.error(`${file}: unknown fact ${unknown.join(', ')} (node scripts/facts.js --list names them all)`);
    if (unknown.length || check) bad++;
    if (check) console.error(`${file}: a number between fact markers is stale: run npm run facts -w @msg-gateway/openapi`);
    else {
      writeFileSync(join(REPO, file), filled);
      console.log(`openapi: facts written into ${file}`);
    }
  }
  process.exit(bad ? 1 : 0);
}

// The counts and lists the docs quote between fact markers (scripts/facts.js) are what the built
// descriptions say: a stale marker anywhere in the repository's Markdown fails here.
import { describe, expect, it } from 'vitest';
import { facts, fillMarkers, staleFiles } from '../scripts/facts.js';
import { loadSpec, operations } from './load-spec.js';

describe('the facts the docs quote', () => {
  const values = facts();

  it('are read from the bundles', () => {
    expect(values['contract.operations']).toBe(String(operations(loadSpec()).length));
    const profile = loadSpec('../dist/evolution-2.1.1/openapi.json');
    expect(values['evolution-2.1.1.operations']).toBe(String(operations(profile).length));
    expect(values['profiles.versions']?.split(', ')).toContain('2.1.1');
  });

  it('are up to date between every marker of the repository (run npm run facts -w @msg-gateway/openapi when this fails)', () => {
    expect(staleFiles(values).map(({ file, unknown }) => `${file}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`)).toEqual(
      [],
    );
  });

  it('rewrite a stale marker and name an unknown one (the check above can fail)', () => {
    const { filled, unknown } = fillMarkers('<!-- fact:contract.operations -->1<!-- /fact --> <!-- fact:nope -->2<!-- /fact -->', values);
    expect(filled).toBe(
      `<!-- fact:contract.operations -->${values['contract.operations']}<!-- /fact --> <!-- fact:nope -->2<!-- /fact -->`,
    );
    expect(unknown).toEqual(['nope']);
  });
});

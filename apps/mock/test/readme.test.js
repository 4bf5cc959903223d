// The README documents what the mock serves; parts of it are generated and must not drift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USAGE } from '../src/args.js';
import { operations, readSpec } from '../src/spec.js';
import { END, README, renderExamplesTable, START, withTable } from '../scripts/examples-table.js';

const readme = readFileSync(README, 'utf8');
const spec = readSpec();

describe('README examples table', () => {
  it('is up to date with the bundled spec (regenerate: npm run docs -w @msg-gateway/mock)', () => {
    expect(readme.includes(START) && readme.includes(END)).toBe(true);
    expect(withTable(readme, renderExamplesTable(spec))).toBe(readme);
  });

  it('has a row per operation with its method, path and example names', () => {
    const table = renderExamplesTable(spec);
    for (const op of operations(spec)) expect(table).toContain(`| \`${op.operationId}\` | \`${op.method.toUpperCase()} ${op.path}\` |`);
    expect(table).toContain('`ScheduleOnce`, `ScheduleRepeats`');
  });

  it('changes when an example is renamed in the spec (the drift check can fail)', () => {
    const changed = structuredClone(spec);
    const media = changed.paths['/instance/connectionState/{instance}'].get.responses['200'].content['application/json'];
    media.examples = { Renamed: media.examples.InstanceOpen };
    expect(withTable(readme, renderExamplesTable(changed))).not.toBe(readme);
  });
});

describe('README documents the command', () => {
  it('mentions every flag of --help', () => {
    for (const flag of USAGE.match(/--[a-z]+/g)) expect(readme, flag).toContain(flag);
  });
});

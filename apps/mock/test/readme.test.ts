// The README documents what the mock serves; parts of it are generated and must not drift.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { END, README, renderExamplesTable, START, withTable } from '../scripts/examples-table.js';
import { USAGE } from '../src/args.js';
import { ops, spec } from './helpers/contract.js';

const readme = readFileSync(README, 'utf8');

describe('README examples table', () => {
  it('is up to date with the bundled spec (regenerate: npm run docs -w @msg-gateway/mock)', () => {
    expect(readme.includes(START) && readme.includes(END)).toBe(true);
    expect(withTable(readme, renderExamplesTable(spec))).toBe(readme);
  });

  it('has a row per operation with its method, path and example names', () => {
    const table = renderExamplesTable(spec);
    for (const op of ops) expect(table).toContain(`| \`${op.operationId}\` | \`${op.method.toUpperCase()} ${op.path}\` |`);
    expect(table).toContain('`ScheduleOnce`, `ScheduleRepeats`');
  });

  it('changes when an example is renamed in the spec (the drift check can fail)', () => {
    const changed = structuredClone(spec);
    const media = changed.paths?.['/instance/connectionState/{instance}']?.get?.responses?.['200'];
    const content = media && 'content' in media ? media.content?.['application/json'] : undefined;
    if (!content?.examples?.['InstanceOpen']) throw new Error('connectionState 200 has no InstanceOpen example');
    content.examples = { Renamed: content.examples['InstanceOpen'] };
    expect(withTable(readme, renderExamplesTable(changed))).not.toBe(readme);
  });
});

describe('README documents the command', () => {
  it('mentions every flag of --help', () => {
    for (const flag of USAGE.match(/--[a-z]+/g) ?? []) expect(readme, flag).toContain(flag);
  });
});

describe('README example', () => {
  it('the startMock example at the top runs and gets a 200', async () => {
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toContain("from '@msg-gateway/mock'");
    const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-readme-'));
    try {
      const file = join(dir, 'example.ts');
      writeFileSync(file, `${(block ?? '').replace("'@msg-gateway/mock'", JSON.stringify(index))}\nexport const status = res.status;\n`);
      const example = (await import(pathToFileURL(file).href)) as { status: number };
      expect(example.status).toBe(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

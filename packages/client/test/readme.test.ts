// The README opens with a working example: this runs its first code block, unchanged but for the
// import path, against the mock, and compiles it with tsc.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from '@msg-gateway/mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const entry = fileURLToPath(new URL('../src/index.js', import.meta.url));

let dir: string;
let file: string;
let mock: Awaited<ReturnType<typeof startMock>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'client-readme-'));
  file = join(dir, 'example.mts');
  writeFileSync(file, example.replace(`'@msg-gateway/client'`, JSON.stringify(entry)));
  mock = await startMock({ port: 0 });
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await mock.close();
});

describe('README example', () => {
  it('is the first code block and imports the package', () => {
    expect(readme.indexOf('```ts')).toBeLessThan(readme.indexOf('## '));
    expect(example).toContain("from '@msg-gateway/client'");
  });

  it('runs against the mock', async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
    vi.stubEnv('GATEWAY_URL', mock.url);
    try {
      await import(file);
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(lines).toEqual(['my-instance is open', '404: The "my-instance" instance does not exist']);
  });

  it('compiles under strict settings', () => {
    const tsc = require.resolve('typescript/bin/tsc');
    const flags = ['--noEmit', '--pretty', 'false', '--strict', '--exactOptionalPropertyTypes', '--skipLibCheck'];
    const target = [
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--lib',
      'es2022,dom',
      '--types',
      'node',
    ];
    const run = spawnSync(process.execPath, [tsc, ...flags, ...target, file], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('..', import.meta.url)),
    });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

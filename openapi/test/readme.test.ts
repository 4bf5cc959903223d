// The README's opening example runs, and prints what its comments say.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');

it('opens with an example that runs and prints what its comments say', () => {
  const code = readme.match(/```js\n([\s\S]*?)```/)?.[1];
  expect(code).toBeDefined();
  const expected = [...String(code).matchAll(/console\.log\(.*\); \/\/ (.*)$/gm)].map((m) => m[1]?.replace(/ \(.*\)$/, ''));
  expect(expected.length).toBeGreaterThanOrEqual(3);
  // Inside the package folder, so that '@msg-gateway/openapi/...' resolves to this build.
  const dir = mkdtempSync(join(fileURLToPath(new URL('..', import.meta.url)), '.readme-'));
  try {
    writeFileSync(join(dir, 'example.mjs'), String(code));
    const out = execFileSync(process.execPath, [join(dir, 'example.mjs')], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(out).toEqual(expected);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// docs/other-languages.md: its pytest example (examples/python/) runs, as a Python user runs it,
// against the built bin; and it has a curl example, with its answer, for every control route that
// control/openapi.yaml describes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { assertBuilt, BIN } from './helpers/cli.js';

const here = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));
const page = readFileSync(here('docs/other-languages.md'), 'utf8');
const PYTHON = '/usr/bin/python3';
const hasPytest = spawnSync(PYTHON, ['-c', 'import pytest, requests'], { encoding: 'utf8' }).status === 0;
// A fresh CI machine gets them from .ci/run (Debian's python3-pytest, python3-requests); without
// them the test fails in CI and is skipped elsewhere, saying what to install.
const runnable = hasPytest || process.env['CI'] === 'true';

describe('docs/other-languages.md', () => {
  it.skipIf(!runnable)(
    'its pytest example runs against the mock and passes, the mock exiting 0 on SIGTERM',
    () => {
      assertBuilt();
      expect(hasPytest, 'apt-get install -y python3-pytest python3-requests').toBe(true);
      const run = spawnSync(PYTHON, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', here('examples/python')], {
        cwd: here('examples/python'),
        encoding: 'utf8',
        env: { ...process.env, MSG_GATEWAY_MOCK_BIN: BIN, NODE: process.execPath, PYTHONDONTWRITEBYTECODE: '1' },
        timeout: 240_000,
      });
      const output = `${run.stdout}${run.stderr}`;
      expect(output).toMatch(/\b6 passed\b/);
      expect(output).not.toMatch(/\b(failed|error)\b/i);
      expect(run.status, output).toBe(0);
    },
    300_000,
  );

  it('links the example and the README links the page', () => {
    expect(page).toContain('](../examples/python/conftest.py)');
    expect(readFileSync(here('README.md'), 'utf8')).toContain('](docs/other-languages.md)');
  });

  it('has a curl example, with its answer, for every control route of control/openapi.yaml', () => {
    const description = parse(readFileSync(here('control/openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(description.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'post', 'put', 'delete'].includes(key))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThan(10);
    const curls = [...page.matchAll(/^\$ curl (.*)$\n(?:.*\n)*?→ (\d{3})$/gm)].map((m) => ({
      method: /-X (\w+)/.exec(m[1] ?? '')?.[1] ?? 'GET',
      url: /\$MOCK(\/__mock\/[^\s'"?]*)/.exec(m[1] ?? '')?.[1] ?? '',
      status: Number(m[2]),
    }));
    for (const { method, path } of routes) {
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replaceAll('.', '\\.')}$`);
      const found = curls.find((c) => c.method === method && pattern.test(c.url));
      expect(found, `${method} ${path} has no curl example with its answer`).toBeDefined();
    }
  });
});

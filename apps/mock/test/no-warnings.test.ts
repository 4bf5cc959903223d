// No warning of the mock's or of what it bundles reaches the user's stderr, on whatever Node runs the
// test (.ci/run runs this file on Node 20 and 24, the smoke tier on 22 and 26). Each run reaches the
// code that used to warn: a start and its first answers, and a --spec that is no OpenAPI description
// (Prism's $RefParser resolves it: the legacy url.resolve printed DEP0169 on Node 24+).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertBuilt, parseReadyLine, READY, spawnCli } from './helpers/cli.js';

/** A line Node prints for a process warning: `(node:123) Warning: …`, `[DEP0169] DeprecationWarning: …`. */
const WARNING_LINE = /^.*(Warning|DEP0\d+).*$/gm;

const dir = mkdtempSync(join(tmpdir(), 'mock-no-warnings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`msg-gateway-mock on Node ${process.versions.node}`, () => {
  it('prints no warning while it starts and answers', async () => {
    assertBuilt();
    const run = spawnCli(['--port', '0', '--profile', 'evolution-2.3.7']);
    try {
      const ready = parseReadyLine(await run.ready(READY));
      for (const [method, path, body] of [
        ['GET', '/instance/connectionState/my-instance', undefined],
        ['POST', '/message/sendText/my-instance', '{"number":"5'],
        ['POST', '/message/sendText/my-instance', '{"number":5}'],
      ] as const) {
        const res = await fetch(ready.url + path, {
          method,
          headers: { apikey: ready.key, 'content-type': 'application/json' },
          body: body ?? null,
        });
        await res.arrayBuffer();
      }
    } finally {
      run.child.kill();
    }
    const { stderr } = await run.exited;
    expect(stderr.match(WARNING_LINE) ?? []).toEqual([]);
  });

  it('prints no warning when Prism reads a --spec that is no OpenAPI description', async () => {
    const collection = join(dir, 'collection.json');
    writeFileSync(
      collection,
      JSON.stringify({ info: { name: 'Shop', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' }, item: [] }),
    );
    const { code, stderr } = await spawnCli(['--port', '0', '--spec', collection]).exited;
    expect(code).toBe(1);
    expect(stderr).toContain('it is a Postman collection');
    expect(stderr.match(WARNING_LINE) ?? []).toEqual([]);
  });
});

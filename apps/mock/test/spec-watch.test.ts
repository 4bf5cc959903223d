// A spec passed with `spec` (--spec) is watched: a saved change is served at once, and a half-written
// or invalid file leaves the last good version serving, with the reason in the log.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@msg-gateway/test-utils/ports';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MockHandle, type MockLogEvent, startMock } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-watch-'));
const file = join(dir, 'openapi.json');
const events: { line: string; event: MockLogEvent }[] = [];
let mock: MockHandle;

/** A spec whose GET paths each answer {"version": version}. */
function specWith(version: number, paths: string[]): string {
  const operation = {
    responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: { version } } } } },
  };
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: `v${version}`, version: '1' },
    paths: Object.fromEntries(paths.map((p) => [p, { get: operation }])),
  });
}

const get = async (path: string): Promise<{ status: number; version: unknown }> => {
  const res = await fetch(mock.url + path);
  const body = (await res.json()) as { version?: unknown };
  return { status: res.status, version: body.version };
};
const specEvents = () => events.filter((e) => e.event.kind === 'spec');

beforeAll(async () => {
  writeFileSync(file, specWith(1, ['/a']));
  mock = await startMock({ spec: file, log: (line, event) => events.push({ line, event }) });
});
afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

it('serves the spec it was given', async () => {
  expect(await get('/a')).toEqual({ status: 200, version: 1 });
  expect((await get('/b')).status).toBe(404);
});

it('serves a saved change without a restart', async () => {
  writeFileSync(file, specWith(2, ['/a', '/b']));
  expect(await eventually(async () => (await get('/b')).status === 200)).toBe(true);
  expect(await get('/a')).toEqual({ status: 200, version: 2 });
  expect(specEvents().at(-1)).toEqual({
    line: `${file} changed: now serving its 2 operations.`,
    event: { kind: 'spec', path: file, ok: true },
  });
});

it('keeps serving the last good version while the file is half written, and says why', async () => {
  const before = specEvents().length;
  writeFileSync(file, specWith(3, ['/a', '/b', '/c']).slice(0, 60));
  expect(await eventually(() => specEvents().length > before)).toBe(true);
  const last = specEvents().at(-1);
  expect(last?.event).toEqual({ kind: 'spec', path: file, ok: false });
  expect(last?.line).toMatch(
    new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be served \\(.+\\); still serving the last version that could\\.$`),
  );
  expect(await get('/a')).toEqual({ status: 200, version: 2 });
  expect((await get('/c')).status).toBe(404);
});

it('keeps serving when the file becomes a document without operations', async () => {
  const before = specEvents().length;
  writeFileSync(file, JSON.stringify({ openapi: '3.1.0', info: { title: 'none', version: '1' }, paths: {} }));
  expect(await eventually(() => specEvents().length > before)).toBe(true);
  expect(specEvents().at(-1)?.line).toMatch(/cannot be served \(it describes no operations/);
  expect(await get('/b')).toEqual({ status: 200, version: 2 });
});

it('follows an editor’s save by rename (a new file moved over the old one)', async () => {
  const next = join(dir, 'openapi.json.tmp');
  writeFileSync(next, specWith(4, ['/a', '/b', '/c']));
  renameSync(next, file);
  expect(await eventually(async () => (await get('/c')).status === 200)).toBe(true);
  expect(await get('/a')).toEqual({ status: 200, version: 4 });
});

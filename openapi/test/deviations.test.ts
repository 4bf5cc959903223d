// The deviations file is read by contract runs (--baseline): it must stay consistent with the spec.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSpec, operations } from './load-spec.js';

interface Deviation {
  id: string;
  operationId: string;
  contract: string;
  gateway: string;
  source: string;
  match?: Record<string, unknown>[];
  [field: string]: unknown;
}

const file = fileURLToPath(new URL('../deviations/evolution-2.1.1.yaml', import.meta.url));
const doc: { version: string; deviations: Deviation[] } = parse(readFileSync(file, 'utf8'));
const spec = loadSpec();
const operationIds = new Set(operations(spec).map((o) => o.operationId));
const MATCH_KEYS = new Set(['status', 'pointer', 'keyword', 'params']);

describe('deviations/evolution-2.1.1.yaml', () => {
  it('is about the gateway version the spec describes', () => {
    expect(doc.version).toBe(spec.info?.version);
    expect(doc.deviations.length).toBeGreaterThan(10);
  });

  it('names only operations that exist', () => {
    const unknown = doc.deviations.map((d) => d.operationId).filter((id) => !operationIds.has(id));
    expect(unknown).toEqual([]);
  });

  it('gives every entry a unique id, the contract, the gateway behaviour and a source', () => {
    const ids = doc.deviations.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of doc.deviations) {
      for (const field of ['id', 'operationId', 'contract', 'gateway', 'source']) {
        expect(typeof d[field] === 'string' && d[field].length > 0, `${d.id}.${field}`).toBe(true);
      }
    }
  });

  it('uses only the documented matcher fields', () => {
    for (const d of doc.deviations) {
      if (!d.match) continue;
      expect(Array.isArray(d.match), d.id).toBe(true);
      for (const m of d.match) {
        expect(Object.keys(m).length, d.id).toBeGreaterThan(0);
        for (const key of Object.keys(m)) expect(MATCH_KEYS.has(key), `${d.id}: ${key}`).toBe(true);
        if ('status' in m) expect(m.status).toBeTypeOf('number');
        if ('pointer' in m) expect(m.pointer === '' || String(m.pointer).startsWith('/'), d.id).toBe(true);
      }
    }
  });

  it('records the deviations the issue names', () => {
    const ids = doc.deviations.map((d) => d.id);
    for (const id of [
      'restart-method-post',
      'sendList-sections-field',
      'sendLocation-messageTimestamp-integer',
      'sendSticker-status-201',
      'sendLocation-status-absent',
      'createSchedule-absent',
      'updateSchedule-absent',
    ]) {
      expect(ids).toContain(id);
    }
  });
});

describe('the HTML reference docs', () => {
  const html = readFileSync(fileURLToPath(new URL('../dist/docs/index.html', import.meta.url)), 'utf8');
  const profile: { deviations: { id: string; operations: { operationId: string }[] }[] } = JSON.parse(
    readFileSync(fileURLToPath(new URL('../dist/evolution-2.1.1/deviations.json', import.meta.url)), 'utf8'),
  );

  it('list every deviation of the evolution-2.1.1 profile', () => {
    expect(html).toContain('Where the evolution-2.1.1 profile differs');
    const missing = profile.deviations.map((d) => d.id).filter((id) => !html.includes(id));
    expect(missing).toEqual([]);
  });

  it('keep <name> placeholders as text instead of swallowing them as HTML tags', () => {
    expect(html).toContain('Cannot PUT /instance/restart/&lt;name&gt;');
    expect(html).not.toMatch(/Cannot PUT \/instance\/restart\/"\]/);
  });

  it('do not repeat the version in the title', () => {
    expect(html).not.toContain('(2.1.1) (2.1.1)');
    expect(html).not.toContain('Evolution API 2.1.1) (');
  });

  it('are self-contained (Redoc inlined, no script from a CDN)', () => {
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });
});

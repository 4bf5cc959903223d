// The evolution-2.3.7 overlay: applied in process after the 2.1.1 one, it gives exactly the bundle
// Redocly built; every change says what 2.1.1 did, what 2.3.7 does, since when, whom it breaks and
// where that comes from; and it has every core route the 2.1.1 profile has, plus the new ones.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyOverlays, deviations, parseOverlay } from '../src/overlay.js';
import { IMPACTS } from '../src/upgrade.js';
import { operations } from '../src/walk.js';
import { loadSpec } from './load-spec.js';

const read = (name: string) => {
  const file = `overlays/${name}.yaml`;
  return { overlay: parseOverlay(parse(readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8')), file), source: file };
};
const contract = loadSpec();
const base = loadSpec('../dist/evolution-2.1.1/openapi.json');
const profile = loadSpec('../dist/evolution-2.3.7/openapi.json');
const changes = deviations(base, [read('evolution-2.3.7')]);

describe('the evolution-2.3.7 overlay', () => {
  it('gives, on the 2.1.1 profile, exactly the bundle redocly bundle built with both overlays', () => {
    expect(applyOverlays(contract, [read('evolution-2.1.1'), read('evolution-2.3.7')])).toEqual(profile);
  });

  it('says of each change what 2.1.1 did, what 2.3.7 does, whom it breaks, since when and its source', () => {
    for (const d of changes) {
      for (const field of ['description', 'contract', 'gateway', 'source'] as const) expect(d[field], `${d.id}.${field}`).toMatch(/\w/);
      expect(d.source, d.id).toMatch(/evolution-api@cd800f29:src\/|observed/);
      expect(IMPACTS, d.id).toContain(d.impact);
      if (d.since !== undefined) expect(d.since, d.id).toMatch(/^2\.(2|3)\.\d+$/);
    }
  });

  it('changes an operation with each change, but for the webhook deliveries (no operation of the paths)', () => {
    const none = changes.filter((d) => d.operations.length === 0);
    expect(none.every((d) => d.impact === 'behaviour' && /webhook|connection\.update|deliver/i.test(`${d.description} ${d.gateway}`))).toBe(
      true,
    );
  });

  it('keeps every route of the 2.1.1 profile and adds the core routes new since 2.1.1', () => {
    const before = operations(base).map((o) => `${o.method} ${o.path}`);
    const after = new Set(operations(profile).map((o) => `${o.method} ${o.path}`));
    expect(before.filter((route) => !after.has(route))).toEqual([]);
    const added = operations(profile).filter((o) => !before.includes(`${o.method} ${o.path}`));
    expect(added.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
      [
        'post /message/sendPtv/{instance}',
        'post /call/offer/{instance}',
        'post /business/getCatalog/{instance}',
        'post /business/getCollections/{instance}',
        'get /chat/findChatByRemoteJid/{instance}',
        'post /template/edit/{instance}',
        'delete /template/delete/{instance}',
      ].sort(),
    );
    for (const o of added) expect(changes.find((d) => d.id === `route-${o.operationId}`)?.since, o.operationId).toMatch(/^2\./);
  });

  it('names itself and the release it describes', () => {
    expect(profile.info?.version).toBe('2.3.7');
    expect(profile.info?.['x-profile']).toBe('evolution-2.3.7');
    expect(profile.paths?.['/message/sendButtons/{instance}']?.post?.['x-expect-status']).toBeUndefined();
  });
});

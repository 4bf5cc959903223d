// The committed overlay (overlays/evolution-2.1.1.yaml, what the package exports and the build
// bundles) is exactly what assembling its hand-written parts (profiles/evolution-2.1.1/) gives.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { assembleProfile, overlayFileOf, PROFILE_SOURCES } from '../scripts/assemble-overlays.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'overlay-parts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of a profile's parts, with `change` applied to it. */
function copyOf(folder: string, change: (dir: string) => void): string {
  const dir = mkdtempSync(join(scratch, 'p-'));
  cpSync(join(root, folder), dir, { recursive: true });
  change(dir);
  return dir;
}

describe.each(Object.entries(PROFILE_SOURCES))('the %s overlay', (name, folder) => {
  const committed = readFileSync(join(root, overlayFileOf(name)), 'utf8');

  it('is what assembling its parts gives (run npm run assemble -w @msg-gateway/openapi when this fails)', () => {
    expect(assembleProfile(join(root, folder))).toBe(committed);
  });

  it('holds every action of every part, in the order profile.yaml lists the parts', () => {
    const header = parse(readFileSync(join(root, folder, 'profile.yaml'), 'utf8')) as { parts: string[] };
    const first = parse(readFileSync(join(root, folder, header.parts[0] ?? ''), 'utf8')) as unknown[];
    const actions = (parse(committed) as { actions: unknown[] }).actions;
    expect(actions.slice(0, first.length)).toEqual(first);
    expect(committed).toMatch(/^# GENERATED from /);
  });

  it('goes stale when a part changes (the check above can fail)', () => {
    const dir = copyOf(folder, (d) => {
      const file = join(d, 'document.yaml');
      writeFileSync(file, `${readFileSync(file, 'utf8')}- target: $.info\n  update:\n    x-changed: true\n`);
    });
    expect(assembleProfile(dir)).not.toBe(committed);
  });

  it('refuses a part that is not a list of actions, naming it', () => {
    const dir = copyOf(folder, (d) => writeFileSync(join(d, 'document.yaml'), 'target: $.info\nremove: true\n'));
    expect(() => assembleProfile(dir)).toThrow(/document\.yaml: a part must be a non-empty YAML list of overlay actions/);
  });

  it('refuses parts that do not nest under `actions:`, naming the profile', () => {
    const dir = copyOf(folder, (d) => writeFileSync(join(d, 'document.yaml'), '---\n- target: $.info\n  update:\n    x-a: 1\n'));
    expect(() => assembleProfile(dir)).toThrow(/: the parts do not nest under `actions:` \(a document marker/);
  });
});

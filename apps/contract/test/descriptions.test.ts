// The descriptions a run judges against: the contract, and the contract + profile + team overlays
// applied in process. The layered profile must be exactly the bundle the build made, its deviations
// those the build recorded, and a team overlay must layer on top like the profile does.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { profileNames } from '@msg-gateway/openapi/profiles';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { describe, expect, it } from 'vitest';
import { expectationOf } from '../src/check/expectation.js';
import { loadContract } from '../src/description/contract.js';
import { availableProfiles, loadDescriptions } from '../src/description/layered.js';

const require = createRequire(import.meta.url);
const built = (file: string): unknown => JSON.parse(readFileSync(require.resolve(`@msg-gateway/openapi/evolution-2.1.1/${file}`), 'utf8'));
const contract = loadContract();
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

describe('loadDescriptions', () => {
  it('checks the contract only, without --profile or --overlay', () => {
    expect(loadDescriptions({}, contract)).toEqual({ contract, layered: null });
  });

  it('layers the evolution-2.1.1 profile into exactly the bundle the build made', () => {
    const { layered } = loadDescriptions({ profile: 'evolution-2.1.1' }, contract);
    expect(layered?.name).toBe('evolution-2.1.1');
    expect(layered?.document).toEqual(built('openapi.json'));
    // The contract itself is untouched.
    expect(contract.byId.get('restartInstance')?.method).toBe('PUT');
    expect(layered?.byId.get('restartInstance')?.method).toBe('POST');
  });

  it('attributes the deviations as the build did', () => {
    const { layered } = loadDescriptions({ profile: 'evolution-2.1.1' }, contract);
    const recorded = built('deviations.json') as { deviations: { id: string; operations: unknown }[] };
    expect(layered?.deviations().map((d) => [d.id, d.operations])).toEqual(recorded.deviations.map((d) => [d.id, d.operations]));
  });

  it('layers a team overlay on the profile, with its own deviation ids', () => {
    const { layered } = loadDescriptions({ profile: 'evolution-2.1.1', overlays: ['acme-overlay.yaml'], cwd: fixtures }, contract);
    expect(layered?.name).toBe('evolution-2.1.1 + acme-fork');
    const acme = layered?.deviations().find((d) => d.id === 'acme-readreceipts-contacts');
    expect(acme).toMatchObject({ overlay: 'acme-fork', description: 'Read receipts can be limited to contacts.' });
    expect(acme?.operations).toContainEqual({ operationId: 'fetchPrivacySettings', parts: ['response:200'] });
    // On the contract alone, too.
    expect(loadDescriptions({ overlays: ['acme-overlay.yaml'], cwd: fixtures }, contract).layered?.name).toBe('the contract + acme-fork');
  });

  it('builds a description once per process while its files stay the same, and again once one changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-descriptions-'));
    try {
      copyFileSync(join(fixtures, 'acme-overlay.yaml'), join(dir, 'acme.yaml'));
      const choice = { profile: 'evolution-2.1.1', overlays: ['acme.yaml'], cwd: dir };
      const first = loadDescriptions(choice, loadContract()).layered;
      // The same contract file, the same overlays: the very same descriptions, deviations and all.
      expect(loadContract()).toBe(contract);
      expect(loadDescriptions(choice, loadContract()).layered).toBe(first);
      expect(loadDescriptions({ profile: 'evolution-2.1.1' }, contract).layered).not.toBe(first);
      // A team overlay edited between two runs is read again.
      const edited = readFileSync(join(dir, 'acme.yaml'), 'utf8').replace('title: acme-fork', 'title: acme-fork-2');
      expect(edited).toContain('acme-fork-2');
      writeFileSync(join(dir, 'acme.yaml'), edited);
      const second = loadDescriptions(choice, contract).layered;
      expect(second).not.toBe(first);
      expect(second?.name).toBe('evolution-2.1.1 + acme-fork-2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('knows the profiles the openapi package ships', () => {
    expect(availableProfiles()).toEqual(profileNames().sort());
    expect(availableProfiles()).toContain('evolution-2.1.1');
    expect(() => loadDescriptions({ profile: '../overlays/evolution-2.1.1' }, contract)).toThrow(UsageError);
  });
});

describe('expectationOf', () => {
  const { layered } = loadDescriptions({ profile: 'evolution-2.1.1' }, contract);
  if (!layered) throw new Error('no profile');
  const status = (description: typeof contract, operationId: string, kind: Parameters<typeof expectationOf>[2], emptyBody = false) =>
    expectationOf(description, operationId, kind, { emptyBody });

  it('gives the default statuses: lowest 2xx, 401, 404, 400', () => {
    expect(status(contract, 'sendSticker', 'success')).toMatchObject({ status: '200', absent: false });
    expect(status(contract, 'sendList', 'success').status).toBe('201');
    expect(status(contract, 'getInformation', 'no-key').status).toBe('401');
    expect(status(contract, 'findWebhook', 'unknown-instance').status).toBe('404');
    expect(status(contract, 'sendList', 'invalid-request').status).toBe('400');
  });

  it('follows x-expect-status of the description', () => {
    expect(status(layered, 'sendList', 'success').status).toBe('400');
    expect(status(layered, 'updateProfilePicture', 'invalid-request').status).toBe('500');
    expect(status(layered, 'sendSticker', 'success').status).toBe('201');
  });

  it('expects the success status without a key where the description requires none', () => {
    expect(status(layered, 'getInformation', 'no-key').status).toBe('200');
  });

  it('expects the invalid-request status for an empty body without a key where no key is required', () => {
    const open = loadDescriptions({ overlays: ['no-auth-presence.yaml'], cwd: fixtures }, contract).layered;
    if (!open) throw new Error('no overlay');
    expect(status(open, 'setPresence', 'no-key', true).status).toBe('400');
    expect(status(open, 'setPresence', 'no-key', false).status).toBe('201');
    expect(status(contract, 'setPresence', 'no-key', true).status).toBe('401');
  });

  it('expects a route-not-found 404 for an operation the description lacks', () => {
    expect(status(layered, 'createSchedule', 'success')).toEqual({
      operationId: 'createSchedule',
      kind: 'success',
      status: '404',
      absent: true,
      options: { emptyBody: false },
    });
  });
});

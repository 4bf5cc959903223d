// The HTML reference docs of the contract, as a browser gets them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('the HTML reference docs', () => {
  const html = readFileSync(fileURLToPath(new URL('../dist/docs/index.html', import.meta.url)), 'utf8');
  const profile: { deviations: { id: string; operations: { operationId: string }[] }[] } = JSON.parse(
    readFileSync(fileURLToPath(new URL('../dist/evolution-2.1.1/deviations.json', import.meta.url)), 'utf8'),
  );

  const contract: { paths?: Record<string, Record<string, unknown> | undefined> } = JSON.parse(
    readFileSync(fileURLToPath(new URL('../dist/openapi.json', import.meta.url)), 'utf8'),
  );

  it('list every deviation of the evolution-2.1.1 profile: the contract page those of its operations, the profile page all', () => {
    expect(html).toContain('Where the evolution-2.1.1 profile differs');
    const contractIds = new Set(
      Object.values(contract.paths ?? {}).flatMap((item) =>
        Object.values(item ?? {}).map((op) => (op as { operationId?: string }).operationId),
      ),
    );
    const onContract = profile.deviations.filter((d) => d.operations.some((o) => contractIds.has(o.operationId)));
    expect(onContract.map((d) => d.id).filter((id) => !html.includes(id))).toEqual([]);
    const page = readFileSync(fileURLToPath(new URL('../dist/docs/evolution-2.1.1.html', import.meta.url)), 'utf8');
    // A deviation of a route the contract does not have (create's validation) is on the profile's page.
    const onAdded = profile.deviations.filter((d) => !d.id.startsWith('route-') && !onContract.includes(d));
    expect(onAdded.map((d) => d.id).filter((id) => !page.includes(id))).toEqual([]);
  });

  it('keep <name> placeholders as text instead of swallowing them as HTML tags', () => {
    expect(html).toContain('Cannot PUT /instance/restart/&lt;name&gt;');
    expect(html).not.toMatch(/Cannot PUT \/instance\/restart\/"\]/);
  });

  it('do not repeat the version in the title', () => {
    expect(html).not.toContain('(2.1.1) (2.1.1)');
    expect(html).not.toContain('Evolution API 2.1.1) (');
  });

  it("show every operation the profile adds, badged 2.1.1-only, under its tag next to the contract's", () => {
    const spec: { deviations: { id: string }[] } = profile;
    const routes = spec.deviations.filter((d) => d.id.startsWith('route-')).map((d) => d.id.slice('route-'.length));
    expect(routes.length).toBeGreaterThanOrEqual(45);
    const missing = routes.filter((id) => !html.includes(`"operationId":"${id}"`));
    expect(missing).toEqual([]);
    expect(html.split('"x-badges":[{"name":"beyond the contract"').length - 1).toBe(routes.length);
    expect(html).toContain('Evolution API 2.1.1 only**: not in the interface document');
    for (const tag of ['Label', 'Settings', 'Proxy', 'Template']) expect(html, tag).toContain(`{"name":"${tag}","description":`);
  });

  it('say what 2.1.1 answers while the account is not connected', () => {
    expect(html).toContain('**While the account is not connected**');
    expect(html).toContain("(reading 'fetchPrivacySettings')");
  });

  it('are self-contained (Redoc inlined, no script from a CDN)', () => {
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });
});

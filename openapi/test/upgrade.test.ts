// The upgrade report from evolution-2.1.1 to evolution-2.3.7: generated from the profiles (the later
// profile's deviations from its base and both bundles), as a model, as Markdown/HTML, and as the
// msg-gateway-upgrade command that cuts it to the operations an app calls.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { upgradeLinks } from '../scripts/profile-docs.js';
import type { Deviation } from '../src/overlay.js';
import { listProfiles } from '../src/profiles.js';
import { operationOfRequest, selectOperations, upgradeReport } from '../src/upgrade.js';
import { main } from '../src/upgrade-cli.js';
import { operationsFromLog, RequestLogError } from '../src/upgrade-log.js';
import { impactTally, upgradeHtml, upgradeMarkdown } from '../src/upgrade-render.js';
import { operations } from '../src/walk.js';
import { loadSpec } from './load-spec.js';

const from = loadSpec('../dist/evolution-2.1.1/openapi.json');
const to = loadSpec('../dist/evolution-2.3.7/openapi.json');
const { deviations } = JSON.parse(
  readFileSync(fileURLToPath(new URL('../dist/evolution-2.3.7/deviations.json', import.meta.url)), 'utf8'),
) as {
  deviations: Deviation[];
};
const report = upgradeReport(from, to, deviations, { from: 'evolution-2.1.1', to: 'evolution-2.3.7' });
const op = (id: string) => report.operations.find((o) => o.operationId === id);

/** Runs the command in process; returns its exit status and output. */
function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = main({ argv, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
  return { status, stdout, stderr };
}

describe('the upgrade report model', () => {
  it('lists as added exactly the operations the later profile has and the earlier has not', () => {
    const before = new Set(operations(from).map((o) => o.operationId));
    const added = operations(to)
      .map((o) => o.operationId)
      .filter((id) => !before.has(id))
      .sort();
    expect(
      report.operations
        .filter((o) => o.kind === 'added')
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(added);
    expect(added.length).toBeGreaterThan(0);
  });

  it('files each change under every operation it touches, with its release, impact and source', () => {
    for (const deviation of deviations)
      for (const { operationId } of deviation.operations)
        expect(
          op(operationId)?.changes.map((c) => c.id),
          operationId,
        ).toContain(deviation.id);
    const buttons = op('sendButtons')?.changes.find((c) => c.id === 'sendButtons-new-body');
    expect(buttons).toMatchObject({ since: '2.2.0', impacts: ['request'] });
    expect(buttons?.source).toMatch(/^evolution-api@cd800f29:/);
    expect(op('sendButtons')?.statuses.after).toContain('500');
  });

  it('keeps changes that touch no operation (webhooks, deliveries) apart', () => {
    const ids = report.general.map((c) => c.id);
    expect(ids).toContain('webhook-delivery-retries');
    expect(deviations.filter((d) => d.operations.length === 0).map((d) => d.id)).toEqual(ids);
  });

  it('derives the impact from the parts a change touches when the overlay does not name it', () => {
    const bare: Deviation = {
      id: 'x',
      description: 'd',
      contract: undefined,
      gateway: undefined,
      source: undefined,
      overlay: 'o',
      operations: [{ operationId: 'sendText', parts: ['request', 'response:201'] }],
    };
    const r = upgradeReport(from, from, [bare], { from: 'a', to: 'b' });
    expect(r.operations[0]?.changes[0]?.impacts).toEqual(['request', 'answer']);
  });

  it('cuts to the operations asked for and names the unknown ones', () => {
    const known = new Set([...operations(from), ...operations(to)].map((o) => o.operationId));
    const cut = selectOperations(report, ['sendText', 'findChats', 'sendNothing'], known);
    expect(cut.operations.map((o) => o.operationId).sort()).toEqual(['findChats', 'sendText']);
    expect(cut.unknown).toEqual(['sendNothing']);
  });
});

describe('reading the operations an app calls from the mock', () => {
  it('reads the control API list, --log json and --log text, routing requests the log did not name', () => {
    const control = JSON.stringify([
      { method: 'POST', path: '/message/sendText/shop', operationId: 'sendText' },
      { method: 'POST', path: '/chat/findChats/shop' },
    ]);
    expect(operationsFromLog(control, from)).toEqual(['findChats', 'sendText']);
    const json =
      '{"time":"t","kind":"request","method":"GET","target":"/instance/connectionState/shop","status":200}\n{"kind":"spec","path":"x","ok":true}\n';
    expect(operationsFromLog(json, from)).toEqual(['connectionState']);
    expect(operationsFromLog('POST /message/sendButtons/shop → 400 (3 ms)\nnoise\n', from)).toEqual(['sendButtons']);
  });

  it('routes a request by method and path template, and nothing for an unknown one', () => {
    expect(operationOfRequest(from, 'DELETE', '/instance/logout/shop?x=1')).toBe('logoutInstance');
    expect(operationOfRequest(from, 'GET', '/no/such/route')).toBeUndefined();
  });

  it('refuses a log with no request in it, saying which forms it reads', () => {
    expect(() => operationsFromLog('hello', from)).toThrow(RequestLogError);
    expect(() => operationsFromLog('[1,', from)).toThrow(/not valid JSON/);
  });
});

describe('the report as people read it', () => {
  const markdown = upgradeMarkdown(report);

  it('puts the changes under what they break, each with its id and source', () => {
    const request = markdown.slice(markdown.indexOf('## Requests that break callers'), markdown.indexOf('## Answers that break readers'));
    expect(request).toContain('`sendButtons` (POST /message/sendButtons/{instance})');
    expect(request).toContain('**`sendButtons-new-body`** (since 2.2.0)');
    expect(markdown).toContain('## New operations');
    expect(markdown).toContain('`offerCall` (POST /call/offer/{instance})');
    for (const deviation of deviations) expect(markdown, deviation.id).toContain(deviation.id);
  });

  it('is the page the build publishes, and its HTML escapes what it quotes', () => {
    const page = readFileSync(
      fileURLToPath(new URL('../dist/docs/upgrade-evolution-2.1.1-to-evolution-2.3.7.md', import.meta.url)),
      'utf8',
    );
    // The published page links each operation to its reference (test/docs-links.test.ts opens them).
    const links = upgradeLinks(from, to, 'evolution-2.1.1', 'evolution-2.3.7');
    expect(page).toBe(upgradeMarkdown(report, undefined, links));
    expect(page).toContain('[`sendButtons`](evolution-2.3.7.html#/message/sendbuttons) (POST /message/sendButtons/{instance})');
    expect(markdown).not.toContain('](evolution-2.3.7.html');
    const html = upgradeHtml(report, '[Contract](index.html)');
    expect(html).toContain('<a href="index.html">Contract</a>');
    expect(html).not.toMatch(/<\/?instance>/);
    expect(html).toContain('<h2>Requests that break callers');
  });
});

describe('msg-gateway-upgrade', () => {
  it('prints only what concerns the operations given', () => {
    const { status, stdout } = run('--from', 'evolution-2.1.1', '--to', 'evolution-2.3.7', '--ops', 'sendButtons');
    expect(status).toBe(0);
    expect(stdout).toContain('sendButtons-new-body');
    expect(stdout).not.toContain('findChats-summaries');
    expect(stdout).toContain('Cut to the 1 operation the app calls');
  });

  it('defaults to the newest profile and its base, and prints JSON on request', () => {
    const newest = listProfiles()
      .filter((p) => p.base !== 'contract')
      .at(-1);
    const { status, stdout } = run('--json');
    expect(status).toBe(0);
    const parsed = JSON.parse(stdout) as { from: string; to: string; operations: unknown[] };
    expect([parsed.from, parsed.to]).toEqual([newest?.base, newest?.name]);
    const pinned = JSON.parse(run('--json', '--from', 'evolution-2.1.1', '--to', 'evolution-2.3.7').stdout) as { operations: unknown[] };
    expect(pinned.operations.length).toBe(report.operations.length);
  });

  it("puts a change to every route (x-scope: every-route, 2.4.0's licence gate) before everything else", () => {
    const { status, stdout } = run('--from', 'evolution-2.3.7', '--to', 'evolution-2.4.0');
    expect(status).toBe(0);
    const headings = stdout.split('\n').filter((line) => line.startsWith('## '));
    expect(headings[0]).toMatch(/^## Every route, whatever the key \(1 change\)$/);
    const summary = stdout.split('\n').filter((line) => line.startsWith('- '));
    expect(summary[0]).toMatch(/^- \*\*every route, whatever the key: .*LICENSE_REQUIRED.*\(`licence-gate`\)$/);
    // Filed once, as the gate: not under each of the operations it puts a 503 on.
    const json = JSON.parse(run('--json', '--from', 'evolution-2.3.7', '--to', 'evolution-2.4.0').stdout) as {
      gate: { id: string }[];
      operations: { changes: { id: string }[] }[];
    };
    expect(json.gate.map((c) => c.id)).toEqual(['licence-gate']);
    expect(json.operations.flatMap((o) => o.changes.map((c) => c.id))).not.toContain('licence-gate');
    // Without the scope it is an ordinary change of every operation it touches, and no gate leads.
    const toDoc = loadSpec('../dist/evolution-2.4.0/openapi.json');
    const fromDoc = loadSpec('../dist/evolution-2.3.7/openapi.json');
    const changes = (
      JSON.parse(readFileSync(fileURLToPath(new URL('../dist/evolution-2.4.0/deviations.json', import.meta.url)), 'utf8')) as {
        deviations: Deviation[];
      }
    ).deviations;
    const unscoped = upgradeReport(
      fromDoc,
      toDoc,
      changes.map(({ scope: _scope, ...rest }) => rest),
      { from: 'a', to: 'b' },
    );
    expect(unscoped.gate).toEqual([]);
    expect(upgradeMarkdown(unscoped)).not.toContain('## Every route');
  });

  it('exits 2 with a clear message for an unknown profile, a pair that is not a base, or bad options', () => {
    for (const argv of [
      ['--to', 'evolution-9'],
      ['--from', 'evolution-2.3.7', '--to', 'evolution-2.3.7'],
      ['--ops', 'a', '--log', 'b'],
      ['--bogus'],
      ['--log', '/no/such/file'],
    ]) {
      const { status, stderr, stdout } = run(...argv);
      expect(status, argv.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^msg-gateway-upgrade: [\s\S]+\nRun msg-gateway-upgrade --help/);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });
});

describe('the counts of the report', () => {
  const markdown = upgradeMarkdown(report);
  const impacts = ['request', 'answer', 'behaviour'] as const;
  /** The lines of the section under `heading` (up to the next heading). */
  const section = (heading: string): string[] => {
    const lines = markdown.split('\n');
    const start = lines.findIndex((line) => line.startsWith(`## ${heading} (`));
    const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
    return lines.slice(start, end === -1 ? undefined : end);
  };

  it.each(impacts)('says the same operations and entries for %s in the summary and the heading, as many as it lists', (impact) => {
    const tally = impactTally(report, impact);
    expect(tally.entries).toBeGreaterThan(0);
    const text = `${tally.operations} operation${tally.operations === 1 ? '' : 's'}, ${tally.entries} entr${tally.entries === 1 ? 'y' : 'ies'}`;
    const lines = section(HEADING_OF[impact]);
    expect(lines[0]).toBe(`## ${HEADING_OF[impact]} (${text})`);
    expect(markdown).toContain(`\n- ${HEADING_OF[impact].toLowerCase()}: ${text}\n`);
    // Counted from what the section lists: its top-level items, and the operations they name.
    const items = lines.filter((line) => line.startsWith('- '));
    expect(items).toHaveLength(tally.entries);
    const named = new Set(items.flatMap((line) => /^- `([^`]+)` \(/.exec(line)?.[1] ?? []));
    expect(named.size).toBe(tally.operations);
  });
});

const HEADING_OF = {
  request: 'Requests that break callers',
  answer: 'Answers that break readers',
  behaviour: 'Behaviour that changes (state, webhooks, timing)',
} as const;

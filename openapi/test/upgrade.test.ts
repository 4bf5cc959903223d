// The upgrade report from evolution-2.1.1 to evolution-2.3.7: generated from the profiles (the later
// profile's deviations from its base and both bundles), as a model, as Markdown/HTML, and as the
// msg-gateway-upgrade command that cuts it to the operations an app calls.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { upgradeLinks } from '../scripts/profile-docs.js';
import type { Deviation } from '../src/overlay.js';
import { listProfiles } from '../src/profiles.js';
import { operationOfRequest, selectOperations, upgradeReport } from '../src/upgrade.js';
import { main, nearest } from '../src/upgrade-cli.js';
import { MAX_LINE_BYTES, OperationCollector, operationsFromLog, RequestLogError, readLogFile } from '../src/upgrade-log.js';
import { impactTally, upgradeHtml, upgradeMarkdown } from '../src/upgrade-render.js';
import { webhookChanges } from '../src/upgrade-webhooks.js';
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

describe('msg-gateway-upgrade, asked wrongly or given much', () => {
  const dir = mkdtempSync(join(tmpdir(), 'upgrade-log-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exits 2 for an operation neither profile has, naming it and the nearest ones', () => {
    const { status, stdout, stderr } = run('--ops', 'sendTxt,findChats');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('"sendTxt" (did you mean sendText');
    expect(nearest('sendTxt', ['sendText', 'sendList', 'findChats'])).toEqual(['sendText', 'sendList']);
    expect(nearest('zzzzzzzzzzzz', ['sendText'])).toEqual([]);
  });

  it('reads every --log given, and lists the operations the app calls that nothing changes', () => {
    const changed = new Set(report.operations.map((o) => o.operationId));
    const same = operations(from).find((o) => !changed.has(o.operationId));
    const moved = report.operations.find((o) => o.kind === 'changed');
    if (!same || !moved) throw new Error('the profiles have no unchanged or no changed operation');
    const a = file('a.json', JSON.stringify([{ method: 'GET', path: '/x', operationId: same.operationId }]));
    const b = file('b.log', `${moved.method} ${moved.path.replace(/\{[^}]+\}/g, 'shop')} → 200 (1 ms)\n`);
    const { status, stdout } = run('--log', a, '--log', b, '--json');
    expect(status).toBe(0);
    const parsed = JSON.parse(stdout) as { operations: { operationId: string }[]; unchanged: string[] };
    expect(parsed.operations.map((o) => o.operationId)).toEqual([moved.operationId]);
    expect(parsed.unchanged).toEqual([same.operationId]);
    const markdown = run('--log', a, '--log', b).stdout;
    expect(markdown).toContain(`## Unchanged operations the app calls (1)\n\n\`${same.operationId}\``);
    expect(markdown).toContain('Cut to the 2 operations the app calls');
  });

  it('refuses a line longer than its bound (a log of zeros, no newline) with exit 2, without reading on', () => {
    const zeros = file('zeros', '\0'.repeat(MAX_LINE_BYTES + 70_000));
    const { status, stderr } = run('--log', zeros);
    expect(status).toBe(2);
    expect(stderr).toContain('longer than 1 MiB');
  });

  it('reads JSON lines as a stream: holds one chunk and one line, and routes each distinct request once', () => {
    const line = (i: number) =>
      JSON.stringify({ kind: 'request', method: 'POST', target: `/message/sendText/shop-${i % 3}`, status: 201, ms: i });
    const lines = (n: number) => `${Array.from({ length: n }, (_, i) => line(i)).join('\n')}\n`;
    const cost = (n: number) => {
      const collector = new OperationCollector(from);
      const stats = readLogFile(file(`lines-${n}`, lines(n)), collector);
      expect(collector.result()).toEqual(['sendText']);
      expect(collector.requests).toBe(n);
      return { routed: collector.routed, peak: stats.peakHeld, bytes: stats.bytes };
    };
    const small = cost(5_000);
    const large = cost(40_000);
    expect(large.bytes).toBeGreaterThan(7 * small.bytes);
    // The costly step does not grow with the log, nor does what is held.
    expect(large.routed).toBe(3);
    expect(small.routed).toBe(3);
    expect(large.peak).toBeLessThan(64 * 1024 + 2 * line(0).length + 10);
  });
});

describe('the webhook payloads a receiver meets', () => {
  const hooks = webhookChanges(from, to);

  it("are read from both profiles' webhook schemas: a field the later one adds is listed", () => {
    const upsert = hooks.find((h) => h.event === 'MESSAGES_UPSERT');
    expect(upsert?.added.some((path) => path.endsWith('key.remoteJidAlt'))).toBe(true);
    expect(report.webhooks).toEqual(hooks);
    expect(upgradeMarkdown(report)).toContain(`## Webhook payloads that change (${hooks.length} entries)`);
  });

  it('lists nothing between a profile and itself', () => {
    expect(webhookChanges(to, to)).toEqual([]);
  });
});

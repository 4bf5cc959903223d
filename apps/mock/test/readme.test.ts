// The README (and the docs/ pages it links) documents what the mock serves; their examples run, and
// the generated examples table must not drift.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eventually } from '@msg-gateway/test-utils/ports';
import { spawnNode } from '@msg-gateway/test-utils/processes';
import { describe, expect, it } from 'vitest';
import { END, EXAMPLES_DOC, renderExamplesTable, START, withTable } from '../scripts/examples-table.js';
import { USAGE } from '../src/args.js';
import { startMock } from '../src/index.js';
import { assertBuilt, parseReadyLine, READY, spawnCli } from './helpers/cli.js';
import { ops, spec } from './helpers/contract.js';

const page = (path: string): string => readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), 'utf8');
const readme = page('README.md');
const examplesDoc = readFileSync(EXAMPLES_DOC, 'utf8');
/** The code blocks of a page (the README unless named) in a language, in order. */
const blocks = (language: string, text = readme): string[] =>
  [...text.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1] ?? '');

describe('examples table (docs/examples.md, linked from the README)', () => {
  it('is up to date with the bundled spec (regenerate: npm run docs -w @msg-gateway/mock)', () => {
    expect(examplesDoc.includes(START) && examplesDoc.includes(END)).toBe(true);
    expect(withTable(examplesDoc, renderExamplesTable(spec))).toBe(examplesDoc);
    expect(readme).toContain('](docs/examples.md)');
  });

  it('has a row per operation with its method, path and example names', () => {
    const table = renderExamplesTable(spec);
    for (const op of ops) expect(table).toContain(`| \`${op.operationId}\` | \`${op.method.toUpperCase()} ${op.path}\` |`);
    expect(table).toContain('`ScheduleOnce`, `ScheduleRepeats`');
  });

  it('changes when an example is renamed in the spec (the drift check can fail)', () => {
    const changed = structuredClone(spec);
    const media = changed.paths?.['/instance/connectionState/{instance}']?.get?.responses?.['200'];
    const content = media && 'content' in media ? media.content?.['application/json'] : undefined;
    if (!content?.examples?.['InstanceOpen']) throw new Error('connectionState 200 has no InstanceOpen example');
    content.examples = { Renamed: content.examples['InstanceOpen'] };
    expect(withTable(examplesDoc, renderExamplesTable(changed))).not.toBe(examplesDoc);
  });
});

describe('README documents the command', () => {
  it('mentions every flag of --help', () => {
    for (const flag of USAGE.match(/--[a-z-]+/g) ?? []) expect(readme, flag).toContain(flag);
  });
});

describe('README documents the public API', () => {
  it('names exactly what the entry exports, at most 20 names', () => {
    const entry = readFileSync(fileURLToPath(new URL('../src/index.ts', import.meta.url)), 'utf8');
    const exported = [...entry.matchAll(/^export (?:type )?\{([^}]+)\}|^export const (\w+)/gm)]
      .flatMap((m) => (m[2] ? [m[2]] : (m[1] ?? '').split(',')))
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .map((name) => name.split(/\s+as\s+/).pop() ?? name)
      .filter(Boolean)
      .sort();
    const sentence = /The package exports ([\s\S]*?): nothing else\./.exec(readme)?.[1] ?? '';
    const documented = [...sentence.matchAll(/`(\w+)(?:\(\))?`/g)].map((m) => m[1] ?? '').sort();
    expect(documented).toEqual(exported);
    expect(exported.length).toBeLessThanOrEqual(20);
  });
});

describe('README examples run', () => {
  it('the webhook example: the receiver prints what the mock delivers after a send and a trigger', async () => {
    assertBuilt();
    const receiverCode = blocks('js').find((b) => b.startsWith('// receiver.mjs')) ?? '';
    const commands = (blocks('sh').find((b) => b.startsWith('node receiver.mjs')) ?? '').replace(/\\\n\s*/g, '').split('\n');
    const printed = /The receiver prints:\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const args = (line: string | undefined, command: string): string[] =>
      (line ?? '').slice(command.length).replace(/&$/, '').trim().split(/\s+/);
    const mockArgs = args(
      commands.find((c) => c.startsWith('npx @msg-gateway/mock --webhook-url')),
      'npx @msg-gateway/mock',
    );
    const triggerArgs = args(
      commands.find((c) => c.startsWith('npx @msg-gateway/mock trigger')),
      'npx @msg-gateway/mock',
    );
    const curl = commands.find((c) => c.startsWith('curl')) ?? '';
    const sent = /-d '([^']+)' (\S+)$/.exec(curl);
    expect(mockArgs).toEqual(['--webhook-url', 'http://127.0.0.1:3000/hooks']);
    expect(triggerArgs).toEqual(['trigger', 'MESSAGES_UPSERT', '--instance', 'shop-42']);

    const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-readme-'));
    writeFileSync(join(dir, 'receiver.mjs'), receiverCode);
    const receiver = spawnNode(join(dir, 'receiver.mjs'), [], { env: { PORT: '0' } });
    let mock: ReturnType<typeof spawnCli> | undefined;
    try {
      const port = /port (\d+)/.exec(await receiver.ready(/^receiving on port \d+$/))?.[1] ?? '';
      const hooks = (mockArgs[1] ?? '').replace('3000', port);
      mock = spawnCli(['--webhook-url', hooks, '--port', '0']);
      const { url } = parseReadyLine(await mock.ready(READY));
      const res = await fetch((sent?.[2] ?? '').replace('http://127.0.0.1:4010', url), {
        method: 'POST',
        headers: Object.fromEntries([...curl.matchAll(/-H '([^:]+): ([^']+)'/g)].map((m) => [m[1] ?? '', m[2] ?? ''])),
        body: sent?.[1] ?? '',
      });
      expect(res.status).toBe(201);
      const triggered = await spawnCli([...triggerArgs, '--url', url]).exited;
      expect(triggered.code, triggered.stderr).toBe(0);
      expect(triggered.stdout).toMatch(new RegExp(`^Delivered messages\\.upsert \\(shop-42\\) to ${hooks}: 200\\.\n\\{\n`));
      const lines = printed.trim().split('\n').length;
      expect(await eventually(() => receiver.out.stdout.trim().split('\n').length >= lines)).toBe(true);
      expect(receiver.out.stdout.replace(`port ${port}`, 'port 3000')).toBe(printed);
    } finally {
      receiver.child.kill('SIGTERM');
      mock?.child.kill('SIGTERM');
      await Promise.all([receiver.exited, mock?.exited]);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the browser example: a send answered with your recipient and a fresh gateway message id', async () => {
    const block = blocks('js')[0] ?? '';
    expect(block).toContain("const gateway = 'http://127.0.0.1:4010';");
    const mock = await startMock();
    const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-readme-'));
    try {
      const file = join(dir, 'browser.mjs');
      writeFileSync(file, `${block.replace("'http://127.0.0.1:4010'", JSON.stringify(mock.url))}\nexport { res, sent };\n`);
      const { res, sent } = (await import(pathToFileURL(file).href)) as { res: Response; sent: Record<string, Record<string, unknown>> };
      expect(res.status).toBe(201);
      expect(sent['key']).toEqual({
        remoteJid: '5511988887777@s.whatsapp.net',
        fromMe: true,
        id: expect.stringMatching(/^3EB0[0-9A-F]{36}$/),
      });
      expect((sent['message'] as Record<string, unknown>)['locationMessage']).toMatchObject({
        degreesLatitude: -23.5614,
        degreesLongitude: -46.6559,
        name: 'MASP',
      });
    } finally {
      await mock.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the test example is test/readme-example.test.ts, which vitest runs with the rest', () => {
    const example = readFileSync(fileURLToPath(new URL('./readme-example.test.ts', import.meta.url)), 'utf8');
    expect(blocks('ts')[0]).toBe(example);
  });

  it('the control API example runs against a mock in another process', async () => {
    const block = blocks('ts').find((b) => b.includes('createMockControl(')) ?? '';
    expect(block).toContain("createMockControl('http://127.0.0.1:4010')");
    const mock = await startMock({ profile: 'evolution-2.1.1', instances: 'none', pairAfter: 'never' });
    const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-readme-'));
    try {
      const file = join(dir, 'control.ts');
      writeFileSync(
        file,
        block.replace("'@msg-gateway/mock'", JSON.stringify(index)).replace("'http://127.0.0.1:4010'", JSON.stringify(mock.url)),
      );
      await import(pathToFileURL(file).href);
      expect(mock.instances.get('shop-42')).toMatchObject({ state: 'open', messages: 1 });
      const send = await fetch(`${mock.url}/message/sendText/shop-42`, {
        method: 'POST',
        headers: { apikey: 'k', 'content-type': 'application/json' },
        body: JSON.stringify({ number: '5511988887777', text: 'hi' }),
      });
      expect(send.status).toBe(500);
    } finally {
      await mock.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the --state example (docs/twin.md) is a world the mock loads', async () => {
    const block = blocks('json', page('docs/twin.md')).find((b) => b.includes('"instances"')) ?? '';
    const mock = await startMock({ profile: 'evolution-2.1.1', instances: 'none', state: JSON.parse(block) });
    try {
      expect(mock.instances.list().map((i) => [i.name, i.state, i.chats, i.messages])).toEqual([
        ['shop-42', 'open', 1, 2],
        ['hq', 'close', 0, 0],
      ]);
      const groups = await fetch(`${mock.url}/group/fetchAllGroups/shop-42?getParticipants=false`, { headers: { apikey: 'k' } });
      expect(await groups.json()).toEqual([expect.objectContaining({ id: '120363025246125486@g.us', subject: 'Kitchen' })]);
    } finally {
      await mock.close();
    }
  });

  it('the startMock example of "In tests" runs', async () => {
    const block = blocks('ts').find((b) => b.includes('await mock.close(); // stops listening')) ?? '';
    const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-readme-'));
    try {
      const file = join(dir, 'example.ts');
      writeFileSync(file, `${block.replace("'@msg-gateway/mock'", JSON.stringify(index))}\nexport const port = mock.port;\n`);
      const example = (await import(pathToFileURL(file).href)) as { port: number };
      expect(example.port).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The README's examples work: the opening one (the contract's client), the evolution-2.1.1 one and
// the evolution-2.3.7 one run, unchanged but for the import path, against the mock serving their
// description; the webhook receiver runs and gets the contract's examples posted to it. All of them
// compile with tsc under strict settings. The entries table has a row for every profile.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from '@msg-gateway/mock';
import { listProfiles } from '@msg-gateway/openapi/profiles';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { examples } from './helpers/webhook-examples.js';

const require = createRequire(import.meta.url);
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const source = (path: string) => JSON.stringify(fileURLToPath(new URL(`../src/${path}`, import.meta.url)));

/** The first ```ts block after `heading` (from the start when it is ''). */
function blockAfter(heading: string): string {
  const start = heading === '' ? 0 : readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`the README has no heading "${heading}"`);
  return /```ts\n([\s\S]*?)```/.exec(readme.slice(start))?.[1] ?? '';
}

const EXAMPLES = {
  contract: { code: blockAfter(''), entry: '@msg-gateway/client', target: source('index.js') },
  profile: {
    code: blockAfter('## The evolution-2.1.1 profile'),
    entry: '@msg-gateway/client/evolution-2.1.1',
    target: source('evolution-2.1.1.js'),
  },
  profile237: {
    code: blockAfter('## The evolution-2.3.7 profile'),
    entry: '@msg-gateway/client/evolution-2.3.7',
    target: source('evolution-2.3.7.js'),
  },
  receiver: { code: blockAfter('## Webhooks'), entry: '@msg-gateway/client/webhooks', target: source('webhooks/index.js') },
};

let dir: string;
const files: Record<string, string> = {};
let mock: Awaited<ReturnType<typeof startMock>>;
let profileMock: Awaited<ReturnType<typeof startMock>>;
let mock237: Awaited<ReturnType<typeof startMock>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'client-readme-'));
  for (const [name, { code, entry, target }] of Object.entries(EXAMPLES)) {
    files[name] = join(dir, `${name}.mts`);
    writeFileSync(files[name], code.replace(`'${entry}'`, target));
  }
  [mock, profileMock, mock237] = await Promise.all([
    startMock({ port: 0 }),
    startMock({ port: 0, profile: 'evolution-2.1.1' }),
    startMock({ port: 0, profile: 'evolution-2.3.7' }),
  ]);
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await Promise.all([mock.close(), profileMock.close(), mock237.close()]);
});

/** Imports example `name` with GATEWAY_URL (and PORT) set; returns what it logged and its exports. */
async function run(name: string, env: Record<string, string>) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  try {
    const exported: Record<string, unknown> = await import(files[name] ?? '');
    return { lines, exported, log };
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('README examples', () => {
  it('open with the contract client, each importing its entry', () => {
    expect(readme.indexOf('```ts')).toBeLessThan(readme.indexOf('## '));
    for (const { code, entry } of Object.values(EXAMPLES)) expect(code).toContain(`from '${entry}'`);
  });

  it('the contract example runs against the mock', async () => {
    const { lines, log } = await run('contract', { GATEWAY_URL: mock.url });
    log.mockRestore();
    expect(lines).toEqual(['my-instance is open', '404: The "my-instance" instance does not exist']);
  });

  it('the evolution-2.1.1 example runs against the mock serving the profile', async () => {
    const { lines, log } = await run('profile', { GATEWAY_URL: profileMock.url });
    log.mockRestore();
    // The mock keeps what the example sends: the text is in its chat (beside the messages the
    // instance's world holds from the start), and no webhook is set yet.
    expect(lines).toEqual([
      expect.stringMatching(/^5511999999999@s\.whatsapp\.net has [1-9]\d* message\(s\); the text is among them$/),
      'no webhook set',
      // Like a real 2.1.1 gateway on its Baileys channel, the mock serving the profile refuses every list.
      'list refused: Method not available on WhatsApp Baileys',
    ]);
  });

  it('the evolution-2.3.7 example runs against the mock serving the profile', async () => {
    const { lines, log } = await run('profile237', { GATEWAY_URL: mock237.url });
    log.mockRestore();
    expect(lines[0]).toBe('gateway 2.3.7: text sent to 5511999999999@s.whatsapp.net');
    expect(lines[1]).toMatch(/^buttons (sent|refused: 4\d\d)$/);
    expect(lines).toHaveLength(2);
  });

  it('the entries table has a row for every profile @msg-gateway/openapi ships, and its example a section', () => {
    const table = readme.slice(readme.indexOf('| import | what |'), readme.indexOf('\n\n', readme.indexOf('| import | what |')));
    const rows = [...table.matchAll(/^\| \[?`(@msg-gateway\/client[^`]*)`/gm)].map((m) => m[1]);
    expect(rows).toEqual([
      '@msg-gateway/client',
      ...listProfiles().map((p) => `@msg-gateway/client/${p.name}`),
      '@msg-gateway/client/webhooks',
    ]);
    for (const { name } of listProfiles()) expect(readme, name).toContain(`\n## The ${name} profile\n`);
  });

  it('the webhook receiver accepts the contract examples and refuses a tampered one, naming the field', async () => {
    const { lines, exported, log } = await run('receiver', { PORT: '0' });
    const receiver = exported.receiver as Server;
    try {
      if (!receiver.listening) await new Promise((resolve) => receiver.once('listening', resolve));
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
      const post = async (body: unknown) => {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: res.status, text: await res.text() };
      };
      // Typed loosely: only the upserts' key and the error event's api_key are read.
      const payloads = examples.map(([, , value]) => value as { event: string; api_key?: string; data: { key: { remoteJid: string } } });
      for (const example of payloads) expect(await post(example), example.event).toEqual({ status: 200, text: '' });
      const upserts = payloads.filter((e) => e.event === 'messages.upsert');
      const errors = payloads.filter((e) => e.event === 'error');
      expect(lines).toHaveLength(upserts.length + errors.length);
      expect(lines[0]).toBe(`${upserts[0]?.data.key.remoteJid}: Olá! Vocês entregam hoje?`);
      expect(lines.at(-1)).toBe('the gateway answered 500 Internal Server Error');
      // The errors webhook's example carries the admin key's placeholder; the receiver never prints it.
      expect(lines.join('\n')).not.toContain('api_key');
      expect(lines.join('\n')).not.toContain(String(errors[0]?.api_key));

      const tampered = { ...upserts[0], data: { ...upserts[0]?.data, key: { ...upserts[0]?.data.key, remoteJid: 5511999999999 } } };
      expect(await post(tampered)).toEqual({
        status: 400,
        text: 'WebhookPayloadError: webhook payload: /data/key/remoteJid must be a string (messages.upsert)',
      });
    } finally {
      log.mockRestore();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('compile under strict settings', () => {
    const tsc = require.resolve('typescript/bin/tsc');
    const flags = ['--noEmit', '--pretty', 'false', '--strict', '--exactOptionalPropertyTypes', '--skipLibCheck'];
    const target = [
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--lib',
      'es2022,dom',
      '--types',
      'node',
    ];
    const run = spawnSync(process.execPath, [tsc, ...flags, ...target, ...Object.values(files)], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('..', import.meta.url)),
    });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

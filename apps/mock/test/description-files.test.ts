// Every YAML file the mock reads is parsed with limits (issue 17 §5): a 400-byte alias bomb ("billion
// laughs", nine levels of nine aliases) given as --spec used to block the mock for a minute and a
// half, grow to 4 GB and abort with exit 134 and a V8 stack trace; saved over a watched spec, it took
// a running mock down. The bomb here is real. The processes run with a 256 MB heap, so a regression
// fails as an abort within seconds instead of taking the shared machine's memory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atPointer } from '@msg-gateway/openapi/walk';
import { eventually } from '@msg-gateway/test-utils/ports';
import type { CliRun } from '@msg-gateway/test-utils/processes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../src/index.js';
import {
  MAX_YAML_ALIAS_COUNT,
  parseDocumentText,
  REFERENCED_FILES_KEY,
  readDescriptionFile,
} from '../src/server/description/description-files.js';
import { assertBuilt, READY, spawnCli } from './helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-yaml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(assertBuilt);

/** Nine levels of nine aliases: 9^9 (387 million) strings once expanded. */
const BOMB = [
  'openapi: 3.1.0',
  'info: {title: b, version: "1"}',
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((name, i) => {
    const previous = 'abcdefghi'[i];
    return `${name}: &${name} [${Array.from({ length: 9 }, () => `*${previous}`).join(',')}]`;
  }),
  'paths: {}',
  '',
].join('\n');
const ALIAS_LINE = 'its aliases expand too far';

const write = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const spec = (version: number): string =>
  [
    'openapi: 3.1.0',
    `info: {title: v${version}, version: "1"}`,
    'paths:',
    '  /a:',
    '    get:',
    '      responses:',
    `        "200": {description: ok, content: {application/json: {example: {version: ${version}}}}}`,
    '',
  ].join('\n');
const spawnLimited = (args: string[]): CliRun => spawnCli(args, { env: { NODE_OPTIONS: '--max-old-space-size=256' } });

/** Resolves with the exit, or rejects after `ms` (the bomb used to hold the process for 90 s). */
function exitWithin(run: CliRun, ms = 60_000): CliRun['exited'] {
  return Promise.race([
    run.exited,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`still running after ${ms} ms:\n${run.out.stderr}`)), ms).unref(),
    ),
  ]);
}

describe('reading YAML with limits', () => {
  it('the bomb is small, and refused by the parser the mock uses, saying why', () => {
    expect(Buffer.byteLength(BOMB)).toBeLessThan(400);
    expect(() => parseDocumentText(BOMB, 'bomb.yaml')).toThrow(
      `it is not YAML the mock reads: its aliases expand too far (yaml stops past ${MAX_YAML_ALIAS_COUNT} aliased nodes`,
    );
    // A few aliases are fine: the limit is on expansion, not on using YAML.
    expect(parseDocumentText('a: &a {x: 1}\nb: *a\nc: *a\n', 'ok.yaml')).toEqual({ a: { x: 1 }, b: { x: 1 }, c: { x: 1 } });
  });

  it('a file a spec refers to with $ref is read with the same limits, and named', () => {
    const bomb = write('bomb-part.yaml', BOMB);
    const root = write('refers-to-bomb.yaml', `${spec(1)}components: {schemas: {A: {$ref: './bomb-part.yaml#/a'}}}\n`);
    expect(() => readDescriptionFile(root)).toThrow(`${bomb} (which ${root} refers to) is not YAML the mock reads: ${ALIAS_LINE}`);
  });

  it('refuses what is not a file (a device would be read forever) and a $ref to the network', () => {
    expect(() => readDescriptionFile('/dev/zero')).toThrow('it cannot be read (not a regular file)');
    const remote = write('remote.yaml', `${spec(1)}components: {schemas: {A: {$ref: 'https://example.org/a.yaml#/A'}}}\n`);
    expect(() => readDescriptionFile(remote)).toThrow(`${remote} refers to https://example.org/a.yaml: the mock reads no network`);
  });
});

describe('a description split over files', () => {
  const split = (): string => {
    mkdirSync(join(dir, 'split', 'paths'), { recursive: true });
    write(
      'split/components.yaml',
      'schemas:\n  Thing: {type: object, properties: {name: {type: string}, child: {$ref: "#/schemas/Thing"}}}\n',
    );
    write(
      'split/paths/things.yaml',
      'get:\n  operationId: getThing\n  responses:\n    "200":\n      description: ok\n      content: {application/json: {schema: {$ref: "../components.yaml#/schemas/Thing"}, example: {name: one}}}\n',
    );
    return write(
      'split/openapi.yaml',
      'openapi: 3.1.0\ninfo: {title: split, version: "1"}\npaths:\n  /thing: {$ref: "./paths/things.yaml"}\n',
    );
  };

  it('is read into one document: each file once, every $ref local, path items in place', () => {
    const doc = readDescriptionFile(split());
    const files = `/${REFERENCED_FILES_KEY}`;
    expect(Object.keys(atPointer(doc, files) ?? {})).toEqual(['0', '1']);
    const thing = { $ref: `#${files}/1/schemas/Thing` };
    expect(atPointer(doc, '/paths/~1thing/get/responses/200/content/application~1json/schema')).toEqual(thing);
    // A reference inside a referenced file to that same file (here a recursive schema) stays in it.
    expect(atPointer(doc, `${files}/1/schemas/Thing/properties/child`)).toEqual(thing);
  });

  it('is served with every feature: the operation is known to mock.next, its schema checks a queued body', async () => {
    const mock = await startMock({ spec: split() });
    try {
      expect(() => mock.next('getThing', { body: { name: 2 } })).toThrow(
        /the body does not match what getThing documents for 200: \/name: must be string/,
      );
      mock.next('getThing', { body: { name: 'queued', child: { name: 'inner' } } });
      expect(await (await fetch(`${mock.url}/thing`)).json()).toEqual({ name: 'queued', child: { name: 'inner' } });
      expect(await (await fetch(`${mock.url}/thing`)).json()).toEqual({ name: 'one' });
    } finally {
      await mock.close();
    }
  });
});

describe.concurrent('msg-gateway-mock with a YAML alias bomb', () => {
  it('as --spec: exit 1 with one line saying why, no stack trace', async ({ expect }) => {
    const bomb = write('bomb.yaml', BOMB);
    const { code, signal, stdout, stderr } = await exitWithin(spawnLimited(['--spec', bomb, '--port', '0']));
    expect({ code, signal, stdout }).toEqual({ code: 1, signal: null, stdout: '' });
    expect(stderr).toMatch(
      new RegExp(
        `^msg-gateway-mock: Cannot serve ${bomb.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: it is not YAML the mock reads: ${ALIAS_LINE} .*\n$`,
      ),
    );
  });

  it('as --overlay: exit 2 naming the overlay', async ({ expect }) => {
    const bomb = write('bomb-overlay.yaml', BOMB.replace('openapi: 3.1.0', 'overlay: 1.0.0'));
    const { code, stderr } = await exitWithin(spawnLimited(['--overlay', bomb, '--port', '0']));
    expect(code).toBe(2);
    expect(stderr).toContain(`Cannot use the overlay ${bomb}: it is not YAML the mock reads: ${ALIAS_LINE}`);
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('saved over a watched spec: the last good version keeps serving, the log says why', async ({ expect }) => {
    const file = write('watched.yaml', spec(1));
    const run = spawnLimited(['--spec', file, '--port', '0']);
    const url = /on (http:\/\/\S+)/.exec(await run.ready(READY))?.[1] ?? '';
    /** The first line of the log (stderr) that `pattern` matches, once it is written. */
    const logged = (pattern: RegExp) => eventually(() => run.out.stderr.split('\n').find((l) => pattern.test(l)), { everyMs: 20 });
    writeFileSync(file, BOMB);
    expect(await logged(/cannot be served/)).toBe(
      `${file} cannot be served (it is not YAML the mock reads: ${ALIAS_LINE} (yaml stops past ${MAX_YAML_ALIAS_COUNT} aliased nodes, as a "billion laughs" file would need); write the repeated parts out or share them with $ref); still serving the last version that could.`,
    );
    expect(await (await fetch(`${url}/a`)).json()).toEqual({ version: 1 });
    writeFileSync(file, spec(2));
    expect(await logged(/changed: now serving its 1 operations/)).toBe(`${file} changed: now serving its 1 operations.`);
    expect(await (await fetch(`${url}/a`)).json()).toEqual({ version: 2 });
    run.child.kill('SIGTERM');
    expect((await exitWithin(run)).code).toBe(0);
  });
});

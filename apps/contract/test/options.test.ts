// Flags and environment: clear errors for what is wrong, the key only from the environment, and no
// message that repeats the key or the credentials of a malformed URL.
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/description/contract.js';
import { loadDescriptions } from '../src/description/layered.js';
import { checkAgainstContract, DEFAULT_DEADLINE_S, HELP, parseCommand, printableUrl, type RunOptions } from '../src/options.js';
import { checkedOperations } from '../src/plan/planner.js';
import { checkCallsOut } from '../src/run/exits.js';
import { runOptions } from './helpers/options.js';

const KEY = 'options-test-key-123';
const env = { GATEWAY_API_KEY: KEY };
const base = ['--url', 'http://127.0.0.1:8080', '--instance', 'mine'];
const contract = loadContract();

const parse = (argv: string[], environment: Record<string, string> = env): RunOptions => runOptions(argv, environment);

/** The UsageError `fn` throws (fails the test when it throws nothing or something else). */
function usageError(fn: () => unknown): UsageError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return error as UsageError;
  }
  throw new Error('expected a UsageError, nothing was thrown');
}

describe('parseCommand', () => {
  it('reads flags, with environment fallbacks for the gateway and inputs', () => {
    const options = parse([], {
      ...env,
      GATEWAY_URL: 'https://gw.example.org/evo/',
      GATEWAY_INSTANCE: 'prod',
      GATEWAY_RECIPIENT: '+55 11 91234-5678',
    });
    expect(options).toMatchObject({
      url: 'https://gw.example.org/evo',
      basePath: '/evo',
      instance: 'prod',
      apiKey: KEY,
      inputs: { recipient: '5511912345678' },
    });
    expect(parse([...base, '--timeout', '2.5']).timeoutMs).toBe(2500);
  });

  it('bounds the whole run: --deadline, 300 s by default', () => {
    expect(parse(base).deadlineMs).toBe(DEFAULT_DEADLINE_S * 1000);
    expect(DEFAULT_DEADLINE_S).toBe(300);
    expect(parse([...base, '--deadline', '12']).deadlineMs).toBe(12_000);
    expect(usageError(() => parse([...base, '--deadline', 'soon'])).message).toMatch(/--deadline "soon" is not a number of seconds/);
    expect(usageError(() => parse([...base, '--deadline', '-1'])).message).toMatch(/--deadline/);
  });

  it('does not take the opt-ins from the environment', () => {
    const options = parse(base, { ...env, GATEWAY_ALLOW_WRITES: '1', ALLOW_WRITES: '1' });
    expect(options.allowWrites).toBe(false);
    expect(options.allowSends).toBe(false);
  });

  it('refuses a key on the command line without repeating it', () => {
    for (const flag of ['--api-key=s3cr3t-value', '--apikey', '--key', '--token=s3cr3t-value']) {
      const error = usageError(() => parse([...base, flag, 's3cr3t-value']));
      expect(error.message).toContain('GATEWAY_API_KEY');
      expect(error.message).not.toContain('s3cr3t-value');
    }
  });

  it('says what is missing', () => {
    expect(() => parse([])).toThrow(/Missing --url <url> \(or GATEWAY_URL\) and --instance <name>/);
    expect(() => parse(base, {})).toThrow(/GATEWAY_API_KEY is not set/);
    expect(() => parse([...base, '--allow-sends'])).toThrow(/--allow-sends needs --recipient/);
  });

  it('explains a malformed URL, recipient or timeout', () => {
    expect(() => parse(['--url', 'localhost:8080', '--instance', 'x'])).toThrow(/must start with http/);
    expect(() => parse(['--url', 'not a url', '--instance', 'x'])).toThrow(/is not a URL/);
    expect(() => parse(['--url', 'http://u:p@h', '--instance', 'x'])).toThrow(/must not contain credentials/);
    expect(() => parse([...base, '--recipient', 'alice'])).toThrow(/is not a phone number/);
    expect(() => parse([...base, '--timeout', '0'])).toThrow(/--timeout/);
  });

  it('never repeats the credentials or the query of a malformed URL', () => {
    const secrets = ['hunter2-pw', 'tok-3f9a1c'];
    const urls = [
      'http://admin:hunter2-pw@127.0.0.1:99999', // invalid port: not a URL at all
      'http://admin:hunter2-pw@gate way.example:8080', // a space
      'admin:hunter2-pw@127.0.0.1:8080', // no scheme
      'http://127.0.0.1:8080/?token=tok-3f9a1c',
      'ftp://admin:hunter2-pw@127.0.0.1/?token=tok-3f9a1c',
      'http://127.0.0.1:8080 /x?token=tok-3f9a1c',
    ];
    for (const url of urls) {
      const error = usageError(() => parse(['--url', url, '--instance', 'x']));
      for (const secret of secrets) expect(error.message, url).not.toContain(secret);
      expect(error.message, url).toMatch(/--url/);
    }
    expect(printableUrl('http://admin:hunter2-pw@127.0.0.1:99999/evo')).toBe('http://…@127.0.0.1:99999/evo');
    expect(printableUrl('http://127.0.0.1:8080/?token=tok')).toBe('http://127.0.0.1:8080/?…');
  });

  it('refuses "." and ".." as instance names: URL normalisation would send the requests to another path', () => {
    for (const instance of ['.', '..']) {
      expect(usageError(() => parse(['--url', 'http://127.0.0.1:8080', '--instance', instance])).message).toMatch(
        /is not an instance name/,
      );
    }
    expect(parse(['--url', 'http://127.0.0.1:8080', '--instance', '..a']).instance).toBe('..a');
  });

  it('refuses a key the apikey header cannot carry, before any request and without repeating it', () => {
    const keys = {
      newline: 'abc-key\nsecond-line',
      control: 'abc-key\u0007bell',
      delete: 'abc-key\u007f',
      emoji: 'abc-key-🔑',
      cyrillic: 'abc-ключ',
    };
    for (const [name, key] of Object.entries(keys)) {
      const error = usageError(() => parse(base, { GATEWAY_API_KEY: key }));
      expect(error.message, name).toMatch(/GATEWAY_API_KEY contains .* the `apikey` header cannot carry/);
      expect(error.message, name).not.toContain('abc-key');
    }
    // Latin-1 is what a header carries: accepted.
    expect(parse(base, { GATEWAY_API_KEY: 'clé-ñ-ß' }).apiKey).toBe('clé-ñ-ß');
    // Whitespace around the key (a trailing newline from a file) is not part of it.
    expect(parse(base, { GATEWAY_API_KEY: '  key-with-newline\n' }).apiKey).toBe('key-with-newline');
  });

  it('answers --help and --version before asking for anything else', () => {
    expect(parseCommand(['--help'], {})).toEqual({ kind: 'help' });
    expect(parseCommand(['-v'], {})).toEqual({ kind: 'version' });
  });

  it('reports an unknown flag without its value', () => {
    expect(() => parse([...base, '--colour=loud'])).toThrow(/Unknown option '--colour'/);
  });
});

describe('checkAgainstContract', () => {
  const check = (args: string[]) => checkAgainstContract(parse([...base, ...args]), contract.document, contract.operations);

  it('checks inputs against the contract parameter formats', () => {
    expect(() => check(['--group-jid', '12345'])).toThrow(/--group-jid "12345" does not match the pattern/);
    expect(() => check(['--invite-code', 'short'])).toThrow(/--invite-code/);
    expect(() => check(['--schedule-id', 'not-a-uuid'])).toThrow(/uuid format/);
    expect(check(['--group-jid', '120363000000000001@g.us'])).toBeUndefined();
  });

  it('parses --only and rejects names the run does not check', () => {
    expect(check(['--only', 'findWebhook, connectionState:404, getInformation:no-key'])).toEqual([
      { operationId: 'findWebhook' },
      { operationId: 'connectionState', check: '404' },
      { operationId: 'getInformation', check: 'no-key' },
    ]);
    expect(() => check(['--only', 'findWebhooks'])).toThrow(/no operation "findWebhooks" is checked/);
    expect(() => check(['--only', 'findWebhook:nokey'])).toThrow(/after the colon give a check \(success, no-key/);
  });
});

describe('--profile, --overlay and the --baseline alias', () => {
  it('reads the profile and the overlays, in order', () => {
    const options = parse([...base, '--profile', 'evolution-2.1.1', '--overlay', 'a.yaml', '--overlay', 'b.json']);
    expect(options).toMatchObject({ profile: 'evolution-2.1.1', overlays: ['a.yaml', 'b.json'] });
    expect(parse(base)).toMatchObject({ profile: undefined, overlays: [] });
  });

  it('keeps --baseline evolution-2.1.1 one release, saying what to use instead', () => {
    const command = parseCommand([...base, '--baseline', 'evolution-2.1.1'], env);
    expect(command).toMatchObject({ kind: 'run', options: { profile: 'evolution-2.1.1' } });
    expect(command.kind === 'run' && command.warnings).toEqual([
      '--baseline evolution-2.1.1 is deprecated and will be removed in the next release: use --profile evolution-2.1.1 instead.',
    ]);
    expect(parseCommand([...base, '--profile', 'evolution-2.1.1'], env)).toMatchObject({ warnings: [] });
  });

  it('refuses a deviations file: deviations are OpenAPI Overlays now', () => {
    for (const file of ['openapi/deviations/evolution-2.1.1.yaml', 'my-deviations.yaml', './x']) {
      expect(usageError(() => parse([...base, '--baseline', file])).message, file).toMatch(
        /deviations files are no longer read. Deviations are OpenAPI Overlays now: give your own as --overlay FILE/,
      );
    }
    expect(usageError(() => parse([...base, '--baseline', 'evolution-2.1.1', '--profile', 'other'])).message).toMatch(/disagree/);
  });

  it('checks --sticker-url and --picture-url (flag or environment): http(s), no credentials', () => {
    expect(
      parse([...base, '--sticker-url', 'https://cdn.test/s.webp'], { ...env, GATEWAY_PICTURE_URL: 'http://cdn.test/p.jpg' }).inputs,
    ).toEqual({
      stickerUrl: 'https://cdn.test/s.webp',
      pictureUrl: 'http://cdn.test/p.jpg',
    });
    expect(() => parse([...base, '--sticker-url', 'sticker.webp'])).toThrow(/--sticker-url "sticker.webp" is not a URL/);
    expect(() => parse([...base, '--picture-url', 'file:///etc/passwd'])).toThrow(/--picture-url .* must start with http/);
    expect(() => parse([...base, '--picture-url', 'https://u:pw@cdn.test/p.jpg'])).toThrow(/must not contain credentials/);
  });

  it('checks --media-url and --audio-url (flag or environment) like the other download URLs', () => {
    expect(
      parse([...base, '--media-url', 'https://cdn.test/m.jpg'], { ...env, GATEWAY_AUDIO_URL: 'https://cdn.test/a.mp3' }).inputs,
    ).toEqual({ mediaUrl: 'https://cdn.test/m.jpg', audioUrl: 'https://cdn.test/a.mp3' });
    expect(() => parse([...base, '--audio-url', 'a.mp3'])).toThrow(
      /--audio-url "a.mp3" is not a URL\. Give an audio file the gateway may download/,
    );
    expect(() => parse([...base, '--media-url', 'https://u:pw@cdn.test/m.jpg'])).toThrow(/must not contain credentials/);
  });

  it('reads --allow-calls-out as origins (flag only, repeatable), and refuses a service no checked operation calls', () => {
    const options = parse([
      ...base,
      '--allow-calls-out',
      'https://icanhazip.com/',
      '--allow-calls-out',
      'https://graph.facebook.com/v20.0',
    ]);
    expect(options.allowCallsOut).toEqual(['https://icanhazip.com', 'https://graph.facebook.com']);
    expect(parse(base, { ...env, GATEWAY_ALLOW_CALLS_OUT: 'https://icanhazip.com' }).allowCallsOut).toEqual([]);
    expect(() => parse([...base, '--allow-calls-out', 'icanhazip.com'])).toThrow(/--allow-calls-out "icanhazip.com" is not a URL/);
    const profile = loadDescriptions({ profile: 'evolution-2.1.1' }, contract);
    expect(() => checkCallsOut(['https://icanhazip.com'], checkedOperations(profile))).not.toThrow();
    expect(usageError(() => checkCallsOut(['https://example.com'], checkedOperations(profile))).message).toBe(
      '--allow-calls-out https://example.com: no checked operation makes the gateway call it. The operations that call out: https://icanhazip.com (setProxy), https://graph.facebook.com (createTemplate, findTemplates).',
    );
    expect(usageError(() => checkCallsOut(['https://icanhazip.com'], checkedOperations({ contract, layered: null }))).message).toMatch(
      /No checked operation calls out \(x-calls-out\)\.$/,
    );
  });

  it('warns that 2.1.1 breaks a download URL with a query (a signed one), without repeating the query', () => {
    const plain = parseCommand([...base, '--sticker-url', 'https://cdn.test/s.webp'], env);
    expect(plain).toMatchObject({ kind: 'run', warnings: [] });
    const signed = parseCommand([...base, '--picture-url', 'https://cdn.test/p.jpg?X-Amz-Signature=s3cr3t-sig'], env);
    if (signed.kind !== 'run') throw new Error('expected a run');
    expect(signed.warnings).toEqual([
      expect.stringMatching(/^--picture-url has a query: Evolution API 2\.1\.1 appends \?timestamp=<ms> .* Give an unsigned URL\.$/),
    ]);
    expect(signed.warnings.join('')).not.toContain('s3cr3t-sig');
    expect(HELP).toMatch(
      /appends \?timestamp=<ms> to these URLs, even after\s+a query, so a signed URL .* stops working:\s+give an unsigned URL/,
    );
  });
});

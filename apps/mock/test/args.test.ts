// Flag and environment rules, without starting anything.
import { fileURLToPath } from 'node:url';
import { profileNames } from '@msg-gateway/openapi/profiles';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { describe, expect, it } from 'vitest';
import { parseCli, USAGE } from '../src/args.js';

/** The profiles the openapi package ships, as a message lists them (one source: its registry). */
const KNOWN_PROFILES = profileNames().sort().join(', ').replaceAll('.', '\\.');

const usageError = (argv: string[], env: Record<string, string> = {}): string => {
  try {
    parseCli(argv, env);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
};

describe('MSG_GATEWAY_MOCK_CODE_CACHE', () => {
  it('is off, report, write or unset; anything else is a usage error (exit 2) saying which it takes', () => {
    expect(usageError([], { MSG_GATEWAY_MOCK_CODE_CACHE: 'yes' })).toBe(
      'MSG_GATEWAY_MOCK_CODE_CACHE is "yes": give one of off, report, write, or leave it unset (the cache is read when there is one).',
    );
    expect(parseCli([], { MSG_GATEWAY_MOCK_CODE_CACHE: 'off' }).kind).toBe('run');
  });
});

describe('defaults and precedence', () => {
  it('listens on 127.0.0.1:4010 with static examples by default', () => {
    expect(parseCli([], {})).toEqual({
      kind: 'run',
      port: 4010,
      host: '127.0.0.1',
      profile: undefined,
      spec: undefined,
      overlays: [],
      dynamic: false,
      seed: undefined,
      delay: 0,
      failRate: 0,
      log: 'text',
      verbose: false,
      webhook: undefined,
      instances: '*',
      apiKey: undefined,
      pairAfter: 5000,
      clock: 'real',
      acks: 'none',
      state: undefined,
      whatsapp: 'online',
      license: 'activated',
      corsOrigins: [],
      errorsWebhook: undefined,
      allowedHosts: [],
      webhookHosts: [],
      anyWebhookTarget: false,
      readyJson: false,
      readyFile: undefined,
    });
  });

  it('reads --clock, real time or a test clock', () => {
    expect(parseCli(['--clock', 'manual'])).toMatchObject({ clock: 'manual' });
    expect(parseCli(['--clock', 'real'])).toMatchObject({ clock: 'real' });
  });

  it('reads --acks, a receipts mode for sends to ordinary numbers', () => {
    expect(parseCli(['--acks', 'read'])).toMatchObject({ acks: 'read' });
    expect(parseCli(['--acks', 'manual'])).toMatchObject({ acks: 'manual' });
  });

  it('takes PORT and HOST from the environment', () => {
    expect(parseCli([], { PORT: '5000', HOST: 'localhost' })).toMatchObject({ port: 5000, host: 'localhost' });
  });

  it('lets flags win over the environment', () => {
    expect(parseCli(['--port', '6000', '--host', '::1'], { PORT: '5000', HOST: 'localhost' })).toMatchObject({ port: 6000, host: '::1' });
    expect(parseCli(['-p', '6001'], { PORT: '5000' })).toMatchObject({ port: 6001 });
    expect(parseCli(['--port=6002'])).toMatchObject({ port: 6002 });
  });

  it('ignores empty PORT/HOST variables', () => {
    expect(parseCli([], { PORT: '', HOST: '' })).toMatchObject({ port: 4010, host: '127.0.0.1' });
  });

  it('accepts --port 0 (pick a free port)', () => {
    expect(parseCli(['--port', '0'])).toMatchObject({ port: 0 });
  });

  it('reads --dynamic, --seed, --spec and --overlay (made absolute, repeatable, in order)', () => {
    const spec = fileURLToPath(new URL('../package.json', import.meta.url));
    const readme = fileURLToPath(new URL('../README.md', import.meta.url));
    expect(parseCli(['--dynamic', '--seed', '42', '--spec', spec, '--overlay', readme, '--overlay', spec])).toMatchObject({
      dynamic: true,
      seed: '42',
      spec,
      overlays: [readme, spec],
    });
  });

  it('takes --seed without --dynamic (it also seeds message ids and --fail-rate)', () => {
    expect(parseCli(['--seed', '1'])).toMatchObject({ seed: '1', dynamic: false });
  });

  it('reads --profile, and MOCK_PROFILE when the flag is absent', () => {
    expect(parseCli(['--profile', 'evolution-2.1.1'])).toMatchObject({ profile: 'evolution-2.1.1' });
    expect(parseCli([], { MOCK_PROFILE: 'evolution-2.1.1' })).toMatchObject({ profile: 'evolution-2.1.1' });
    expect(parseCli([], { MOCK_PROFILE: '' })).toMatchObject({ profile: undefined });
  });

  it('lets --spec win over MOCK_PROFILE (flags win over the environment)', () => {
    const spec = fileURLToPath(new URL('../package.json', import.meta.url));
    expect(parseCli(['--spec', spec], { MOCK_PROFILE: 'evolution-2.1.1' })).toMatchObject({ profile: undefined, spec });
  });

  it('reads --delay, --fail-rate and --log', () => {
    expect(parseCli(['--delay', '1500', '--fail-rate', '0.25', '--log', 'json'])).toMatchObject({
      delay: 1500,
      failRate: 0.25,
      log: 'json',
    });
    expect(parseCli(['--delay', '60000', '--fail-rate', '1', '--log', 'off'])).toMatchObject({ delay: 60000, failRate: 1, log: 'off' });
    expect(parseCli(['--delay', '0', '--fail-rate', '0', '--log', 'TEXT'])).toMatchObject({ delay: 0, failRate: 0, log: 'text' });
  });

  it('keeps --verbose: the text log with more detail (with --log json, the same detail in each object)', () => {
    expect(parseCli(['--verbose'])).toMatchObject({ log: 'text', verbose: true });
    expect(parseCli(['--verbose', '--log', 'json'])).toMatchObject({ log: 'json', verbose: true });
  });

  it('reads the webhook flags, and MOCK_WEBHOOK_URL when --webhook-url is absent', () => {
    const webhookOf = (argv: string[], env: Record<string, string> = {}) => {
      const request = parseCli(argv, env);
      if (request.kind !== 'run') throw new Error(`not a run: ${request.kind}`);
      return request.webhook;
    };
    expect(
      webhookOf([
        '--webhook-url',
        'http://127.0.0.1:3000/hooks',
        '--webhook-events',
        'messages_upsert, SEND_MESSAGE,SEND_MESSAGE',
        '--webhook-by-events',
        '--webhook-header',
        'Authorization: Bearer a:b',
        '--webhook-header',
        'X-Team:frontend',
        '--webhook-timeout',
        '2500',
        '--webhook-retries',
        '0',
      ]),
    ).toEqual({
      url: 'http://127.0.0.1:3000/hooks',
      events: ['MESSAGES_UPSERT', 'SEND_MESSAGE'],
      byEvents: true,
      headers: { Authorization: 'Bearer a:b', 'X-Team': 'frontend' },
      timeoutMs: 2500,
      retries: 0,
    });
    expect(webhookOf([], { MOCK_WEBHOOK_URL: 'https://hooks.example.org/x' })).toEqual({ url: 'https://hooks.example.org/x' });
    expect(webhookOf(['--webhook-url', 'http://127.0.0.1:1/a'], { MOCK_WEBHOOK_URL: 'https://hooks.example.org/x' })).toEqual({
      url: 'http://127.0.0.1:1/a',
    });
    expect(webhookOf([], { MOCK_WEBHOOK_URL: '' })).toBeUndefined();
  });

  it('answers --help and --version before anything else', () => {
    expect(parseCli(['--help', '--port', 'abc'])).toEqual({ kind: 'help' });
    expect(parseCli(['-h'])).toEqual({ kind: 'help' });
    expect(parseCli(['--version'])).toEqual({ kind: 'version' });
  });
});

describe('bad input gets a message that says what to fix', () => {
  it.each([
    [['--port', 'abc'], /--port must be a whole number from 0 to 65535.*"abc"/],
    [['--port', '70000'], /--port must be a whole number/],
    [['--port', '-1'], /--port/],
    [['--port', '40.5'], /--port must be a whole number/],
    [['--port'], /--port needs a value/],
    [['--host', 'http://localhost'], /--host must be an address/],
    [['--host', ''], /--host must be an address/],
    [['--nope'], /Unknown option --nope/],
    [['--clock', 'later'], /^--clock is real \(the default: wall time\) or manual \(a test clock .*\), got "later"\.$/],
    [['--acks', 'bogus'], /^--acks is none \(stays PENDING; the default\), sent, delivered, read .* or manual .*; got "bogus"\.$/],
    [['mock.yaml'], /Unexpected argument "mock.yaml".*--spec <path>/],
    [['--dynamic=yes'], /--dynamic does not take a value/],
    [['--dynamic', '--seed', ' '], /--seed needs a value/],
    [['--profile', 'evolution-9'], new RegExp(`^--profile: Unknown profile "evolution-9"\\. Known profiles: ${KNOWN_PROFILES};`)],
    [
      ['--profile', 'evolution-2.1.1', '--spec', fileURLToPath(new URL('../package.json', import.meta.url))],
      /--profile and --spec cannot be combined/,
    ],
    [['--overlay', '/no/such/overlay.yaml'], /--overlay: there is no file at \/no\/such\/overlay\.yaml/],
    [['--delay', '60001'], /^--delay: 60001 ms is over the limit of 60000 ms/],
    [['--delay=-5'], /^--delay: the delay is a whole number of milliseconds from 0 to 60000/],
    [['--delay', '-5'], /^--delay needs a value; write a value that starts with "-" as --delay=<value>/],
    [['--delay', '1.5'], /^--delay: the delay is a whole number/],
    [['--fail-rate', '1.5'], /^--fail-rate must be a number from 0 to 1/],
    [['--fail-rate', 'often'], /^--fail-rate must be a number from 0 to 1/],
    [['--fail-rate', ''], /^--fail-rate must be a number from 0 to 1/],
    [['--log', 'yaml'], /^--log must be one of text, json, off/],
    [['--verbose', '--log', 'off'], /^--verbose adds detail to the log; it cannot be combined with --log off/],
    [['--spec', '/no/such/openapi.json'], /--spec: there is no file at \/no\/such\/openapi.json/],
    [['--webhook-url', 'ftp://example.org/x'], /^--webhook-url: the webhook URL must be an http:\/\/ or https:\/\/ URL/],
    [['--webhook-url', 'localhost:3000'], /^--webhook-url: the webhook URL must be an http:\/\/ or https:\/\/ URL/],
    [
      ['--webhook-url', 'http://x', '--webhook-events', 'MESSAGE_UPSERT,NOPE'],
      /^--webhook-events: unknown webhook events MESSAGE_UPSERT, NOPE\. The events are: APPLICATION_STARTUP, QRCODE_UPDATED, .*LOGOUT_INSTANCE, INSTANCE_CREATE, INSTANCE_DELETE \(/,
    ],
    [['--webhook-url', 'http://x', '--webhook-events', ' , '], /^--webhook-events: name at least one webhook event/],
    [['--webhook-url', 'http://x', '--webhook-header', 'no colon'], /^--webhook-header: a webhook header is written 'Name: value'/],
    [
      ['--webhook-url', 'http://x', '--webhook-header', 'Content-Length: 3'],
      /^--webhook-header: the webhook header Content-Length is set by the mock/,
    ],
    [['--webhook-url', 'http://x', '--webhook-header', 'X-A: b\u0000'], /^--webhook-header: the webhook header "X-A" cannot be sent/],
    [
      ['--webhook-url', 'http://x', '--webhook-timeout', '0'],
      /^--webhook-timeout: the webhook timeout is a whole number of milliseconds from 1 to 60000/,
    ],
    [['--webhook-url', 'http://x', '--webhook-timeout', '60001'], /^--webhook-timeout: /],
    [['--webhook-url', 'http://x', '--webhook-retries', '11'], /^--webhook-retries: the webhook retries are a whole number from 0 to 10/],
    [['--webhook-url', 'http://x', '--webhook-retries', 'two'], /^--webhook-retries: /],
    [['--webhook-events', 'SEND_MESSAGE'], /^--webhook-events needs --webhook-url \(the receiver to deliver events to\)/],
    [['--webhook-by-events'], /^--webhook-by-events needs --webhook-url/],
    [['--webhook-header', 'A: b'], /^--webhook-header needs --webhook-url/],
    [['--webhook-retries', '1'], /^--webhook-retries needs --webhook-url/],
    [['--spec', '/tmp'], /is not a file/],
  ])('%j', (argv, message) => {
    expect(usageError(argv)).toMatch(message);
  });

  it('names the environment variable when it is the culprit', () => {
    expect(usageError([], { PORT: 'abc' })).toMatch(/^PORT must be a whole number/);
    expect(usageError([], { HOST: 'a b' })).toMatch(/^HOST must be an address/);
    expect(usageError([], { MOCK_PROFILE: 'nope' })).toMatch(
      new RegExp(`^MOCK_PROFILE: Unknown profile "nope"\\. Known profiles: ${KNOWN_PROFILES};`),
    );
    expect(usageError([], { MOCK_WEBHOOK_URL: 'hooks' })).toMatch(
      /^MOCK_WEBHOOK_URL: the webhook URL must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('does not blame PORT when a valid --port overrides it', () => {
    expect(parseCli(['--port', '5000'], { PORT: 'abc' })).toMatchObject({ port: 5000 });
  });
});

describe('the doors: allowed hosts, webhook targets, origins', () => {
  it('takes --allowed-host and --allow-webhook-host (repeatable, normalised), and --allow-any-webhook-target', () => {
    expect(
      parseCli(['--allowed-host', 'Mock', '--allowed-host', '10.0.0.5', '--allow-webhook-host', 'fd00::1', '--allow-any-webhook-target']),
    ).toMatchObject({ allowedHosts: ['mock', '10.0.0.5'], webhookHosts: ['[fd00::1]'], anyWebhookTarget: true });
  });

  it('reads MOCK_ALLOWED_HOSTS and MOCK_ALLOW_WEBHOOK_HOSTS, comma-separated; the flags win', () => {
    const env = { MOCK_ALLOWED_HOSTS: 'mock,proxy.test', MOCK_ALLOW_WEBHOOK_HOSTS: 'receiver' };
    expect(parseCli([], env)).toMatchObject({ allowedHosts: ['mock', 'proxy.test'], webhookHosts: ['receiver'] });
    expect(parseCli(['--allowed-host', 'other'], env)).toMatchObject({ allowedHosts: ['other'] });
  });

  it.each([
    [
      ['--allowed-host', 'http://mock:4010'],
      /^--allowed-host "http:\/\/mock:4010" is not a host name or address: give it without scheme, port or path/,
    ],
    [['--allow-webhook-host', 'receiver/hooks'], /^--allow-webhook-host "receiver\/hooks" is not a host name/],
    [['--cors-origin', '*'], /^--cors-origin \* is refused: it would let every web page read the mock/],
  ])('refuses %j, saying what to write', (argv, message) => {
    expect(usageError(argv)).toMatch(message);
  });

  it('names the variable when it is the culprit', () => {
    expect(usageError([], { MOCK_ALLOWED_HOSTS: 'a b' })).toMatch(/^MOCK_ALLOWED_HOSTS "a b" is not a host name/);
  });

  it('says every door option in --help', () => {
    for (const flag of [
      '--allowed-host',
      '--allow-webhook-host',
      '--allow-any-webhook-target',
      'MOCK_ALLOWED_HOSTS',
      'MOCK_ALLOW_WEBHOOK_HOSTS',
    ]) {
      expect(USAGE).toContain(flag);
    }
  });
});

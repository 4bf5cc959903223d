// Flag and environment rules, without starting anything.
import { fileURLToPath } from 'node:url';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { describe, expect, it } from 'vitest';
import { parseCli } from '../src/args.js';

const usageError = (argv: string[], env: Record<string, string> = {}): string => {
  try {
    parseCli(argv, env);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
};

describe('defaults and precedence', () => {
  it('listens on 127.0.0.1:4010 with static examples by default', () => {
    expect(parseCli([], {})).toEqual({
      kind: 'run',
      port: 4010,
      host: '127.0.0.1',
      dynamic: false,
      seed: undefined,
      spec: undefined,
      verbose: false,
    });
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

  it('reads --dynamic, --seed, --verbose and --spec (made absolute)', () => {
    const spec = fileURLToPath(new URL('../package.json', import.meta.url));
    expect(parseCli(['--dynamic', '--seed', '42', '--verbose', '--spec', spec])).toMatchObject({
      dynamic: true,
      seed: '42',
      verbose: true,
      spec,
    });
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
    [['mock.yaml'], /Unexpected argument "mock.yaml".*--spec <path>/],
    [['--dynamic=yes'], /--dynamic does not take a value/],
    [['--seed', '1'], /--seed only applies .*--dynamic/],
    [['--dynamic', '--seed', ' '], /--seed needs a value/],
    [['--spec', '/no/such/openapi.json'], /--spec: there is no file at \/no\/such\/openapi.json/],
    [['--spec', '/tmp'], /is not a file/],
  ])('%j', (argv, message) => {
    expect(usageError(argv)).toMatch(message);
  });

  it('names the environment variable when it is the culprit', () => {
    expect(usageError([], { PORT: 'abc' })).toMatch(/^PORT must be a whole number/);
    expect(usageError([], { HOST: 'a b' })).toMatch(/^HOST must be an address/);
  });

  it('does not blame PORT when a valid --port overrides it', () => {
    expect(parseCli(['--port', '5000'], { PORT: 'abc' })).toMatchObject({ port: 5000 });
  });
});

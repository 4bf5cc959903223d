// Flags and environment: clear errors for what is wrong, and the key only from the environment.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { UsageError } from '../src/errors.js';
import { checkAgainstContract, parseOptions } from '../src/options.js';

const KEY = 'options-test-key-123';
const env = { GATEWAY_API_KEY: KEY };
const base = ['--url', 'http://127.0.0.1:8080', '--instance', 'mine'];
const { operations } = loadContract();

describe('parseOptions', () => {
  it('reads flags, with environment fallbacks for the gateway and inputs', () => {
    const options = parseOptions([], { ...env, GATEWAY_URL: 'https://gw.example.org/evo/', GATEWAY_INSTANCE: 'prod', GATEWAY_RECIPIENT: '+55 11 91234-5678' });
    expect(options).toMatchObject({ url: 'https://gw.example.org/evo', basePath: '/evo', instance: 'prod', apiKey: KEY, inputs: { recipient: '5511912345678' } });
    expect(parseOptions([...base, '--timeout', '2.5'], env).timeoutMs).toBe(2500);
  });

  it('does not take the opt-ins from the environment', () => {
    const options = parseOptions(base, { ...env, GATEWAY_ALLOW_WRITES: '1', ALLOW_WRITES: '1' });
    expect(options.allowWrites).toBe(false);
    expect(options.allowSends).toBe(false);
  });

  it('refuses a key on the command line without repeating it', () => {
    for (const flag of ['--api-key=s3cr3t-value', '--apikey', '--key', '--token=s3cr3t-value']) {
      let error;
      try {
        parseOptions([...base, flag, 's3cr3t-value'], env);
      } catch (e) {
        error = e;
      }
      expect(error, flag).toBeInstanceOf(UsageError);
      expect(error.message).toContain('GATEWAY_API_KEY');
      expect(error.message).not.toContain('s3cr3t-value');
    }
  });

  it('says what is missing', () => {
    expect(() => parseOptions([], env)).toThrow(/Missing --url <url> \(or GATEWAY_URL\) and --instance <name>/);
    expect(() => parseOptions(base, {})).toThrow(/GATEWAY_API_KEY is not set/);
    expect(() => parseOptions([...base, '--allow-sends'], env)).toThrow(/--allow-sends needs --recipient/);
  });

  it('explains a malformed URL, recipient or timeout', () => {
    expect(() => parseOptions(['--url', 'localhost:8080', '--instance', 'x'], env)).toThrow(/must start with http/);
    expect(() => parseOptions(['--url', 'not a url', '--instance', 'x'], env)).toThrow(/is not a URL/);
    expect(() => parseOptions(['--url', 'http://u:p@h', '--instance', 'x'], env)).toThrow(/must not contain credentials/);
    expect(() => parseOptions([...base, '--recipient', 'alice'], env)).toThrow(/is not a phone number/);
    expect(() => parseOptions([...base, '--timeout', '0'], env)).toThrow(/--timeout/);
  });

  it('answers --help and --version before asking for anything else', () => {
    expect(parseOptions(['--help'], {})).toEqual({ help: true });
    expect(parseOptions(['-v'], {})).toEqual({ version: true });
  });

  it('reports an unknown flag without its value', () => {
    expect(() => parseOptions([...base, '--colour=loud'], env)).toThrow(/Unknown option '--colour'/);
  });
});

describe('checkAgainstContract', () => {
  const check = (args) => checkAgainstContract(parseOptions([...base, ...args], env), operations);

  it('checks inputs against the contract parameter formats', () => {
    expect(() => check(['--group-jid', '12345'])).toThrow(/--group-jid "12345" does not match the pattern/);
    expect(() => check(['--invite-code', 'short'])).toThrow(/--invite-code/);
    expect(() => check(['--schedule-id', 'not-a-uuid'])).toThrow(/uuid format/);
    expect(check(['--group-jid', '120363000000000001@g.us'])).toBeUndefined();
  });

  it('parses --only and rejects names the contract does not have', () => {
    expect(check(['--only', 'findWebhook, connectionState:404'])).toEqual([{ operationId: 'findWebhook' }, { operationId: 'connectionState', status: '404' }]);
    expect(() => check(['--only', 'findWebhooks'])).toThrow(/no operation "findWebhooks"/);
    expect(() => check(['--only', 'findWebhook:500'])).toThrow(/documents no 500/);
  });
});

// Bad configuration and bad arguments fail at once with a message that says what to fix.
import { describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClientOptions } from '../src/index.js';

const valid = { baseUrl: 'http://127.0.0.1:8080', apiKey: 'key' };

describe('createGatewayClient options', () => {
  it.each([
    ['no options', undefined, /pass an options object/],
    ['a missing apiKey', { baseUrl: valid.baseUrl }, /apiKey is missing\. Pass the gateway API key/],
    ['an empty apiKey', { ...valid, apiKey: '  ' }, /apiKey is missing/],
    ['an apiKey with a line break', { ...valid, apiKey: 'key\n' }, /control characters/],
    ['an apiKey a header cannot carry', { ...valid, apiKey: 'ключ' }, /characters an HTTP header cannot carry/],
    ['a missing baseUrl', { apiKey: 'key' }, /baseUrl must be an absolute http\(s\) URL .* got undefined/],
    // The wrong value is described, never quoted (it could be the key): which mistake it looks like instead.
    [
      'a relative baseUrl',
      { ...valid, baseUrl: '/api' },
      /baseUrl must be an absolute http\(s\) URL .* got a string that is not one \(a path, or a host without http:\/\/ in front\?\)\./,
    ],
    [
      'a host without a scheme',
      { ...valid, baseUrl: 'localhost:8080' },
      /got a string that is not one \(a path, or a host without http:\/\/ in front\?\)\./,
    ],
    ['an empty baseUrl', { ...valid, baseUrl: '' }, /baseUrl must be an absolute http\(s\) URL .* got an empty string\./],
    [
      'a non-http baseUrl',
      { ...valid, baseUrl: 'ftp://host' },
      /baseUrl must be an absolute http\(s\) URL .* got a string that is not one/,
    ],
    ['credentials in baseUrl', { ...valid, baseUrl: 'http://user:pw@host' }, /must not carry credentials/],
    ['a query in baseUrl', { ...valid, baseUrl: 'http://host/?apikey=x' }, /must not have a query string/],
    ['a negative timeoutMs', { ...valid, timeoutMs: -1 }, /timeoutMs must be a number of milliseconds ≥ 0/],
    ['a non-integer retries', { ...valid, retries: 1.5 }, /retries must be a whole number ≥ 0, got 1\.5/],
    ['a bad retries field', { ...valid, retries: { baseDelayMs: -5 } }, /retries\.baseDelayMs must be a whole number ≥ 0, got -5\./],
    ['retries as text', { ...valid, retries: '2' }, /retries must be a whole number ≥ 0, got a string\./],
    ['a fetch that is not a function', { ...valid, fetch: 'fetch' }, /fetch must be a function/],
  ])('rejects %s', (_name, options, message) => {
    expect(() => createGatewayClient(options as unknown as GatewayClientOptions)).toThrow(message);
  });

  it('accepts a base URL with a path and a trailing slash', () => {
    expect(() => createGatewayClient({ ...valid, baseUrl: 'https://gw.example.org/evolution/' })).not.toThrow();
  });
});

describe('facade arguments', () => {
  const gw = createGatewayClient(valid);

  it('rejects a missing path parameter before sending anything', async () => {
    // @ts-expect-error the instance name is required
    await expect(gw.instance.connectionState()).rejects.toThrow(
      'gw.instance.connectionState: instance must be a non-empty string, got undefined.',
    );
  });

  it('rejects an input that is not an object', async () => {
    // @ts-expect-error the body is an object
    await expect(gw.message.sendLocation('my-instance', 'hello')).rejects.toThrow(
      'gw.message.sendLocation: expected an object of body fields, got a string.',
    );
  });

  it('rejects a bad per-call timeout', async () => {
    await expect(gw.information({ timeoutMs: Number.NaN })).rejects.toThrow('gw.information: timeoutMs must be a number of milliseconds');
  });
});

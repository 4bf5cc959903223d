// Credentials a gateway answers in clear (instance tokens, a proxy's password, a receiver's
// headers) are hidden wherever a report quotes a body, by the name of the field that holds them.
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../src/check/checker.js';
import { HIDDEN, hideCredentials, withoutCredentials } from '../src/check/credentials.js';
import { expectationOf } from '../src/check/expectation.js';
import { loadContract } from '../src/description/contract.js';
import { loadDescriptions } from '../src/description/layered.js';

describe('credentials in quoted bodies', () => {
  it('hides tokens, hashes, passwords and header values at any depth, and nothing else', () => {
    const listed = [{ name: 'a', token: 'T0K3N', Proxy: { host: 'p', password: 'pw', username: 'u' }, Setting: { msgCall: '' } }];
    expect(hideCredentials(listed)).toEqual([
      { name: 'a', token: HIDDEN, Proxy: { host: 'p', password: HIDDEN, username: 'u' }, Setting: { msgCall: '' } },
    ]);
    expect(hideCredentials({ hash: 'H', webhook: { headers: { authorization: 'Bearer b', 'x-a': 'c' } } })).toEqual({
      hash: HIDDEN,
      webhook: { headers: { authorization: HIDDEN, 'x-a': HIDDEN } },
    });
    // An empty value hides nothing; text that is not JSON is left to the key's redaction.
    expect(hideCredentials({ token: '', password: null })).toEqual({ token: '', password: null });
    expect(withoutCredentials('not json token=x')).toBe('not json token=x');
  });

  it('are not quoted in a failure: fetchInstances answering another status with the instances listed', () => {
    const profile = loadDescriptions({ profile: 'evolution-2.1.1' }, loadContract());
    const layered = profile.layered;
    if (!layered) throw new Error('no profile');
    const body = JSON.stringify([{ id: 'i', name: 'other-team', token: 'OTHER-TEAMS-TOKEN-1234', Proxy: { password: 'proxy-pw-5678' } }]);
    const failures = checkResponse(
      layered,
      { ...expectationOf(layered, 'fetchInstances', 'success'), status: '404' },
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body,
        bodyTooLarge: false,
      },
    );
    const text = failures.map((f) => f.message).join('\n');
    expect(text).toMatch(/^status 200, expected 404; body: \[\{"id":"i","name":"other-team","token":"\[hidden\]"/);
    expect(text).not.toMatch(/OTHER-TEAMS-TOKEN|proxy-pw/);
  });
});

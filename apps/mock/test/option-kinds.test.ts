// startMock called from JavaScript with an option of the wrong type (src/option-kinds.ts): every
// option, given a value of each kind it does not take, is refused with a MockStartError (code
// OPTIONS) that names the option and what it takes, never a TypeError from inside the start, and
// never shows the value (a key given to the wrong option stays unprinted).
import { describe, expect, it } from 'vitest';
import { MockStartError, startMock } from '../src/index.js';
import { OPTION_KINDS, type OptionKind } from '../src/option-kinds.js';

const SAMPLES: Record<OptionKind, unknown> = {
  string: 'not-what-it-takes-0x7f3a',
  strings: ['not-what-it-takes-0x7f3a'],
  number: 4_031_977,
  boolean: true,
  function: () => 0,
  object: { unexpected: 'not-what-it-takes-0x7f3a' },
  signal: new AbortController().signal,
};

async function refusal(options: Record<string, unknown>): Promise<MockStartError> {
  const outcome = await startMock(options).then(
    async (mock) => {
      await mock.close();
      return undefined;
    },
    (error: unknown) => error,
  );
  if (!(outcome instanceof MockStartError)) throw new Error(`expected a MockStartError, got ${String(outcome)}`);
  return outcome;
}

describe('startMock refuses an option of the wrong type', () => {
  const cases = Object.entries(OPTION_KINDS).flatMap(([name, kinds]) =>
    (Object.keys(SAMPLES) as OptionKind[])
      // A signal is an object too: an option that takes an object takes it.
      .filter((kind) => !kinds.includes(kind) && !(kind === 'signal' && kinds.includes('object')))
      .map((kind) => [name, kind] as const),
  );

  it.each(cases)('%s given a %s', async (name, kind) => {
    const error = await refusal({ [name]: SAMPLES[kind], ...(name !== 'log' && { log: () => {} }) });
    expect(error.code).toBe('OPTIONS');
    expect(error.message).toMatch(new RegExp(`^${name} must be `));
    expect(error.message).not.toContain('not-what-it-takes-0x7f3a');
    expect(error.message).not.toContain('4031977');
  });

  it('null is refused as the wrong type, and the options themselves must be an object', async () => {
    expect((await refusal({ host: null })).message).toBe('host must be a string, got null.');
    expect((await refusal('evolution-2.1.1' as never)).message).toMatch(/^startMock takes an options object/);
  });

  it('a port outside 0 to 65535 is refused with the range', async () => {
    expect((await refusal({ port: 70_000 })).message).toMatch(/^port must be a whole number from 0 to 65535/);
    expect((await refusal({ port: -1 })).message).toMatch(/^port must be a whole number from 0 to 65535/);
  });

  it('an option of the right type still starts the mock (instances as a string, overlays as a list)', async () => {
    const mock = await startMock({ instances: 'shop-42', overlays: [], corsOrigins: ['http://localhost:5173'], log: () => {} });
    const res = await fetch(`${mock.url}/__mock/health`);
    await mock.close();
    expect(res.status).toBe(200);
  });
});

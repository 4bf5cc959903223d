// The modules Prism loads but a mock of an OpenAPI description never uses stay unloaded until
// first use, and behave as themselves once used (deferred-modules.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnCommand } from '@msg-gateway/test-utils/processes';
import { afterAll, describe, expect, it } from 'vitest';
import { withDeferredModules } from '../src/server/deferred-modules.js';

describe('withDeferredModules, on fixture modules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-deferred-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Each case gets its own pair of files: Node's module cache is per process.
  let cases = 0;
  function fixture(): { require: NodeJS.Require; heavy: string; user: string; loads: () => number } {
    const n = ++cases;
    const counter = `__deferredLoads${n}`;
    writeFileSync(
      join(dir, `heavy${n}.cjs`),
      `globalThis.${counter} = (globalThis.${counter} ?? 0) + 1;
exports.instance = { suffix: '!', greet(name) { return 'hi ' + name + this.suffix; } };
exports.Thing = class Thing { constructor(x) { this.x = x; } };`,
    );
    // Reads `instance` while it loads (as json-schema-faker stores faker), `Thing` only when called.
    writeFileSync(
      join(dir, `user${n}.cjs`),
      `const heavy = require('./heavy${n}.cjs');
const instance = heavy.instance;
exports.greet = (name) => instance.greet(name);
exports.make = (x) => new heavy.Thing(x);`,
    );
    const require = createRequire(join(dir, `user${n}.cjs`));
    const loads = (): number => ((globalThis as Record<string, unknown>)[counter] as number | undefined) ?? 0;
    return { require, heavy: `./heavy${n}.cjs`, user: `./user${n}.cjs`, loads };
  }

  it('does not load the module while loading its user, and loads it once on first use', () => {
    const { require, heavy, user: userPath, loads } = fixture();
    const user = withDeferredModules([{ from: require, name: heavy, lazyExports: ['instance'] }], () => require(userPath));
    expect(loads()).toBe(0);
    expect(require.cache[require.resolve(heavy)]).toBeUndefined(); // the stand-in left the cache
    expect(user.greet('ana')).toBe('hi ana!'); // `this` is the real instance's
    expect(loads()).toBe(1);
    expect(user.make(3).x).toBe(3);
    expect(loads()).toBe(1);
    expect(require(heavy).instance.suffix).toBe('!'); // everyone else gets the real module
    expect(loads()).toBe(1);
  });

  it('loads the real module when an export is read during the load (no stand-in of a stand-in)', () => {
    const { require, heavy, user: userPath, loads } = fixture();
    const user = withDeferredModules([{ from: require, name: heavy }], () => require(userPath));
    expect(loads()).toBe(1);
    expect(user.greet('bo')).toBe('hi bo!');
    expect(require(heavy).Thing).toBeTypeOf('function');
  });

  it('leaves a module that is already loaded alone', () => {
    const { require, heavy, user: userPath, loads } = fixture();
    const real = require(heavy);
    withDeferredModules([{ from: require, name: heavy, lazyExports: ['instance'] }], () => require(userPath));
    expect(loads()).toBe(1);
    expect(require(heavy)).toBe(real);
  });

  it('skips a module that cannot be resolved', () => {
    const { require } = fixture();
    expect(withDeferredModules([{ from: require, name: './no-such-module.cjs' }], () => 42)).toBe(42);
  });
});

describe('Prism in a fresh process', () => {
  it('answers without loading @faker-js/faker or postman-collection, and x-faker still works', async () => {
    // The built package, as a consumer imports it; one process, so the module cache is its own.
    const script = `
import { createRequire } from 'node:module';
const { startMock } = await import(${JSON.stringify(new URL('../dist/index.js', import.meta.url).href)});
const mock = await startMock();
const res = await fetch(mock.url + '/instance/connectionState/shop-42', { headers: { apikey: 'k' } });
await res.arrayBuffer();
await mock.close();
const require = createRequire(${JSON.stringify(new URL('../package.json', import.meta.url).href)});
const loaded = (part) => Object.keys(require.cache).some((path) => path.includes(part));
const before = { status: res.status, faker: loaded('/@faker-js/faker/'), postman: loaded('/postman-collection/') };
const prism = createRequire(require.resolve('@stoplight/prism-http'));
const email = prism('json-schema-faker').JSONSchemaFaker.generate({ type: 'string', 'x-faker': 'internet.email' });
process.stdout.write(JSON.stringify({ ...before, email, fakerAfter: loaded('/@faker-js/faker/') }) + '\\n');
`;
    const run = spawnCommand(process.execPath, ['--input-type=module', '-e', script]);
    const { code, stdout, stderr } = await run.exited;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({ status: 200, faker: false, postman: false, fakerAfter: true });
    expect(result.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/i);
  });
});

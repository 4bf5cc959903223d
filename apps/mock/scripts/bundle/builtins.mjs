// How the bundle gets Node's own modules at a start. From Node 22 on, an ES import of node:http reads
// every export of the module, and one of them (WebSocket, a lazy getter) loads undici and zlib: some
// 35 ms of CPU before anything listens. And node:https loads node:tls, about 10 ms of CPU, for what
// a start never does (deliver a webhook over TLS, or Prism's proxy agents, which the mock never uses).
// So the chunks get node:http through require(), and the chunks and Prism's file get node:https and
// node:tls as objects whose members load the module on first use; so is node:zlib (the pairing QR
// code's image, compressed when a QR is first drawn).
//
// The chunks get every other module of Node's through require() too: an ES import reads all of a
// module's exports as it links, and some are getters that load more (node:crypto's webcrypto and
// its some twenty modules: about 5 ms of a start on Node 20, more than require('node:crypto')
// costs; node:fs's promises, node:util's types). The members are read where the code uses them.
// @ts-check
import { createRequire, isBuiltin } from 'node:module';

/** The modules loaded on first use of a member, with their members (those of the building Node). */
const require = createRequire(import.meta.url);
export const LATER = Object.fromEntries(['https', 'tls', 'zlib'].map((name) => [name, Object.keys(require(`node:${name}`))]));

/**
 * A function's text that makes such an object: `later(load, names)` has a getter per name that
 * calls load() once and reads the member.
 */
export const LATER_FUNCTION = `(load, names) => {
  let real;
  const members = {};
  for (const name of names) Object.defineProperty(members, name, { enumerable: true, get: () => (real ??= load())[name] });
  return members;
}`;

/** @type {import('esbuild').Plugin} */
export const builtinsAtStart = {
  name: 'msg-gateway-builtins-at-start',
  setup(pluginBuild) {
    // The stand-ins' own require() is Node's module (external); every other import gets the stand-in.
    pluginBuild.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, ({ path, namespace }) => {
      if (!isBuiltin(path)) return undefined;
      const name = path.replace(/^node:/, '');
      return namespace === 'builtin-at-start' ? { path: `node:${name}`, external: true } : { path: name, namespace: 'builtin-at-start' };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'builtin-at-start' }, ({ path: name }) => ({
      contents: Object.hasOwn(LATER, name)
        ? `module.exports = (${LATER_FUNCTION})(() => require('node:${name}'), ${JSON.stringify(LATER[name])});`
        : `module.exports = require('node:${name}');`,
      loader: 'js',
    }));
  },
};

// Prism itself: the one module that loads it. prism.ts imports this file with import() on the first
// start, so `--help` and the spec helpers never load Prism (in the package, Prism and this file are
// a chunk of their own). Three of the functions the mock calls are not Prism's public API: the
// router (which operation a method and path reach), Prism's reading of `Prefer` and `__code`/
// `__example`/`__dynamic`, and its body serialiser live in Prism's dist/ files, used by its own HTTP
// server and exported by no entry. A Prism upgrade may move them without notice, so each one is
// checked here when Prism loads: a moved one is named with its file, not found as "x is not a
// function" on the first request (test/prism-modules.test.ts runs the checks on the installed Prism).
//
// Prism is CommonJS, and it is loaded with require(): its modules' exports are then the same object
// everywhere (an ES default import of a CommonJS module is module.exports for Node and esbuild but
// its `default` for vitest). In the package esbuild bundles these require() calls; in the tests
// vitest gives each module its require().
import type * as PrismCore from '@stoplight/prism-core';
import type * as PrismHttp from '@stoplight/prism-http';
import type * as Router from '@stoplight/prism-http/dist/router/index.js';
import type * as HttpConfig from '@stoplight/prism-http-server/dist/getHttpConfigFromRequest.js';
import type * as Serializer from '@stoplight/prism-http-server/dist/serialize.js';
import { configureGenerator } from './generator.js';

export interface PrismModules {
  http: typeof PrismHttp;
  core: typeof PrismCore;
  route: typeof Router.default.default;
  preferences: typeof HttpConfig.getHttpConfigFromRequest;
  serialize: typeof Serializer.serialize;
}

/** A Prism file no longer has a function the mock calls: an upgrade moved it. */
export class PrismMovedError extends Error {
  override readonly name = 'PrismMovedError';

  constructor(file: string, member: string) {
    super(
      `${file} no longer has the function ${member} the mock calls; an upgrade of Prism moved it (see src/server/prism/prism-modules.ts).`,
    );
  }
}

/** `exports[name]`, which must be a function, of the Prism module `file` (for the error when it is not). */
export function member<M extends object, K extends keyof M & string>(exports: M | undefined, name: K, file: string): M[K] {
  const value = exports?.[name];
  if (typeof value !== 'function') throw new PrismMovedError(file, name);
  return value;
}

/** The Prism functions the mock calls, each checked; configures Prism's body generator. */
export function prismModules(): PrismModules {
  const http: typeof PrismHttp = require('@stoplight/prism-http');
  const core: typeof PrismCore = require('@stoplight/prism-core');
  const router: typeof Router.default = require('@stoplight/prism-http/dist/router/index.js');
  const httpConfig: typeof HttpConfig = require('@stoplight/prism-http-server/dist/getHttpConfigFromRequest.js');
  const serializer: typeof Serializer = require('@stoplight/prism-http-server/dist/serialize.js');
  member(http, 'getHttpOperationsFromSpec', '@stoplight/prism-http');
  member(http, 'createInstance', '@stoplight/prism-http');
  member(core, 'createLogger', '@stoplight/prism-core');
  const modules: PrismModules = {
    http,
    core,
    route: member(router, 'default', '@stoplight/prism-http/dist/router/index.js'),
    preferences: member(httpConfig, 'getHttpConfigFromRequest', '@stoplight/prism-http-server/dist/getHttpConfigFromRequest.js'),
    serialize: member(serializer, 'serialize', '@stoplight/prism-http-server/dist/serialize.js'),
  };
  configureGenerator();
  return modules;
}

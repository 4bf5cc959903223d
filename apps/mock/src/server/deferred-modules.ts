// Half of Prism's load time goes to two modules a mock of an OpenAPI description never uses:
// @faker-js/faker with every locale (about 2,000 modules, 0.5–0.7 s), which Prism's generator
// registers as json-schema-faker's `x-faker` extension, and postman-collection (0.1 s, with its
// own faker), which @stoplight/http-spec needs only to read Postman collections. While Prism
// loads, each is replaced by a stand-in that loads the real module on first use; right after,
// the stand-ins leave the module cache, so every later `require` in the process gets the real
// module. A module that is already loaded is not deferred.
import { Module } from 'node:module';

export interface DeferredModule {
  /** The `require` of the module that loads it (resolution depends on where it is required from). */
  from: NodeJS.Require;
  name: string;
  /**
   * Exports that are read at load time and used later (faker's instance, which json-schema-faker
   * stores when the extension is registered): each becomes a stand-in of its own.
   */
  lazyExports?: string[];
}

/** Runs `load` with the given modules deferred until first use. */
export function withDeferredModules<T>(modules: DeferredModule[], load: () => T): T {
  const installed: Array<{ cache: NodeJS.Dict<NodeModule>; path: string; standIn: Module }> = [];
  for (const { from, name, lazyExports = [] } of modules) {
    let path: string;
    try {
      path = from.resolve(name);
    } catch {
      continue; // no longer a dependency: nothing to defer
    }
    if (from.cache[path]) continue;
    const standIn = new Module(path);
    let real: Record<PropertyKey, unknown> | undefined;
    const realExports = (): Record<PropertyKey, unknown> => {
      // Used while Prism is still loading: the stand-in steps aside for the real module.
      if (from.cache[path] === standIn) delete from.cache[path];
      real ??= from(name) as Record<PropertyKey, unknown>;
      return real;
    };
    const lazy = new Map(lazyExports.map((key) => [key, forwardTo(() => realExports()[key] as object)]));
    standIn.filename = path;
    standIn.loaded = true;
    standIn.exports = forwardTo(realExports, (key) => lazy.get(key as string));
    from.cache[path] = standIn;
    installed.push({ cache: from.cache, path, standIn });
  }
  try {
    return load();
  } finally {
    for (const { cache, path, standIn } of installed) if (cache[path] === standIn) delete cache[path];
  }
}

/** An object that behaves as `target()` (called on first use), except where `own` answers. */
function forwardTo(target: () => object, own: (key: PropertyKey) => unknown = () => undefined): object {
  return new Proxy(
    {},
    {
      get: (_empty, key) => own(key) ?? Reflect.get(target(), key),
      has: (_empty, key) => Reflect.has(target(), key),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_empty, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
        // A proxy may not report a property non-configurable that its (empty) target lacks.
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

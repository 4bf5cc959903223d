// The lockfile of a project that installs this repository's packed tarballs, for an install that
// needs no network: `npm ci --offline` (or an `npm install` of the tarballs with --offline) reads
// every registry package the tarballs need from the npm cache that `npm ci` in the repository
// filled, at the version the repository's lockfile pins. Used by the tests that install the
// tarballs outside the repository (test/pack.test.js, test/outside.test.js).
// @ts-check

/**
 * The lockfile of a project depending on `tarballs` (package name → `file:` spec) of workspaces and
 * on the registry packages `extra` (names, at the version the repository installed at its root):
 * each workspace's entry and, at the place and version the repository's lockfile has them, the
 * registry packages they need (dependencies, optional ones, peers that are not optional, transitively).
 * @param {Record<string, {version?: string, link?: boolean, resolved?: string, [key: string]: unknown}>} packages the repository lockfile's
 * @param {Record<string, string>} tarballs
 * @param {string} registry
 * @param {string[]} [extra]
 */
export function tarballLockfile(packages, tarballs, registry, extra = []) {
  /** @param {string} path */
  const entry = (path) => {
    const found = packages[path];
    if (!found) throw new Error(`${path} is not in package-lock.json`);
    return found;
  };
  // A workspace's folder → the package it is, for the paths under it (its own node_modules).
  const workspaces = new Map(Object.keys(tarballs).map((name) => [String(entry(`node_modules/${name}`).resolved), name]));
  /** @param {string} path */
  const installedAt = (path) => {
    const workspace = [...workspaces.keys()].find((dir) => path === dir || path.startsWith(`${dir}/`));
    return workspace ? `node_modules/${workspaces.get(workspace)}${path.slice(workspace.length)}` : path;
  };
  /** Where `name` resolves from `path`, as Node looks: its node_modules, then each parent's. @param {string} path @param {string} name */
  const resolveFrom = (path, name) => {
    for (let dir = path; ; dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : '') {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      const found = packages[candidate];
      if (found) return found.link ? String(found.resolved) : candidate;
      if (dir === '') throw new Error(`${name} (needed by ${path}) is not in package-lock.json`);
    }
  };
  const needed = new Set();
  const pending = [...workspaces.keys(), ...extra.map((name) => `node_modules/${name}`)];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (needed.has(path)) continue;
    needed.add(path);
    const {
      dependencies = {},
      optionalDependencies = {},
      peerDependencies = {},
      peerDependenciesMeta = {},
    } = /** @type {{dependencies?: object, optionalDependencies?: object, peerDependencies?: object, peerDependenciesMeta?: Record<string, {optional?: boolean}>}} */ (
      entry(path)
    );
    const peers = Object.keys(peerDependencies).filter((name) => !peerDependenciesMeta[name]?.optional);
    for (const name of [...Object.keys({ ...dependencies, ...optionalDependencies }), ...peers]) pending.push(resolveFrom(path, name));
  }
  const direct = { ...tarballs, ...Object.fromEntries(extra.map((name) => [name, String(entry(`node_modules/${name}`).version)])) };
  /** @type {Record<string, object>} */
  const locked = { '': { name: 'consumer', dependencies: direct } };
  for (const path of [...needed].sort()) {
    const { version, integrity, license, dependencies, optionalDependencies, peerDependencies, bin, engines } = entry(path);
    const name = installedAt(path).replace(/^.*node_modules\//, '');
    const resolved = workspaces.has(path) ? tarballs[name] : `${registry}${name}/-/${name.replace(/^@[^/]+\//, '')}-${version}.tgz`;
    locked[installedAt(path)] = {
      version,
      resolved,
      integrity,
      license,
      dependencies,
      optionalDependencies,
      peerDependencies,
      bin,
      engines,
    };
  }
  return { name: 'consumer', lockfileVersion: 3, requires: true, packages: locked };
}

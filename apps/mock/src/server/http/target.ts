// The request target: its path and query, and whether the path can be decoded at all. A path
// segment with bad percent-encoding (`100%`, `%zz`, `%c0%af`) made Prism throw a URIError that took
// the whole mock down; it is refused here with a message instead.

export interface Target {
  path: string;
  query: URLSearchParams;
}

/** Path and query of an origin-form (/path?query) or absolute-form (http://host/path) target. */
export function splitTarget(url: string): Target | undefined {
  let target = url;
  if (!target.startsWith('/')) {
    if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return undefined;
    const absolute = new URL(target);
    target = `${absolute.pathname}${absolute.search}`;
  }
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  const search = end === -1 || target[end] === '#' ? '' : (target.slice(end + 1).split('#')[0] ?? '');
  return { path, query: new URLSearchParams(search) };
}

/** The first segment of `path` that is not valid percent-encoding, if any. */
export function undecodableSegment(path: string): string | undefined {
  return path.split('/').find((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

/** Query parameters as Prism's own server passes them: one value, or a list for a repeated name. */
export function queryValues(query: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const all = query.getAll(name);
    values[name] = all.length === 1 ? (all[0] ?? '') : all;
  }
  return values;
}

/** `path` (matched by `template`) with the template's own fixed segments: what Prism routes. */
export function canonicalPath(template: string, path: string): string {
  const fixed = template.split('/');
  const given = path.split('/');
  return fixed.map((segment, i) => (/^\{[^}]+\}$/.test(segment) ? (given[i] ?? '') : segment)).join('/');
}

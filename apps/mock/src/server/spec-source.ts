// The spec the mock serves, and, for a spec file the user named, its reloading: when the file
// changes, the mock serves the new version; a file that cannot be served (half written, not
// OpenAPI, no operations) leaves the last good version serving and is reported, never fatal.
import { type FSWatcher, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import { loadOperations, type Operation } from './prism.js';

export type SpecEvent = { ok: true; path: string; operations: number } | { ok: false; path: string; reason: string };

export interface SpecSource {
  readonly path: string;
  /** The operations of the last version that could be served. */
  readonly operations: Operation[];
  /** Names of the headers and query parameters that carry credentials (never logged). */
  readonly secretNames: ReadonlySet<string>;
  close(): void;
}

/** Reads the spec once (throws if it cannot be served); with `onChange`, watches the file. */
export async function openSpec(path: string, onChange?: (event: SpecEvent) => void): Promise<SpecSource> {
  let operations = await loadOperations(path);
  let secretNames = credentialNames(operations);
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  let reloading: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const reload = async (): Promise<void> => {
    try {
      const next = await loadOperations(path);
      if (closed) return;
      operations = next;
      secretNames = credentialNames(next);
      onChange?.({ ok: true, path, operations: next.length });
    } catch (error) {
      if (!closed) onChange?.({ ok: false, path, reason: error instanceof Error ? error.message : String(error) });
    }
  };
  // One reload at a time; a change during a reload triggers one more.
  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (reloading) {
        again = true;
        return;
      }
      reloading = reload().finally(() => {
        reloading = undefined;
        if (again && !closed) {
          again = false;
          schedule();
        }
      });
    }, 100);
  };

  if (onChange) {
    // The folder, not the file: editors save by writing a new file and renaming it over the old one.
    const name = basename(path);
    try {
      watcher = watch(dirname(path), (_event, changed) => {
        if (!closed && (changed === null || changed === name)) schedule();
      });
      watcher.on('error', () => watcher?.close());
    } catch (error) {
      onChange({ ok: false, path, reason: `cannot watch it for changes (${error instanceof Error ? error.message : String(error)})` });
    }
  }

  return {
    path,
    get operations() {
      return operations;
    },
    get secretNames() {
      return secretNames;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      watcher?.close();
    },
  };
}

/** Header and query names of the spec's security schemes (lower case); Authorization always. */
function credentialNames(operations: Operation[]): Set<string> {
  const names = new Set(['authorization']);
  for (const operation of operations) {
    for (const scheme of (operation.security ?? []).flat()) {
      if (scheme.type === 'apiKey') names.add(scheme.name.toLowerCase());
    }
  }
  return names;
}

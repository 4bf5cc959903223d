// The description the mock serves, and, for a spec file the user named, its reloading: when the
// file changes, the mock serves the new version; a file that cannot be served (half written, not
// OpenAPI, no operations) leaves the last good version serving and is reported, never fatal.
import { type FSWatcher, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import { type Description, type DescriptionSource, type GatewayOf, type LoadedOverlay, loadDescription } from './description.js';

export type SpecEvent = { ok: true; path: string; operations: number } | { ok: false; path: string; reason: string };

export interface SpecSource {
  /** The last version that could be served. */
  readonly current: Description;
  close(): void;
}

/** Loads the description once (throws if it cannot be served); a file source is watched when `onChange` is given. */
export async function openSpec(
  source: DescriptionSource,
  overlays: LoadedOverlay[],
  gatewayOf: GatewayOf,
  onChange?: (event: SpecEvent) => void,
): Promise<SpecSource> {
  let current = await loadDescription(source, overlays, gatewayOf);
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  let reloading: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const reload = async (): Promise<void> => {
    try {
      const next = await loadDescription(source, overlays, gatewayOf);
      if (closed) return;
      current = next;
      onChange?.({ ok: true, path: next.path, operations: next.operations.length });
    } catch (error) {
      if (!closed) onChange?.({ ok: false, path: current.path, reason: error instanceof Error ? error.message : String(error) });
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

  if (onChange && source.kind === 'file') {
    // The folder, not the file: editors save by writing a new file and renaming it over the old one.
    const name = basename(source.path);
    try {
      watcher = watch(dirname(source.path), (_event, changed) => {
        if (!closed && (changed === null || changed === name)) schedule();
      });
      watcher.on('error', () => watcher?.close());
    } catch (error) {
      onChange({
        ok: false,
        path: source.path,
        reason: `cannot watch it for changes (${error instanceof Error ? error.message : String(error)})`,
      });
    }
  }

  return {
    get current() {
      return current;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      watcher?.close();
    },
  };
}

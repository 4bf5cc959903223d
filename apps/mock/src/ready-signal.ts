// The ready signal for programs: what the prose ready line says, as JSON. `--ready-json` prints it
// as the one stdout line (the prose line goes to stderr then); `--ready-file <path>` writes it to a
// file, atomically (a reader sees no file or the whole object), and removes it when the mock stops.
import { renameSync, rmSync, writeFileSync } from 'node:fs';

export interface ReadySignal {
  /** Where to send requests (loopback when bound to every interface). */
  url: string;
  port: number;
  /** The mock's process: signal it (SIGTERM, SIGINT) to stop it. */
  pid: number;
  /** The profile served, or null for the contract or a --spec. */
  profile: string | null;
}

export function readySignal(mock: { url: string; port: number }, profile: string | undefined, pid = process.pid): ReadySignal {
  return { url: reachable(mock.url), port: mock.port, pid, profile: profile ?? null };
}

/** Writes the signal to `path` by a rename, so it appears whole; returns what removes it again. */
export function writeReadyFile(path: string, signal: ReadySignal): () => void {
  const temporary = `${path}.${signal.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(signal)}\n`, { mode: 0o600 });
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return () => rmSync(path, { force: true });
}

/** An address a client can connect to: 0.0.0.0 and [::] stand for loopback. */
function reachable(url: string): string {
  return url.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//[::1]:');
}

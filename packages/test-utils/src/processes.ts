// Runs a package's real CLI in a child process, as a user or CI would, and collects what it prints.
import { type ChildProcess, spawn } from 'node:child_process';

export interface CliRun {
  child: ChildProcess;
  /** Output so far. */
  readonly out: { stdout: string; stderr: string };
  /** Resolves with the first stdout line that matches `line` (default: any), rejects if the process exits first. */
  ready(line?: RegExp): Promise<string>;
  /** Resolves when the process has exited and its output is closed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

export interface SpawnOptions {
  /** Added to the environment; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Variables removed from the inherited environment (besides those set to undefined). */
  drop?: RegExp;
  cwd?: string;
}

/** Spawns `node <script> ...args`. */
export function spawnNode(script: string, args: string[] = [], options: SpawnOptions = {}): CliRun {
  return spawnCommand(process.execPath, [script, ...args], options);
}

/** Spawns any command without a shell. */
export function spawnCommand(command: string, args: string[], options: SpawnOptions = {}): CliRun {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !options.drop?.test(name)) env[name] = value;
  }
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = spawn(command, args, { env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  child.stdout?.setEncoding('utf8').on('data', (c: string) => (out.stdout += c));
  child.stderr?.setEncoding('utf8').on('data', (c: string) => (out.stderr += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, ...out })),
  );
  const ready = (line: RegExp = /./): Promise<string> =>
    new Promise((resolve, reject) => {
      const look = (): boolean => {
        const found = out.stdout
          .split('\n')
          .slice(0, -1)
          .find((l) => line.test(l));
        if (found !== undefined) resolve(found);
        return found !== undefined;
      };
      if (look()) return;
      const onData = (): void => {
        if (look()) child.stdout?.off('data', onData);
      };
      child.stdout?.on('data', onData);
      void exited.then((r) => reject(new Error(`the process exited (${r.signal ?? r.code}) before printing ${line}:\n${r.stderr}`)));
    });
  return { child, out, ready, exited };
}

// The servers the bench measures, each in a process of its own (as a user runs the mock): spawned,
// ready once they print their first line, stopped with SIGTERM and waited for.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Running {
  /** http://127.0.0.1:port */
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** The first line a child prints on stdout. */
export function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end !== -1) resolve(out.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before printing a line`)));
  });
}

function running(child: ChildProcess, url: string): Running {
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
    else child.once('exit', resolve);
  });
  return {
    url,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Spawns a mock's command (`bin`: a msg-gateway-mock.js, this build's or another's) on a port it
 * picks, with `nodeArgs` for Node itself; resolves once it printed its ready line.
 */
export async function startCli(
  bin: string,
  args: string[] = [],
  nodeArgs: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Running> {
  // Its stderr (the request log, a "stopped" line) would only clutter the figures.
  const child = spawn(process.execPath, [...nodeArgs, bin, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'ignore'], env });
  const line = await firstLine(child);
  const url = / on (http:\/\/\S+)/.exec(line)?.[1];
  if (!url) {
    child.kill('SIGTERM');
    throw new Error(`${bin} printed no ready line but: ${line}`);
  }
  return running(child, url);
}

/** Spawns a bench server script that prints its port when ready (baseline-server.js, prism-server.js). */
export async function startServer(script: string, args: string[]): Promise<Running> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await firstLine(child);
  return running(child, `http://127.0.0.1:${port}`);
}

/**
 * The CPU time a running process has used so far, all its threads, in ms (Linux: the first field of
 * /proc/<pid>/task/<tid>/schedstat, nanoseconds on the CPU); undefined where there is no /proc.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const tasks = readdirSync(`/proc/${pid}/task`);
    return tasks.reduce((sum, tid) => sum + Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]), 0) / 1e6;
  } catch {
    return undefined;
  }
}

// The msg-gateway-mock bin as a user runs it: a real process on a port it picks itself (--port 0),
// read back from the ready line.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CliRun, type SpawnOptions, spawnCommand, spawnNode } from '@msg-gateway/test-utils/processes';

export const BIN = fileURLToPath(new URL('../../bin/msg-gateway-mock.js', import.meta.url));
/** Variables of the test's own environment that would change what the CLI does. */
const DROP = /^(PORT|HOST|npm_lifecycle_event|DEBUG)$/;
export const READY = /^Mock .* on http:\/\//;

export function spawnCli(args: string[], { env = {} }: { env?: SpawnOptions['env'] } = {}): CliRun {
  return spawnNode(BIN, args, { env, drop: DROP });
}

/** `sh -c "<command>"`, as npm runs a script. */
export function spawnShell(command: string, { env = {} }: { env?: SpawnOptions['env'] } = {}): CliRun {
  return spawnCommand('sh', ['-c', command], { env, drop: DROP });
}

/** URL, port and the curl request a ready line advertises. */
export function parseReadyLine(line: string): { url: string; port: number; header: string; key: string; tryUrl: string } {
  const m = /^Mock .* on (http:\/\/\S+?:(\d+))\b.*try: curl -H '([^:]+): ([^']+)' (\S+)$/.exec(line);
  if (!m?.[1] || !m[2] || !m[3] || !m[4] || !m[5]) throw new Error(`not a ready line: ${line}`);
  return { url: m[1], port: Number(m[2]), header: m[3], key: m[4], tryUrl: m[5] };
}

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
/** Written by each build, after the bundle (scripts/build.mjs). */
const BUILT = fileURLToPath(new URL('../../dist/metafile.json', import.meta.url));

/** The bin runs the bundle in dist/: one older than a file in src/ would test yesterday's code. Throws if it is. */
export function assertBuilt(): void {
  let built: number;
  try {
    built = statSync(BUILT).mtimeMs;
  } catch {
    throw new Error('dist/ is not built: run npm run build -w @msg-gateway/mock first.');
  }
  const stale = sources(SRC).find((file) => statSync(file).mtimeMs > built);
  if (stale) throw new Error(`dist/ is older than src/${relative(SRC, stale)}: run npm run build -w @msg-gateway/mock first.`);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

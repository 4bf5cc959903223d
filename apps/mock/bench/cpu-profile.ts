// Reads a V8 CPU profile (what `node --cpu-prof` writes) and says where the time went: self time per
// function and per package. Self time is the sum of the sampling intervals whose sample landed in
// that function (V8 records the node of every sample in `samples` and the interval before it in
// `timeDeltas`, in microseconds); `hitCount` alone would weigh every sample the same.
import { readFileSync } from 'node:fs';
import { sep } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as V8 counts. */
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  /** When sampling began, in microseconds of the monotonic clock (process.hrtime's). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One function (or one package) and its self time. */
export interface Share {
  name: string;
  /** Where it is, relative to its package (file:line), when it has a file. */
  where: string;
  /** Which package it belongs to (see `owner`). */
  owner: string;
  micros: number;
}

export interface ProfileSummary {
  /** Sampled time, idle included, in microseconds. */
  totalMicros: number;
  /** Sampled time the process was not idle. */
  busyMicros: number;
  functions: Share[];
  packages: Share[];
  /** Our functions by total time: their own and that of what they called (each sample counted once per function). */
  oursInclusive: Share[];
}

/** Reads a .cpuprofile file; throws with the file's name when it is not one. */
export function readProfile(file: string): CpuProfile {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<CpuProfile>;
  if (
    !Array.isArray(value.nodes) ||
    !Array.isArray(value.samples) ||
    !Array.isArray(value.timeDeltas) ||
    typeof value.startTime !== 'number'
  )
    throw new Error(`${file} is not a V8 CPU profile (no nodes, samples, timeDeltas and startTime)`);
  return value as CpuProfile;
}

/** V8's pseudo-frames: no code of anyone's, each its own row. */
const PSEUDO: Record<string, string> = {
  '(idle)': 'idle (waiting for I/O)',
  '(program)': 'V8 itself (compiling, the runtime)',
  '(garbage collector)': 'garbage collector',
  '(root)': 'V8 itself (compiling, the runtime)',
};

/**
 * Who a frame's code belongs to: `ours` (a file under one of `ourRoots`, named by that root's label),
 * a package in node_modules (Prism's @stoplight packages as one), Node's own modules, or V8's
 * builtins (a frame without a file: JSON.parse, RegExp, Array methods).
 */
export function owner(frame: CallFrame, ourRoots: Record<string, string>): string {
  const pseudo = PSEUDO[frame.functionName];
  if (frame.url === '' && pseudo) return pseudo;
  if (frame.url === '') return 'native (V8 builtins, Node bindings: JSON, RegExp, socket writes…)';
  if (frame.url.startsWith('node:')) return 'node internals';
  const path = filePath(frame.url);
  const modules = packageOf(path);
  if (modules) {
    if (modules.startsWith('@stoplight/')) return 'prism (@stoplight/*)';
    if (modules === 'ajv' || modules.startsWith('ajv-')) return 'ajv';
    return modules;
  }
  return ourLabel(frame, ourRoots) ?? 'other';
}

/** The package a file lies in under node_modules (@scope/name or name), if it does. */
function packageOf(path: string): string | undefined {
  const marker = `${sep}node_modules${sep}`;
  const at = path.lastIndexOf(marker);
  if (at === -1) return undefined;
  const [first, second] = path.slice(at + marker.length).split(sep);
  return first?.startsWith('@') ? `${first}/${second}` : first;
}

function filePath(url: string): string {
  return url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
}

/** file:line of a frame relative to its package (or to the root of ours it lies under), 1-based. */
function where(frame: CallFrame, ourRoots: Record<string, string>): string {
  if (frame.url === '') return '';
  const path = filePath(frame.url);
  const line = frame.lineNumber + 1;
  const marker = `${sep}node_modules${sep}`;
  const at = path.lastIndexOf(marker);
  if (at !== -1) return `${path.slice(at + marker.length)}:${line}`;
  const root = Object.keys(ourRoots).find((r) => path.startsWith(r));
  return `${root ? path.slice(root.length) : path}:${line}`;
}

/** A stretch of the monotonic clock in microseconds (process.hrtime.bigint() / 1000n in any process). */
export interface Window {
  from: number;
  to: number;
}

/**
 * Self time per function (same name, file, line and column: one function) and per owner, largest
 * first, of the samples taken within `window` (all of them without one: a start's loading too).
 * `ourRoots` maps absolute directories (ending with a separator) to the label of our code there.
 */
export function summarize(profile: CpuProfile, ourRoots: Record<string, string>, window?: Window): ProfileSummary {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  let totalMicros = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    // A sample V8 took out of order has a negative delta: it moves the clock, it adds no time.
    at += profile.timeDeltas[i] ?? 0;
    const delta = Math.max(0, profile.timeDeltas[i] ?? 0);
    if (window && (at < window.from || at > window.to)) return;
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
    totalMicros += delta;
  });
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const functions = new Map<string, Share>();
  const packages = new Map<string, Share>();
  const inclusive = new Map<string, Share>();
  const shareOf = (table: Map<string, Share>, key: string, frame: CallFrame, who: string): Share => {
    const known = table.get(key);
    if (known) return known;
    const created = { name: frame.functionName || '(anonymous)', where: where(frame, ourRoots), owner: who, micros: 0 };
    table.set(key, created);
    return created;
  };
  let idleMicros = 0;
  for (const [id, micros] of selfMicros) {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === '(idle)') idleMicros += micros;
    const who = owner(frame, ourRoots);
    shareOf(functions, frameKey(frame), frame, who).micros += micros;
    shareOf(packages, who, { ...frame, functionName: who, url: '' }, who).micros += micros;
    // Up the stack: every function of ours on it, once however often it recurs.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const caller = byNode.get(at)?.callFrame;
      const label = caller && ourLabel(caller, ourRoots);
      if (!caller || !label || seen.has(frameKey(caller))) continue;
      seen.add(frameKey(caller));
      shareOf(inclusive, frameKey(caller), caller, label).micros += micros;
    }
  }
  const largest = (a: Share, b: Share): number => b.micros - a.micros;
  return {
    totalMicros,
    busyMicros: totalMicros - idleMicros,
    functions: [...functions.values()].sort(largest),
    packages: [...packages.values()].sort(largest),
    oursInclusive: [...inclusive.values()].sort(largest),
  };
}

const frameKey = (frame: CallFrame): string => `${frame.functionName} ${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;

/** The label of our code `frame` is in, if it is ours. */
function ourLabel(frame: CallFrame, ourRoots: Record<string, string>): string | undefined {
  if (frame.url === '' || frame.url.startsWith('node:')) return undefined;
  const path = filePath(frame.url);
  if (packageOf(path)) return undefined;
  return Object.entries(ourRoots).find(([root]) => path.startsWith(root))?.[1];
}

/** The summary as lines: the top `top` functions and every owner, each with its share of busy time. */
export function profileLines(summary: ProfileSummary, top = 12): string[] {
  const share = (micros: number): string => `${((100 * micros) / summary.busyMicros).toFixed(1).padStart(5)} %`;
  const busy = (summary.busyMicros / 1000).toFixed(0);
  const idle = ((summary.totalMicros - summary.busyMicros) / 1000).toFixed(0);
  const lines = [`  ${busy} ms on the CPU (${idle} ms idle); shares are of the time on the CPU`];
  lines.push(`  top ${top} functions by self time:`);
  for (const fn of summary.functions.filter((f) => f.name !== '(idle)').slice(0, top)) {
    const place = fn.where ? `  ${fn.where}` : '';
    lines.push(`    ${share(fn.micros)}  ${fn.name.slice(0, 40).padEnd(40)} ${fn.owner}${place}`);
  }
  lines.push('  by package (self time):');
  for (const pkg of summary.packages.filter((p) => !p.name.startsWith('idle'))) lines.push(`    ${share(pkg.micros)}  ${pkg.name}`);
  lines.push(`  our top ${top} functions by total time (theirs and what they call: Prism's answer inside decide, and so on):`);
  for (const fn of summary.oursInclusive.slice(0, top))
    lines.push(`    ${share(fn.micros)}  ${fn.name.slice(0, 40).padEnd(40)} ${fn.where}`);
  return lines;
}

// A/B of two builds of the mock (BENCH_VS=<another build's bin/msg-gateway-mock.js>): each build's
// command in a fresh process per run, the runs interleaved (A, B, A, B…) so a machine that gets
// busier or quieter meanwhile weighs on both alike; the medians and their ratio per operation.
import { type LoadSettings, load, median, row, type Target, warmUp } from './load.js';
import { startCli } from './processes.js';

export interface Build {
  label: string;
  bin: string;
}

export interface AbResult {
  id: string;
  /** req/s of each run, in the order they ran. */
  a: number[];
  b: number[];
}

/** req/s of `target` on a fresh process of `build`'s command, after a warm-up. */
async function once(build: Build, target: Target, settings: LoadSettings): Promise<number> {
  const cli = await startCli(build.bin);
  try {
    await warmUp(cli.url, target.request, settings);
    return row(build.label, target.id, await load(cli.url, target.request, settings)).rps;
  } finally {
    await cli.stop();
  }
}

/** `pairs` interleaved runs of each build per target. */
export async function compareBuilds(a: Build, b: Build, targets: Target[], settings: LoadSettings, pairs: number): Promise<AbResult[]> {
  const results: AbResult[] = [];
  for (const target of targets) {
    const result: AbResult = { id: target.id, a: [], b: [] };
    for (let pair = 0; pair < pairs; pair++) {
      result.a.push(await once(a, target, settings));
      result.b.push(await once(b, target, settings));
    }
    results.push(result);
  }
  return results;
}

/** One line per operation: both medians, every run, and B/A. */
export function abLines(a: Build, b: Build, results: AbResult[]): string[] {
  const runs = (xs: number[]): string => xs.map((x) => x.toFixed(0)).join(', ');
  return results.flatMap(({ id, a: as, b: bs }) => {
    const [ma, mb] = [median(as), median(bs)];
    const change = (100 * (mb - ma)) / ma;
    return [
      `  ${id}: B/A = ${(mb / ma).toFixed(3)} (${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)} %)`,
      `    A ${a.label}: median ${ma.toFixed(0)} req/s (runs: ${runs(as)})`,
      `    B ${b.label}: median ${mb.toFixed(0)} req/s (runs: ${runs(bs)})`,
    ];
  });
}

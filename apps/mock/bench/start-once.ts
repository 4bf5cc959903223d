// One in-process start, in a fresh process (run by bench/run.ts): how long importing
// @msg-gateway/mock takes, and startMock() → first 200 answer, the first start of the process
// (it loads Prism) and a second one. Prints one JSON line: the wall-clock times, and the CPU time
// (process.cpuUsage(), all threads) of each phase, which a loaded machine inflates far less than
// the wall clock; and the marks between the phases (for the profile, start-profile.ts). It imports the package by its name: the bundle in dist/, what users run (not src/
// compiled on its own, whose Prism is node_modules'). The request goes through node:http, not
// fetch(), whose first call loads undici (tens of ms of CPU that are the bench's, not the mock's).
import { request } from 'node:http';

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** Now on the monotonic clock in microseconds, as a CPU profile counts (start-profile.ts cuts it into phases). */
const mark = (): number => Number(process.hrtime.bigint() / 1000n);
const marks = [mark()];
const bootCpu = cpuMs();
const started = performance.now();
const { startMock } = await import('@msg-gateway/mock');
const imported = performance.now();
const importCpu = cpuMs() - bootCpu;
marks.push(mark());

function connectionState(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/instance/connectionState/my-instance`, { headers: { apikey: 'bench' } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
}

/** startMock() → listening → first 200: wall-clock ms in all, and CPU ms of each part. */
async function startToFirst200(): Promise<{ ms: number; listenCpu: number; answerCpu: number }> {
  const begin = performance.now();
  const cpu0 = cpuMs();
  const mock = await startMock();
  const cpu1 = cpuMs();
  marks.push(mark());
  const status = await connectionState(mock.url);
  const cpu2 = cpuMs();
  marks.push(mark());
  const elapsed = performance.now() - begin;
  await mock.close();
  if (status !== 200) throw new Error(`answered ${status}`);
  return { ms: elapsed, listenCpu: cpu1 - cpu0, answerCpu: cpu2 - cpu1 };
}

const first = await startToFirst200();
const second = await startToFirst200();
process.stdout.write(
  `${JSON.stringify({
    importMs: imported - started,
    firstMs: first.ms,
    secondMs: second.ms,
    cpu: {
      boot: bootCpu,
      import: importCpu,
      firstListen: first.listenCpu,
      firstAnswer: first.answerCpu,
      secondListen: second.listenCpu,
      secondAnswer: second.answerCpu,
    },
    marks,
  })}\n`,
);

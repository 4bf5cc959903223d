// One in-process start, in a fresh process (run by bench/run.ts): how long importing
// @msg-gateway/mock takes, and startMock() → first 200 answer, the first start of the process
// (it loads Prism) and a second one. Prints one JSON line. It imports the package by its name: the
// bundle in dist/, what users run (not src/ compiled on its own, whose Prism is node_modules').
const started = performance.now();
const { startMock } = await import('@msg-gateway/mock');
const imported = performance.now();

async function startToFirst200(): Promise<number> {
  const begin = performance.now();
  const mock = await startMock();
  const res = await fetch(`${mock.url}/instance/connectionState/my-instance`, { headers: { apikey: 'bench' } });
  await res.arrayBuffer();
  const elapsed = performance.now() - begin;
  await mock.close();
  if (res.status !== 200) throw new Error(`answered ${res.status}`);
  return elapsed;
}

const first = await startToFirst200();
const second = await startToFirst200();
process.stdout.write(`${JSON.stringify({ importMs: imported - started, firstMs: first, secondMs: second })}\n`);

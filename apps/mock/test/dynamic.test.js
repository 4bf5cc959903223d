// --dynamic bodies come from the schemas, not the examples; with --seed they are repeatable across
// runs (frontend snapshot tests) and must still satisfy the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest, firstExampleValue, operations, readSpec, successStatus } from '../src/spec.js';
import { parseReadyLine, spawnCli } from './helpers/processes.js';
import { errorsText, responseValidators } from './helpers/validator.js';

const spec = readSpec();
const ops = operations(spec);
const validator = responseValidators(spec);
const runs = [];

async function bodiesFrom(url) {
  const bodies = {};
  for (const op of ops) {
    const req = exampleRequest(spec, op);
    const res = await fetch(url + req.path, {
      method: req.method,
      headers: req.headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    });
    bodies[op.operationId] = { status: res.status, body: await res.json() };
  }
  return bodies;
}

beforeAll(async () => {
  // Two separate processes with the same seed (started together to keep the suite short).
  const cli = [spawnCli(['--port', '0', '--dynamic', '--seed', '1']), spawnCli(['--port', '0', '--dynamic', '--seed', '1'])];
  runs.push(...cli);
  const lines = await Promise.all(cli.map((c) => c.ready));
  for (const [i, line] of lines.entries()) cli[i].bodies = await bodiesFrom(parseReadyLine(line).url);
});
afterAll(async () => {
  for (const run of runs) run.child.kill('SIGTERM');
  await Promise.all(runs.map((r) => r.exited));
});

describe('--dynamic --seed 1', () => {
  it('says so in the ready line, with the free port --port 0 picked', async () => {
    const line = await runs[0].ready;
    expect(line).toMatch(/generated bodies, seed 1/);
    expect(parseReadyLine(line).url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
  });

  it('gives the same bodies in two separate runs', () => {
    expect(runs[1].bodies).toEqual(runs[0].bodies);
  });

  it.each(ops.map((op) => [op.operationId, op]))('%s: generated body has the success status and validates', (id, op) => {
    const { status, body } = runs[0].bodies[id];
    expect(status).toBe(Number(successStatus(op)));
    const validate = validator(op, status);
    expect(validate(body), `${JSON.stringify(body)}: ${errorsText(validate)}`).toBe(true);
  });

  it('generates rather than serving the examples', () => {
    const same = ops.filter((op) => {
      const example = firstExampleValue(spec, op.operation.responses[successStatus(op)]);
      return JSON.stringify(example) === JSON.stringify(runs[0].bodies[op.operationId].body);
    });
    expect(same.map((op) => op.operationId)).toEqual([]);
  });
});

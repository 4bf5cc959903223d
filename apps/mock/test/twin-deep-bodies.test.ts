// A JSON body nested far deeper than any real request, sent to each route of each profile's twin
// (src/twin/express-body.ts): answered 400 in the gateway's body-parser shape with words that name
// the limit, never the mock's "bug" 500 (20,000 levels overflowed the stack of the validators the
// fuzz bench reached); up to the limit the gateway's own words still answer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type OpenApiDocument, operations } from '@msg-gateway/openapi/walk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TWIN_JSON_DEPTH } from '../src/gateways/evolution-2.1.1/express-body.js';
import { type MockHandle, startMock } from '../src/index.js';
import { callGateway } from './helpers/http.js';

const KEY = 'deep-bodies-admin-key';
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe.each(['evolution-2.1.1', 'evolution-2.3.7'])('a body nested too deep, on every route of %s that takes one', (profile) => {
  const spec = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve(`@msg-gateway/openapi/${profile}/openapi.json`), 'utf8'),
  ) as OpenApiDocument;
  const withBody = operations(spec).filter((o) => o.operation.requestBody !== undefined);
  let mock: MockHandle;
  beforeAll(async () => {
    mock = await startMock({ profile, apiKey: KEY, instances: 'deep' });
  }, 120_000);
  afterAll(async () => {
    await mock?.close();
  });

  it('answers 400 naming the limit, on each of them', async () => {
    expect(withBody.length).toBeGreaterThan(20);
    const deep = nested(20_000);
    for (const { method, path } of withBody) {
      const url = `${mock.url}${path.replace('{instance}', 'deep')}?groupJid=120363025246125486%40g.us`;
      const res = await fetch(url, {
        method: method.toUpperCase(),
        headers: { apikey: KEY, 'content-type': 'application/json' },
        body: deep,
      });
      const text = await res.text();
      expect([res.status, text], `${method} ${path}`).toEqual([
        400,
        expect.stringContaining(`nested more than ${MAX_TWIN_JSON_DEPTH} levels deep`),
      ]);
    }
  });

  it('still answers in the gateway words at the limit', async () => {
    const res = await callGateway(
      mock.url,
      KEY,
      'POST',
      '/group/toggleEphemeral/deep?groupJid=120363025246125486%40g.us',
      JSON.parse(nested(MAX_TWIN_JSON_DEPTH - 1)),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('requires property');
  });
});

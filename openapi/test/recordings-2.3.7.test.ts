// The evolution-2.3.7 profile against what a real 2.3.7 answered (the recording shared with the mock's
// replay, apps/mock/test/fixtures/recordings/evolution-2.3.7/): every stable answer to a request the
// profile routes has its status described and its body valid against that status' schema; every
// request the profile does not route is one 2.3.7 does not route either.
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/walk.js';
import { judgeExchanges, recordedExchanges } from './helpers/recordings.js';
import { loadSpec } from './load-spec.js';

const profile = loadSpec('../dist/evolution-2.3.7/openapi.json');
const exchanges = recordedExchanges('evolution-2.3.7');
const verdicts = judgeExchanges(profile, exchanges);

/** An answer of a request no route of 2.3.7 takes: Express's 404, the body parser's 400, CORS, HEAD. */
function unroutedByTheGateway(v: (typeof verdicts)[number]): boolean {
  const { request, response } = v.exchange;
  if (request.method === 'OPTIONS' || request.method === 'HEAD') return true;
  if (response.status === 404 && /Cannot (GET|POST|PUT|DELETE|PATCH) /.test(response.body)) return true;
  return response.status === 400 && /is not valid JSON|in JSON at position/.test(response.body);
}

describe('the evolution-2.3.7 profile against the 2.3.7 recordings', () => {
  it('routes most recorded requests (the rest are requests 2.3.7 does not route either)', () => {
    const routed = verdicts.filter((v) => v.operationId);
    expect(routed.length).toBeGreaterThan(exchanges.length * 0.8);
    const strays = verdicts.filter((v) => !v.operationId && !unroutedByTheGateway(v));
    expect(
      strays.map((v) => `${v.exchange.op} ${v.exchange.request.method} ${v.exchange.request.path} → ${v.exchange.response.status}`),
    ).toEqual([]);
  });

  it('describes the status of every routed answer, and each body validates against that status schema', () => {
    const problems = verdicts
      .filter((v) => v.problem)
      .map((v) => `${v.operationId} ${v.exchange.state}/${v.exchange.label} ${v.exchange.response.status}: ${v.problem}`);
    expect(problems).toEqual([]);
  });

  it('reaches each route new since 2.1.1 that the recording exercises', () => {
    const reached = new Set(verdicts.map((v) => v.operationId));
    const added = ['sendPtv', 'offerCall', 'getCatalog', 'getCollections', 'findChatByRemoteJid', 'editTemplate', 'deleteTemplate'];
    expect(added.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('can fail: a profile that lost a status and a shape is caught on the recorded answers', () => {
    const broken = structuredClone(profile) as OpenApiDocument;
    const offer = broken.paths?.['/call/offer/{instance}']?.post?.responses as Record<string, unknown>;
    delete offer['201'];
    const info = broken.components?.schemas?.ServiceInformation as { properties: Record<string, { type: string }> };
    info.properties.whatsappWebVersion = { type: 'integer' };
    const problems = judgeExchanges(broken, exchanges).filter((v) => v.problem);
    expect(problems.some((v) => v.operationId === 'offerCall' && /status 201 not described/.test(v.problem ?? ''))).toBe(true);
    expect(problems.some((v) => v.operationId === 'getInformation' && /whatsappWebVersion/.test(v.problem ?? ''))).toBe(true);
  });
});

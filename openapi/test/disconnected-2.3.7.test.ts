// x-disconnected in the evolution-2.3.7 profile: each rule, rendered for the state an instance was
// in, is what a real 2.3.7 answered there (the shared 2.3.7 recording): never connected (`close`),
// connecting, logged out. Only requests the route would otherwise serve are compared (a valid body,
// the admin key or the instance's token); the answer's time (`timestamp`) is not a rule's to say.
import { describe, expect, it } from 'vitest';
import { disconnectedAnswer, disconnectedOf, type Situation } from '../src/disconnected.js';
import { operations } from '../src/walk.js';
import { judgeExchanges, recordedExchanges } from './helpers/recordings.js';
import { loadSpec } from './load-spec.js';

const profile = loadSpec('../dist/evolution-2.3.7/openapi.json');
/** Operations whose recorded requests stop before the socket: updateMessage refuses a message it has not stored (every recorded one) first. */
const STOPS_BEFORE_THE_SOCKET = new Set(['updateMessage']);
const SITUATION: Record<string, Situation> = { close: 'never-connected', connecting: 'connecting', logged_out: 'logged-out' };

/** The comparable lines: a served request (valid body, a working key) of an operation with a rule, in a not-connected state. */
function comparable() {
  const byId = new Map(operations(profile).map((op) => [op.operationId, op]));
  return judgeExchanges(profile, recordedExchanges('evolution-2.3.7')).flatMap((v) => {
    const { exchange } = v;
    const situation = SITUATION[exchange.state];
    const op = v.operationId ? byId.get(v.operationId) : undefined;
    const rule = op ? disconnectedOf(op.operation, op.operationId) : undefined;
    const served = /^valid\//.test(exchange.label) && !/no-body/.test(exchange.label);
    if (!situation || !op || !rule || STOPS_BEFORE_THE_SOCKET.has(op.operationId) || !(served || exchange.label === 'key/instance-token'))
      return [];
    return [{ exchange, rule, situation, operationId: op.operationId }];
  });
}

const withoutTime = (body: unknown): unknown => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { timestamp: _time, ...rest } = body as Record<string, unknown>;
  return rest;
};

describe('x-disconnected in the evolution-2.3.7 profile, against the 2.3.7 recording', () => {
  const lines = comparable();

  it('has recorded lines to hold the rules to, in each not-connected state', () => {
    for (const state of Object.keys(SITUATION)) expect(lines.filter((l) => l.exchange.state === state).length, state).toBeGreaterThan(20);
  });

  it('renders, for each state, exactly what 2.3.7 answered', () => {
    const wrong = lines.flatMap(({ exchange, rule, situation, operationId }) => {
      let body: unknown;
      try {
        body = JSON.parse(exchange.request.body ?? 'null');
      } catch {}
      const query = Object.fromEntries(new URLSearchParams(exchange.request.path.split('?')[1] ?? ''));
      const instance = decodeURIComponent(exchange.request.path.split('?')[0]?.split('/')[3] ?? '');
      const answer = disconnectedAnswer(rule, situation, { path: { instance }, query, body });
      const same =
        answer?.status === exchange.response.status &&
        JSON.stringify(withoutTime(answer?.body)) === JSON.stringify(withoutTime(exchange.response.json));
      return same
        ? []
        : [
            `${operationId} ${exchange.state}: 2.3.7 ${exchange.response.status} ${exchange.response.body.slice(0, 160)} | rule ${answer?.status} ${JSON.stringify(answer?.body).slice(0, 160)}`,
          ];
    });
    expect(wrong).toEqual([]);
  });
});

// A server that answers the runner's own requests (the reachability probe, and the connection state
// read before the checks: open) and leaves every request Dredd sends to `dredd` (by default: never
// answered). For tests about what happens while the checks run.
import { type Behaviour, json } from '@msg-gateway/test-utils/servers';

export function answersTheRunnerOnly(dredd: Behaviour = () => {}): Behaviour {
  return (req, res, seen) => {
    if (String(req.headers['user-agent']).startsWith('Dredd/')) return dredd(req, res, seen);
    const state = /^\/instance\/connectionState\/([^/?]+)/.exec(req.url ?? '');
    if (state) return json(res, 200, { instance: { instanceName: decodeURIComponent(state[1] ?? ''), state: 'open' } });
    res.end('ok');
  };
}

// Puts the instance's connection back as the run found it after its connect and restart checks,
// and makes sure of it by reading the state again.
//
// Why it matters: Evolution API 2.1.1 retries the connection of an instance that was told to
// connect for ever (close/408 ↔ connecting, about 20 `connection.update` deliveries a second to
// every webhook, a new QR code each time it gets through); only a logout stops it. So when the run
// found the instance `close`, every read that says it is connecting is answered with a logout, and
// the instance counts as put back once `samples` reads in a row say `close` (a reconnecting
// instance reads `close` in gaps, which can last seconds: after the run's own connect, a logout
// answered as done is needed as well). An instance found `open` gets no logout (that would
// end its session for good): the run waits for it to read `open` again after its restart.
import type { Clock } from '../clock.js';
import type { Operation } from '../description/contract.js';
import type { FoundState } from '../plan/state.js';
import { type Call, call, type InstanceTarget, stateNow, succeeded } from './requests.js';

export interface ConnectionOps {
  /** connectionState. */
  state: Operation;
  /** The operation with `x-affects-connection: end`, if the description has one. */
  logout: Operation | null;
}

export interface Sampling {
  /** Reads in a row that must agree with the state found. */
  samples: number;
  spacingMs: number;
  /** Between reads while the run waits for a moment to log out a reconnecting instance. */
  watchMs: number;
  /** Epoch ms (on `clock`) after which the run stops trying. */
  until: number;
  clock: Clock;
}

/** What putting something back did: lines for the report, and what could not be put back (exit 2). */
export interface Undone {
  actions: string[];
  problems: string[];
}

/** Logouts answered as done after which the run stops trying: the gateway's logout does not work. */
const MAX_LOGOUTS = 3;

/** The state read now agrees with the state found: a connecting instance may have got connected meanwhile. */
const agrees = (found: string, now: string | null): boolean => now === found || (found === 'connecting' && now === 'open');

export async function restoreConnection(
  found: FoundState,
  ops: ConnectionOps,
  target: InstanceTarget,
  sampling: Sampling,
  started = false,
): Promise<Undone> {
  const logouts: Call[] = [];
  const reads: (string | null)[] = [];
  // What the report names as the state left: the last read that disagreed with the state found.
  let left = 'unknown';
  const inARow = (test: (state: string | null) => boolean): boolean =>
    reads.length >= sampling.samples && reads.slice(-sampling.samples).every(test);
  const needed = found.state === 'connecting' ? 1 : sampling.samples;
  // Found at rest, and the run's connect was answered (or a read shows it connecting): 2.1.1 then
  // loops between `connecting` and `close` (its reads in a gap say `close`, for seconds at a time
  // when no network answers), and only a logout stops it. Until one is answered as done, the run
  // reads often, to send it while a read says `connecting` (a logout in a gap is refused with 400).
  let moving = found.state === 'close' && started;
  while (sampling.clock.now() < sampling.until) {
    const { state, why } = await stateNow(ops.state, target);
    reads.push(state);
    if (!agrees(found.state, state)) left = state ?? `unknown (${why})`;
    if (found.state === 'close' && state === 'connecting') moving = true;
    const stopped = !moving || logouts.some(succeeded) || !ops.logout;
    if (stopped && reads.length >= needed && reads.slice(-needed).every((s) => agrees(found.state, s))) {
      return { actions: restoredLines(found.state, logouts, reads, target), problems: [] };
    }
    // A logout answered 400 came in a gap of the reconnect loop and is tried again; one that changed
    // nothing although it was answered as done is not repeated for ever.
    if (found.state === 'close' && state === 'connecting' && ops.logout && logouts.filter(succeeded).length < MAX_LOGOUTS) {
      logouts.push(await call(ops.logout, target));
    }
    // Found at rest and now open: the instance still held a session and the run reconnected it; a
    // logout would end that session for good, so it is reported instead.
    if (found.state === 'close' && inARow((s) => s === 'open')) break;
    await sampling.clock.sleep(stopped ? sampling.spacingMs : sampling.watchMs);
  }
  if (left === 'unknown' && moving) left = 'reconnecting';
  const actions = logouts.length ? [logoutLine(found.state, logouts, reads, target)] : [];
  return { actions, problems: [notRestored(found.state, left, logouts, target)] };
}

const outcomes = (logouts: readonly Call[]): string => {
  const first = logouts[0];
  if (!first) return '';
  if (logouts.length === 1) return `${first.shown} ${first.outcome}`;
  return `${first.shown} sent ${logouts.length} times: ${logouts.map((l) => l.outcome.replace(/^answered /, '')).join(', ')}`;
};

/**
 * What the logouts did, in what was observed: how many reads said connecting, and whether a logout
 * was answered as done (a 400 means the instance was not connecting by the time it arrived: the
 * gateway's reconnect loop passes through `close`).
 */
function logoutLine(found: string, logouts: readonly Call[], reads: readonly (string | null)[], target: InstanceTarget): string {
  const connecting = reads.filter((s) => s === 'connecting').length;
  const seen = `${connecting} of ${reads.length} read${reads.length === 1 ? '' : 's'} of its state`;
  const head = `instance "${target.instance}" was connecting after the run's connect or restart (found: ${found}; ${seen} said connecting)`;
  if (logouts.some(succeeded)) return `${head}: the run logged it out (${outcomes(logouts)})`;
  return `${head}: the run's logout was not answered as done (${outcomes(logouts)})`;
}

function restoredLines(found: string, logouts: readonly Call[], reads: readonly (string | null)[], target: InstanceTarget): string[] {
  const again = logouts.length ? ' again' : '';
  const n = reads.length;
  const state = `instance "${target.instance}" reads ${found}${again}, as the run found it (${n} read${n === 1 ? '' : 's'} of its state)`;
  return logouts.length ? [logoutLine(found, logouts, reads, target), state] : [state];
}

function notRestored(found: string, left: string, logouts: readonly Call[], target: InstanceTarget): string {
  const name = `"${target.instance}"`;
  const logoutUrl = `${target.url}/instance/logout/${encodeURIComponent(target.instance)}`;
  const stateUrl = `${target.url}/instance/connectionState/${encodeURIComponent(target.instance)}`;
  const head = `The run left instance ${name} ${left}, but found it ${found}`;
  if (found === 'close' && left === 'open') {
    return `${head}: its connect reconnected the session the instance still held. Log it out yourself only if it must stay closed (that ends the session: the phone would have to be linked again).`;
  }
  if (found === 'close') {
    const tried = logouts.length ? `, and the run's logout did not stop it (${outcomes(logouts)})` : '';
    return `${head}: its connect or restart started a connection${tried}. Log it out, or an Evolution API 2.1.1 gateway keeps reconnecting it for ever: curl -X DELETE -H "apikey: $GATEWAY_API_KEY" ${logoutUrl}`;
  }
  if (found === 'open') {
    return `${head}: it has not reconnected since the run's restart. Check it (GET ${stateUrl}); if it stays closed, connect it again and link the phone.`;
  }
  return `${head}. Check it: GET ${stateUrl}.`;
}

// Which instances exist when the mock starts (--instances, MOCK_INSTANCES, startMock({ instances })):
//   *                       any name exists on first use, connected (`open`): quick starts, today's behaviour
//   none                    none: create them (POST /instance/create under the profile, or the control API)
//   shop-42,hq:close,x:connecting    these, each in the given state (default open)
// A state is the connection state a client reads (`open`, `close`, `connecting`).

export type ConnectionState = 'open' | 'connecting' | 'close';
export const CONNECTION_STATES: readonly ConnectionState[] = ['open', 'connecting', 'close'];

export type Roster = { kind: 'any' } | { kind: 'listed'; instances: { name: string; state: ConnectionState }[] };

/** Reads a roster; throws an Error saying what is wrong and how to write it. */
export function parseRoster(text: string): Roster {
  const trimmed = text.trim();
  if (trimmed === '*') return { kind: 'any' };
  if (trimmed === 'none' || trimmed === '') return { kind: 'listed', instances: [] };
  const instances: { name: string; state: ConnectionState }[] = [];
  for (const item of trimmed.split(',')) {
    const entry = item.trim();
    const colon = entry.lastIndexOf(':');
    const name = colon === -1 ? entry : entry.slice(0, colon);
    const state = colon === -1 ? 'open' : entry.slice(colon + 1);
    if (!isInstanceName(name)) {
      throw new Error(
        `"${entry}" does not name an instance: write name or name:state, comma-separated (e.g. shop-42,hq:close), "*" for any name or "none".`,
      );
    }
    if (!CONNECTION_STATES.includes(state as ConnectionState)) {
      throw new Error(`"${entry}": the state "${state}" is not one of ${CONNECTION_STATES.join(', ')}.`);
    }
    if (instances.some((i) => i.name === name)) throw new Error(`"${name}" is listed twice.`);
    instances.push({ name, state: state as ConnectionState });
  }
  return { kind: 'listed', instances };
}

/** A name an instance can have: non-empty, printable, no slash (it is a path segment). */
export function isInstanceName(name: string): boolean {
  return name.length > 0 && name.length <= 256 && !/[/\u0000-\u001f\u007f]/.test(name);
}

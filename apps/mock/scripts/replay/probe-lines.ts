// What the held-out generators (variations.ts, probe-requests.ts) share: the states a recorder puts
// its instances in, a loopback URL where nothing listens (for media a gateway must fail to fetch),
// the headers every probe sends, and the line each probe becomes in the JSONL file the recorder reads.
export const STATES = ['close', 'connecting', 'logged_out'] as const;
export const UNREACHABLE = 'http://127.0.0.1:4141';
export const HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export interface Line {
  seq: string;
  step: number;
  state: string;
  op: string;
  label: string;
  request: { method: string; path: string; headers: Record<string, string>; body: string | null };
}

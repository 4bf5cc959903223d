// The twin measured against a real Evolution API 2.1.1: every stable exchange of the recordings
// (test/fixtures/recordings/, see its README) replayed against the mock under the evolution-2.1.1
// profile, scored as the recordings' README defines it. The mock is started as the recorded gateway
// was: no instance before the first line, a global key, and WhatsApp out of reach (no internet, so
// no QR code and no pairing). REPLAY_RECORDINGS=<file.jsonl> scores other recordings of the same
// format (`npm run replay -w @msg-gateway/mock -- <file>` prints every disagreement).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExchanges } from '../scripts/replay/recordings.js';
import { formatScore, type Score, score, share } from '../scripts/replay/report.js';
import { replay } from '../scripts/replay/run.js';
import { differences, shapeOf } from '../scripts/replay/shape.js';
import { namesIn, sameWords, wordsOf } from '../scripts/replay/words.js';
import { type MockHandle, startMock } from '../src/index.js';

const FILE = process.env['REPLAY_RECORDINGS'] ?? join(import.meta.dirname, 'fixtures/recordings/evolution-2.1.1.jsonl');
const ADMIN_KEY = 'replay-admin-key';

describe(`the twin replays ${FILE}`, () => {
  let mock: MockHandle;
  let result: Score;
  beforeAll(async () => {
    mock = await startMock({
      profile: 'evolution-2.1.1',
      instances: 'none',
      apiKey: ADMIN_KEY,
      whatsapp: 'offline',
    });
    result = score(await replay(readExchanges(FILE), { url: mock.url, adminKey: ADMIN_KEY }));
    process.stdout.write(`${formatScore(result)}\n`);
  });
  afterAll(() => mock?.close());

  it('agrees with at least 98 % of the recorded exchanges on status and shape', () => {
    expect(result.all.total).toBeGreaterThan(1000);
    expect(share(result.all)).toBeGreaterThanOrEqual(0.98);
  });

  it("says 2.1.1's words in at least 97 % of the recorded error answers", () => {
    expect(result.words.all.total).toBeGreaterThan(900);
    expect(share(result.words.all)).toBeGreaterThanOrEqual(0.97);
  });

  it('agrees with at least 90 % in every state before the request', () => {
    for (const [state, tally] of result.byState) expect(share(tally), state).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the score can fail', () => {
  it('a different status, body kind, key set or message form is a disagreement', () => {
    const recorded = shapeOf(404, '{"status":404,"error":"Not Found","response":{"message":["x"]}}');
    expect(differences(recorded, shapeOf(404, '{"status":404,"error":"Not Found","response":{"message":["y"]}}'))).toEqual([]);
    expect(differences(recorded, shapeOf(401, '{"status":401,"error":"Unauthorized","response":{"message":"Unauthorized"}}'))).toHaveLength(
      2,
    );
    expect(differences(recorded, shapeOf(404, '{"status":404,"error":"Not Found","response":{"message":"x"}}'))).toEqual([
      'response.message string, recorded strings',
    ]);
    expect(differences(recorded, shapeOf(404, '{"status":404,"response":{"message":["x"]}}'))).toHaveLength(1);
    expect(differences(shapeOf(200, 'null'), shapeOf(200, '[]'))).toEqual(['body array, recorded null']);
    expect(differences(shapeOf(200, '{"count":0}'), shapeOf(200, '{"code":"x","count":1}'), { statusOnly: true })).toEqual([]);
  });

  it('an error answer in other words is a disagreement on words, not on shape; names and ids are not words', () => {
    const names = namesIn({ path: '/message/sendText/shop-1', body: null });
    const recorded = wordsOf('{"status":500,"response":{"message":"Cannot read properties of undefined (reading \'onWhatsApp\')"}}', names);
    const closed = wordsOf('{"status":500,"response":{"message":"Connection Closed"}}', names);
    expect(sameWords(recorded, closed)).toBe(false);
    expect(differences(shapeOf(500, '{"response":{"message":"a"}}'), shapeOf(500, '{"response":{"message":"b"}}'))).toEqual([]);
    const absent = (name: string, id: string) =>
      wordsOf(`{"response":{"message":["The \\"${name}\\" instance does not exist","${id}@g.us"]}}`, [name]);
    expect(sameWords(absent('shop-1', '120363000000000001'), absent('rec-9', '120363999999999999'))).toBe(true);
    expect(wordsOf('', names)).toBeUndefined();
  });

  it('a mock that accepts any key and names every instance into existence (the quick start) stays below the bar', async () => {
    // The recorded 401s (wrong key) and 404s (unknown instance) all disagree.
    const stateless = await startMock({
      profile: 'evolution-2.1.1',
    });
    try {
      const exchanges = readExchanges(join(import.meta.dirname, 'fixtures/recordings/evolution-2.1.1.jsonl')).filter((e) =>
        e.seq.startsWith('matrix/close/'),
      );
      const result = score(await replay(exchanges, { url: stateless.url, adminKey: ADMIN_KEY }));
      expect(share(result.all)).toBeLessThan(0.9);
    } finally {
      await stateless.close();
    }
  });
});

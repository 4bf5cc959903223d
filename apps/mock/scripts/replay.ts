// Scores a server against recorded exchanges with a real Evolution API 2.1.1 gateway: by default the
// mock itself, started here under the evolution-2.1.1 profile as a gateway that cannot reach WhatsApp
// (`whatsapp: 'offline'`: the recordings' gateway had no internet, so no QR code came and no instance
// ever paired).
//
//   npm run replay -w @msg-gateway/mock                             the shipped recordings, against the mock
//   npm run replay -w @msg-gateway/mock -- <file.jsonl>             other recordings of the same format
//   npm run replay -w @msg-gateway/mock -- <file> --url <url> --key <admin key>   another server
//   … --overlay <file>                        the mock with your overlay on top of the profile (repeatable)
//
// Prints the agreement in all, per state and per operation, and every disagreement. Exit code 0.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// The package by its name: the bundle users run (src/ alone, compiled without it, cannot load Prism).
import { startMock } from '@msg-gateway/mock';
import { readExchanges } from './replay/recordings.js';
import { formatScore, score } from './replay/report.js';
import { replay } from './replay/run.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The recordings shipped with the tests (found from the compiled copy in .tools/ too). */
export const SHIPPED_RECORDINGS = join(here, '..', here.includes('.tools') ? '..' : '', 'test/fixtures/recordings/evolution-2.1.1.jsonl');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, key: { type: 'string' }, quiet: { type: 'boolean' }, overlay: { type: 'string', multiple: true } },
});
const file = positionals[0] ?? SHIPPED_RECORDINGS;
const exchanges = readExchanges(file);
const adminKey = values.key ?? 'replay-admin-key';
const mock =
  values.url === undefined
    ? await startMock({
        profile: 'evolution-2.1.1',
        instances: 'none',
        apiKey: adminKey,
        whatsapp: 'offline',
        overlays: values.overlay ?? [],
      })
    : undefined;
try {
  const verdicts = await replay(exchanges, { url: values.url ?? mock?.url ?? '', adminKey });
  process.stdout.write(`${file}\n${formatScore(score(verdicts), { disagreements: values.quiet !== true })}\n`);
} finally {
  await mock?.close();
}

// Scores a server against recorded exchanges with a real Evolution API gateway: by default the mock
// itself, started here under the recordings' profile (evolution-2.1.1, or evolution-2.3.7 for the
// 2.3.7 recordings) as a gateway that cannot reach WhatsApp (`whatsapp: 'offline'`: the recordings'
// gateways had no internet, so no QR code came and no instance ever paired).
//
//   npm run replay -w @msg-gateway/mock                             the shipped 2.1.1 recordings, against the mock
//   npm run replay -w @msg-gateway/mock -- --profile evolution-2.3.7    the shipped 2.3.7 recordings
//   npm run replay -w @msg-gateway/mock -- <file.jsonl>             other recordings of the same format
//                                             (the profile is read from the file's path, or --profile)
//   npm run replay -w @msg-gateway/mock -- <file> --url <url> --key <admin key>   another server
//   … --overlay <file>                        the mock with your overlay on top of the profile (repeatable)
//
// Prints the agreement in all, per state and per operation, and every disagreement. Exit code 0.
import { parseArgs } from 'node:util';
// The package by its name: the bundle users run (src/ alone, compiled without it, cannot load Prism).
import { startMock } from '@msg-gateway/mock';
import { replayProfile } from './replay/profiles.js';
import { readExchanges, recordedOrigins, servedMediaHosts } from './replay/recordings.js';
import { formatScore, score } from './replay/report.js';
import { replay } from './replay/run.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    key: { type: 'string' },
    quiet: { type: 'boolean' },
    overlay: { type: 'string', multiple: true },
    profile: { type: 'string' },
  },
});
const profile = replayProfile(values.profile, positionals[0]);
const file = positionals[0] ?? profile.file;
const exchanges = readExchanges(file);
const adminKey = values.key ?? 'replay-admin-key';
const mock =
  values.url === undefined
    ? await startMock({
        profile: profile.profile,
        instances: 'none',
        apiKey: adminKey,
        whatsapp: 'offline',
        overlays: values.overlay ?? [],
        corsOrigins: recordedOrigins(exchanges),
        // A test clock, advanced where the replay waits for the twin's timers (as test/replay.test.ts).
        clock: 'manual',
        // As the recorded gateway ran (2.4.0's: unlicensed, answering its recorded Host), as the test starts it.
        ...profile.start,
      })
    : undefined;
try {
  const verdicts = await replay(exchanges, {
    url: values.url ?? mock?.url ?? '',
    adminKey,
    ...profile.options,
    mediaHosts: servedMediaHosts(file),
    ...(mock && { clock: mock.clock }),
  });
  process.stdout.write(`${file}\n${formatScore(score(verdicts), { disagreements: values.quiet !== true })}\n`);
} finally {
  await mock?.close();
}

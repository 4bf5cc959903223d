// The CLI as a function (main) and as a command: help, version, the dry run, exit codes, and the
// signal listeners it holds only while it runs.
import { EventEmitter } from 'node:events';
import { GATEWAY_VERSION } from '@msg-gateway/openapi/version';
import { startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { loadContract } from '../src/description/contract.js';
import { loadDescriptions } from '../src/description/layered.js';
import { HELP } from '../src/options.js';
import { row, runCli, runMain, snapshotOf } from './helpers/cli.js';

const profile = loadDescriptions({ profile: 'evolution-2.1.1' }, loadContract());

function io() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
  };
}

describe('main', () => {
  it('prints the help and the version, exit 0', async () => {
    const help = io();
    expect(await main({ argv: ['--help'], env: {}, ...help })).toBe(0);
    expect(help.out.stdout).toBe(`${HELP}\n`);
    const version = io();
    expect(await main({ argv: ['--version'], env: {}, ...version })).toBe(0);
    expect(version.out.stdout).toMatch(
      new RegExp(`^msg-gateway-contract \\S+ \\(Evolution API ${GATEWAY_VERSION.replaceAll('.', '\\.')} contract\\)\\n$`),
    );
  });

  it('documents --deadline, the 1 MB body limit and the exit codes in the help', () => {
    expect(HELP).toMatch(/--deadline <seconds> +limit for the whole run \(default 300\)/);
    expect(HELP).toMatch(/--timeout <seconds> +limit for each request, end to end/);
    expect(HELP).toContain('1 MB');
    expect(HELP).toMatch(/Exit codes: 0 nothing failed; 1 the gateway broke the contract; 2 the run could not check/);
  });

  it('turns a usage error into one line on stderr and exit 2', async () => {
    const run = io();
    expect(await main({ argv: ['--url', 'http://127.0.0.1:1'], env: {}, ...run })).toBe(2);
    expect(run.out.stdout).toBe('');
    expect(run.out.stderr).toMatch(/^msg-gateway-contract: Missing --instance <name> \(or GATEWAY_INSTANCE\)\. Example: .*\n$/);
  });

  it('listens for SIGINT and SIGTERM only while it runs', async () => {
    const signals = new EventEmitter();
    const heard: string[] = [];
    signals.on('newListener', (event: string) => heard.push(event));
    await main({ argv: ['--url', 'http://127.0.0.1:1', '--instance', 'x', '--dry-run'], env: {}, ...io(), signals });
    expect(heard.sort()).toEqual(['SIGINT', 'SIGTERM']);
    expect(signals.listenerCount('SIGINT') + signals.listenerCount('SIGTERM')).toBe(0);
  });
});

describe('--dry-run', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('prints the plan without sending anything, no key needed', async () => {
    const run = await runCli(['--url', server.url, '--instance', 'x', '--dry-run'], { key: null });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/getInformation +success .* would run/);
    expect(run.stdout).toContain('Dry run: nothing was sent.');
    expect(server.seen).toEqual([]);
    await expect(snapshotOf(run)).toMatchFileSnapshot('./e2e/dry-run/snapshot.txt');
  });

  it('lists, under the profile, its own reads as planned and its writes and sends as skipped unless allowed, sending nothing', async () => {
    const run = await runCli(['--url', server.url, '--instance', 'x', '--dry-run', '--profile', 'evolution-2.1.1'], { key: null });
    expect(run.code).toBe(0);
    expect(server.seen).toEqual([]);
    const verdict = (id: string) => row(run.stdout, id, 'success')?.replace(/^.* - {4}/, '');
    const runs = 'would run';
    const ifClosed = 'would run (if the instance is not connected: against its not-connected answer)';
    const writes = 'skipped: changes state on the gateway (write)';
    const sends = 'skipped: sends a message (send)';
    const never = 'skipped: cannot be undone (x-irreversible): the runner never sends it, and no flag enables it';
    const throwaway = "needs the run's own throwaway instance, which it creates and deletes";
    const expected: Record<string, string> = {
      findContacts: runs,
      findMessages: runs,
      findStatusMessage: runs,
      findLabels: runs,
      fetchProfilePictureUrl: 'skipped: needs a recipient number (enable with --recipient <number>)',
      findProxy: runs,
      findSettings: runs,
      // Their examples name whom they read about: sent with --recipient only.
      whatsappNumbers: 'skipped: needs a recipient number (enable with --recipient <number>)',
      fetchAllGroups: ifClosed,
      fetchBusinessProfile: 'skipped: needs a recipient number (enable with --recipient <number>)',
      fetchProfile: 'skipped: needs a recipient number (enable with --recipient <number>)',
      fetchInviteCode: 'skipped: needs a group JID (enable with --group-jid <jid>)',
      findGroupInfos: 'skipped: needs a group JID (enable with --group-jid <jid>)',
      fetchInstances: `skipped: ${throwaway} (enable with --allow-writes)`,
      findTemplates:
        'skipped: the gateway itself calls https://graph.facebook.com while serving it (x-calls-out) (enable with --allow-calls-out https://graph.facebook.com)',
      sendText: `${sends}; needs a recipient number (enable with --allow-sends --recipient <number>)`,
      sendPoll: `${sends}; needs a recipient number (enable with --allow-sends --recipient <number>)`,
      sendButtons: `${sends}; needs a recipient number (enable with --allow-sends --recipient <number>)`,
      sendTemplate: `${sends}; needs a recipient number (enable with --allow-sends --recipient <number>)`,
      sendPresence: `${sends}; needs a recipient number (enable with --allow-sends --recipient <number>)`,
      sendReaction: `${sends}; needs a message id and a recipient number (enable with --allow-sends --message-id <id> --recipient <number>)`,
      sendGroupInvite: `${sends}; needs a group JID and a recipient number (enable with --allow-sends --group-jid <jid> --recipient <number>)`,
      sendMedia: `${sends}; needs a recipient number and an image URL the gateway may download and send (enable with --allow-sends --recipient <number> --media-url <url>)`,
      sendWhatsAppAudio: `${sends}; needs a recipient number and an audio file URL the gateway may download and send (enable with --allow-sends --recipient <number> --audio-url <url>)`,
      archiveChat: `${writes}; needs a message id and a recipient number (enable with --allow-writes --message-id <id> --recipient <number>)`,
      markChatUnread: `${writes}; needs a message id and a recipient number (enable with --allow-writes --message-id <id> --recipient <number>)`,
      updateBlockStatus: `${writes}; needs a recipient number (enable with --allow-writes --recipient <number>)`,
      handleLabel: `${writes}; needs a recipient number (enable with --allow-writes --recipient <number>)`,
      updateProfileName: `${writes} (enable with --allow-writes)`,
      updateProfileStatus: `${writes} (enable with --allow-writes)`,
      setSettings: `${writes} (enable with --allow-writes)`,
      setWebhook: `${writes} (enable with --allow-writes)`,
      setProxy: `${writes}; the gateway itself calls https://icanhazip.com while serving it (x-calls-out) (enable with --allow-writes --allow-calls-out https://icanhazip.com)`,
      createInstance: `${writes} (enable with --allow-writes)`,
      deleteInstance: `${writes}; ${throwaway} (enable with --allow-writes)`,
    };
    for (const id of [
      'acceptInviteCode',
      'createGroup',
      'leaveGroup',
      'revokeInviteCode',
      'toggleEphemeral',
      'updateGroupPicture',
      'updateGroupSetting',
      'removeProfilePicture',
      'deleteMessageForEveryone',
      'updateMessage',
      'sendStatus',
      'createTemplate',
    ]) {
      expected[id] = never;
    }
    const own = profile.layered?.operations.filter((op) => op.source['x-profile-only'] === true).map((op) => op.operationId) ?? [];
    expect(Object.keys(expected).sort()).toEqual([...own].sort());
    for (const id of own) expect(verdict(id), id).toBe(expected[id]);
    await expect(snapshotOf(run)).toMatchFileSnapshot('./e2e/dry-run-profile/snapshot.txt');
  });

  it('keeps --baseline evolution-2.1.1 for one release: says what to use instead, and runs as --profile', async () => {
    const run = await runMain(['--url', server.url, '--instance', 'x', '--dry-run', '--baseline', 'evolution-2.1.1'], { key: null });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      'msg-gateway-contract: --baseline evolution-2.1.1 is deprecated and will be removed in the next release: use --profile evolution-2.1.1 instead.\n',
    );
    // The plan is the profile's: restart by POST, sendList expecting 201 from the contract and 400 from the profile.
    expect(run.stdout).toMatch(/^restartInstance +success +POST \/instance\/restart\/\{instance\}/m);
    expect(run.stdout).toMatch(/^sendList +success +POST \/message\/sendList\/\{instance\} +201\/400 /m);
    expect(run.stdout).toContain('Layered description: evolution-2.1.1 (the contract + the evolution-2.1.1 profile)');
    expect(server.seen).toEqual([]);
  });
});

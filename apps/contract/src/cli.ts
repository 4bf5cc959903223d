// msg-gateway-contract: checks a live gateway against the msg-gateway contract.
//   GATEWAY_API_KEY=... msg-gateway-contract --url http://127.0.0.1:8080 --instance my-instance
// A pure function of its arguments, environment, output streams and signal source; the bin is a
// thin shim over it. Exit codes: 0 passed, 1 contract failures, 2 could not check.
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { ContractRunError, EXIT, type ExitCode } from './errors.js';
import { apiKeyOf, type Env, HELP, parseCommand } from './options.js';
import { keyRedactor, runContract } from './run.js';
import { GATEWAY_VERSION, VERSION } from './version.js';

export interface TextOutput {
  write(text: string): unknown;
}

type SignalName = 'SIGINT' | 'SIGTERM';

/** Where SIGINT/SIGTERM come from (the process, in the bin). */
export interface SignalSource {
  on(event: SignalName, listener: (signal: NodeJS.Signals) => void): unknown;
  off(event: SignalName, listener: (signal: NodeJS.Signals) => void): unknown;
}

export interface MainOptions {
  argv: readonly string[];
  env: Env;
  stdout: TextOutput;
  stderr: TextOutput;
  signals?: SignalSource;
  /** Where relative --baseline / --junit paths start (default: INIT_CWD, set by npm, or the current directory). */
  cwd?: string;
}

export async function main({ argv, env, stdout, stderr, signals, cwd }: MainOptions): Promise<ExitCode> {
  // Both the raw variable and the key as sent: whatever is printed, neither form of it survives.
  const redactSent = keyRedactor(apiKeyOf(env));
  const redactRaw = keyRedactor(env['GATEWAY_API_KEY'] ?? '');
  const scrub = (text: string): string => redactRaw(redactSent(text));
  const fail = (message: string, details?: string): ExitCode => {
    stderr.write(scrub(`msg-gateway-contract: ${message}\n`));
    if (details) stderr.write(scrub(`${details}\n`));
    return EXIT.unusable;
  };

  const controller = new AbortController();
  let interruptedBy: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals): void => {
    interruptedBy ??= signal;
    controller.abort();
  };
  signals?.on('SIGINT', onSignal);
  signals?.on('SIGTERM', onSignal);
  try {
    const command = parseCommand(argv, env);
    if (command.kind === 'help') {
      stdout.write(`${HELP}\n`);
      return EXIT.ok;
    }
    if (command.kind === 'version') {
      stdout.write(`msg-gateway-contract ${VERSION} (Evolution API ${GATEWAY_VERSION} contract)\n`);
      return EXIT.ok;
    }
    const { exitCode } = await runContract(command.options, {
      out: (line) => stdout.write(`${scrub(line)}\n`),
      verbose: (text) => stderr.write(scrub(text)),
      cwd: cwd ?? env['INIT_CWD'] ?? process.cwd(),
      signal: controller.signal,
      interruptedBy: () => interruptedBy,
    });
    return exitCode;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ContractRunError) return fail(error.message, error.details);
    // A bug in the runner: keep the stack, but never the key.
    return fail(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    signals?.off('SIGINT', onSignal);
    signals?.off('SIGTERM', onSignal);
  }
}

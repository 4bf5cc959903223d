// RunOptions from a command line, for tests that call runContract directly.
import { parseCommand, type RunOptions } from '../../src/options.js';

export function runOptions(argv: readonly string[], env: Record<string, string>): RunOptions {
  const command = parseCommand(argv, env);
  if (command.kind !== 'run') throw new Error(`expected a run, got ${command.kind}`);
  return command.options;
}

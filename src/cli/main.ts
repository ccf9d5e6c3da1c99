import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { benchCommand, benchHelp } from './bench';
import { type CliIO, type Command, type CommandHelp, formatHelp } from './command';
import { convertCommand, convertHelp } from './convert';
import { deadlocksCommand, deadlocksHelp } from './deadlocks';
import { handleOutputErrors, processIO, UsageError } from './io';
import { optimizeCommand, optimizeHelp } from './optimize';
import { replayCommand, replayHelp } from './replay';
import { solveCommand, solveHelp } from './solve';
import { validateCommand, validateHelp } from './validate';

const COMMANDS: Record<string, { run: Command; help: CommandHelp }> = {
  validate: { run: validateCommand, help: validateHelp },
  replay: { run: replayCommand, help: replayHelp },
  solve: { run: solveCommand, help: solveHelp },
  optimize: { run: optimizeCommand, help: optimizeHelp },
  deadlocks: { run: deadlocksCommand, help: deadlocksHelp },
  convert: { run: convertCommand, help: convertHelp },
  bench: { run: benchCommand, help: benchHelp },
};

const usage = () =>
  [
    'usage: sokoban <command> [options]',
    "       sokoban help <command>   (or sokoban <command> --help): the command's options and exit codes",
    '',
    ...Object.values(COMMANDS).flatMap(({ help }) => [`  ${help.usage}`, `      ${help.summary}`]),
  ].join('\n');

const HELP = new Set(['--help', '-h']);

/** Runs the CLI; returns the exit code. Errors become one line on stderr, never a stack trace. */
export async function main(argv: readonly string[], io: CliIO = processIO): Promise<number> {
  const [first, ...args] = argv;
  // `help <command>` is `<command> --help`.
  const [name, rest] = first === 'help' && args.length ? [args[0], ['--help']] : [first, args];
  if (!name || HELP.has(name) || name === 'help') {
    io.out(usage());
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`sokoban: unknown command "${name}"\n${usage()}`);
    return 2;
  }
  // Asking for help is never an error, whatever else is on the line.
  if (rest.some((a) => HELP.has(a))) {
    for (const line of formatHelp(command.help)) io.out(line);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`sokoban ${name}: ${e.message}`);
      return 2;
    }
    io.err(`sokoban ${name}: internal error: ${(e as Error).message}`);
    return 3;
  }
}

/** The process entry (bin/sokoban.mjs, or this file run directly): real IO and exit code. */
export async function runProcess(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  handleOutputErrors();
  process.exitCode = await main(argv);
}

/**
 * Whether this module is the script Node was started with. Compared as URLs of real paths: a path
 * with spaces is percent-encoded in import.meta.url, Windows paths have drive letters, and Node
 * resolves a symlinked script to its target.
 */
function isEntryScript(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === import.meta.url;
  } catch {
    return false;
  }
}

// Run when executed directly (npm run sokoban / tsx src/cli/main.ts), not when imported by tests or bin/.
if (isEntryScript()) void runProcess();

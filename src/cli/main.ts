import { benchCommand } from './bench';
import type { CliIO, Command } from './command';
import { convertCommand } from './convert';
import { deadlocksCommand } from './deadlocks';
import { processIO, UsageError } from './io';
import { optimizeCommand } from './optimize';
import { replayCommand } from './replay';
import { solveCommand } from './solve';
import { validateCommand } from './validate';

const COMMANDS: Record<string, { run: Command; summary: string }> = {
  validate: {
    run: validateCommand,
    summary: 'validate <file|->...            check levels; one line per problem',
  },
  replay: {
    run: replayCommand,
    summary: 'replay <file|-> [--level n] [--moves LURD] [--json]   replay solutions or moves',
  },
  solve: {
    run: solveCommand,
    summary:
      'solve <file|-> [--level n] [--timeout s] [--nodes m] [--optimal] [--order bound|advice] [--seed n] [--weight w] [--optimize s] [--json]',
  },
  optimize: {
    run: optimizeCommand,
    summary: 'optimize <file|-> [--level n] [--moves LURD] [--timeout s] [--json]   shorten a solution',
  },
  deadlocks: { run: deadlocksCommand, summary: 'deadlocks <file|-> [--level n] [--moves LURD] [--json]' },
  convert: {
    run: convertCommand,
    summary: 'convert <file|-> [--from xsb|sok|slc|url] --to xsb|sok|slc|url   convert a collection',
  },
  bench: {
    run: benchCommand,
    summary: 'bench [--json] [--seconds s]     engine speed and undo memory vs a naive engine',
  },
};

const usage = () =>
  ['usage: sokoban <command> [options]', '', ...Object.values(COMMANDS).map((c) => `  ${c.summary}`)].join(
    '\n',
  );

/** Runs the CLI; returns the exit code. Errors become one line on stderr, never a stack trace. */
export async function main(argv: readonly string[], io: CliIO = processIO): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`sokoban: unknown command "${name}"\n${usage()}`);
    return 2;
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

// Run when executed directly (npm run sokoban / tsx src/cli/main.ts), not when imported by tests or bin/.
if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

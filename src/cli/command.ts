/** What a CLI command may touch: output lines and input files. Injected so commands are testable. */
export interface CliIO {
  /** Writes one line (no trailing newline needed) to standard output. */
  out(line: string): void;
  /** Writes one line to standard error. */
  err(line: string): void;
  /** Reads a file path, or standard input when the path is `-`. */
  read(path: string): Promise<string>;
}

/** A CLI command: parses its own arguments, returns the process exit code. */
export type Command = (args: readonly string[], io: CliIO) => Promise<number>;

/** What `sokoban help <command>` and `sokoban <command> --help` print. */
export interface CommandHelp {
  /** The command line after `sokoban `, e.g. `replay <file|-> [--level n] [--json]`. */
  readonly usage: string;
  /** What the command does, one line. */
  readonly summary: string;
  /** Each argument and option, and what it does: one line each. */
  readonly options: readonly (readonly [string, string])[];
  /** What each exit code means, one line. */
  readonly exit: string;
}

/** The usage line alone, for a usage error. */
export const usageLine = (help: CommandHelp): string => `usage: sokoban ${help.usage}`;

/** The whole help: usage, summary, one line per option, exit codes. */
export function formatHelp(help: CommandHelp): string[] {
  const width = Math.max(0, ...help.options.map(([o]) => o.length));
  return [
    usageLine(help),
    '',
    help.summary,
    '',
    ...help.options.map(([o, what]) => `  ${o.padEnd(width)}  ${what}`),
    ...(help.options.length ? [''] : []),
    `exit codes: ${help.exit}`,
  ];
}

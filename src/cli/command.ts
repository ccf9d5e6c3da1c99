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

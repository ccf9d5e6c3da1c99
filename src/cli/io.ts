import { readFileSync } from 'node:fs';
import { parseLurd } from '../core/lurd';
import { decodeLevelBytes } from '../formats/text-encoding';
import type { CliIO } from './command';

/**
 * Output errors for the process entry point (not installed on import, so tests keep their own streams).
 * A reader that stops early (`sokoban convert ... | head`) closes the pipe: that ends the command
 * quietly. Any other write error is one line on stderr and exit 3, never a stack trace.
 */
export function handleOutputErrors(): void {
  const watch = (stream: NodeJS.WriteStream, name: string) =>
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(0);
      // If stderr itself failed, this write fails too; the exit code still tells.
      if (stream !== process.stderr)
        process.stderr.write(`sokoban: cannot write to ${name}: ${e.code ?? e.message}\n`);
      process.exit(3);
    });
  watch(process.stdout, 'standard output');
  watch(process.stderr, 'standard error');
}

/** The real process IO. Reading `-` takes standard input. */
export const processIO: CliIO = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  read: async (path) => {
    if (path === '-') {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return decodeLevelBytes(Buffer.concat(chunks));
    }
    try {
      return decodeLevelBytes(readFileSync(path));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // The usual two in words; any other error by its code (EACCES), which a search finds.
      if (code === 'ENOENT') throw new UsageError(`no such file: ${path}`);
      if (code === 'EISDIR') throw new UsageError(`${path} is a directory, not a level file`);
      throw new UsageError(`cannot read ${path}: ${code ?? e}`);
    }
  },
};

/** A problem with the command line or its inputs: printed as one line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Minimal flag parsing: `--name value`, `--name=value`, `--flag`, and positionals. Unknown flags are errors. */
export function parseArgs(
  args: readonly string[],
  spec: Record<string, 'string' | 'boolean'>,
): { positionals: string[]; flags: Record<string, string | boolean> } {
  const positionals: string[] = [];
  const flags: Record<string, string | boolean> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
      const inline = eq < 0 ? undefined : a.slice(eq + 1);
      // Own keys only: `--constructor` is not an option because every object has one.
      const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
      if (!kind) throw new UsageError(`unknown option --${name}`);
      if (kind === 'boolean') {
        // `--json=false` would otherwise mean --json.
        if (inline !== undefined) throw new UsageError(`--${name} takes no value (got "${a}")`);
        flags[name] = true;
      } else {
        const value = inline ?? args[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value`);
        flags[name] = value;
      }
    } else positionals.push(a);
  }
  return { positionals, flags };
}

/** A positive integer flag, or a UsageError naming it. */
export function intFlag(value: string | boolean | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--${name} must be a positive integer, not "${value}"`);
  return n;
}

/** The one file argument of a command, or a UsageError: its usage line, or the extra argument. */
export function oneFile(positionals: readonly string[], usage: string): string {
  if (positionals.length !== 1)
    throw new UsageError(positionals.length ? `unexpected argument "${positionals[1]}"` : usage);
  return positionals[0];
}

/** How every command reads `--moves`, for its help. */
export const MOVES_HELP =
  'l, u, r, d in either case (the board decides which moves push); needs --level if the file has several levels';

/**
 * `--moves`, checked before any level is read: LURD letters in either case (the board decides which
 * moves push, as the engine plays them), whitespace and run-length counts (`3r`) allowed. Anything
 * else is a UsageError naming the character and its position from 1.
 */
export function movesFlag(value: string | boolean | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  const parsed = parseLurd(text, (index) => `position ${index + 1}`);
  if (!parsed.ok) throw new UsageError(`--moves: ${parsed.message}`);
  return text;
}

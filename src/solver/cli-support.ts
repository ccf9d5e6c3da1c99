import type { XsbLevel } from './load-xsb';
import { loadXsb } from './load-xsb';

/** A user-facing CLI error: printed as one line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ParsedArgs {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

/**
 * Parses `--name value` / `--name=value` / `--switch` arguments. `valued` lists the flags
 * that take a value; anything else starting with `--` must be in `switches`.
 */
export function parseArgs(
  args: readonly string[],
  valued: readonly string[],
  switches: readonly string[],
): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    if (valued.includes(name)) {
      const value = eq >= 0 ? a.slice(eq + 1) : args[++i];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else if (switches.includes(name) && eq < 0) flags.set(name, true);
    else throw new UsageError(`unknown option ${a}`);
  }
  return { positional, flags };
}

export function positiveNumber(flags: Map<string, string | true>, name: string): number | undefined {
  const v = flags.get(name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isFinite(n) || n <= 0)
    throw new UsageError(`--${name} must be a positive number, got '${v}'`);
  return n;
}

/** Loads the levels of a file (or stdin) and applies `--level n`. */
export async function selectLevels(
  read: (path: string) => Promise<string>,
  path: string,
  level: number | undefined,
): Promise<XsbLevel[]> {
  let text: string;
  try {
    text = await read(path);
  } catch (e) {
    throw new UsageError(`cannot read ${path === '-' ? 'standard input' : path}: ${(e as Error).message}`);
  }
  const levels = loadXsb(text);
  if (levels.length === 0)
    throw new UsageError(`no levels found in ${path === '-' ? 'standard input' : path}`);
  if (level === undefined) return levels;
  if (!Number.isInteger(level) || level > levels.length) {
    throw new UsageError(`--level ${level} is out of range (the file has ${levels.length} levels)`);
  }
  return [levels[level - 1]];
}

/** Right-aligned plain-text table. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

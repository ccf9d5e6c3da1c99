import { formatProblem, type LevelProblem } from '../core/level/problems';
import type { LevelSource } from '../core/level/types';
import { count } from '../core/plural';
import type { CliIO } from './command';
import { UsageError } from './io';
import { loadCollection } from './load';

/** Loads a level file and picks every level or `--level n`; file-level problems are usage errors. */
export async function selectLevels(
  io: CliIO,
  path: string,
  number: number | undefined,
): Promise<LevelSource[]> {
  const { collection, problems, name } = await loadCollection(io, path);
  const fatal = problems.find((p) => p.level === undefined);
  if (fatal) throw new UsageError(formatProblem(fatal, name));
  if (number === undefined) return collection.levels;
  if (number > collection.levels.length) {
    throw new UsageError(
      `--level ${number} is out of range (${name} has ${count(collection.levels.length, 'level')})`,
    );
  }
  return [collection.levels[number - 1]];
}

/** A positive number flag (seconds may be fractional), or a UsageError naming it. */
export function positiveFlag(value: string | boolean | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isFinite(n) || n <= 0) {
    throw new UsageError(`--${name} must be a positive number, not "${value}"`);
  }
  return n;
}

/** The level's stored `Solution:` with the fewest pushes (upper-case letters), if it has one. */
export function fewestPushSolution(level: LevelSource): string | undefined {
  const pushes = (lurd: string) => lurd.replace(/[^LURD]/g, '').length;
  return [...level.solutions].sort((a, b) => pushes(a) - pushes(b))[0];
}

/**
 * A level's problems for a line that already names the level (`level 3 "Title": ...`): each as
 * `file:line:column: what`, without the level again; joined by `; `.
 */
export function levelError(problems: readonly LevelProblem[], file: string): string {
  return problems.map((p) => formatProblem({ ...p, level: undefined, title: undefined }, file)).join('; ');
}

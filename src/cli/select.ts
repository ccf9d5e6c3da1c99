import { Game } from '../core/game';
import { formatProblem, type LevelProblem } from '../core/level/problems';
import type { LevelSource } from '../core/level/types';
import { count, moves } from '../core/plural';
import { playSolutionOn, storedSolutionOf } from '../core/solutions';
import { MODS } from '../mods';
import type { CliIO } from './command';
import { UsageError } from './io';
import { loadCollection } from './load';

export { playToWin } from '../core/solutions';

/** A level picked from a file, with its game at the start, or why it cannot be played. */
export interface PickedLevel {
  readonly level: LevelSource;
  /** The level's game, unless it cannot be played. */
  readonly game?: Game;
  /** Why it cannot be played (its problems in the parser and the builder), for its row: see `levelError`. */
  readonly error?: string;
}

/**
 * Loads a level file and picks every level or `--level n`, each with its game or its problems; the
 * commands report a level that cannot be played in its row and go on with the others. Problems of the
 * file itself (no level, too large) and a level number out of range are usage errors.
 */
export async function selectLevels(
  io: CliIO,
  path: string,
  number: number | undefined,
): Promise<{ name: string; levels: PickedLevel[] }> {
  const { collection, problems, name } = await loadCollection(io, path);
  const fatal = problems.find((p) => p.level === undefined);
  if (fatal) throw new UsageError(formatProblem(fatal, name));
  if (number !== undefined && number > collection.levels.length) {
    throw new UsageError(
      `--level ${number} is out of range (${name} has ${count(collection.levels.length, 'level')})`,
    );
  }
  const levels = number === undefined ? collection.levels : [collection.levels[number - 1]];
  return {
    name,
    levels: levels.map((level) => {
      // A level whose text is already broken is reported by the parser alone.
      const syntax = problems.filter((p) => p.level === level.index);
      if (syntax.length) return { level, error: levelError(syntax, name) };
      const { game, problems: built } = Game.tryLevel(level, { catalogue: MODS });
      return game ? { level, game } : { level, error: levelError(built, name) };
    }),
  };
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

/** `N moves after the win ignored`, for a command's line, or nothing. */
export function ignoredText(ignored: number | undefined): string {
  return ignored ? `; ${moves(ignored)} after the win ignored` : '';
}

/** A `Solution:`'s replay on a fresh game of the level, with every mod this game has. */
export const playSolution = (level: LevelSource, lurd: string) =>
  playSolutionOn(level, lurd, { catalogue: MODS });

/** The level's stored `Solution:` with the fewest pushes that solves it (see `storedSolutionOf`). */
export const storedSolution = (level: LevelSource) => storedSolutionOf(level, { catalogue: MODS });

/**
 * A level's problems for a line that already names the level (`level 3 "Title": ...`): each as
 * `file:line:column: what`, without the level again; joined by `; `.
 */
export function levelError(problems: readonly LevelProblem[], file: string): string {
  return problems.map((p) => formatProblem({ ...p, level: undefined, title: undefined }, file)).join('; ');
}

import { Game, type PlayResult, type TurnResult } from '../core/game';
import { formatProblem, type LevelProblem } from '../core/level/problems';
import type { LevelSource } from '../core/level/types';
import { expandLurd } from '../core/lurd';
import { count, moves } from '../core/plural';
import { MODS } from '../mods';
import type { CliIO } from './command';
import { UsageError } from './io';
import { loadCollection } from './load';

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

/**
 * Plays `lurd` up to its win: a solution is counted to the move that solves the level, and `ignored`
 * says how many moves after it were left unplayed (a stored solution saved with a stray walk at its
 * end), so the commands can say so rather than count them.
 */
export function playToWin(
  game: Game,
  lurd: string,
  onMove?: (turn: TurnResult, index: number) => void,
): PlayResult & { ignored: number } {
  const played = game.play(lurd, { untilSolved: true, onMove });
  if (!played.ok) return { ...played, ignored: 0 };
  const expanded = expandLurd(lurd);
  return { ...played, ignored: expanded.ok ? expanded.lurd.length - played.moves : 0 };
}

/** `N moves after the win ignored`, for a command's line, or nothing. */
export function ignoredText(ignored: number | undefined): string {
  return ignored ? `; ${moves(ignored)} after the win ignored` : '';
}

/**
 * Plays `lurd` on a fresh game of the level, up to its win: the moves as the engine writes them
 * (pushes in upper case, whatever the case given), or why they are not a solution.
 */
export function playSolution(
  level: LevelSource,
  lurd: string,
): { lurd: string; pushes: number; ignored: number } | { error: string } {
  const game = Game.fromLevel(level, { catalogue: MODS });
  const played = playToWin(game, lurd);
  if (!played.ok) return { error: played.message };
  if (!game.solved) return { error: 'the moves do not solve the level' };
  return { lurd: game.lurd(), pushes: game.pushes, ignored: played.ignored };
}

/**
 * The level's stored `Solution:` with the fewest pushes (then moves) among those that solve it, as
 * the engine plays it; or why none does; undefined when it stores none.
 */
export function storedSolution(
  level: LevelSource,
): { lurd: string; ignored: number } | { error: string } | undefined {
  if (level.solutions.length === 0) return undefined;
  const played = level.solutions.map((lurd) => playSolution(level, lurd));
  const good = played.filter((p) => 'lurd' in p);
  if (good.length === 0) {
    const first = played[0] as { error: string };
    return {
      error:
        played.length === 1
          ? `stored solution: ${first.error}`
          : `no stored solution solves the level (solution 1: ${first.error})`,
    };
  }
  const best = good.sort((a, b) => a.pushes - b.pushes || a.lurd.length - b.lurd.length)[0];
  return { lurd: best.lurd, ignored: best.ignored };
}

/**
 * A level's problems for a line that already names the level (`level 3 "Title": ...`): each as
 * `file:line:column: what`, without the level again; joined by `; `.
 */
export function levelError(problems: readonly LevelProblem[], file: string): string {
  return problems.map((p) => formatProblem({ ...p, level: undefined, title: undefined }, file)).join('; ');
}

import { Game, type GameOptions, type PlayResult, type TurnResult } from './game';
import type { LevelSource } from './level/types';
import { expandLurd } from './lurd';

// A level's `Solution:` lines are the file's word, not ours: each is replayed through the engine
// before anything (the CLI's replay and optimize, the game's hints) relies on it.

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

/**
 * Plays `lurd` on a fresh game of the level, up to its win: the moves as the engine writes them
 * (pushes in upper case, whatever the case given), or why they are not a solution.
 */
export function playSolutionOn(
  level: LevelSource,
  lurd: string,
  options: GameOptions,
): { lurd: string; pushes: number; ignored: number } | { error: string } {
  const game = Game.fromLevel(level, options);
  const played = playToWin(game, lurd);
  if (!played.ok) return { error: played.message };
  if (!game.solved) return { error: 'the moves do not solve the level' };
  return { lurd: game.lurd(), pushes: game.pushes, ignored: played.ignored };
}

/**
 * The level's stored `Solution:` with the fewest pushes (then moves) among those that solve it, as
 * the engine plays it; or why none does; undefined when it stores none.
 */
export function storedSolutionOf(
  level: LevelSource,
  options: GameOptions,
): { lurd: string; ignored: number } | { error: string } | undefined {
  if (level.solutions.length === 0) return undefined;
  const played = level.solutions.map((lurd) => playSolutionOn(level, lurd, options));
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

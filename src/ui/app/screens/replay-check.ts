import { Game, type GameOptions } from '../../../core/game';
import type { LevelSource } from '../../../core/level/types';
import { parseLurd } from '../../../core/lurd';
import type { Direction } from '../../../core/pipeline/turn';
import { PluginError } from '../../../core/plugin';

/** What a replay can show of a solution: the moves that play, and why the rest do not. */
export interface CheckedReplay {
  /** Whether the level can be played at all (else nothing is drawn). */
  readonly playable: boolean;
  readonly moves: Direction[];
  /** Pushes made by the end of each move (index 0: the start). */
  readonly pushes: number[];
  /** The moves as LURD, pushes in capitals as the engine found them (whatever case they came in). */
  readonly lurd: string;
  /** Why the replay stops short, or cannot start; null when every move plays. */
  readonly error: string | null;
}

/**
 * Plays a replay's moves on a game of its own, before the board is drawn, so its error shows at once.
 * A mod that throws on a move stops the replay there with its words, as it stops play: the replay's
 * game then never reaches that move.
 */
export function checkReplay(level: LevelSource, lurd: string, options: GameOptions): CheckedReplay {
  const moves: Direction[] = [];
  const pushes = [0];
  let written = '';
  const done = (error: string | null, playable = true): CheckedReplay => ({
    playable,
    moves,
    pushes,
    lurd: written,
    error,
  });
  const { game } = Game.tryLevel(level, options);
  if (!game) return done('This level cannot be played, so its solution cannot be shown.', false);
  const parsed = parseLurd(lurd);
  if (!parsed.ok) return done(`The moves cannot be read: ${parsed.message}`);
  for (const [i, dir] of parsed.moves.entries()) {
    try {
      if (!game.move(dir).moved) return done(`Move ${i + 1} is blocked; the replay stops there.`);
    } catch (e) {
      if (!(e instanceof PluginError)) throw e;
      return done(
        `Move ${i + 1} could not be played: a mod of this level failed (${e.message.replace(/\.$/, '')}); the replay stops there.`,
      );
    }
    const pushed = game.pushes > pushes.at(-1)!;
    moves.push(dir);
    pushes.push(game.pushes);
    written += pushed ? dir[0].toUpperCase() : dir[0];
  }
  return done(null);
}

import { Game, type GameOptions } from '../../../core/game';
import type { LevelSource } from '../../../core/level/types';
import { expandLurd } from '../../../core/lurd';
import { PluginError } from '../../../core/plugin';
import { moves } from '../plural';
import { modFailureWords } from '../session';

/**
 * Where pasted moves go: on from the present position, or from the start (after a restart; only
 * when the player has moved, or won: at the start the two are the same and it is "here").
 */
export type PastePlan =
  | { readonly kind: 'here' | 'start'; readonly lurd: string }
  | { readonly kind: 'blocked'; readonly message: string };

/** Far beyond any real solution (the longest shipped one has about 26,000 moves). */
const MAX_MOVES = 100_000;

/**
 * Whether pasted text is moves rather than a level: LURD letters, run counts and whitespace only.
 * No level can be written that way (a board needs walls), so the two never overlap.
 */
export function looksLikeMoves(text: string): boolean {
  // A bad count ("r0") is still moves: the player hears what is wrong with them, not "no level".
  return /[lurd]/i.test(text) && /^[lurdLURD0-9\s]+$/.test(text);
}

/**
 * What is wrong with text that is moves but for a stray character or two (a typo, a "Solution:"
 * copied with them), or null for text that is not nearly moves. Said instead of "no level found".
 */
export function movesTypo(text: string): string | null {
  const chars = text.replace(/\s/g, '');
  const moveChars = chars.replace(/[^lurdLURD0-9]/g, '').length;
  // A level needs walls; a few letters among other words are just words.
  if (looksLikeMoves(text) || chars.includes('#') || moveChars < 4 || moveChars < chars.length * 0.8)
    return null;
  const expanded = expandLurd(text);
  return expanded.ok ? null : `These look like moves (LURD), but cannot be read: ${expanded.message}.`;
}

/**
 * Decides where pasted moves fit (see `planOnScratch`). A mod of the level that throws on the scratch
 * games is named to the player; the moves are not played.
 */
export function planPastedMoves(
  level: LevelSource,
  options: GameOptions,
  played: string,
  solvedNow: boolean,
  text: string,
): PastePlan {
  try {
    return planOnScratch(level, options, played, solvedNow, text);
  } catch (e) {
    if (e instanceof PluginError) return { kind: 'blocked', message: modFailureWords(e) };
    throw e;
  }
}

/**
 * Decides where pasted moves fit, trying them on scratch games so the board is never left half
 * played. From here first (the player's own next moves); from the start when they fit only there,
 * or when only there they solve the level (a whole solution pasted in the middle of an attempt). `played` is the LURD since the last
 * restart (`Game.lurd()`), which rebuilds the present position.
 */
function planOnScratch(
  level: LevelSource,
  options: GameOptions,
  played: string,
  solvedNow: boolean,
  text: string,
): PastePlan {
  const expanded = expandLurd(text);
  if (!expanded.ok) return { kind: 'blocked', message: `These moves cannot be read: ${expanded.message}.` };
  const lurd = expanded.lurd;
  if (!lurd) return { kind: 'blocked', message: 'There are no moves in that text.' };
  if (lurd.length > MAX_MOVES)
    return { kind: 'blocked', message: `${moves(lurd.length)} are too many to play.` };
  /**
   * Why the moves do not fit after `prefix`, or whether they solve the level when they do. Moves after
   * the win are left out (`cut`; the playback stops there anyway), so a solution copied with a stray
   * move after it still solves rather than being refused for that move.
   */
  const tryAfter = (prefix: string): { solves: boolean; cut: boolean; lurd: string } | string => {
    const game = Game.fromLevel(level, options);
    if (prefix && !game.play(prefix).ok) return 'the present position cannot be rebuilt';
    const r = game.play(lurd, { untilSolved: true });
    return r.ok
      ? { solves: game.solved, cut: r.moves < lurd.length, lurd: lurd.slice(0, r.moves) }
      : r.message;
  };
  const plan = (kind: 'here' | 'start', fit: { lurd: string }): PastePlan => ({ kind, lurd: fit.lurd });
  const here = solvedNow ? undefined : tryAfter(played);
  // A pasted solution is meant to solve as written: from the start, when from here it only walks
  // about or wins before its end (a whole solution pasted mid-attempt).
  if (typeof here === 'object' && !here.cut && (here.solves || !played)) return plan('here', here);
  if (typeof here === 'string' && !played) return blocked('from the start', here);
  const start = tryAfter('');
  if (typeof start === 'object' && !start.cut && (start.solves || typeof here !== 'object'))
    return plan('start', start);
  // Else a win with moves left over, here first; else the player's own next moves.
  if (typeof here === 'object' && here.solves) return plan('here', here);
  if (typeof start === 'object' && start.solves) return plan('start', start);
  if (typeof here === 'object') return plan('here', here);
  return blocked(here === undefined ? 'from the start' : 'from here or from the start', start as string);
}

const blocked = (where: string, why: string): PastePlan => ({
  kind: 'blocked',
  message: `These moves do not fit this level ${where}: ${why}.`,
});

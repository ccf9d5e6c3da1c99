import { Game, type GameOptions } from '../../../core/game';
import type { LevelSource } from '../../../core/level/types';
import { expandLurd } from '../../../core/lurd';
import { moves } from '../plural';

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
 * Decides where pasted moves fit, trying them on scratch games so the board is never left half
 * played. From here first (the player's own next moves); from the start when they fit only there,
 * or when only there they solve the level (a whole solution pasted in the middle of an attempt). `played` is the LURD since the last
 * restart (`Game.lurd()`), which rebuilds the present position.
 */
export function planPastedMoves(
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
  /** Why the moves do not fit after `prefix`, or whether they solve the level when they do. */
  const tryAfter = (prefix: string): { solves: boolean } | string => {
    const game = Game.fromLevel(level, options);
    if (prefix && !game.play(prefix).ok) return 'the present position cannot be rebuilt';
    const r = game.play(lurd);
    return r.ok ? { solves: game.solved } : r.message;
  };
  const here = solvedNow ? undefined : tryAfter(played);
  // A pasted solution is meant to solve: from the start, when from here it only walks about.
  if (typeof here === 'object' && (here.solves || !played)) return { kind: 'here', lurd };
  if (typeof here === 'string' && !played) return blocked('from the start', here);
  const start = tryAfter('');
  if (typeof start === 'object' && (start.solves || here === undefined || typeof here === 'string'))
    return { kind: 'start', lurd };
  if (typeof here === 'object') return { kind: 'here', lurd };
  return blocked(here === undefined ? 'from the start' : 'from here or from the start', start as string);
}

const blocked = (where: string, why: string): PastePlan => ({
  kind: 'blocked',
  message: `These moves do not fit this level ${where}: ${why}.`,
});

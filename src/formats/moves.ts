import { expandRle } from '../core/level/rle';

/** Longest move list accepted from a file (the longest published solutions are far shorter). */
export const MAX_MOVES = 1_000_000;
/** Width of the move lines we write (Sokoban YASC's). */
export const MOVES_LINE_WIDTH = 70;

const MOVE_CHARS = /^[lurdLURD0-9()[\]{}*\s]+$/;
const HAS_MOVE = /[lurdLURD]/;

/** A line made only of moves (with SOK's counts, groups, jumps and markers) and at least one move. */
export function isMovesLine(line: string): boolean {
  return MOVE_CHARS.test(line) && HAS_MOVE.test(line);
}

export type MovesParse =
  /** `plain`: forward LURD only. Otherwise `lurd` keeps SOK's jump `[..]` and pusher `{..}` notation. */
  { ok: true; lurd: string; plain: boolean } | { ok: false; message: string };

/**
 * Expands SOK move text: whitespace ignored, `3r` and `2(dr)` repeated, the `*` current-position
 * marker dropped. Reverse-mode jumps and multi-pusher changes are kept but make the moves not `plain`.
 */
export function expandMoves(text: string): MovesParse {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { ok: false, message: 'no moves' };
  const bad = /[^lurdLURD0-9()[\]{}*]/.exec(compact);
  if (bad) return { ok: false, message: `unexpected ${JSON.stringify(bad[0])} in the moves` };
  const r = expandRle(compact, MAX_MOVES);
  if (!r.ok) return { ok: false, message: `bad run-length encoding in the moves: ${r.message}` };
  const moves = r.rows.join('').replace(/\*/g, '');
  const plain = /^[lurdLURD]*$/.test(moves);
  return { ok: true, lurd: moves, plain };
}

/** Splits moves into lines of `MOVES_LINE_WIDTH` characters. */
export function wrapMoves(lurd: string, width = MOVES_LINE_WIDTH): string[] {
  const lines: string[] = [];
  for (let i = 0; i < lurd.length; i += width) lines.push(lurd.slice(i, i + width));
  return lines;
}

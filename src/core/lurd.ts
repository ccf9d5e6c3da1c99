import type { Direction } from './pipeline/turn';

const LETTER: Record<string, Direction> = { l: 'left', u: 'up', r: 'right', d: 'down' };
const TO_LETTER: Record<Direction, string> = { left: 'l', up: 'u', right: 'r', down: 'd' };

/** The LURD letter for a move: lowercase for a walk, uppercase for a push. */
export function lurdLetter(dir: Direction, pushed: boolean): string {
  const l = TO_LETTER[dir];
  return pushed ? l.toUpperCase() : l;
}

export type LurdParse = { ok: true; moves: Direction[] } | { ok: false; index: number; message: string };

/**
 * Where a character of the moves is, in the reader's terms: `position 3` on the command line,
 * `column 12` in a file's `Solution:` line. Takes the character's index in the text.
 */
export type LurdPlace = (index: number) => string;

const atPosition: LurdPlace = (index) => `position ${index + 1}`;

/** A character that is not a move, said the same way for `--moves` and stored solutions. */
export function unexpectedMove(ch: string, place: string): string {
  return `unexpected ${JSON.stringify(ch)} at ${place}; LURD uses l, u, r, d`;
}

/**
 * A line whose letters are at least half l, u, r, d: moves, perhaps with a typo (`RRuxL`), rather than
 * words, which have other letters. How the readers tell a broken solution line from a note.
 */
export function looksLikeMoves(line: string): boolean {
  const letters = line.replace(/\P{L}/gu, '');
  const moves = letters.replace(/[^lurdLURD]/g, '').length;
  return moves > 0 && moves * 2 >= letters.length;
}

/**
 * Reads a LURD string: either case, whitespace ignored, and run-length counts (`3r` = `rrr`), which
 * some programs write. Errors give the character's index in the text. With `place`, every message
 * names the bad character and its place (a trailing count's too).
 */
export function parseLurd(text: string, place?: LurdPlace): LurdParse {
  const expanded = expandLurd(text, place);
  if (!expanded.ok) return expanded;
  return { ok: true, moves: [...expanded.lurd].map((ch) => LETTER[ch.toLowerCase()]) };
}

/**
 * A LURD string written out: whitespace dropped and run-length counts expanded, each letter keeping
 * its case (`2R` is two pushes), as a `Solution:` line stores it. Errors as `parseLurd`'s.
 */
export function expandLurd(
  text: string,
  place?: LurdPlace,
): { ok: true; lurd: string } | { ok: false; index: number; message: string } {
  const at = place ?? atPosition;
  let lurd = '';
  let count = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/\s/.test(ch)) continue;
    if (ch >= '0' && ch <= '9') {
      count += ch;
      continue;
    }
    if (!LETTER[ch.toLowerCase()]) {
      return { ok: false, index: i, message: unexpectedMove(ch, at(i)) };
    }
    const n = count ? Number.parseInt(count, 10) : 1;
    if (n > 1_000_000) return { ok: false, index: i, message: `run length ${n} at ${at(i)} is too large` };
    lurd += ch.repeat(n);
    count = '';
  }
  if (count) {
    const index = text.trimEnd().length - 1;
    const where = place ? ` (${JSON.stringify(text[index])} at ${place(index)})` : '';
    return { ok: false, index, message: `the moves end with a count and no letter${where}` };
  }
  return { ok: true, lurd };
}
